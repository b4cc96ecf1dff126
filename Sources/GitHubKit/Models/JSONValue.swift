import Foundation

/// A JSON value exactly as GitHub sent it: every model keeps its object as one (`raw`).
///
/// Integers stay integers (ids can exceed 2^53, where a `Double` would round them). Objects decode
/// through `[String: JSONValue]`, whose keys `JSONDecoder` never rewrites, so the keys stay GitHub's
/// own under any `keyDecodingStrategy`; `JSONEncoder` likewise writes them back unchanged.
public enum JSONValue: Codable, Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fraction or exponent that fits in `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; member order is not kept (GitHub gives it no meaning).
    case object([String: JSONValue])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Tried in the order values are most common in GitHub's objects, so few attempts fail.
        if container.decodeNil() {
            self = .null
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as it was sent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .integer(let integer): try container.encode(integer)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }

    /// Whether both are the same JSON value; an integer equals a number with the same value.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.integer(let left), .integer(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.integer(let integer), .number(let number)), (.number(let number), .integer(let integer)):
            Int(exactly: number) == integer
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default: false
        }
    }

    /// Hashes the value so that equal numbers hash alike, whichever case holds them.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(flag)
        case .integer(let integer): hasher.combine(integer)
        case .number(let number):
            if let integer = Int(exactly: number) { hasher.combine(integer) } else { hasher.combine(number) }
        case .string(let text): hasher.combine(text)
        case .array(let elements): hasher.combine(elements)
        case .object(let members): hasher.combine(members)
        }
    }

    /// The member named `key` of an object; nil for a missing member or a value that is no object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The members, when the value is an object.
    public var object: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The elements, when the value is an array.
    public var array: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The value as text: a string, or a number GitHub sent where text was documented.
    public var string: String? {
        switch self {
        case .string(let text): text
        case .integer(let integer): String(integer)
        case .number(let number): String(number)
        default: nil
        }
    }

    /// The value as an integer: an integer, an integral number, or a string spelling one.
    public var int: Int? {
        switch self {
        case .integer(let integer): integer
        case .number(let number): Int(exactly: number)
        case .string(let text): Int(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    /// The value as a number: any number, or a string spelling one.
    public var double: Double? {
        switch self {
        case .integer(let integer): Double(integer)
        case .number(let number): number
        case .string(let text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    /// The value as a flag: a boolean, the strings `true`/`false`, or the numbers 1/0.
    public var bool: Bool? {
        switch self {
        case .bool(let flag): flag
        case .string("true"): true
        case .string("false"): false
        case .integer(1): true
        case .integer(0): false
        default: nil
        }
    }

    /// The value as an instant: an ISO 8601 string, or epoch seconds as webhook payloads send them.
    public var date: Date? {
        switch self {
        case .string(let text): FeedDate.parse(text)
        case .integer(let seconds): Date(timeIntervalSince1970: TimeInterval(seconds))
        default: nil
        }
    }

    /// The string elements of an array, skipping elements that are not text.
    public var strings: [String]? {
        array?.compactMap(\.string)
    }

    /// The members of an object a model's initializer builds: nil values are left out, as GitHub
    /// leaves out fields that do not apply.
    static func members(_ values: [String: JSONValue?]) -> [String: JSONValue] {
        values.compactMapValues { $0 }
    }

    /// The value without any member named `key`, at any depth.
    func removingMembers(named key: String) -> JSONValue {
        switch self {
        case .object(let members):
            var kept = members
            kept.removeValue(forKey: key)
            return .object(kept.mapValues { $0.removingMembers(named: key) })
        case .array(let elements):
            return .array(elements.map { $0.removingMembers(named: key) })
        default:
            return self
        }
    }
}
