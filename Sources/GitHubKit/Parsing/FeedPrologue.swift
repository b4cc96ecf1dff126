import Foundation

/// What comes before a document's root element, read before any XML parser sees the document.
///
/// This is where entity declarations live, so refusing a document type with an internal subset
/// here is what keeps "billion laughs" (entities that expand to gigabytes) from ever reaching
/// the XML parser, which on Linux substitutes entities. It is also where HTML and plain text
/// give themselves away, so they get a clear error instead of an XML parser's complaint.
enum FeedPrologue: Equatable {
    /// The root element starts with this (qualified) name.
    case root(String)
    /// An HTML document type (`<!DOCTYPE html>`).
    case html
    /// A document type with an internal subset (`<!DOCTYPE x [ <!ENTITY …> ]>`), or an entity
    /// declaration anywhere in the prolog.
    case entityDeclarations
    /// The body does not start like XML; `start` is its first characters.
    case notXML(start: String)
    /// The prolog is cut off before a root element starts.
    case noRoot

    /// Reads the prolog of UTF-8 `data`.
    static func scan(_ data: Data) -> FeedPrologue {
        data.withUnsafeBytes { raw in
            scan(Array(raw.prefix(64 * 1024)), total: data.count)
        }
    }

    private static func scan(_ bytes: [UInt8], total: Int) -> FeedPrologue {
        var index = 0
        func startsWith(_ text: String, caseInsensitive: Bool = false) -> Bool {
            let wanted = Array(text.utf8)
            guard index + wanted.count <= bytes.count else { return false }
            return zip(bytes[index...], wanted).allSatisfy { byte, want in
                caseInsensitive ? byte | 0x20 == want | 0x20 : byte == want
            }
        }
        func skip(past terminator: String) -> Bool {
            let wanted = Array(terminator.utf8)
            while index + wanted.count <= bytes.count {
                if bytes[index..<index + wanted.count].elementsEqual(wanted) {
                    index += wanted.count
                    return true
                }
                index += 1
            }
            return false
        }
        while true {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return .noRoot }
            guard bytes[index] == UInt8(ascii: "<") else {
                return .notXML(start: start(of: bytes, at: index))
            }
            if startsWith("<?") {
                guard skip(past: "?>") else { return .noRoot }
            } else if startsWith("<!--") {
                guard skip(past: "-->") else { return .noRoot }
            } else if startsWith("<!DOCTYPE", caseInsensitive: true) {
                index += "<!DOCTYPE".utf8.count
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                if startsWith("html", caseInsensitive: true) { return .html }
                // An internal subset is the only place a document can declare entities.
                var quote: UInt8?
                while index < bytes.count {
                    let byte = bytes[index]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "[") {
                        return .entityDeclarations
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                    index += 1
                }
                guard index < bytes.count else { return .noRoot }
                index += 1
            } else if startsWith("<!ENTITY") {
                return .entityDeclarations
            } else if index + 1 < bytes.count, isNameStart(bytes[index + 1]) {
                var end = index + 1
                while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">"),
                    bytes[end] != UInt8(ascii: "/")
                {
                    end += 1
                }
                return .root(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
            } else {
                return .notXML(start: start(of: bytes, at: index))
            }
        }
    }

    private static func start(of bytes: [UInt8], at index: Int) -> String {
        let text = String(decoding: bytes[index...].prefix(120), as: UTF8.self)
        let line = text.prefix { $0 != "\n" && $0 != "\r" }
        return String(line.prefix(40))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }
}
