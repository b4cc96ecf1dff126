import Foundation

/// A search of a job log (`/`): the lines whose text as drawn (no escape sequences, no
/// timestamp, a workflow command's label included) holds the query, ignoring case, and which of
/// them the cursor is on.
///
/// A line that is printable ASCII is searched in the log's bytes as they are; only the others
/// (colours, other escapes, UTF-8, tabs) and labelled lines are decoded first. A query in ASCII
/// ignores ASCII case; any other query ignores case as Foundation does.
struct LogSearch: Equatable, Sendable {
    /// What was searched for.
    let query: String
    /// The lines that match, in order.
    let lines: [UInt32]
    /// The index in `lines` of the match the cursor went to last.
    var current: Int?

    /// The query in lowercase ASCII, or nil when it is not ASCII.
    private let needle: [UInt8]?

    /// The lines of `log` that hold `query`.
    init(_ query: String, in log: JobLog) {
        self.query = query
        let needle = query.utf8.allSatisfy({ $0 < 0x80 }) ? Array(query.lowercased().utf8) : nil
        self.needle = needle
        var found: [UInt32] = []
        var text: [UInt8] = []
        log.withBytes { bytes in
            for index in 0..<log.lineCount {
                let kind = log.kind(ofLine: index)
                if kind == .endGroup { continue }
                let range = log.textRange(ofLine: index, in: bytes)
                let label = LogStyle.label(of: kind)
                if let needle, log.isPlain(index), label == nil {
                    // The text as drawn is the bytes as they are.
                    if Self.find(needle, in: bytes, range) != nil { found.append(UInt32(index)) }
                } else if let needle {
                    text.removeAll(keepingCapacity: true)
                    text += (label ?? "").utf8
                    LogText.text(bytes, from: range.lowerBound, to: range.upperBound, into: &text)
                    if text.withUnsafeBufferPointer({ Self.find(needle, in: $0, 0..<$0.count) }) != nil {
                        found.append(UInt32(index))
                    }
                } else if !log.isPlain(index) || label != nil {
                    // A query that is not ASCII cannot be in ASCII text.
                    let text = log.line(index, colors: false).text
                    if text.range(of: query, options: .caseInsensitive) != nil { found.append(UInt32(index)) }
                }
            }
        }
        lines = found
    }

    /// Where the query is in `text`, as UTF-8 offsets: what the view highlights.
    func ranges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var text = text
        if let needle {
            text.withUTF8 { bytes in
                var start = 0
                while let found = Self.find(needle, in: bytes, start..<bytes.count) {
                    ranges.append(found..<found + needle.count)
                    start = found + needle.count
                }
            }
            return ranges
        }
        var from = text.startIndex
        while let found = text.range(of: query, options: .caseInsensitive, range: from..<text.endIndex),
            !found.isEmpty
        {
            let start = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
            ranges.append(start..<start + text.utf8.distance(from: found.lowerBound, to: found.upperBound))
            from = found.upperBound
        }
        return ranges
    }

    /// Where `needle`, lowercase ASCII, first is in `bytes[range]`, ignoring ASCII case.
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        let count = needle.count
        guard count > 0, range.count >= count else { return nil }
        return needle.withUnsafeBufferPointer { needle in
            let first = needle[0]
            let firstUpper = first &- 0x61 < 26 ? first - 0x20 : first
            var index = range.lowerBound
            let last = range.upperBound - count
            while index <= last {
                let byte = bytes[index]
                if byte == first || byte == firstUpper {
                    var matched = 1
                    while matched < count {
                        let other = bytes[index + matched]
                        let lower = other &- 0x41 < 26 ? other | 0x20 : other
                        guard lower == needle[matched] else { break }
                        matched += 1
                    }
                    if matched == count { return index }
                }
                index += 1
            }
            return nil
        }
    }
}
