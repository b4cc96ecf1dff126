/// Reads a JSON document straight into a `JSONValue`: the fast path `JSONParser` takes for
/// GitHubKit's models. Going through `Decoder` costs a thrown error for every guess at a value's
/// type, many times slower on a page of 100 repositories.
///
/// Strict JSON (RFC 8259): anything else is nil, and `JSONParser` then lets `JSONDecoder` say why.
/// Inside strings it is lenient where `JSONDecoder` is not: lone surrogate escapes and bytes that
/// are not UTF-8 become U+FFFD, as the ghtui dump writes them.
struct JSONValueReader {
    private let bytes: [UInt8]
    private var index = 0
    /// Nesting deeper than this is refused rather than risking the stack.
    private static let maxDepth = 512

    /// The value `data` holds, or nil when it is not exactly one JSON value.
    static func read(_ data: some Collection<UInt8>) -> JSONValue? {
        var reader = JSONValueReader(bytes: Array(data))
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipWhitespace()
        return reader.index == reader.bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func take(_ literal: String) -> Bool {
        let expected = Array(literal.utf8)
        guard bytes.count - index >= expected.count,
            bytes[index..<index + expected.count].elementsEqual(expected)
        else { return false }
        index += expected.count
        return true
    }

    private mutating func value(depth: Int) -> JSONValue? {
        guard depth < Self.maxDepth else { return nil }
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return take("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return take("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return take("null") ? .null : nil
        default: return number()
        }
    }

    /// Reads the comma-separated items of an object or array, each with `item`, from its opening
    /// byte through `close`; false when an item or what follows it is malformed.
    private mutating func items(closedBy close: UInt8, _ item: (inout Self) -> Bool) -> Bool {
        index += 1
        skipWhitespace()
        if peek == close {
            index += 1
            return true
        }
        while true {
            guard item(&self) else { return false }
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case close:
                index += 1
                return true
            default: return false
            }
        }
    }

    private mutating func object(depth: Int) -> JSONValue? {
        // Gathered in order, then hashed into a dictionary made once at its size: growing it
        // member by member rehashed a repository's 90 keys six times. A repeated key keeps its
        // last value, as before.
        var members: [(String, JSONValue)] = []
        let complete = items(closedBy: UInt8(ascii: "}")) { reader in
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: "\""), let key = reader.string() else { return false }
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: ":") else { return false }
            reader.index += 1
            guard let member = reader.value(depth: depth + 1) else { return false }
            members.append((key, member))
            return true
        }
        return complete ? .object(Dictionary(members) { _, last in last }) : nil
    }

    private mutating func array(depth: Int) -> JSONValue? {
        var elements: [JSONValue] = []
        let complete = items(closedBy: UInt8(ascii: "]")) { reader in
            guard let element = reader.value(depth: depth + 1) else { return false }
            elements.append(element)
            return true
        }
        return complete ? .array(elements) : nil
    }

    /// A string starting at the opening quote; nil for raw control bytes or bad escapes. Bytes that
    /// are not UTF-8 become U+FFFD: one odd character must not lose the object.
    private mutating func string() -> String? {
        index += 1
        let start = index
        // Most strings have no escapes: take their bytes in one piece.
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            index += 1
        }
        guard let stop = peek, stop >= 0x20 else { return nil }
        if stop == UInt8(ascii: "\"") {
            // No escape: the string is its bytes, read in place.
            let text = bytes.withUnsafeBufferPointer { all in
                String(decoding: UnsafeBufferPointer(rebasing: all[start..<index]), as: UTF8.self)
            }
            index += 1
            return text
        }
        var utf8 = Array(bytes[start..<index])
        while let byte = peek, byte != UInt8(ascii: "\"") {
            guard byte >= 0x20 else { return nil }
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                continue
            }
            guard let escaped = peek else { return nil }
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                guard let scalar = unicodeEscape() else { return nil }
                utf8 += Array(String(Character(scalar)).utf8)
            default: return nil
            }
        }
        guard peek == UInt8(ascii: "\"") else { return nil }
        index += 1
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The scalar of a `\uXXXX` escape (after the `u`), joining a surrogate pair. A lone surrogate,
    /// which no Swift string can hold, becomes U+FFFD rather than failing the whole object.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let first = hex4() else { return nil }
        guard (0xD800..<0xDC00).contains(first) else { return Unicode.Scalar(first) ?? "\u{FFFD}" }
        let afterFirst = index
        if take("\\u"), let second = hex4(), (0xDC00..<0xE000).contains(second) {
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        }
        index = afterFirst
        return "\u{FFFD}"
    }

    private mutating func hex4() -> UInt32? {
        guard bytes.count - index >= 4,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { return nil }
        index += 4
        return value
    }

    /// A number; an integer when it has no fraction or exponent and fits `Int`, so ids keep every digit.
    private mutating func number() -> JSONValue? {
        let start = index
        var integral = true
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, isDigit(first) else { return nil }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek == UInt8(ascii: ".") {
            integral = false
            index += 1
            guard let digit = peek, isDigit(digit) else { return nil }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            integral = false
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek, isDigit(digit) else { return nil }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if integral, let integer = Int(text) { return .integer(integer) }
        return Double(text).map(JSONValue.number)
    }

    private mutating func skipDigits() {
        while let byte = peek, isDigit(byte) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
