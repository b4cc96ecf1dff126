// swift-tools-version: 6.0
import PackageDescription

// The example bot: its own package, using GitHubKit from this repository by path.
let package = Package(
    name: "LabelBot",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ghtui", path: "../.."),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // What the bot does, as a library, so that its tests run it in-process.
        .target(
            name: "LabelBot",
            dependencies: [
                .product(name: "GitHubKit", package: "ghtui"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The command: reads the configuration and serves.
        .executableTarget(
            name: "label-bot",
            dependencies: ["LabelBot", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "LabelBotTests",
            dependencies: [
                "LabelBot",
                .product(name: "GitHubKitTesting", package: "ghtui"),
                .product(name: "FakeGitHub", package: "ghtui"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
