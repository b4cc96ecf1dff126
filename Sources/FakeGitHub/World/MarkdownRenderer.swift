import Foundation

/// A tiny, deterministic Markdown renderer for `POST /markdown`: paragraphs, `#` headings and
/// `**bold**`, with `&`, `<`, `>` and `"` escaped. Nothing else of Markdown is known.
enum MarkdownRenderer {
    /// `text` as HTML, one block per line.
    static func render(_ text: String) -> String {
        var blocks: [String] = []
        var paragraph: [String] = []
        func flush() {
            if !paragraph.isEmpty { blocks.append("<p>\(inline(paragraph.joined(separator: "\n")))</p>") }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let hashes = trimmed.prefix { $0 == "#" }.count
            if trimmed.isEmpty {
                flush()
            } else if (1...6).contains(hashes), trimmed.dropFirst(hashes).first == " " {
                flush()
                let title = trimmed.dropFirst(hashes).trimmingCharacters(in: .whitespaces)
                blocks.append("<h\(hashes)>\(inline(title))</h\(hashes)>")
            } else {
                paragraph.append(trimmed)
            }
        }
        flush()
        return blocks.map { $0 + "\n" }.joined()
    }

    /// Escapes the text, then turns `**…**` pairs into `<strong>`.
    private static func inline(_ text: String) -> String {
        let parts = escape(text).components(separatedBy: "**")
        guard parts.count >= 3 else { return parts.joined(separator: "**") }
        var output = ""
        for (offset, part) in parts.enumerated() {
            let isLast = offset == parts.count - 1
            if offset == 0 {
                output += part
            } else if offset % 2 == 1 {
                // An opening `**` without a closing one stays as it is.
                output += isLast ? "**" + part : "<strong>" + part
            } else {
                output += "</strong>" + part
            }
        }
        return output
    }

    private static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }
}
