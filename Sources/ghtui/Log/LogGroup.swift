/// A collapsible section of a log: from a `##[group]` line to its `##[endgroup]`.
struct LogGroup: Equatable, Sendable {
    /// The `##[group]` line, drawn as the section's title.
    var header: Int
    /// The line after the section's last line: its `##[endgroup]` line, the next section's
    /// header (a new group ends the one open, as on GitHub), or the end of the log.
    var end: Int

    /// The lines the section holds, title and end excluded.
    var lines: Range<Int> { header + 1..<end }
}
