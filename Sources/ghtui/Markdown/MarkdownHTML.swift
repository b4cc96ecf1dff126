import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#endif

/// Raw HTML in Markdown reduced to its text: tags dropped, `<br>` and block tags (`<p>`,
/// `<div>`, `<h1>`, `<li>`, …) line breaks, `<img alt="x">` as `[image: x]`, comments dropped,
/// entities decoded (by cmark's own decoder). The result still needs `Sanitizer`.
enum MarkdownHTML {
    /// Tags that end a line of text where they open or close.
    private static let blockTags: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "dd", "details", "div", "dl", "dt",
        "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li",
        "ol", "p", "pre", "section", "summary", "table", "tbody", "thead", "tfoot", "tr", "ul",
    ]

    /// An HTML block's text: whitespace collapsed, a line per block, no empty lines.
    static func block(_ html: String) -> String {
        reduce(html)
            .split(separator: "\n")
            .map { $0.drop { $0 == " " } }
            .map { line in line.dropLast(line.reversed().prefix { $0 == " " }.count) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// An inline HTML node's text (a tag, or a comment): `\n` for `<br>`, `[image: alt]`, or "".
    static func inline(_ html: String) -> String {
        reduce(html)
    }

    private static func reduce(_ html: String) -> String {
        let scalars = html.unicodeScalars
        var output = String.UnicodeScalarView()
        var spaced = false
        var index = scalars.startIndex
        // The first `>` at or after a point; kept so that many `<`s without one stay linear.
        var close: String.Index?
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "<", let (replacement, end) = tag(in: html, at: index, close: &close) {
                output.append(contentsOf: replacement.unicodeScalars)
                if !replacement.isEmpty { spaced = replacement.hasSuffix("\n") || replacement.hasSuffix(" ") }
                index = end
                continue
            }
            index = scalars.index(after: index)
            if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
                if !spaced { output.append(" ") }
                spaced = true
            } else {
                output.append(scalar)
                spaced = false
            }
        }
        return decodeEntities(String(output))
    }

    /// The text the tag (or comment) at `start` stands for, and where it ends; nil when the
    /// `<` starts no tag.
    private static func tag(in html: String, at start: String.Index, close: inout String.Index?)
        -> (String, String.Index)?
    {
        let scalars = html.unicodeScalars
        let body = scalars.index(after: start)
        if html[body...].hasPrefix("!--") {
            return ("", html.range(of: "-->", range: body..<html.endIndex)?.upperBound ?? html.endIndex)
        }
        var nameStart = body
        while nameStart < scalars.endIndex && scalars[nameStart] == "/" {
            nameStart = scalars.index(after: nameStart)
        }
        var nameEnd = nameStart
        while nameEnd < scalars.endIndex
            && (scalars[nameEnd].properties.isAlphabetic || ("0"..."9").contains(scalars[nameEnd]))
        {
            nameEnd = scalars.index(after: nameEnd)
        }
        guard nameEnd > nameStart, scalars[nameStart].isASCII, scalars[nameStart].properties.isAlphabetic
        else { return nil }
        if close == nil || close! < body { close = scalars[body...].firstIndex(of: ">") ?? html.endIndex }
        guard let end = close, end < html.endIndex else { return nil }
        let name = String(scalars[nameStart..<nameEnd]).lowercased()
        let rest = scalars.index(after: end)
        switch name {
        case "br": return ("\n", rest)
        case "img":
            let alt = attribute("alt", in: String(scalars[body..<end])) ?? ""
            return (alt.isEmpty ? "[image]" : "[image: \(alt)]", rest)
        case "td", "th": return (" ", rest)
        default: return (blockTags.contains(name) ? "\n" : "", rest)
        }
    }

    /// The value of attribute `name` in a tag's inside, quoted or not.
    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: name + "=", options: .caseInsensitive) else { return nil }
        let value = tag[range.upperBound...]
        guard let quote = value.first else { return nil }
        if quote == "\"" || quote == "'" {
            return String(value.dropFirst().prefix { $0 != quote })
        }
        return String(value.prefix { $0 != " " && $0 != "/" && $0 != ">" })
    }

    /// `text` with HTML entities (`&amp;`, `&#233;`, `&eacute;`) decoded.
    static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let decoded = text.withCString { cmg_unescape_html($0, strlen($0)) }
        guard let decoded else { return text }
        defer { free(decoded) }
        return String(cString: decoded)
    }
}
