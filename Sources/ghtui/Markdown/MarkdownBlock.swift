/// One block of a Markdown document as the renderer keeps it between layouts: parsed once,
/// its text already sanitized and styled, laid out again for each width.
indirect enum MarkdownBlock: Equatable, Sendable {
    /// A heading of level 1–6.
    case heading(level: Int, text: [Span])
    /// A paragraph (or an HTML block reduced to its text); a span's `\n` is a hard line break.
    case paragraph([Span])
    /// A code block's lines, tabs expanded.
    case code([String])
    /// A block quote.
    case quote([MarkdownBlock])
    /// A bullet or ordered list.
    case list(MarkdownList)
    /// A GFM table.
    case table(MarkdownTable)
    /// A thematic break.
    case rule
}
