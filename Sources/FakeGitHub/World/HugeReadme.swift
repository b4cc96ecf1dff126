/// The README of `mona/huge-readme` (an ``OddRepos`` repository): over 5 MB of Markdown a
/// renderer must survive, made once and kept.
///
/// Each section holds a heading, a paragraph, a list nested 40 levels deep and a quote as deep
/// (``LongThread/nested(depth:)``), a code block with escape sequences in it, and a table 200
/// columns wide; the last line says it is the end, so a reader can tell whether it was shown.
public enum HugeReadme {
    /// The last line of the README.
    public static let lastLine = "The end of the huge README."

    /// How many sections there are.
    static let sections = 600

    /// The README's Markdown.
    public static let text: String = {
        let columns = 200
        let header = "| " + (1...columns).map { "c\($0)" }.joined(separator: " | ") + " |\n"
        let rule = "|" + String(repeating: "---|", count: columns) + "\n"
        let row = "| " + (1...columns).map { "v\($0)" }.joined(separator: " | ") + " |\n"
        var text = "# huge-readme\n\nOver five megabytes of Markdown.\n\n"
        for section in 1...sections {
            text += "## Section \(section)\n\n"
            text += "A paragraph with *emphasis*, `code` and a [link](https://example.com).\n\n"
            text += LongThread.nested(depth: 40) + "\n"
            text += header + rule + String(repeating: row, count: 4) + "\n"
        }
        return text + lastLine + "\n"
    }()
}
