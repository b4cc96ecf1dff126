/// Re-emits JSON bytes compact or indented, repairing string contents on the way: control
/// bytes are escaped, lone surrogate escapes and invalid UTF-8 become U+FFFD.
struct JSONWriter {
    let pretty: Bool
    let depth: Int

    private static let replacement = Array("\\ufffd".utf8)

    func write(_ bytes: [UInt8], into out: inout [UInt8]) {
        var depth = self.depth
        var index = 0
        var empty = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index = writeString(bytes, from: index, into: &out)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                depth += 1
                empty =
                    nextSignificant(bytes, after: index).map {
                        $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "]")
                    } ?? false
                if !empty { newline(depth, &out) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if !empty { newline(depth, &out) }
                empty = false
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                newline(depth, &out)
            case UInt8(ascii: ":"):
                out.append(byte)
                if pretty { out.append(0x20) }
            case 0x20, 0x0A, 0x0D, 0x09:
                break
            default:
                out.append(byte)
            }
            index += 1
        }
    }

    /// Whether compact output of `bytes` (one valid JSON value) is `bytes` itself: no whitespace
    /// between tokens, no control byte in a string, only escapes copied as they are (none of
    /// the surrogates), and valid UTF-8.
    static func needsNoRepair(_ bytes: [UInt8]) -> Bool {
        Self.plain.withUnsafeBufferPointer { plain in
            bytes.withUnsafeBufferPointer { buffer in
                var inString = false
                var isASCII = true
                var index = 0
                while index < buffer.count {
                    // Printable ASCII other than the space, the quote and the backslash, most of
                    // GitHub's bytes, needs no second look, in a string or out of one.
                    while index < buffer.count, plain[Int(buffer[index])] { index += 1 }
                    guard index < buffer.count else { break }
                    let byte = buffer[index]
                    if byte >= 0x80 {
                        isASCII = false
                    } else if byte == UInt8(ascii: "\"") {
                        inString.toggle()
                    } else if inString, byte == 0x20 {
                        // A space in a string is itself.
                    } else if inString, byte == UInt8(ascii: "\\") {
                        guard let length = plainEscapeLength(buffer, at: index) else { return false }
                        index += length
                        continue
                    } else {
                        // A control byte in a string, or whitespace between tokens.
                        return false
                    }
                    index += 1
                }
                return isASCII || String(validating: buffer, as: UTF8.self) != nil
            }
        }
    }

    /// For each byte, whether it is printable ASCII other than the space, the quote and the
    /// backslash.
    private static let plain: [Bool] = (0...255).map {
        $0 > 0x20 && $0 < 0x80 && $0 != Int(UInt8(ascii: "\"")) && $0 != Int(UInt8(ascii: "\\"))
    }

    /// The length of the escape at `index` when the writer copies it unchanged: a backslash and
    /// one of `"\/bfnrt`, or `\u` and four hex digits outside the surrogates.
    private static func plainEscapeLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 1 < buffer.count else { return nil }
        let kind = buffer[index + 1]
        guard kind == UInt8(ascii: "u") else { return "\"\\/bfnrt".utf8.contains(kind) ? 2 : nil }
        guard index + 6 <= buffer.count,
            let unit = UInt16(String(decoding: buffer[index + 2..<index + 6], as: UTF8.self), radix: 16),
            !(0xD800...0xDFFF).contains(unit)
        else { return nil }
        return 6
    }

    private func newline(_ depth: Int, _ out: inout [UInt8]) {
        Self.newline(pretty: pretty, depth: depth, into: &out)
    }

    /// A line break and two spaces per level of `depth`, when pretty; nothing when compact.
    static func newline(pretty: Bool, depth: Int, into out: inout [UInt8]) {
        guard pretty else { return }
        out.append(0x0A)
        out += repeatElement(0x20, count: 2 * depth)
    }

    private func nextSignificant(_ bytes: [UInt8], after index: Int) -> UInt8? {
        bytes[(index + 1)...].first { !(0x20 == $0 || 0x0A == $0 || 0x0D == $0 || 0x09 == $0) }
    }

    /// Writes the string starting at `start`; returns the index after its closing quote.
    private func writeString(_ bytes: [UInt8], from start: Int, into out: inout [UInt8]) -> Int {
        out.append(UInt8(ascii: "\""))
        var index = start + 1
        while index < bytes.count {
            // Plain ASCII, the bulk of GitHub's strings, is copied a run at a time.
            let run = index
            while index < bytes.count, Self.isPlain(bytes[index]) { index += 1 }
            if index > run { out += bytes[run..<index] }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                out.append(byte)
                return index + 1
            }
            if byte == UInt8(ascii: "\\") {
                index = writeEscape(bytes, at: index, into: &out)
            } else if byte < 0x20 {
                out += Array("\\u00".utf8) + hex(byte)
                index += 1
            } else {
                let length = Self.validUTF8Length(bytes, at: index)
                if length == 0 {
                    out += Self.replacement
                    index += 1
                } else {
                    out += bytes[index..<index + length]
                    index += length
                }
            }
        }
        out.append(UInt8(ascii: "\""))
        return index
    }

    /// Printable ASCII other than the quote and the backslash: copied as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Copies one escape; a `\u` high surrogate without its low half (or a lone low one)
    /// becomes U+FFFD, as do escapes that are not JSON.
    private func writeEscape(_ bytes: [UInt8], at index: Int, into out: inout [UInt8]) -> Int {
        guard index + 1 < bytes.count else { return index + 1 }
        let kind = bytes[index + 1]
        guard kind == UInt8(ascii: "u") else {
            if "\"\\/bfnrt".utf8.contains(kind) {
                out += [UInt8(ascii: "\\"), kind]
            } else {
                out += Self.replacement
            }
            return index + 2
        }
        guard let unit = Self.codeUnit(bytes, at: index) else {
            out += Self.replacement
            return Swift.min(index + 2, bytes.count)
        }
        if (0xD800...0xDBFF).contains(unit) {
            if let low = Self.codeUnit(bytes, at: index + 6), (0xDC00...0xDFFF).contains(low) {
                out += bytes[index..<index + 12]
                return index + 12
            }
            out += Self.replacement
        } else if (0xDC00...0xDFFF).contains(unit) {
            out += Self.replacement
        } else {
            out += bytes[index..<index + 6]
        }
        return index + 6
    }

    private static func codeUnit(_ bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        else {
            return nil
        }
        return UInt16(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16)
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is not valid.
    private static func validUTF8Length(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<index + length], as: UTF8.self) == nil ? 0 : length
    }

    private func hex(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
}
