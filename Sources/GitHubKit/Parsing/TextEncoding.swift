import Foundation

/// The character encodings a feed may arrive in, and the transcoding to the UTF-8 that the XML
/// parser is given.
///
/// The encoding is read, in order, from a byte order mark, from the XML declaration
/// (`<?xml version="1.0" encoding="ISO-8859-1"?>`), from the `Content-Type` charset, else UTF-8.
/// The declaration goes before the header because servers label everything UTF-8 by default,
/// while a document that declares another encoding almost always means it.
enum TextEncoding: Sendable, Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
    /// ISO-8859-1 and windows-1252, read as windows-1252 as browsers do: the bytes 0x80–0x9F
    /// are C1 controls in ISO-8859-1 and almost always meant as windows-1252's quotes and dashes.
    case windows1252

    /// The encoding a name from a declaration or a charset stands for, or nil when unsupported.
    init?(name: String) {
        switch name.lowercased().trimmingCharacters(in: .whitespaces) {
        case "utf-8", "utf8", "us-ascii", "ascii", "iso646-us", "ansi_x3.4-1968":
            self = .utf8
        case "utf-16", "utf16", "utf-16le", "ucs-2":
            self = .utf16LittleEndian
        case "utf-16be":
            self = .utf16BigEndian
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "cp819", "iso-ir-100",
            "windows-1252", "cp1252", "x-cp1252":
            self = .windows1252
        default:
            return nil
        }
    }

    /// Supported names, for error messages.
    static let supportedNames = "UTF-8, UTF-16, ISO-8859-1, windows-1252 and US-ASCII"

    /// The document's encoding and the length of its byte order mark.
    ///
    /// - Throws: `FeedProblem` when the XML declaration names an encoding this reader does not have.
    static func detect(_ data: Data, contentType: String?) throws(FeedProblem) -> (
        TextEncoding, bomLength: Int
    ) {
        let head = Array(data.prefix(256))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            throw FeedProblem("the feed is in UTF-32, which is not supported (\(supportedNames) are)")
        }
        if head.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if head.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if head.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return (.utf16LittleEndian, 0) }
        if head.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return (.utf16BigEndian, 0) }
        if let declared = declaredEncoding(head) {
            guard let encoding = TextEncoding(name: declared) else {
                throw FeedProblem(
                    "the feed declares the character encoding \(GitHubNames.quoted(declared)), which is not "
                        + "supported (\(supportedNames) are)")
            }
            // The declaration was just read as ASCII, so the bytes are not UTF-16 whatever it says.
            return (encoding == .utf16LittleEndian || encoding == .utf16BigEndian ? .utf8 : encoding, 0)
        }
        if let charset = charset(in: contentType), let encoding = TextEncoding(name: charset) {
            return (encoding, 0)
        }
        return (.utf8, 0)
    }

    /// `data` (after its byte order mark) as UTF-8, with the XML declaration rewritten to say so.
    ///
    /// The declaration is rewritten even for UTF-8, so that the XML parser can never read the
    /// bytes in another encoding than the one the prologue check read them in.
    /// An incomplete character at the end (a document cut short) becomes U+FFFD.
    func utf8(_ data: Data, bomLength: Int) -> Data {
        let body = data.dropFirst(bomLength)
        var bytes: [UInt8]
        switch self {
        case .utf8:
            return Self.declaringUTF8(Data(body))
        case .utf16LittleEndian, .utf16BigEndian:
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index + 1 < body.endIndex {
                let first = UInt16(body[index])
                let second = UInt16(body[index + 1])
                units.append(self == .utf16LittleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            bytes = Array(String(decoding: units, as: UTF16.self).utf8)
        case .windows1252:
            bytes = []
            bytes.reserveCapacity(body.count + body.count / 8)
            for byte in body {
                if byte < 0x80 {
                    bytes.append(byte)
                } else {
                    let scalar = Self.windows1252Scalar(byte) ?? Unicode.Scalar(byte)
                    bytes.append(contentsOf: String(Character(scalar)).utf8)
                }
            }
        }
        return Self.declaringUTF8(Data(bytes))
    }

    /// The character windows-1252 puts at `byte` in 0x80–0x9F (nil for the five unassigned
    /// bytes); bytes outside that range are the same as in ISO-8859-1.
    static func windows1252Scalar(_ byte: UInt8) -> Unicode.Scalar? {
        guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
        let value = windows1252High[Int(byte - 0x80)]
        return value == 0 ? nil : Unicode.Scalar(value)
    }

    private static let windows1252High: [UInt16] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    /// The `encoding` pseudo-attribute of an XML declaration at the very start, read as ASCII.
    static func declaredEncoding(_ head: [UInt8]) -> String? {
        guard head.starts(with: Array("<?xml".utf8)),
            let end = head.indices.first(where: { head[$0] == UInt8(ascii: ">") })
        else { return nil }
        let declaration = String(decoding: head[..<end], as: UTF8.self)
        guard let name = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[name.upperBound...].drop {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
        }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return value.isEmpty ? nil : String(value)
    }

    /// The `charset` parameter of a `Content-Type` value.
    static func charset(in contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset"
            else {
                continue
            }
            return parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
        }
        return nil
    }

    /// `data` with a leading XML declaration replaced by one that says UTF-8, which it now is.
    private static func declaringUTF8(_ data: Data) -> Data {
        guard data.starts(with: Array("<?xml".utf8)),
            let end = data.prefix(512).firstIndex(of: UInt8(ascii: ">"))
        else { return data }
        var result = Data(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
        result.append(data[(end + 1)...])
        return result
    }
}

/// Why a body is not a usable feed, before it becomes a `GitHubError`.
struct FeedProblem: Error {
    /// One sentence a user can act on.
    var reason: String
    /// Where in the document, e.g. `line 12`; empty when it concerns the whole body.
    var location: String

    init(_ reason: String, location: String = "") {
        self.reason = reason
        self.location = location
    }
}
