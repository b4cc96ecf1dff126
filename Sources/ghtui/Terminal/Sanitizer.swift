/// Makes text from GitHub safe to draw: nothing in it can move the cursor, recolour the
/// screen, set the window title or reorder what is shown.
///
/// Escape sequences (CSI, OSC, DCS and the like, in their 7-bit and 8-bit forms) are removed
/// whole, so their parameters do not leak as text. Other control characters become visible
/// placeholders (`␀`, `␈`, `␍`, `␡`, `�`). Invisible formatting (Unicode category Cf: bidi
/// overrides and isolates, zero-width joiners, soft hyphens, tags) and variation selectors
/// are removed, and a tab becomes a space. Line breaks become spaces, or stay when the
/// caller wraps lines itself.
enum Sanitizer {
    /// `text` with every escape sequence, control and formatting character dealt with.
    static func clean(_ text: String, keepingNewlines: Bool = false) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x1B:
                index = endOfEscape(scalars, from: index)
            case 0x9B:
                index = endOfControlSequence(scalars, from: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = endOfString(scalars, from: index)
            case 0x0D where index < scalars.count && scalars[index] == "\n":
                // CR LF is one line break; a lone CR is a control character like any other.
                index += 1
                output.append(keepingNewlines ? "\n" : " ")
            case 0x0A, 0x2028, 0x2029:
                output.append(keepingNewlines ? "\n" : " ")
            case 0x09:
                output.append(" ")
            default:
                switch scalar.properties.generalCategory {
                case .control:
                    output.append(placeholder(for: scalar))
                case .format:
                    continue
                default:
                    if !isVariationSelector(scalar) { output.append(scalar) }
                }
            }
        }
        return String(output)
    }

    /// A visible stand-in for a control character: its Control Pictures glyph, or `�` for C1.
    static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }

    /// Variation selectors ask for emoji or text presentation, which terminals honour
    /// differently; without them every terminal agrees with `wcwidth` on the width.
    static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }

    /// Where the sequence that an ESC at `start - 1` began ends.
    private static func endOfEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start].value {
        case 0x5B:  // [
            return endOfControlSequence(scalars, from: start + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return endOfString(scalars, from: start + 1)
        case 0x20...0x2F:
            // nF escape: intermediates, then one final byte.
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        case 0x30...0x7E:
            return start + 1
        default:
            return start
        }
    }

    /// Where a CSI ends: after its parameters, intermediates and final byte, or before the
    /// first scalar that cannot belong to it.
    private static func endOfControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x20...0x3F: index += 1
            case 0x40...0x7E: return index + 1
            default: return index
            }
        }
        return index
    }

    /// Where an OSC, DCS, SOS, PM or APC body ends: after BEL, ESC \ or ST.
    private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C:
                return index + 1
            case 0x1B:
                return index + 1 < scalars.count && scalars[index + 1] == "\\" ? index + 2 : index + 1
            default:
                index += 1
            }
        }
        return index
    }
}
