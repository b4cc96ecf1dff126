/// One hunk of a file's patch: its `@@ -a,b +c,d @@ section` header and its lines.
struct DiffHunk: Equatable, Sendable {
    /// The header as the patch has it, sanitized; nil for lines before any header.
    var header: String?
    /// The first old line number, from the header; nil when the header is unreadable.
    var oldStart: Int?
    /// The first new line number, from the header; nil when the header is unreadable.
    var newStart: Int?
    /// The lines, numbered from the header.
    var lines: [DiffLine] = []
    /// The numbers the next old and new lines get.
    private var nextOld = 0
    private var nextNew = 0

    /// A hunk starting at `header` (nil for lines before any header), with no lines yet.
    init(header: Substring?) {
        self.header = header.map { Sanitizer.clean(String($0)) }
        guard let header else { return }
        // `@@ -a[,b] +c[,d] @@ section`: only the two starts are needed to number the lines.
        let fields = header.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        guard fields.count >= 3, fields[0] == "@@" else { return }
        func start(_ field: Substring, _ sign: Character) -> Int? {
            guard field.first == sign else { return nil }
            return Int(field.dropFirst().prefix { $0 != "," })
        }
        oldStart = start(fields[1], "-")
        newStart = start(fields[2], "+")
        if let old = oldStart, let new = newStart {
            nextOld = old
            nextNew = new
        } else {
            oldStart = nil
            newStart = nil
        }
    }

    /// Adds the patch line `raw` (with its first character), numbering it after the last.
    mutating func append(_ raw: Substring, tabWidth: Int) {
        let kind: DiffLine.Kind =
            switch raw.utf8.first {
            case UInt8(ascii: " "), nil: .context
            case UInt8(ascii: "+"): .added
            case UInt8(ascii: "-"): .removed
            case UInt8(ascii: "\\"): .noNewline
            default: .other
            }
        let text = DiffText(
            kind == .other ? raw : kind == .noNewline ? raw.dropFirst().drop { $0 == " " } : raw.dropFirst(),
            tabWidth: tabWidth)
        var line = DiffLine(kind: kind, oldNumber: nil, newNumber: nil, text: text)
        if oldStart != nil {
            if kind == .context || kind == .removed {
                line.oldNumber = nextOld
                nextOld += 1
            }
            if kind == .context || kind == .added {
                line.newNumber = nextNew
                nextNew += 1
            }
        }
        lines.append(line)
    }
}
