import Foundation

/// Reads the loosely typed values `JSONSerialization` returns, strictly.
///
/// `JSONSerialization` hands back `true` as an `NSNumber` that also casts to `Int` and `Double`
/// (and `1` casts to `Bool`), so every numeric read rules booleans out first.
enum ConfigurationJSON {
    /// Whether the value was written as `true` or `false`.
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else {
            return false
        }
        // Booleans are the only JSON values Foundation stores as a C `char`.
        return String(cString: number.objCType) == "c"
    }

    /// Whether the value was written as `null`.
    static func isNull(_ value: Any) -> Bool {
        value is NSNull
    }

    /// The value as a number, if it was written as one.
    static func number(_ value: Any) -> Double? {
        guard !isBoolean(value), !(value is String), let number = value as? NSNumber else {
            return nil
        }
        return number.doubleValue
    }

    /// The value as an integer, if it was written as a number without a fraction (`10` or `10.0`).
    static func integer(_ value: Any) -> Int? {
        guard let number = number(value), number == number.rounded(), abs(number) < 1e15 else {
            return nil
        }
        return Int(number)
    }

    /// The value as a string, if it was written as one.
    static func string(_ value: Any) -> String? {
        value as? String
    }

    /// The value as an object, if it was written as one.
    static func object(_ value: Any) -> [String: Any]? {
        value as? [String: Any]
    }

    /// The value as it was written, for "got …" in errors; long strings are shortened.
    static func render(_ value: Any) -> String {
        if isBoolean(value) {
            return (value as? NSNumber)?.boolValue == true ? "true" : "false"
        }
        if let text = value as? String {
            let limit = 80
            let shown = text.count > limit ? String(text.prefix(limit)) + "..." : text
            return quoted(shown)
        }
        if let number = value as? NSNumber {
            return number.description
        }
        return kind(value)
    }

    /// `text` quoted for an error, as Swift writes a string literal: `debugDescription` escapes
    /// C0 controls but leaves C1 controls (U+0080–U+009F, an 8-bit CSI among them) and invisible
    /// formatting (bidi overrides) as they are, which a terminal would act on; those are escaped too.
    static func quoted(_ text: String) -> String {
        escapingControls(text.debugDescription)
    }

    /// `text` with every control (C0, DEL, C1) and invisible formatting character written as
    /// `\u{…}`: for messages that quote the file's text (JSONSerialization's complaints do).
    static func escapingControls(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format
            {
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// What sort of value it is, for errors that must not show the value itself.
    static func kind(_ value: Any) -> String {
        if isBoolean(value) {
            return "a boolean"
        }
        if value is String {
            return "a string"
        }
        if value is NSNumber {
            return "a number"
        }
        if isNull(value) {
            return "null"
        }
        if value is [Any] {
            return "an array"
        }
        if value is [String: Any] {
            return "an object"
        }
        return "an unknown value"
    }

    /// `JSONSerialization`'s complaint, with the byte offset it reports turned into a line and column.
    static func parseFailure(_ error: any Error, in data: Data) -> String {
        let nsError = error as NSError
        // Foundation quotes the file's bytes in some complaints: they must not reach the terminal raw.
        let message = escapingControls(
            (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription)
        let marker = "around character "
        guard let markerRange = message.range(of: marker) else {
            return message
        }
        let digits = message[markerRange.upperBound...].prefix(while: \.isNumber)
        guard let offset = Int(digits), offset <= data.count else {
            return message
        }
        let before = String(decoding: data.prefix(offset), as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let position = "line \(lines.count), column \((lines.last?.count ?? 0) + 1)"
        return message.replacingCharacters(
            in: markerRange.lowerBound..<digits.endIndex, with: "around \(position)")
    }
}
