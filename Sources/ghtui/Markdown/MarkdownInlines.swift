/// The inline content of one leaf block (paragraph, heading, table cell) as styled spans,
/// collected while cmark's iterator enters and exits inline nodes: emphasis, links and the like
/// push a style (and a link) that the text inside them takes.
struct MarkdownInlines {
    /// The text so far.
    private(set) var spans: [Span] = []
    private var styles: [Style]
    private var links: [String?] = [nil]
    /// How many images are open, and where each one's `[image: ` span is.
    private var images: [Int] = []

    /// Inlines whose text starts in `style`.
    init(style: Style = .plain) {
        styles = [style]
    }

    /// Adds `text` in the current style and link; `text` is sanitized here.
    mutating func text(_ text: String) {
        var clean = Self.isPlain(text) ? text : Sanitizer.clean(text)
        // Spaces around something left out (a comment, a tag) collapse to one, as in HTML.
        if clean.utf8.first == 0x20, spans.last?.text.utf8.last == 0x20 {
            clean = String(clean.drop { $0 == " " })
        }
        guard !clean.utf8.isEmpty else { return }
        spans.append(Span(clean, styles[styles.count - 1], link: links[links.count - 1]))
    }

    /// Inline code: `text` in the code style.
    mutating func code(_ text: String) {
        open { $0.color = MarkdownStyle.code.color }
        self.text(text)
        close()
    }

    /// A hard line break.
    mutating func lineBreak() {
        spans.append(Span("\n", styles[styles.count - 1]))
    }

    /// Raw HTML in the text: its text, `<br>` a line break.
    mutating func html(_ html: String) {
        let reduced = MarkdownHTML.inline(html)
        if reduced == "\n" { return lineBreak() }
        text(reduced)
    }

    /// Opens an inline that changes the style by `change`.
    mutating func open(_ change: (inout Style) -> Void) {
        var style = styles[styles.count - 1]
        change(&style)
        styles.append(style)
    }

    /// Closes the last inline opened with `open`.
    mutating func close() {
        if styles.count > 1 { styles.removeLast() }
    }

    /// Opens a link to `url`: its text is drawn as a link and carries the URL.
    mutating func openLink(_ url: String) {
        let clean = Sanitizer.clean(url)
        links.append(clean.isEmpty ? links[links.count - 1] : clean)
        open(MarkdownStyle.link)
    }

    /// Closes the last link.
    mutating func closeLink() {
        if links.count > 1 { links.removeLast() }
        close()
    }

    /// Opens an image: its text (the alt text) is shown as `[image: alt]`.
    mutating func openImage() {
        open(MarkdownStyle.image)
        images.append(spans.count)
        spans.append(Span("[image: ", styles[styles.count - 1], link: links[links.count - 1]))
    }

    /// Closes the last image; without alt text it is `[image]`.
    mutating func closeImage() {
        guard let start = images.popLast() else { return }
        if start == spans.count - 1 {
            spans[start].text = "[image]"
        } else {
            spans.append(Span("]", styles[styles.count - 1], link: links[links.count - 1]))
        }
        close()
    }

    /// Whether `text` has nothing `Sanitizer` would change: only scalars from ranges without
    /// controls, line separators, formatting characters or variation selectors (ASCII, Latin-1,
    /// Greek, Cyrillic, punctuation, symbols, CJK, Hangul, emoji). A fast path: most text is.
    static func isPlain(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20..<0x7F, 0xA0..<0xAD, 0xAE...0x5FF, 0x2010...0x2027, 0x2030...0x205F, 0x2100...0x2BFF,
                0x3000...0xD7FF, 0x1F300...0x1FAFF:
                continue
            default:
                return false
            }
        }
        return true
    }
}
