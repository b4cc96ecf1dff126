// swift-tools-version: 6.0
import PackageDescription

/// Sources/CCurlLazy/link by its full path: the linker does not run in the package's folder.
let lazyCurlLink = String(#filePath.dropLast("Package.swift".count)) + "Sources/CCurlLazy/link"

let package = Package(
    name: "ghtui",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "GitHubKit", targets: ["GitHubKit"]),
        .library(name: "FakeGitHub", targets: ["FakeGitHub"]),
        .library(name: "GitHubKitTesting", targets: ["GitHubKitTesting"]),
        .executable(name: "ghtui", targets: ["ghtui"]),
        .executable(name: "fakegithub", targets: ["fakegithub"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `swift package generate-documentation --target GitHubKit`: a plugin, built only when run.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // GitHub's Markdown parser with its GFM extensions (tables, task lists, ...): READMEs
        // and issue bodies are drawn from its syntax tree. Its headers and libraries are in the
        // system's own paths; no pkgConfig, whose `-L/usr/lib/…` would lead ghtui's link line,
        // ahead of CCurlLazy's folder (CI checks the static ghtui does not name libcurl).
        .systemLibrary(
            name: "CCmarkGFM",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // libcurl, loaded at run time for CurlTransport (no headers or link-time dependency).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // libcurl for URLSession, loaded at its first call instead of at every start (ghtui only).
        .target(name: "CCurlLazy", exclude: ["link"], linkerSettings: [.linkedLibrary("dl")]),
        .target(
            name: "GitHubKit",
            dependencies: [
                "CCurl",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                // RSA for GitHub Apps' JWTs (RS256); measured in docs/PERFORMANCE.md.
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                // A server's own Logger for requests, retries and rate-limit waits; measured there too.
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "FakeGitHub",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),
        // FakeGitHub in-process for other people's tests, with a webhook sender and receiver.
        .target(
            name: "GitHubKitTesting",
            dependencies: [
                "GitHubKit", "FakeGitHub", .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "ghtui",
            dependencies: [
                "GitHubKit", "FakeGitHub", "CNcurses", "CCmarkGFM",
                .target(name: "CCurlLazy", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // link/libcurl.so, ahead of the system's: FoundationNetworking's `-lcurl` as-needed.
            // No `--export-dynamic` (Swift's default for executables): the program's 30,000
            // symbols, which every symbol lookup at exec and in libcurl's loading passed over,
            // and the Swift runtime's start scanned (`dladdr`), are no library's business. A
            // crash's stack trace keeps its addresses (for `addr2line`) and loses the one name it
            // printed, `main` (docs/PERFORMANCE.md, 2026-12-06).
            linkerSettings: [
                .unsafeFlags(
                    ["-L", lazyCurlLink, "-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))
            ]
        ),
        // Its folder is FakeGitHubServer: a folder named `fakegithub` beside `FakeGitHub` would be the
        // same folder on a case-insensitive file system (macOS's default).
        .executableTarget(
            name: "fakegithub",
            dependencies: ["FakeGitHub", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/FakeGitHubServer"
        ),
        // Tests read the fixture JSON from the source tree (`#filePath`), so ghtuiTests can use it too.
        .testTarget(
            name: "GitHubKitTests",
            dependencies: [
                "GitHubKit", "FakeGitHub", "GitHubKitTesting", "TestSupport",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "FakeGitHubTests", dependencies: ["FakeGitHub", "TestSupport"]),
        .testTarget(name: "ghtuiTests", dependencies: ["ghtui", "FakeGitHub", "GitHubKit", "TestSupport"]),
        // What tests share that is not a test: starting child processes without Foundation's
        // `Process` (see ChildProcess.swift), and HTTP without blocking a cooperative thread
        // (URLSession+Fetch.swift).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
