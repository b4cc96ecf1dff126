import Foundation

/// The links of an RFC 8288 `Link` header, by relation (`next`, `last`, `prev`, `first`, ...).
public struct LinkHeader: Sendable, Equatable {
    /// Target URLs keyed by lowercased relation type; the first link for a relation wins.
    public var links: [String: URL]

    /// Creates a header from links.
    public init(links: [String: URL] = [:]) {
        self.links = links
    }

    /// The URL for a relation, such as `"next"`.
    public subscript(relation: String) -> URL? { links[relation.lowercased()] }

    /// Parses a `Link` header value; `nil` when it is malformed.
    ///
    /// Handles quoted and unquoted parameters, several relations in one `rel`, commas and
    /// semicolons inside `<…>`, whitespace, and unknown relations. A link without `rel` is
    /// skipped. Relative targets resolve against `base`; every URL has a non-empty scheme.
    public static func parse(_ value: String, relativeTo base: URL? = nil) -> LinkHeader? {
        var scanner = Scanner(value.unicodeScalars)
        var links: [String: URL] = [:]
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            guard scanner.take("<"), let target = scanner.read(until: ">"), scanner.take(">") else {
                return nil
            }
            // `:/x` is neither absolute nor relative (RFC 3986), yet Foundation reads it as a URL
            // with an empty scheme and no host, which no request can follow.
            guard
                let url = URL(string: Scanner.trimmed(target), relativeTo: base)?
                    .absoluteURL,
                let scheme = url.scheme, !scheme.isEmpty
            else { return nil }
            var relations: [String] = []
            scanner.skipWhitespace()
            while scanner.take(";") {
                guard let (name, parameter) = scanner.readParameter() else { return nil }
                if name == "rel" {
                    // Split by scalars, as the rest is read: a prepended mark (U+06DD) and the space
                    // after it are one Character, which Character-wise splitting would not break.
                    relations += parameter.lowercased().unicodeScalars.split(
                        whereSeparator: \.properties.isWhitespace
                    )
                    .map { String(String.UnicodeScalarView($0)) }
                }
                scanner.skipWhitespace()
            }
            for relation in relations where links[relation] == nil {
                links[relation] = url
            }
            guard scanner.isAtEnd || scanner.take(",") else { return nil }
            scanner.skipWhitespace()
        }
        return LinkHeader(links: links)
    }
}

/// A cursor over the header's characters, read as Unicode scalars.
private struct Scanner {
    private let characters: String.UnicodeScalarView
    private var index: String.UnicodeScalarView.Index

    init(_ characters: String.UnicodeScalarView) {
        self.characters = characters
        index = characters.startIndex
    }

    var isAtEnd: Bool { index >= characters.endIndex }

    mutating func skipWhitespace() {
        while !isAtEnd, characters[index].properties.isWhitespace { advance() }
    }

    /// Consumes `character` if it is next (after whitespace).
    mutating func take(_ character: Unicode.Scalar) -> Bool {
        skipWhitespace()
        guard !isAtEnd, characters[index] == character else { return false }
        advance()
        return true
    }

    /// Reads up to, not including, `terminator`; nil if it never comes.
    mutating func read(until terminator: Unicode.Scalar) -> String? {
        guard let end = characters[index...].firstIndex(of: terminator) else { return nil }
        defer { index = end }
        return String(characters[index..<end])
    }

    /// Reads `name`, `name=token` or `name="quoted \" string"`.
    mutating func readParameter() -> (String, String)? {
        skipWhitespace()
        let name = readToken().lowercased()
        guard !name.isEmpty else { return nil }
        guard take("=") else { return (name, "") }
        skipWhitespace()
        guard !isAtEnd, characters[index] == "\"" else { return (name, readToken()) }
        advance()
        var value = String.UnicodeScalarView()
        while !isAtEnd, characters[index] != "\"" {
            if characters[index] == "\\", characters.index(after: index) < characters.endIndex { advance() }
            value.append(characters[index])
            advance()
        }
        guard !isAtEnd else { return nil }
        advance()
        return (name, String(value))
    }

    /// `text` without the spaces and tabs around it: what Foundation's `.whitespaces` trims
    /// (category Zs and U+0009), nothing more. A line end or form feed stays, and with it
    /// `<\u{0C}//host/x>` stays a path on the base's host rather than becoming `//host/x`.
    static func trimmed(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    private mutating func advance() {
        characters.formIndex(after: &index)
    }

    private mutating func readToken() -> String {
        let start = index
        while !isAtEnd, !";,=\"".unicodeScalars.contains(characters[index]),
            !characters[index].properties.isWhitespace
        {
            advance()
        }
        return String(characters[start..<index])
    }
}
