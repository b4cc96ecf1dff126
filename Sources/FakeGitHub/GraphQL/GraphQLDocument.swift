import Foundation

/// A GraphQL request body read without a GraphQL parser: the query text, its variables, and
/// the fields and arguments it names.
///
/// The rule: a field is asked for when its name appears in the query text as a whole word
/// (`followers`, not `Followers` or `followersCount`). Its arguments are the first parenthesised
/// list after that word; each `name: value` is a `$variable` (read from `variables`), a number,
/// or a quoted string. That is enough for the queries GitHubKit sends and for hand-written
/// ones of the same shape; it does not check the rest of the document.
struct GraphQLDocument {
    /// The query text.
    let text: String
    /// The request's `variables` object.
    let variables: [String: Any]

    /// Reads a request body; nil when it is not a JSON object.
    init?(body: Data) {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
            return nil
        }
        text = object["query"] as? String ?? ""
        variables = object["variables"] as? [String: Any] ?? [:]
    }

    /// Whether `field` is asked for.
    func asks(_ field: String) -> Bool {
        range(of: field) != nil
    }

    /// The value of `field`'s argument `name`: a variable's value, or a literal.
    func argument(_ name: String, of field: String) -> Any? {
        guard let found = range(of: field) else { return nil }
        let rest = text[found.upperBound...].drop(while: \.isWhitespace)
        guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
        let arguments = rest[rest.index(after: rest.startIndex)..<close]
        let pattern = "(?:^|[\\s,])\(name)\\s*:\\s*(\\$\\w+|-?\\d+|\"[^\"]*\")"
        guard let match = arguments.range(of: pattern, options: .regularExpression) else { return nil }
        let value = arguments[match].split(separator: ":", maxSplits: 1)[1].trimmingCharacters(
            in: .whitespaces)
        if value.hasPrefix("$") { return variables[String(value.dropFirst())] }
        if value.hasPrefix("\"") { return String(value.dropFirst().dropLast()) }
        return Int(value)
    }

    /// `field`'s place in the text, 1-based, as GitHub's `locations` give it.
    func location(of field: String) -> JSONValue {
        guard let found = range(of: field) else { return .array([]) }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex
        let column = before[lineStart...].count + 1
        return .array([.object([("line", .int(line)), ("column", .int(column))])])
    }

    private func range(of field: String) -> Range<String.Index>? {
        text.range(of: "\\b\(field)\\b", options: .regularExpression)
    }
}
