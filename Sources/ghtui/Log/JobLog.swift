import Foundation

/// A GitHub Actions job log, indexed for the log viewer: its lines, what each is, and its
/// collapsible sections.
///
/// It keeps the log's bytes as downloaded, in the one buffer it was given, and per line where
/// it starts (4 bytes) and what it is (1 byte): about 5 bytes a line besides the log. A line is
/// decoded and styled only when it is drawn or searched (`line(_:colors:)`). Lines end at LF,
/// and a CR just before the LF belongs to the break; a log past 4 GiB is cut there.
///
/// Equality is identity: a log is built once and never changes, and comparing megabytes on
/// every comparison of the browser's state would cost more than it tells.
final class JobLog: Equatable, Sendable {
    /// The log as downloaded.
    private let bytes: Data
    /// Where each line starts in `bytes`, then the end of the log.
    private let starts: [UInt32]
    /// Each line's kind (`kindMask`), and `plainFlag` when its text is printable ASCII only.
    private let flags: [UInt8]
    /// The collapsible sections, in order.
    let groups: [LogGroup]

    private static let kindMask: UInt8 = 0x0F
    private static let plainFlag: UInt8 = 0x80

    /// The log in `data`, which it keeps (pass the downloaded body itself: no copy is made).
    init(_ data: Data) {
        bytes = data.count > Int(UInt32.max) ? data.prefix(Int(UInt32.max)) : data
        (starts, flags, groups) = bytes.withUnsafeBytes { Self.index($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// The log whose text is `text`.
    convenience init(_ text: String) {
        self.init(Data(text.utf8))
    }

    /// Whether `left` and `right` are the same log.
    static func == (left: JobLog, right: JobLog) -> Bool { left === right }

    /// How many lines the log has (a last line without a line feed counts).
    var lineCount: Int { flags.count }

    /// The log's size in bytes.
    var byteCount: Int { bytes.count }

    /// The bytes the line index takes besides the log itself: line starts, kinds and sections.
    var indexBytes: Int {
        starts.capacity * MemoryLayout<UInt32>.stride + flags.capacity
            + groups.capacity * MemoryLayout<LogGroup>.stride
    }

    /// What line `index` is.
    func kind(ofLine index: Int) -> LogLineKind {
        LogLineKind(rawValue: flags[index] & Self.kindMask) ?? .text
    }

    /// Whether line `index`, timestamp and marker included, is printable ASCII only: its text as
    /// drawn is then its bytes as they are.
    func isPlain(_ index: Int) -> Bool {
        flags[index] & Self.plainFlag != 0
    }

    /// The index in `groups` of the section whose header is line `index`.
    func group(headedBy index: Int) -> Int? {
        let found = lastGroup(atOrBefore: index)
        return found.flatMap { groups[$0].header == index ? $0 : nil }
    }

    /// The index in `groups` of the section that holds line `index` (not as its header).
    func group(containing index: Int) -> Int? {
        let found = lastGroup(atOrBefore: index)
        return found.flatMap { groups[$0].lines.contains(index) ? $0 : nil }
    }

    /// Line `index` decoded and styled, its ANSI colours kept when `colors`.
    func line(_ index: Int, colors: Bool) -> LogLine {
        withBytes { bytes in
            let (start, end) = bounds(ofLine: index)
            let stamp = LogTimestamp.length(bytes, from: start, to: end)
            let (kind, marker) = LogLineKind.of(bytes, from: start + stamp, to: end)
            var timestamp: String?
            if stamp > 0 {
                let stampEnd = bytes[start + stamp - 1] == 0x20 ? start + stamp - 1 : start + stamp
                timestamp = String(decoding: bytes[start..<stampEnd], as: UTF8.self)
            }
            var spans = LogText.spans(
                bytes, from: start + stamp + marker, to: end, style: LogStyle.base(of: kind), colors: colors)
            if let label = LogStyle.label(of: kind) {
                spans.insert(Span(label, LogStyle.label(kind)), at: 0)
            }
            return LogLine(kind: kind, timestamp: timestamp, spans: spans)
        }
    }

    /// Where line `index`'s text lies in the bytes `withBytes` gives: past its timestamp and
    /// marker, before its line break.
    func textRange(ofLine index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let (start, end) = bounds(ofLine: index)
        var textStart = start + LogTimestamp.length(bytes, from: start, to: end)
        if flags[index] & Self.kindMask != LogLineKind.text.rawValue {
            textStart += LogLineKind.of(bytes, from: textStart, to: end).marker
        }
        return textStart..<end
    }

    /// Calls `body` with the log's bytes, for reading many lines at once.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes { try body($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Where a failed job's log opens: its first `##[error]` line; without one, the first line
    /// that reads like a tool's error, ignoring case: its text starts with `error:`, `error[`
    /// (Rust), `fatal:` or `fatal error`, or holds `: error:` (`file:line: error:`, compilers).
    func firstError() -> Int? {
        let error = LogLineKind.error.rawValue
        if let line = flags.firstIndex(where: { $0 & Self.kindMask == error }) { return line }
        let words = [Array("error".utf8), Array("fatal".utf8)]
        return withBytes { bytes in
            (0..<lineCount).first { index in
                let range = textRange(ofLine: index, in: bytes)
                guard kind(ofLine: index) != .endGroup,
                    words.contains(where: { LogSearch.find($0, in: bytes, range) != nil })
                else { return false }
                let text = line(index, colors: false).text.lowercased()
                return ["error:", "error[", "fatal:", "fatal error"].contains { text.hasPrefix($0) }
                    || text.contains(": error:")
            }
        }
    }

    /// The start and end of line `index`, its line break (LF or CR LF) left out.
    private func bounds(ofLine index: Int) -> (start: Int, end: Int) {
        let start = Int(starts[index])
        var end = Int(starts[index + 1])
        withBytes { bytes in
            if end > start, bytes[end - 1] == 0x0A {
                end -= 1
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            }
        }
        return (start, end)
    }

    /// The last section whose header is at or before line `index`.
    private func lastGroup(atOrBefore index: Int) -> Int? {
        var low = 0
        var high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].header <= index { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    /// The line starts, flags and sections of `bytes`, in one pass.
    private static func index(_ bytes: UnsafeBufferPointer<UInt8>) -> ([UInt32], [UInt8], [LogGroup]) {
        var starts: [UInt32] = []
        var flags: [UInt8] = []
        var groups: [LogGroup] = []
        var open: Int?
        starts.reserveCapacity(bytes.count / 64 + 2)
        flags.reserveCapacity(bytes.count / 64 + 1)

        func add(_ start: Int, _ next: Int, plain: Bool) {
            var end = next
            var plain = plain
            if end > start, bytes[end - 1] == 0x0A {
                end -= 1
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            }
            if !plain {
                // The line break was what made it look special, as in a CR LF line.
                plain = !bytes[start..<end].contains { $0 &- 0x20 >= 0x5F }
            }
            let stamp = LogTimestamp.length(bytes, from: start, to: end)
            let kind = LogLineKind.of(bytes, from: start + stamp, to: end).kind
            let line = flags.count
            starts.append(UInt32(start))
            flags.append(kind.rawValue | (plain ? plainFlag : 0))
            switch kind {
            case .group:
                if let header = open { groups.append(LogGroup(header: header, end: line)) }
                open = line
            case .endGroup:
                if let header = open { groups.append(LogGroup(header: header, end: line)) }
                open = nil
            default:
                break
            }
        }

        var lineStart = 0
        var plain = true
        for index in 0..<bytes.count {
            let byte = bytes[index]
            // One comparison for printable ASCII, nearly all of a log.
            guard byte &- 0x20 >= 0x5F else { continue }
            if byte == 0x0A {
                add(lineStart, index + 1, plain: plain)
                lineStart = index + 1
                plain = true
            } else {
                plain = false
            }
        }
        if lineStart < bytes.count { add(lineStart, bytes.count, plain: plain) }
        if let header = open { groups.append(LogGroup(header: header, end: flags.count)) }
        starts.append(UInt32(bytes.count))
        // Exactly as long as needed: growing left up to half of each array unused.
        return (
            starts.withUnsafeBufferPointer { Array($0) }, flags.withUnsafeBufferPointer { Array($0) }, groups
        )
    }
}
