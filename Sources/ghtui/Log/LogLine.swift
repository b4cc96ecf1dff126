/// One log line as drawn: its timestamp apart, its marker removed, its text in styled spans.
struct LogLine: Equatable, Sendable {
    /// What the line is.
    var kind: LogLineKind
    /// The timestamp GitHub wrote before it, without the space; shown only with `t`.
    var timestamp: String?
    /// The line as drawn, label included (`Error: …`); a section's title for a group line.
    var spans: [Span]

    /// The text as drawn, unstyled: what a search looks through.
    var text: String { spans.map(\.text).joined() }
}
