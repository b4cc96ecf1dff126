/// One hunk of a unified diff: its `@@ -a,b +c,d @@ section` header and its lines, each starting
/// with ` `, `+`, `-` or `\` (`\ No newline at end of file`).
struct DiffHunk: Sendable {
    var header: String
    var lines: [String]

    /// A hunk whose header counts its own lines, as git writes it (a count of 1 left out).
    init(old: Int, new: Int, section: String = "", lines: [String]) {
        let oldCount = lines.count { $0.hasPrefix(" ") || $0.hasPrefix("-") }
        let newCount = lines.count { $0.hasPrefix(" ") || $0.hasPrefix("+") }
        func range(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start)" : "\(start),\(count)"
        }
        header =
            "@@ -\(range(oldCount == 0 ? 0 : old, oldCount)) +\(range(newCount == 0 ? 0 : new, newCount)) @@"
            + (section.isEmpty ? "" : " \(section)")
        self.lines = lines
    }

    /// A hunk with a header as given, whatever its lines.
    init(header: String, lines: [String]) {
        self.header = header
        self.lines = lines
    }

    /// The header and the lines, joined by newlines.
    var text: String { ([header] + lines).joined(separator: "\n") }

    /// The number in the header after `-` (old) or `+` (new).
    func start(_ sign: Character) -> Int {
        let part = header.split(separator: " ").first { $0.first == sign }
        return Int(part?.dropFirst().split(separator: ",").first ?? "") ?? 0
    }

    /// The index in ``lines`` of line `line` of the old (`LEFT`) or new (`RIGHT`) file.
    func index(ofLine line: Int, side: String) -> Int? {
        let left = side == "LEFT"
        var number = start(left ? "-" : "+")
        for (index, text) in lines.enumerated() {
            let counts = text.hasPrefix(" ") || text.hasPrefix(left ? "-" : "+")
            guard counts else { continue }
            if number == line { return index }
            number += 1
        }
        return nil
    }

    /// Lines of `count` changed lines: some deleted, the rest added, between lines of context.
    static func generated(seed: Int, old: Int, additions: Int, deletions: Int) -> DiffHunk {
        var lines = ["     // section \(seed)"]
        lines += (0..<deletions).map { "-    let value\($0) = compute(\(seed), \($0))" }
        lines += (0..<additions).map { "+    let value\($0) = compute(\(seed), \($0), cached: true)" }
        lines.append("     // end of section \(seed)")
        return DiffHunk(old: old, new: old + 1, section: "func section\(seed)() {", lines: lines)
    }
}
