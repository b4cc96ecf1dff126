import GitHubKit

/// One file of a gist as the gist screen shows it: read once, when the gist arrives, as
/// Markdown, as numbered lines of text, or as a file that is not text; laid out for a width by
/// `lines(width:)`.
struct GistFileText: Equatable, Sendable {
    /// How the file's content is shown.
    enum Body: Equatable, Sendable {
        /// Markdown (`language` Markdown, or a `.md` name), rendered.
        case markdown(MarkdownDocument)
        /// Text, one sanitized line each, numbered when drawn.
        case text([String])
        /// Bytes that are not text (an image, NULs, bytes that were not UTF-8).
        case binary
        /// No content came with the file (GitHub leaves it out of lists, and of very big files).
        case unsent
    }

    /// The file's name, sanitized.
    let name: String
    /// The language GitHub detected, sanitized.
    let language: String?
    /// The whole file's size in bytes, as GitHub said it.
    let size: Int?
    /// How many bytes of content GitHub sent.
    let sentBytes: Int
    /// Whether GitHub cut the content short (it sends the first megabyte of a bigger file).
    let truncated: Bool
    /// The content, read.
    let body: Body

    /// Columns a tab stop takes in a text file (the sanitizer makes a tab one space).
    static let tabWidth = 4

    /// `file` read: its content parsed or split once.
    init(_ file: GistFile) {
        self.init(
            name: file.filename, language: file.language, size: file.size, content: file.content,
            type: file.type, truncated: file.truncated)
    }

    /// A file named `name` (a gist's, or a repository's on the code screen) read from its
    /// `content` (nil: none was sent) of MIME `type`; `asSource` reads Markdown as numbered
    /// lines of text.
    init(
        name: String, language: String?, size: Int?, content: String?, type: String?, truncated: Bool = false,
        asSource: Bool = false
    ) {
        self.name = Sanitizer.clean(name)
        self.language = language.map { Sanitizer.clean($0) }
        self.size = size
        self.truncated = truncated
        sentBytes = content?.utf8.count ?? 0
        guard let content else {
            body = .unsent
            return
        }
        if Self.isBinary(content, type: type) {
            body = .binary
        } else if !asSource && (language == "Markdown" || Self.isMarkdownName(name)) {
            body = .markdown(MarkdownDocument(markdown: content))
        } else {
            var lines = content.split(separator: "\n", omittingEmptySubsequences: false)
            if content.hasSuffix("\n") { lines.removeLast() }
            let tab = String(repeating: " ", count: Self.tabWidth)
            body = .text(lines.map { Sanitizer.clean($0.replacingOccurrences(of: "\t", with: tab)) })
        }
    }

    /// Whether `name` is a Markdown file's.
    static func isMarkdownName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }

    /// Whether `content` (of MIME `type`) is not text: an image or other binary type, or bytes
    /// GitHub could only send as NULs and replacement characters.
    static func isBinary(_ content: String, type: String?) -> Bool {
        if let type, type.hasPrefix("image/") || type == "application/octet-stream" { return true }
        return content.unicodeScalars.contains { $0 == "\u{0}" || $0 == "\u{FFFD}" }
    }

    /// The file in lines of at most `width` columns: a heading (name, language, size), a note
    /// when the content was cut short or is not text, then the content: Markdown rendered, text
    /// behind line numbers (a line longer than the width is cut where drawn).
    func lines(width: Int) -> [[Span]] {
        var facts = [language, size.map(Format.bytes)].compactMap { $0 }
        if case .text(let lines) = body {
            facts.append("\(lines.count) \(Format.noun(lines.count, "line", "lines"))")
        }
        var result: [[Span]] = [
            [Span("▌ ", Style(.accent)), Span(name, .strong)]
                + (facts.isEmpty ? [] : [Span("  " + facts.joined(separator: " · "), .faint)])
        ]
        let note = Style(.warning)
        if truncated {
            let whole = size.map { " of \(Format.bytes($0))" } ?? ""
            result.append([
                Span(
                    "cut short: GitHub sent the first \(Format.bytes(sentBytes))\(whole); the rest is on the web",
                    note)
            ])
        }
        switch body {
        case .markdown(let document):
            result += document.lines(width: max(10, width - 2)).map { [Span("  ")] + $0 }
        case .text(let lines):
            let digits = String(lines.count).count
            for (index, line) in lines.enumerated() {
                let number = String(index + 1)
                let gutter = String(repeating: " ", count: digits - number.count) + number + " │ "
                result.append([Span(gutter, .faint), Span(line)])
            }
        case .binary:
            let bytes = size.map { " (\(Format.bytes($0)))" } ?? ""
            result.append([Span("a binary file\(bytes): not shown as text", note)])
        case .unsent:
            let bytes = size.map { " (\(Format.bytes($0)))" } ?? ""
            result.append([Span("GitHub sent no content for this file\(bytes)", note)])
        }
        return result
    }
}
