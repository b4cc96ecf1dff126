/// A file's diff as rows of a given width: hunk headers, lines under a gutter of old and new
/// line numbers and a `+`/`-` mark, review comment threads under their lines, and, for a file
/// with no lines to show, why.
///
/// Long lines are wrapped onto more rows or cut with `…` (`Mode`). A layout keeps only where
/// each line, header and thread starts (a prefix index of row counts); `row(_:)` cuts a row's
/// text when it is drawn, so a minified one-line file of megabytes lays out and draws a screen
/// in the time of a short one.
struct DiffLayout: Sendable {
    /// What happens to a line wider than the pane.
    enum Mode: Equatable, Sendable {
        /// Continued on the next rows.
        case wrap
        /// Cut, with `…` where it was cut.
        case cut

        /// The other mode (`w`).
        var toggled: Mode { self == .wrap ? .cut : .wrap }
    }

    /// One thing the rows show.
    private enum Entry: Sendable {
        /// A hunk's header: one row.
        case header(String)
        /// A line of a hunk, in `rows` rows.
        case line(hunk: Int, index: Int, rows: Int)
        /// Rows made up front: comment threads, notes.
        case block([[Span]])
    }

    /// A place of a comment thread: a side and a line number.
    private struct Anchor: Hashable {
        var side: DiffSide
        var line: Int
    }

    /// The file laid out.
    let file: DiffFile
    /// The columns of a row.
    let width: Int
    /// Wrapped or cut.
    let mode: Mode
    /// How many rows there are.
    let rowCount: Int
    /// The row of each hunk's header (of its first line, for lines before any header), in order.
    let hunkRows: [Int]
    private let entries: [Entry]
    /// The row after each entry: `ends[i]` rows come before entry `i + 1`.
    private let ends: [Int]
    /// Where the wrapped rows of a line of wide or multi-byte text start after its first, by
    /// entry; other lines wrap every `textWidth` bytes.
    private let breaks: [Int: [Int]]
    private let numberWidth: Int
    /// The columns left for a line's text after the gutter.
    private let textWidth: Int

    /// `file` laid out `width` columns wide in `mode`, with its review comment `threads`.
    init(_ file: DiffFile, threads: [DiffThread] = [], width: Int, mode: Mode = .wrap) {
        self.file = file
        self.width = max(1, width)
        self.mode = mode
        let largest = file.hunks.lazy.flatMap(\.lines).reduce(0) {
            max($0, $1.oldNumber ?? 0, $1.newNumber ?? 0)
        }
        numberWidth = String(largest).count
        textWidth = max(1, self.width - 2 * numberWidth - 4)
        let (rowWidth, indent, textWidth) = (self.width, 2 * numberWidth + 4, textWidth)

        var byAnchor: [Anchor: [Int]] = [:]
        var placed = Set<Int>()
        for (index, thread) in threads.enumerated() {
            if let line = thread.line {
                byAnchor[Anchor(side: thread.side, line: line), default: []].append(index)
            }
        }
        var entries: [Entry] = []
        var breaks: [Int: [Int]] = [:]
        var hunkStarts: [Int] = []
        func threadRows(_ indices: [Int]) -> [[Span]] {
            indices.flatMap { index -> [[Span]] in
                guard placed.insert(index).inserted else { return [] }
                return DiffThreadRows.rows(threads[index], width: rowWidth, indent: indent)
            }
        }

        if let explanation = file.explanation {
            entries.append(.block([[Span("  " + explanation, DiffStyle.note)]]))
        }
        let fileThreads = threads.indices.filter { threads[$0].line == nil && !threads[$0].isOutdated }
        if !fileThreads.isEmpty { entries.append(.block(threadRows(fileThreads))) }
        for (hunkIndex, hunk) in file.hunks.enumerated() {
            hunkStarts.append(entries.count)
            if let header = hunk.header { entries.append(.header(header)) }
            for (lineIndex, line) in hunk.lines.enumerated() {
                var rows = 1
                if mode == .wrap && line.text.columns > textWidth {
                    if line.text.isSimple {
                        rows = (line.text.columns + textWidth - 1) / textWidth
                    } else {
                        let starts = line.text.rowStarts(width: textWidth)
                        breaks[entries.count] = starts
                        rows = starts.count + 1
                    }
                }
                entries.append(.line(hunk: hunkIndex, index: lineIndex, rows: rows))
                var here: [Int] = []
                if let old = line.oldNumber, line.kind != .added {
                    here += byAnchor[Anchor(side: .left, line: old)] ?? []
                }
                if let new = line.newNumber, line.kind != .removed {
                    here += byAnchor[Anchor(side: .right, line: new)] ?? []
                }
                if !here.isEmpty {
                    let rows = threadRows(here)
                    if !rows.isEmpty { entries.append(.block(rows)) }
                }
            }
        }
        let rest = threads.indices.filter { !placed.contains($0) }
        if !rest.isEmpty {
            entries.append(.block([[], [Span("  Comments on lines not shown here:", DiffStyle.note)]]))
            entries.append(.block(threadRows(rest)))
        }

        var ends: [Int] = []
        ends.reserveCapacity(entries.count)
        var total = 0
        for entry in entries {
            switch entry {
            case .header: total += 1
            case .line(_, _, let rows): total += rows
            case .block(let rows): total += rows.count
            }
            ends.append(total)
        }
        self.entries = entries
        self.ends = ends
        self.breaks = breaks
        rowCount = total
        hunkRows = hunkStarts.map { $0 == 0 ? 0 : ends[$0 - 1] }
    }

    /// The entry that row `row` is in, and the row's place in it.
    private func entry(at row: Int) -> (index: Int, offset: Int)? {
        guard row >= 0, row < rowCount else { return nil }
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > row { high = middle } else { low = middle + 1 }
        }
        return (low, row - (low == 0 ? 0 : ends[low - 1]))
    }

    /// Row `row`: its spans, within `width` columns; empty past the end.
    func row(_ row: Int) -> [Span] {
        guard let (index, offset) = entry(at: row) else { return [] }
        switch entries[index] {
        case .header(let header):
            return [Span(TextWidth.truncate(header, to: width), DiffStyle.hunkHeader)]
        case .block(let rows):
            return Self.fitted(rows[offset], to: width)
        case .line(let hunk, let lineIndex, _):
            let line = file.hunks[hunk].lines[lineIndex]
            var gutter = String(repeating: " ", count: 2 * numberWidth + 2)
            if offset == 0 {
                func number(_ value: Int?) -> String {
                    TextWidth.fit(value.map(String.init) ?? "", to: numberWidth, alignRight: true)
                }
                gutter = number(line.oldNumber) + " " + number(line.newNumber) + " "
            }
            let spans = [
                Span(gutter, DiffStyle.lineNumber),
                Span(DiffStyle.symbol(line.kind) + " ", DiffStyle.mark(line.kind)),
                Span(text(of: line, row: offset, entry: index), DiffStyle.text(line.kind)),
            ]
            return Self.fitted(spans, to: width)
        }
    }

    /// The rows in `range` (clamped to the layout).
    func rows(_ range: Range<Int>) -> [[Span]] {
        range.clamped(to: 0..<rowCount).map(row)
    }

    /// The part of `line`'s text on its row `row`.
    private func text(of line: DiffLine, row: Int, entry: Int) -> String {
        let text = line.text
        let count = text.text.utf8.count
        if mode == .cut {
            guard text.columns > textWidth else { return text.text }
            return text.slice(0, text.end(from: 0, columns: textWidth - 1)) + TextWidth.ellipsis
        }
        if let starts = breaks[entry] {
            let start = row == 0 ? 0 : starts[row - 1]
            return text.slice(start, row < starts.count ? starts[row] : count)
        }
        let start = min(count, row * textWidth)
        return text.slice(start, min(count, start + textWidth))
    }

    /// `spans` cut to `width` columns, the cut marked with `…`.
    private static func fitted(_ spans: [Span], to width: Int) -> [Span] {
        var used = 0
        var fitted: [Span] = []
        for span in spans where used < width {
            let columns = TextWidth.width(of: span.text)
            if used + columns <= width {
                fitted.append(span)
                used += columns
            } else {
                var cut = span
                cut.text = TextWidth.truncate(span.text, to: width - used)
                fitted.append(cut)
                used = width
            }
        }
        return fitted
    }

    /// The first hunk's row after `row`; nil when none follows (`}`).
    func nextHunk(after row: Int) -> Int? {
        hunkRows.first { $0 > row }
    }

    /// The last hunk's row before `row`; nil when none comes before (`{`).
    func previousHunk(before row: Int) -> Int? {
        hunkRows.last { $0 < row }
    }

    /// The line a review comment at `row` would be on: nil for a header, a thread or a note.
    func position(at row: Int) -> DiffPosition? {
        guard let (index, _) = entry(at: row), case .line(let hunk, let line, _) = entries[index],
            let anchor = file.hunks[hunk].lines[line].anchor
        else { return nil }
        return DiffPosition(path: file.path, side: anchor.side, line: anchor.line)
    }

    /// The lines from row `anchor` to row `cursor` (either way round) for one comment (`V`);
    /// nil unless both are lines of the same hunk.
    func selection(from anchor: Int, to cursor: Int) -> DiffSelection? {
        let (top, bottom) = (min(anchor, cursor), max(anchor, cursor))
        guard let start = position(at: top), let end = position(at: bottom), hunk(at: top) == hunk(at: bottom)
        else { return nil }
        return DiffSelection(start: start, end: end)
    }

    /// The first row of the line `line` on `side`; nil when the diff does not show it.
    func row(of side: DiffSide, line: Int) -> Int? {
        for (index, entry) in entries.enumerated() {
            if case .line(let hunk, let lineIndex, _) = entry,
                file.hunks[hunk].lines[lineIndex].isAt(side, line)
            {
                return index == 0 ? 0 : ends[index - 1]
            }
        }
        return nil
    }

    private func hunk(at row: Int) -> Int? {
        guard let (index, _) = entry(at: row), case .line(let hunk, _, _) = entries[index] else { return nil }
        return hunk
    }
}
