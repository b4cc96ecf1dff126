import Foundation

/// The files of `mona/hello-world` beyond every repository's fixed tree, for a code browser to
/// meet each kind GitHub answers: a code file worth searching, a name with `#`, `?`, spaces and
/// Unicode, an image, a file over 1 MB (its content left out, as GitHub does), a symlink and a
/// submodule.
struct ContentSample: Sendable {
    /// How a sample is shown by the contents API.
    enum Kind: Sendable {
        /// Text, sent base64 like any file.
        case text(String)
        /// Bytes that are not text (an image), sent base64.
        case binary([UInt8])
        /// A file over 1 MB: listed with its size, sent with `encoding: "none"` and no content in
        /// its object; its raw bytes (`largeBytes`) to a raw request, or the range asked for.
        case large(size: Int)
        /// A symbolic link to `target` (`type: "symlink"`).
        case symlink(target: String)
        /// A submodule cloned from `url` (`type: "submodule"`).
        case submodule(url: String)
    }

    /// The path in the repository.
    let path: String
    /// What the path holds.
    let kind: Kind

    /// The size GitHub gives the entry.
    var size: Int {
        switch kind {
        case .text(let text): text.utf8.count
        case .binary(let bytes): bytes.count
        case .large(let size): size
        case .symlink(let target): target.utf8.count
        case .submodule: 0
        }
    }

    /// The entry's `type`.
    var type: String {
        switch kind {
        case .text, .binary, .large: "file"
        case .symlink: "symlink"
        case .submodule: "submodule"
        }
    }

    /// The bytes of a `.large` file of `size` bytes: rows of a CSV, the same every time.
    static func largeBytes(size: Int) -> Data {
        var text = "id,name,score\n"
        var row = 1
        while text.utf8.count < size {
            text += "\(row),item-\(row),\(row * 7919 % 1000)\n"
            row += 1
        }
        return Data(text.utf8.prefix(size))
    }

    /// The samples of `repo`: only the busy `mona/hello-world` has them.
    static func samples(of repo: RepoRecord) -> [ContentSample] {
        guard repo.owner.origin == .main && repo.name == "hello-world" else { return [] }
        return all
    }

    /// Every sample, in a fixed order.
    static let all: [ContentSample] = [
        ContentSample(path: "Sources/App/Server.swift", kind: .text(server)),
        ContentSample(path: "docs/naïve #1?.txt", kind: .text("A name with #, ? and Unicode.\n")),
        ContentSample(path: "assets/logo.png", kind: .binary(logo)),
        ContentSample(path: "assets/dump.csv", kind: .large(size: 1_572_864)),
        ContentSample(path: "latest", kind: .symlink(target: "docs/guide.md")),
        ContentSample(path: "vendor/lib", kind: .submodule(url: "https://github.com/octocat/lib.git")),
    ]

    /// A small server in Swift, with "request" on several lines.
    private static let server = """
        import Foundation

        /// Answers each request in turn.
        struct Server {
            var handled = 0

            mutating func answer(_ request: String) -> String {
                handled += 1
                return "ok: \\(request)"
            }
        }

        var server = Server()
        for request in ["a", "b"] {
            print(server.answer(request))
        }

        """

    /// A PNG's signature and header bytes, NULs included.
    private static let logo: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        + [0, 0, 0, 0x10, 0, 0, 0, 0x10, 0x08, 0x06, 0, 0, 0, 0x1F, 0xF3, 0xFF, 0x61]
}
