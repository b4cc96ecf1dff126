import Foundation
import GitHubKit

/// The recorded and documented GitHub objects in `Tests/GitHubKitTests/Fixtures`, as listed in its
/// `fixtures.json`: each entry names its file, the model it decodes into, where its shape comes
/// from, and the identity fields the model must read.
struct FixtureSet {
    /// One entry of `fixtures.json`.
    struct Entry: Decodable, Sendable, CustomStringConvertible {
        let file: String
        let model: String
        /// One of `FixtureSet.origins`.
        let origin: String
        let source: String
        let identity: [String: JSONValue]

        var description: String { file }

        /// The fixture's bytes exactly as stored.
        func data() throws -> Data {
            try Data(contentsOf: FixtureSet.folder.appendingPathComponent(file))
        }
    }

    /// Where a fixture's shape comes from.
    static let origins: Set = [
        "documented example", "documented shape", "reduced shape", "older API version", "Enterprise Server",
        "synthetic edge case",
    ]

    /// The fixture folder, found from this file so that no target needs resources.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every entry; empty (and so failing the count test) when the manifest cannot be read.
    static let entries: [Entry] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("fixtures.json")) else {
            return []
        }
        return (try? JSONDecoder().decode([Entry].self, from: data)) ?? []
    }()
}
