/// Markdown's inline markup reduced to plain text.
enum Inline {
    /// `markdown` without emphasis and code marks, links as `text <url>`, images as
    /// `[image: alt]`, and without HTML tags.
    static func text(_ markdown: String) -> String {
        var out = ""
        let characters = Array(markdown)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && characters[index + 1].isPunctuation:
                out.append(characters[index + 1])
                index += 2
            case "!" where index + 1 < characters.count && characters[index + 1] == "[":
                if let (label, _, end) = link(characters, at: index + 1) {
                    out += label.isEmpty ? "[image]" : "[image: \(text(label))]"
                    index = end
                } else {
                    out.append(character)
                    index += 1
                }
            case "[":
                if let (label, target, end) = link(characters, at: index) {
                    let shown = text(label)
                    let isWeb = target.hasPrefix("http://") || target.hasPrefix("https://")
                    out += isWeb && shown != target ? "\(shown) <\(target)>" : shown
                    index = end
                } else {
                    out.append(character)
                    index += 1
                }
            case "<":
                if let end = characters[index...].firstIndex(of: ">") {
                    let inside = String(characters[(index + 1)..<end])
                    if inside.hasPrefix("http://") || inside.hasPrefix("https://") {
                        out += inside
                    } else if inside.lowercased().hasPrefix("br") {
                        out += " "
                    } else if !(inside.first?.isLetter ?? false) && !inside.hasPrefix("/")
                        && !inside.hasPrefix("!")
                    {
                        out.append(character)
                        index += 1
                        continue
                    }
                    index = end + 1
                } else {
                    out.append(character)
                    index += 1
                }
            case "`":
                index += 1
            case "*":
                index += 1
            case "_" where index + 1 < characters.count && characters[index + 1] == "_":
                index += 2
            default:
                out.append(character)
                index += 1
            }
        }
        return out
    }

    /// A `[label](target)` starting at `start`: the label, the target and the index after it.
    private static func link(_ characters: [Character], at start: Int) -> (String, String, Int)? {
        var depth = 0
        var index = start
        var close: Int?
        while index < characters.count {
            if characters[index] == "[" { depth += 1 }
            if characters[index] == "]" {
                depth -= 1
                if depth == 0 {
                    close = index
                    break
                }
            }
            index += 1
        }
        guard let close, close + 1 < characters.count, characters[close + 1] == "(",
            let end = characters[(close + 1)...].firstIndex(of: ")")
        else { return nil }
        let label = String(characters[(start + 1)..<close])
        let target = String(characters[(close + 2)..<end]).split(separator: " ").first.map(String.init) ?? ""
        return (label, target, end + 1)
    }
}
