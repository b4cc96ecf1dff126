import Foundation

/// GitHub's REST operations as the route generator reads them, from `Scripts/routes/catalogue.json`,
/// and the expected request paths worked out without GitHubKit.
struct OperationCatalogue {
    /// One operation of the catalogue.
    struct Operation: Sendable, CustomStringConvertible {
        let group: String
        let name: String
        let verb: String
        let template: String
        let docsURL: String
        let queryParameters: [String]
        /// The placeholders the catalogue types as integers (numbers and IDs).
        let integerPlaceholders: Set<String>

        /// `group.name`, as the generator and `responses.tsv` name the operation.
        var key: String { "\(group).\(name)" }

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

    /// The repository's root, found from this file so that no target needs resources.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every operation; empty (and so failing the count tests) when the file cannot be read.
    static let operations: [Operation] = {
        struct File: Decodable {
            struct Record: Decodable {
                struct Parameter: Decodable {
                    let name: String
                    let `in`: String
                    let type: String?
                }
                let group: String
                let name: String
                let verb: String
                let path: String
                let docsUrl: String
                let parameters: [Parameter]
            }
            let operations: [Record]
        }
        let file = root.appendingPathComponent("Scripts/routes/catalogue.json")
        guard let data = try? Data(contentsOf: file),
            let catalogue = try? Self.decoder.decode(File.self, from: data)
        else { return [] }
        return catalogue.operations.map { record in
            Operation(
                group: record.group, name: record.name, verb: record.verb, template: record.path,
                docsURL: record.docsUrl,
                queryParameters: record.parameters.filter { $0.in == "query" }.map(\.name),
                integerPlaceholders: Set(
                    record.parameters.filter { $0.in == "path" && $0.type == "int" }.map(\.name)))
        }
    }()

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

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
