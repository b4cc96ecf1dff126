import Foundation
import GitHubKit

/// One activity entry as the dump writes it: the feed's fields in a fixed order, dates in
/// ISO 8601, absent values as `null`, content as plain text.
enum ActivityObject {
    /// The entry as a JSON object.
    static func make(_ entry: FeedEntry) throws -> RawJSON {
        let fields: [(String, String?)] = [
            ("id", entry.id), ("kind", entry.kind.rawValue), ("title", entry.title),
            ("published", entry.published.map(date)), ("updated", entry.updated.map(date)),
            ("link", entry.link?.absoluteString), ("author", entry.author), ("content", entry.content),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        var out: [UInt8] = [UInt8(ascii: "{")]
        for (index, (key, value)) in fields.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += Array("\"\(key)\":".utf8)
            out += try value.map { Array(try encoder.encode($0)) } ?? Array("null".utf8)
        }
        out.append(UInt8(ascii: "}"))
        return RawJSON(bytes: out)
    }

    private static func date(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
