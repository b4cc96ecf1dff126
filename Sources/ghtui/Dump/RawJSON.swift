import Foundation
import GitHubKit

/// GitHub's JSON as received, cut into values without decoding them, so that a dump keeps
/// every field (known or not), GitHub's key order and its number spellings.
///
/// Writing goes through `write(_:pretty:into:)`, which also repairs what would make the
/// output invalid: raw control bytes in strings are escaped, lone surrogate escapes and
/// invalid UTF-8 become U+FFFD.
struct RawJSON: Sendable, Equatable {
    /// The bytes of one JSON value.
    let bytes: [UInt8]

    /// Whether the scan that cut this value out of its document saw it compact, with every
    /// string byte printable ASCII and no escape: then its compact output is its own bytes and
    /// no member name hides behind an escape, so neither needs a second pass over it. False
    /// when unknown.
    let isPlain: Bool

    /// Errors for bodies that are not the expected JSON.
    enum ParseError: Error, Equatable {
        case notAnArray, notAnObject
        case malformed(offset: Int)
    }

    /// The elements of a top-level array.
    static func elements(ofArray data: Data) throws(ParseError) -> [RawJSON] {
        try Reader.reading(data) { reader throws(ParseError) in
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: "[") else { throw .notAnArray }
            var elements: [RawJSON] = []
            try reader.container(close: UInt8(ascii: "]")) { reader throws(ParseError) in
                elements.append(try reader.value())
            }
            return elements
        }
    }

    /// The members of a top-level object, in order.
    func members() throws(ParseError) -> [(key: String, value: RawJSON)] {
        try Reader.reading(bytes) { reader throws(ParseError) in
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: "{") else { throw .notAnObject }
            var members: [(key: String, value: RawJSON)] = []
            try reader.container(close: UInt8(ascii: "}")) { reader throws(ParseError) in
                guard let key = try reader.value().string else { throw .malformed(offset: reader.index) }
                reader.skipWhitespace()
                guard reader.take(UInt8(ascii: ":")) else { throw .malformed(offset: reader.index) }
                members.append((key, try reader.value()))
            }
            return members
        }
    }

    /// Validates a whole body as one JSON value.
    init(validating data: Data) throws(ParseError) {
        self = try Reader.reading(data) { reader throws(ParseError) in
            let value = try reader.value()
            reader.skipWhitespace()
            guard reader.index == reader.bytes.count else { throw .malformed(offset: reader.index) }
            return value
        }
    }

    init(bytes: [UInt8], isPlain: Bool = false) {
        self.bytes = bytes
        self.isPlain = isPlain
    }

    /// Values are equal when their bytes are: whether a scan saw them plain is not part of them.
    static func == (lhs: RawJSON, rhs: RawJSON) -> Bool {
        lhs.bytes == rhs.bytes
    }

    /// The value as a Swift string, when it is a JSON string.
    var string: String? {
        guard bytes.first == UInt8(ascii: "\"") else { return nil }
        return try? JSONDecoder().decode(String.self, from: Data(bytes))
    }

    /// This object with only `fields`, in GitHub's order; nil when it has none of them.
    func keeping(_ fields: Set<String>) throws(ParseError) -> RawJSON? {
        let kept = try members().filter { fields.contains($0.key) }
        return kept.isEmpty ? nil : Self.object(kept)
    }

    /// The compact object of `members`, in order.
    private static func object(_ members: [(key: String, value: RawJSON)]) -> RawJSON {
        var out: [UInt8] = [UInt8(ascii: "{")]
        for (index, member) in members.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += Array((try? JSONEncoder().encode(member.key)) ?? Data())
            out.append(UInt8(ascii: ":"))
            out += member.value.bytes
        }
        out.append(UInt8(ascii: "}"))
        return RawJSON(bytes: out)
    }

    /// This value with every object member named `key` left out, at any depth; the value
    /// itself (not a copy) when the key appears nowhere in it.
    func removingMembers(named key: String) throws(ParseError) -> RawJSON {
        // The plain scan cannot see a key spelled with escapes (`"temp\u005fclone_token"`, `\/`),
        // nor a key whose own spelling needs them: those take the full walk. A value the scanner
        // saw plain has no escape at all.
        let plainKey = !key.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }
        let escapedKeys = !isPlain && (contains(Array("\\u".utf8)) || contains(Array("\\/".utf8)))
        guard contains(Array("\"\(key)\"".utf8)) || !plainKey || escapedKeys else { return self }
        switch bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) {
        case UInt8(ascii: "{"):
            var kept: [(key: String, value: RawJSON)] = []
            for member in try members() where member.key != key {
                kept.append((member.key, try member.value.removingMembers(named: key)))
            }
            return Self.object(kept)
        case UInt8(ascii: "["):
            var out: [UInt8] = [UInt8(ascii: "[")]
            for element in try Self.elements(ofArray: Data(bytes)) {
                if out.count > 1 { out.append(UInt8(ascii: ",")) }
                out += try element.removingMembers(named: key).bytes
            }
            out.append(UInt8(ascii: "]"))
            return RawJSON(bytes: out)
        default:
            return self
        }
    }

    /// Whether `needle` occurs in the bytes.
    private func contains(_ needle: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { ByteSearch.contains(needle, in: $0) }
    }

    /// Appends this value to `out`, compact or indented by `indent` levels of two spaces.
    func write(pretty: Bool, indent: Int = 0, into out: inout [UInt8]) {
        out += written(pretty: pretty, indent: indent)
    }

    /// This value written compact or indented by `indent` levels of two spaces. GitHub's
    /// objects are compact and clean, and then compact output is their own bytes, not a copy.
    func written(pretty: Bool, indent: Int = 0) -> [UInt8] {
        if !pretty, isPlain || JSONWriter.needsNoRepair(bytes) { return bytes }
        var out: [UInt8] = []
        JSONWriter(pretty: pretty, depth: indent).write(bytes, into: &out)
        return out
    }
}

/// A cursor that finds where JSON values begin and end.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Whether the value being read is plain so far (``RawJSON/isPlain``).
    var plain = true

    /// Runs `body` with a reader at the start of `bytes`, read in place.
    static func reading<T>(
        _ bytes: some ContiguousBytes, _ body: (inout Reader) throws(RawJSON.ParseError) -> T
    ) throws(RawJSON.ParseError) -> T {
        let result: Result<T, RawJSON.ParseError> = bytes.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            return Result { () throws(RawJSON.ParseError) in try body(&reader) }
        }
        return try result.get()
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        let start = index
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        if index > start { plain = false }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// Reads `[ entry, entry ]` or `{ entry, entry }` with `entry` reading each one; what an
    /// entry is read into is the caller's (nothing, when skipping).
    mutating func container(close: UInt8, _ entry: (inout Reader) throws(RawJSON.ParseError) -> Void)
        throws(RawJSON.ParseError)
    {
        index += 1
        skipWhitespace()
        if take(close) { return }
        while true {
            skipWhitespace()
            try entry(&self)
            skipWhitespace()
            if take(close) { return }
            guard take(UInt8(ascii: ",")) else { throw .malformed(offset: index) }
        }
    }

    /// The value starting here (after whitespace), and whether it is plain.
    mutating func value() throws(RawJSON.ParseError) -> RawJSON {
        skipWhitespace()
        let start = index
        plain = true
        try skipValue()
        return RawJSON(bytes: Array(UnsafeBufferPointer(rebasing: bytes[start..<index])), isPlain: plain)
    }

    private mutating func skipValue() throws(RawJSON.ParseError) {
        guard let byte = peek else { throw .malformed(offset: index) }
        switch byte {
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "["):
            try container(close: UInt8(ascii: "]")) { reader throws(RawJSON.ParseError) in
                try reader.skipValue()
            }
        case UInt8(ascii: "{"):
            try container(close: UInt8(ascii: "}")) { reader throws(RawJSON.ParseError) in
                try reader.skipValue()
                reader.skipWhitespace()
                guard reader.take(UInt8(ascii: ":")) else { throw .malformed(offset: reader.index) }
                reader.skipWhitespace()
                try reader.skipValue()
            }
        default:
            let start = index
            while let byte = peek, !Self.endsLiteral(byte) { index += 1 }
            let literal = bytes[start..<index]
            guard !literal.isEmpty, Self.isLiteral(literal) else { throw .malformed(offset: start) }
        }
    }

    /// Skips the string starting here, most of a GitHub object's bytes, a byte at a time with one
    /// comparison for most of them.
    private mutating func skipString() throws(RawJSON.ParseError) {
        var at = index + 1
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                plain = false
                at += 2
                continue
            }
            // Below the space or past the tilde: a control byte, DEL or a byte of a longer character.
            if byte &- 0x20 > 0x5E { plain = false }
            at += 1
        }
        index = at
        guard take(UInt8(ascii: "\"")) else { throw .malformed(offset: index) }
    }

    /// Whether `byte` ends a number, `true`, `false` or `null`.
    private static func endsLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"): true
        case 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }

    private static func isLiteral(_ literal: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        switch literal.first {
        case UInt8(ascii: "t"): return literal.elementsEqual("true".utf8)
        case UInt8(ascii: "f"): return literal.elementsEqual("false".utf8)
        case UInt8(ascii: "n"): return literal.elementsEqual("null".utf8)
        default:
            return literal.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"): true
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
                default: false
                }
            }
        }
    }
}
