import Foundation
import Testing

/// The hand-written routes (`Sources/GitHubKit/Routes/*Routes.swift`) beside the generated ones:
/// where both name one operation, the hand-written route stays as a documented convenience, its
/// doc comment naming the generated route it stands in for. Read from the source tree, as
/// `OperationCatalogue` reads the catalogue.
@Suite struct HandWrittenRouteTests {
    /// One public route declaration of a route file.
    struct Declaration: Sendable, CustomStringConvertible {
        let file: String
        /// The doc comment's lines, without `///`.
        let doc: [String]
        let name: String
        /// The argument labels; empty for a property.
        let labels: [String]

        /// `METHOD /path` from the doc comment's first line, without a query, when it starts with one.
        var operation: (verb: String, path: String)? {
            guard let head = doc.first, head.hasPrefix("`") else { return nil }
            let words = head.dropFirst().prefix { $0 != "`" }.split(separator: " ", maxSplits: 1)
            guard words.count == 2, words[1].hasPrefix("/") else { return nil }
            return (String(words[0]), String(words[1].prefix { $0 != "?" }))
        }

        /// What follows "A convenience over the generated `", up to the closing backtick.
        var convenienceOver: String? {
            let text = doc.joined(separator: " ")
            guard let start = text.range(of: HandWrittenRouteTests.convenience) else { return nil }
            return String(text[start.upperBound...].prefix { $0 != "`" })
        }

        var description: String { "\(file): \(name)(\(labels.map { "\($0):" }.joined()))" }
    }

    static let convenience = "A convenience over the generated `"

    static let routes = OperationCatalogue.root.appendingPathComponent("Sources/GitHubKit/Routes")

    /// The public declarations of the hand-written route files (not `Generated/`).
    static func handWritten() throws -> [Declaration] {
        let files = try FileManager.default.contentsOfDirectory(atPath: routes.path)
            .filter { $0.hasSuffix("Routes.swift") }.sorted()
        return try files.flatMap { file in
            try declarations(
                in: String(contentsOf: routes.appendingPathComponent(file), encoding: .utf8), file: file)
        }
    }

    /// The generated routes documented as `operation`, from its area's generated file.
    static func generated(_ operation: OperationCatalogue.Operation) throws -> [Declaration] {
        let area = operation.group.split { !$0.isLetter && !$0.isNumber }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let file = "\(area)Routes+Generated.swift"
        let text = try String(
            contentsOf: routes.appendingPathComponent("Generated").appendingPathComponent(file),
            encoding: .utf8)
        return declarations(in: text, file: file).filter { declaration in
            declaration.operation.map { $0.verb == operation.verb && $0.path == operation.template } ?? false
        }
    }

    /// Every `public func` and `public var` in `text` with the doc comment above it.
    static func declarations(in text: String, file: String) -> [Declaration] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Declaration] = []
        var doc: [String] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("///") {
                doc.append(trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces))
                continue
            }
            defer { doc = [] }
            let words = trimmed.split(separator: " ")
            guard words.first == "public", let keyword = words.dropFirst().first(where: { $0 != "static" }),
                keyword == "func" || keyword == "var"
            else { continue }
            let rest = lines[index...].prefix(20).joined(separator: " ")
            let afterKeyword = rest[rest.range(of: " \(keyword) ")!.upperBound...]
            let name = String(afterKeyword.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            let labels = keyword == "func" ? parameterLabels(afterKeyword.dropFirst(name.count)) : []
            found.append(Declaration(file: file, doc: doc, name: name, labels: labels))
        }
        return found
    }

    /// The labels of the parameter list that `text` starts with (`(owner: String, repo: …)`).
    static func parameterLabels(_ text: Substring) -> [String] {
        var depth = 0
        var parameters: [String] = [""]
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">": depth -= 1
            case "," where depth == 1: parameters.append("")
            default: break
            }
            previous = character
            if depth == 0 { break }
            if depth >= 1, !(depth == 1 && "(,".contains(character)) {
                parameters[parameters.count - 1].append(character)
            }
        }
        return parameters.compactMap { parameter in
            parameter.contains(":")
                ? String(parameter.trimmingCharacters(in: .whitespaces).prefix { $0 != ":" && $0 != " " })
                : nil
        }
    }

    /// `name(first:second:…)` as written in a doc comment, against a declaration: the same name, and
    /// the written labels its first ones (and its last ones, after a `…`).
    static func names(_ written: String, _ declaration: Declaration) -> Bool {
        guard written.prefix(while: { $0 != "(" }) == declaration.name else { return false }
        let labels = written.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            .split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let gap = labels.firstIndex(of: "…") else { return labels == declaration.labels }
        let head = labels[..<gap]
        let tail = labels[(gap + 1)...]
        return declaration.labels.count >= head.count + tail.count
            && declaration.labels.starts(with: head)
            && declaration.labels.reversed().starts(with: tail.reversed())
    }

    /// An operation's path with its placeholders' names left out: `/repos/{}/{}/issues`.
    static func shape(_ path: String) -> String {
        var shape = ""
        var inPlaceholder = false
        for character in path {
            if character == "}" { inPlaceholder = false }
            if !inPlaceholder { shape.append(character) }
            if character == "{" { inPlaceholder = true }
        }
        return shape
    }

    static func operation(
        of declaration: Declaration, in catalogue: [String: [OperationCatalogue.Operation]]
    ) -> OperationCatalogue.Operation? {
        declaration.operation.flatMap { catalogue["\($0.verb) \(shape($0.path))"]?.first }
    }

    static func catalogue() -> [String: [OperationCatalogue.Operation]] {
        Dictionary(grouping: OperationCatalogue.operations) { "\($0.verb) \(shape($0.template))" }
    }

    @Test func everyHandWrittenRouteWithAGeneratedTwinIsDocumentedAsAConvenienceOverIt() throws {
        let catalogue = Self.catalogue()
        var twins = 0
        for declaration in try Self.handWritten() {
            guard let operation = Self.operation(of: declaration, in: catalogue) else { continue }
            twins += 1
            let generated = try Self.generated(operation)
            let expected = generated.first.map { "\($0.name)(\($0.labels.map { "\($0):" }.joined()))" } ?? "?"
            guard let written = declaration.convenienceOver else {
                Issue.record(
                    """
                    \(declaration) is \(operation.description), which the generated `\(expected)` sends \
                    too; its doc comment should say "\(Self.convenience)\(expected)`: what it adds."
                    """)
                continue
            }
            #expect(
                generated.contains { Self.names(written, $0) },
                "\(declaration) names `\(written)`; the generated route for \(operation) is `\(expected)`")
        }
        #expect(twins > 0, "no hand-written route names an operation of the catalogue")
    }

    @Test func aConvenienceIsOverAnOperationOfTheCatalogue() throws {
        let catalogue = Self.catalogue()
        for declaration in try Self.handWritten() where declaration.convenienceOver != nil {
            #expect(
                Self.operation(of: declaration, in: catalogue) != nil,
                "\(declaration) says it is a convenience, but its `METHOD /path` is no generated route's")
        }
    }

    @Test func theAtomFeedHasNoGeneratedTwin() throws {
        let feed = try #require(try Self.handWritten().first(where: { $0.name == "feed" }))
        #expect(Self.operation(of: feed, in: Self.catalogue()) == nil)
        #expect(feed.convenienceOver == nil)
    }
}
