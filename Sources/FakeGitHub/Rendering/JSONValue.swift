import Foundation

/// A JSON document whose object keys keep their insertion order.
///
/// GitHub's bodies list fields in a fixed order and send `null` for absent values;
/// `JSONSerialization` and `JSONEncoder` guarantee neither, so the fake writes its own.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// A string, or `null` when absent: most of GitHub's text fields are nullable.
    static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// A boolean, or `null` when absent (`hireable`).
    static func bool(_ value: Bool?) -> JSONValue {
        value.map { .bool($0) } ?? .null
    }

    /// The value of `key` in an object; nil for a missing key, or when this is not an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text, when this is a string.
    var text: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The compact UTF-8 encoding GitHub sends (no whitespace, non-ASCII left as is).
    var data: Data {
        var output = ""
        output.reserveCapacity(1024)
        write(to: &output)
        return Data(output.utf8)
    }

    private func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .int(let value):
            output += String(value)
        case .double(let value):
            output += String(value)
        case .string(let value):
            Self.writeString(value, to: &output)
        case .array(let elements):
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            // Control characters must be escaped; U+2028/2029 too, as GitHub's encoder does.
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
