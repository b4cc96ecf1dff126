/// Turns the HTML inside feeds into plain text for terminals and JSON.
///
/// Tags are dropped; paragraphs, breaks, list items and other blocks become line breaks (list
/// items with a bullet); entities are decoded (the common named ones, and numeric ones in
/// decimal or hex); runs of whitespace become one space; control characters are dropped, so
/// a feed cannot smuggle escape sequences through `&#27;`.
enum HTMLText {
    /// The text of an HTML fragment.
    static func plainText(fromHTML html: String) -> String {
        var builder = PlainText(keepsLineBreaks: false)
        let scalars = Array(html.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", let tag = Tag(scalars, at: index) {
                tag.apply(to: &builder)
                index = tag.skipsContent ? Self.end(ofElement: tag.name, in: scalars, from: tag.end) : tag.end
            } else if scalar == "&", let (decoded, next) = entity(scalars, at: index) {
                builder.append(decoded)
                index = next
            } else {
                builder.append(scalar)
                index += 1
            }
        }
        return builder.text
    }

    /// Text with entities decoded and whitespace collapsed; `<` stays text (RSS titles are not HTML,
    /// though they often carry entities).
    static func decodingEntities(_ text: String) -> String {
        var builder = PlainText(keepsLineBreaks: false)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let (decoded, next) = entity(scalars, at: index) {
                builder.append(decoded)
                index = next
            } else {
                builder.append(scalars[index])
                index += 1
            }
        }
        return builder.text
    }

    /// Text with runs of whitespace collapsed; with `keepingLineBreaks`, each run that holds a
    /// line break becomes one line break. U+2028 (LINE SEPARATOR) is always a line break.
    static func collapsingWhitespace(_ text: String, keepingLineBreaks: Bool) -> String {
        var builder = PlainText(keepsLineBreaks: keepingLineBreaks)
        for scalar in text.unicodeScalars {
            builder.append(scalar)
        }
        return builder.text
    }

    /// Whether the element `name` starts a new line (a paragraph, a list item, a break).
    static func isBlock(_ name: String) -> Bool {
        blocks.contains(name.lowercased())
    }

    // MARK: - Tags

    /// Elements that start a new line where they open and where they close.
    private static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "dd", "details", "div", "dl", "dt", "figcaption",
        "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol",
        "p",
        "pre", "section", "summary", "table", "tbody", "thead", "tfoot", "tr", "ul",
    ]

    /// One tag, comment or declaration: `<p class="x">`, `</li>`, `<!-- … -->`, `<!DOCTYPE …>`.
    private struct Tag {
        /// Lowercased element name; empty for comments and declarations.
        var name: String
        var isClosing: Bool
        /// The index just past the closing `>`.
        var end: Int

        /// Reads the tag at `start` (a `<`), or nil when the `<` is just text (`a < b`).
        init?(_ scalars: [Unicode.Scalar], at start: Int) {
            guard start + 1 < scalars.count else { return nil }
            let next = scalars[start + 1]
            if next == "!" || next == "?" {
                name = ""
                isClosing = false
                if HTMLText.matches("<!--", scalars, at: start) {
                    end = HTMLText.find("-->", in: scalars, from: start + 4).map { $0 + 3 } ?? scalars.count
                } else {
                    end = HTMLText.find(">", in: scalars, from: start + 2).map { $0 + 1 } ?? scalars.count
                }
                return
            }
            isClosing = next == "/"
            var index = start + (isClosing ? 2 : 1)
            guard index < scalars.count, scalars[index].properties.isAlphabetic else { return nil }
            var name = ""
            while index < scalars.count, Self.isNameCharacter(scalars[index]) {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            self.name = name.lowercased()
            // Skip attributes up to the `>`, minding quoted values that may contain one.
            var quote: Unicode.Scalar?
            while index < scalars.count {
                let scalar = scalars[index]
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == ">" {
                    break
                }
                index += 1
            }
            end = min(index + 1, scalars.count)
        }

        /// Whether everything up to the closing tag is dropped (scripts and styles).
        var skipsContent: Bool { !isClosing && (name == "script" || name == "style") }

        func apply(to builder: inout PlainText) {
            if HTMLText.blocks.contains(name) {
                builder.lineBreak()
                if name == "li" && !isClosing {
                    builder.append("•")
                    builder.space()
                }
            } else if name == "td" || name == "th" {
                builder.space()
            }
        }

        private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ":"
        }
    }

    /// The index after `</name …>` at or after `start`, or the end of the text.
    private static func end(ofElement name: String, in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while let open = find("</", in: scalars, from: index) {
            if let tag = Tag(scalars, at: open), tag.isClosing, tag.name == name { return tag.end }
            index = open + 2
        }
        return scalars.count
    }

    private static func matches(_ text: String, _ scalars: [Unicode.Scalar], at start: Int) -> Bool {
        let wanted = Array(text.unicodeScalars)
        guard start + wanted.count <= scalars.count else { return false }
        return scalars[start..<start + wanted.count].elementsEqual(wanted)
    }

    private static func find(_ text: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard let first = text.unicodeScalars.first else { return nil }
        var index = start
        while index < scalars.count {
            if scalars[index] == first, matches(text, scalars, at: index) { return index }
            index += 1
        }
        return nil
    }

    // MARK: - Entities

    /// The character of the entity at `start` (an `&`) and the index after it, or nil when it is
    /// not a reference this decoder knows (then the `&` stays as text).
    static func entity(_ scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "#" {
            index += 1
            let isHex = index < scalars.count && (scalars[index] == "x" || scalars[index] == "X")
            if isHex { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < scalars.count, index - digitsStart < 8,
                let digit = Self.digit(scalars[index], hex: isHex)
            {
                value = value * (isHex ? 16 : 10) + digit
                index += 1
            }
            guard index > digitsStart else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            return (numericCharacter(value), index)
        }
        var name = ""
        while index < scalars.count, name.unicodeScalars.count < 10,
            scalars[index].isASCII,
            scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
        {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == ";", let value = named[name] else { return nil }
        return (value, index + 1)
    }

    private static func digit(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f" where hex: scalar.value - 87
        case "A"..."F" where hex: scalar.value - 55
        default: nil
        }
    }

    /// The character a numeric reference stands for, as HTML reads it: 128–159 as windows-1252
    /// (`&#150;` is an en dash), and nothing that is not a character as U+FFFD.
    private static func numericCharacter(_ value: UInt32) -> Unicode.Scalar {
        if (0x80...0x9F).contains(value), let mapped = TextEncoding.windows1252Scalar(UInt8(value)) {
            return mapped
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// The named references that turn up in feeds.
    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "lsquo": "\u{2018}",
        "rsquo": "\u{2019}",
        "sbquo": "\u{201A}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "bdquo": "\u{201E}", "laquo": "\u{AB}",
        "raquo": "\u{BB}", "lsaquo": "\u{2039}", "rsaquo": "\u{203A}", "copy": "\u{A9}", "reg": "\u{AE}",
        "trade": "\u{2122}", "middot": "\u{B7}", "bull": "\u{2022}", "deg": "\u{B0}", "plusmn": "\u{B1}",
        "times": "\u{D7}", "divide": "\u{F7}", "euro": "\u{20AC}", "pound": "\u{A3}", "yen": "\u{A5}",
        "cent": "\u{A2}", "sect": "\u{A7}", "para": "\u{B6}", "iexcl": "\u{A1}", "iquest": "\u{BF}",
        "shy": "\u{AD}", "larr": "\u{2190}", "rarr": "\u{2192}", "uarr": "\u{2191}", "darr": "\u{2193}",
        "harr": "\u{2194}", "hearts": "\u{2665}", "check": "\u{2713}", "ensp": "\u{2002}", "emsp": "\u{2003}",
        "thinsp": "\u{2009}", "zwj": "\u{200D}", "zwnj": "\u{200C}", "prime": "\u{2032}", "Prime": "\u{2033}",
        "auml": "ä", "ouml": "ö", "uuml": "ü", "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü", "szlig": "ß",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "aacute": "á", "agrave": "à", "acirc": "â",
        "iacute": "í", "oacute": "ó", "uacute": "ú", "ntilde": "ñ", "ccedil": "ç", "Eacute": "É",
    ]
}

/// Collects visible text: collapses whitespace, turns breaks into single newlines, drops
/// control characters, trims both ends.
private struct PlainText {
    /// Whether `\n` in the input is a line break (plain text) or just whitespace (HTML).
    let keepsLineBreaks: Bool
    private var output = String.UnicodeScalarView()
    private var pendingSpace = false
    private var pendingBreak = false

    init(keepsLineBreaks: Bool) {
        self.keepsLineBreaks = keepsLineBreaks
    }

    var text: String { String(output) }

    mutating func space() { pendingSpace = true }

    mutating func lineBreak() { pendingBreak = true }

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar == "\u{2028}" || (keepsLineBreaks && (scalar == "\n" || scalar == "\r")) {
            lineBreak()
        } else if scalar.properties.isWhitespace {
            space()
        } else if scalar.properties.generalCategory == .control || scalar == "\u{AD}" {
            return  // controls could reach a terminal; a soft hyphen is invisible
        } else {
            if !output.isEmpty {
                if pendingBreak {
                    output.append("\n")
                } else if pendingSpace {
                    output.append(" ")
                }
            }
            pendingBreak = false
            pendingSpace = false
            output.append(scalar)
        }
    }
}
