/// What a log line is, from GitHub's workflow command marker at its start (after the
/// timestamp): `##[group]`, `##[endgroup]`, `##[error]`, `##[warning]`, `##[notice]`,
/// `##[debug]` and `##[command]`. The runner also writes a command as `[command]`, alone or
/// after an ESC; those count too. An unknown `##[name]` is text and keeps its marker.
enum LogLineKind: UInt8, Sendable, CaseIterable {
    /// An ordinary line.
    case text
    /// The first line of a collapsible section; the rest of the line is its title.
    case group
    /// The end of a section; never drawn.
    case endGroup
    /// An error GitHub reported.
    case error
    /// A warning.
    case warning
    /// A notice.
    case notice
    /// Debug output (with step debug logging on).
    case debug
    /// A command the runner echoed before running it.
    case command

    /// The marker's name for each kind that has one.
    private static let names: [(name: [UInt8], kind: LogLineKind)] = {
        let names: [(String, LogLineKind)] = [
            ("group", .group), ("endgroup", .endGroup), ("error", .error), ("warning", .warning),
            ("notice", .notice), ("debug", .debug), ("command", .command),
        ]
        return names.map { (Array($0.0.utf8), $0.1) }
    }()

    /// The kind of the line whose text (past the timestamp) starts at `start` in `bytes` and
    /// ends before `end`, and how many bytes its marker takes.
    static func of(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> (kind: LogLineKind, marker: Int) {
        var open = start
        if end - start >= 3, bytes[start] == 0x23, bytes[start + 1] == 0x23 {  // ##
            open = start + 2
        } else if end - start >= 2, bytes[start] == 0x1B {  // ESC
            open = start + 1
        }
        guard open < end, bytes[open] == 0x5B else { return (.text, 0) }  // [
        for (name, kind) in names {
            let close = open + 1 + name.count
            guard close < end, bytes[close] == 0x5D else { continue }  // ]
            guard (0..<name.count).allSatisfy({ bytes[open + 1 + $0] == name[$0] }) else { continue }
            // Only commands are written without `##`.
            if open == start + 2 || kind == .command { return (kind, close + 1 - start) }
        }
        return (.text, 0)
    }
}
