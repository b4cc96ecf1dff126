import Foundation

/// What the cache file never holds: the value of a repository's `temp_clone_token`, a
/// short-lived credential GitHub puts in a private repository its viewer may clone. It is
/// written as `null`; every other byte of the body stays as GitHub sent it (the models never
/// surface the token either: see `GitHubObject`).
enum CloneTokenRedaction {
    private static let key = Array(#""temp_clone_token""#.utf8)

    /// `body` with the string value of every `temp_clone_token` member replaced by `null`; the
    /// same bytes, not copied, when there is none.
    static func redacting(_ body: Data) -> Data {
        body.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard var start = keyStart(in: bytes, from: 0) else { return body }
            var out: [UInt8] = []
            var copied = 0
            while true {
                if let (value, end) = stringValue(in: bytes, after: start + key.count) {
                    out += bytes[copied..<value]
                    out += Array("null".utf8)
                    copied = end
                }
                guard let next = keyStart(in: bytes, from: max(start + 1, copied)) else { break }
                start = next
            }
            out += bytes[copied...]
            return Data(out)
        }
    }

    /// Where the next `"temp_clone_token"` outside a string starts, from `index`.
    private static func keyStart(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        var index = index
        while let start = ByteSearch.firstOffset(of: key, in: UnsafeRawBufferPointer(bytes), from: index) {
            // Inside a string its quotes would be escaped.
            guard start > 0 && bytes[start - 1] == UInt8(ascii: "\\") else { return start }
            index = start + 1
        }
        return nil
    }

    /// The start and the end (past its closing quote) of the string value after the key that
    /// ends at `index`; nil when the member's value is not a string (`null` on a public
    /// repository) or the body is cut short.
    private static func stringValue(in bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> (Int, Int)? {
        var cursor = skippingWhitespace(bytes, from: index)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return nil }
        cursor = skippingWhitespace(bytes, from: cursor + 1)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
        var end = cursor + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return end < bytes.count ? (cursor, end + 1) : nil
    }

    private static func skippingWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        return index
    }
}
