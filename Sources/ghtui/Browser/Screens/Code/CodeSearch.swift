import Foundation

/// A search of the file open on the code screen (`/`): the page lines whose text (past the line
/// number) holds the query, ignoring case, and which of them `n`/`N` went to last.
struct CodeSearch: Equatable, Sendable {
    /// What was searched for.
    let query: String
    /// The page lines that match, in order.
    let lines: [Int]
    /// The index in `lines` of the match shown last.
    var current: Int?

    /// The lines of `texts` (each page line's searchable text) that hold `query`.
    init(_ query: String, in texts: [String]) {
        self.query = query
        lines = texts.indices.filter { texts[$0].range(of: query, options: .caseInsensitive) != nil }
    }

    /// Where `query` is in `text`, as UTF-8 offsets: what the view highlights (`LogView.highlighted`).
    static func ranges(of query: String, in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var from = text.startIndex
        while !query.isEmpty,
            let found = text.range(of: query, options: .caseInsensitive, range: from..<text.endIndex),
            !found.isEmpty
        {
            let start = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
            ranges.append(start..<start + text.utf8.distance(from: found.lowerBound, to: found.upperBound))
            from = found.upperBound
        }
        return ranges
    }

    /// The match after page line `line`, wrapping around to the first.
    func next(after line: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        return lines.firstIndex { $0 > line } ?? 0
    }

    /// The match before page line `line`, wrapping around to the last.
    func previous(before line: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        return lines.lastIndex { $0 < line } ?? lines.count - 1
    }
}
