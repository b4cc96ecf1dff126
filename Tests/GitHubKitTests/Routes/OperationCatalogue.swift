import Foundation

/// GitHub's REST operations as ghapi lists them, read from `Fixtures/operations/operations.tsv`
/// (see `generate.py` beside it), and the expected request paths worked out without GitHubKit.
struct OperationCatalogue {
    /// One operation: a line of the TSV.
    struct Operation: Sendable, CustomStringConvertible {
        let verb: String
        let template: String
        let docsURL: String
        let queryParameters: [String]

        /// The placeholder names in the template, in order, read with the test's own pattern.
        var placeholders: [String] {
            template.split(separator: "/").compactMap { segment in
                segment.hasPrefix("{") && segment.hasSuffix("}")
                    ? String(segment.dropFirst().dropLast()) : nil
            }
        }

        var description: String { "\(verb) \(template)" }

        /// The percent-encoded path GitHub should receive, each placeholder replaced by
        /// `encode(value)`; a placeholder in `multiSegment` keeps its `/` between encoded parts.
        func expectedPath(_ values: [String: String], multiSegment: Set<String>) -> String {
            guard template != "/" else { return "" }
            var path = template
            for (name, value) in values {
                let encoded =
                    multiSegment.contains(name)
                    ? value.split(separator: "/", omittingEmptySubsequences: false)
                        .map { OperationCatalogue.encode(String($0)) }.joined(separator: "/")
                    : OperationCatalogue.encode(value)
                path = path.replacingOccurrences(of: "{\(name)}", with: encoded)
            }
            return path
        }
    }

    /// The placeholders this test expects to take a `/`-separated path: kept apart from
    /// `RouteTemplate.multiSegmentPlaceholders` so that a change there shows up here.
    static let multiSegment: Set<String> = ["path", "dir", "ref"]

    /// Every operation; empty (and so failing the count test) when the file cannot be read.
    static let operations: [Operation] = {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/operations/operations.tsv")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Operation(
                verb: fields[0], template: fields[1], docsURL: fields.count > 2 ? fields[2] : "",
                queryParameters: fields.count > 3 ? fields[3].split(separator: ",").map(String.init) : [])
        }
    }()

    /// RFC 3986 percent-encoding byte by byte: only `A–Z a–z 0–9 - . _ ~` stay as they are.
    static func encode(_ text: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        return text.utf8.map { byte in
            unreserved.contains(byte) ? String(UnicodeScalar(byte)) : "%" + hex(byte)
        }.joined()
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte / 16)], digits[Int(byte % 16)]])
    }
}
