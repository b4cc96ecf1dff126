import Foundation
import Testing

@testable import ghtui

/// What `ghtui --json` writes for list items is what GitHub sent: `RawJSON` cuts a page into item
/// slices without decoding them, so each slice must be its object's bytes exactly. The objects are
/// GitHubKit's fixture set (documented, reduced, older, Enterprise Server and odd shapes).
struct RawJSONFixtureTests {
    private struct Entry: Decodable {
        let file: String
        let model: String
    }

    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GitHubKitTests/Fixtures")

    /// The bytes of each fixture of a kind that arrives in lists, without the file's final newline.
    private static func listItems() throws -> [(file: String, bytes: [UInt8])] {
        let manifest = try Data(contentsOf: folder.appendingPathComponent("fixtures.json"))
        let listed: Set = ["SimpleUser", "User", "EventActor", "Repository", "StarredRepository"]
        return try JSONDecoder().decode([Entry].self, from: manifest).filter { listed.contains($0.model) }.map
        {
            var bytes = Array(try Data(contentsOf: folder.appendingPathComponent($0.file)))
            while bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
            return ($0.file, bytes)
        }
    }

    @Test func eachItemSliceOfAListIsItsObjectByteForByte() throws {
        let items = try Self.listItems()
        try #require(items.count >= 30)
        var page = Array("[\n".utf8)
        for (index, item) in items.enumerated() {
            page += item.bytes + Array((index == items.count - 1 ? "\n]" : ",\n").utf8)
        }
        let slices = try RawJSON.elements(ofArray: Data(page))
        #expect(slices.count == items.count)
        for (slice, item) in zip(slices, items) {
            #expect(slice.bytes == item.bytes, "\(item.file)")
        }
    }

    @Test func compactListsSplitIntoTheSameObjects() throws {
        let items = try Self.listItems()
        // The same objects as GitHub serves them without indentation.
        let compact = try items.map {
            Array(
                try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: Data($0.bytes)))
            )
        }
        let page = Array("[".utf8) + compact.joined(separator: Array(",".utf8)) + Array("]".utf8)
        let slices = try RawJSON.elements(ofArray: Data(page))
        #expect(slices.map(\.bytes) == compact)
    }
}
