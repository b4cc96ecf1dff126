/// The job log viewer's state: which lines are rows (sections fold), where the cursor and the
/// view are, whether timestamps show, and the search. The keys' methods are pure and cheap:
/// a move is arithmetic, a fold rebuilds `rows` (one pass over the line kinds) and a search
/// reads the log once.
///
/// A failed job's log opens at its first error (`JobLog.firstError()`), its section unfolded;
/// every other section starts folded.
struct LogViewer: Equatable, Sendable {
    /// The log.
    let log: JobLog
    /// The lines shown, a row each, in order: a folded section is its header alone, and
    /// `##[endgroup]` lines are never shown.
    private(set) var rows: [UInt32] = []
    /// The sections unfolded, by index in `log.groups`; the others are folded.
    private(set) var unfolded: Set<Int> = []
    /// The row the cursor is on.
    private(set) var cursor = 0
    /// The first row in view.
    private(set) var top = 0
    /// How many rows the view shows.
    private(set) var height: Int
    /// Whether lines show their timestamps (`t`).
    private(set) var showsTimestamps = false
    /// The last search, if any.
    private(set) var search: LogSearch?

    /// The viewer of `log` in a view `height` rows high; at the first error when `failed`, else
    /// at the top.
    init(log: JobLog, height: Int = 20, failed: Bool = true) {
        self.log = log
        self.height = max(1, height)
        rebuild()
        if failed, let error = log.firstError() { go(toLine: error) }
    }

    /// The line the cursor is on; nil for an empty log.
    var cursorLine: Int? { rows.indices.contains(cursor) ? Int(rows[cursor]) : nil }

    /// Fits the view to `height` rows, keeping the cursor in it.
    mutating func resize(height: Int) {
        self.height = max(1, height)
        reveal()
    }

    /// Moves the cursor `count` rows down (up when negative).
    mutating func move(by count: Int) {
        cursor = clamped(cursor + count)
        reveal()
    }

    /// Moves the view and the cursor `count` pages down (up when negative).
    mutating func page(by count: Int) {
        top = min(max(0, top + count * height), max(0, rows.count - height))
        cursor = clamped(cursor + count * height)
        reveal()
    }

    /// Goes to the first row.
    mutating func toTop() {
        cursor = 0
        top = 0
    }

    /// Goes to the last row (`G`).
    mutating func toEnd() {
        cursor = clamped(rows.count - 1)
        top = max(0, rows.count - height)
    }

    /// Folds or unfolds the section at the cursor (`Enter`): on a header its own, inside an
    /// unfolded section that one, leaving the cursor on its header.
    mutating func toggleFold() {
        guard let line = cursorLine else { return }
        let target: Int
        if let group = log.group(headedBy: line) {
            if unfolded.remove(group) == nil { unfolded.insert(group) }
            target = line
        } else if let group = log.group(containing: line), unfolded.contains(group) {
            unfolded.remove(group)
            target = log.groups[group].header
        } else {
            return
        }
        let offset = cursor - top
        rebuild()
        cursor = row(ofLine: target)
        top = max(0, cursor - offset)
        reveal()
    }

    /// Shows or hides the timestamps (`t`).
    mutating func toggleTimestamps() {
        showsTimestamps.toggle()
    }

    /// Searches for `query` (`/`) and goes to the first match at or after the cursor, wrapping
    /// around; an empty query ends the search.
    mutating func find(_ query: String) {
        guard !query.isEmpty else {
            search = nil
            return
        }
        let search = LogSearch(query, in: log)
        self.search = search
        guard let line = cursorLine, !search.lines.isEmpty else { return }
        let next = search.lines.firstIndex { $0 >= line } ?? 0
        go(toMatch: next)
    }

    /// Goes to the next line that matches (`n`), wrapping around to the first.
    mutating func nextMatch() {
        guard let search, !search.lines.isEmpty, let line = cursorLine else { return }
        go(toMatch: search.lines.firstIndex { $0 > line } ?? 0)
    }

    /// Goes to the previous line that matches (`N`), wrapping around to the last.
    mutating func previousMatch() {
        guard let search, !search.lines.isEmpty, let line = cursorLine else { return }
        go(toMatch: search.lines.lastIndex { $0 < line } ?? search.lines.count - 1)
    }

    /// The row that shows `line`: its own, or its folded section's header.
    func row(ofLine line: Int) -> Int {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] <= line { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// Goes to match `index` of the search, unfolding its section.
    private mutating func go(toMatch index: Int) {
        guard let line = search?.lines[index] else { return }
        search?.current = index
        go(toLine: Int(line))
    }

    /// Puts the cursor on `line`, unfolding its section; a line out of view comes into it a
    /// third of the way down, with what led to it above.
    private mutating func go(toLine line: Int) {
        if let group = log.group(containing: line), !unfolded.contains(group) {
            unfolded.insert(group)
            rebuild()
        }
        cursor = row(ofLine: line)
        if cursor < top || cursor >= top + height {
            top = max(0, cursor - height / 3)
        }
        reveal()
    }

    /// Keeps the cursor in view and the view within the rows.
    private mutating func reveal() {
        cursor = clamped(cursor)
        if cursor < top { top = cursor }
        if cursor >= top + height { top = cursor - height + 1 }
        top = max(0, min(top, rows.count - height))
    }

    private func clamped(_ row: Int) -> Int {
        min(max(0, row), max(0, rows.count - 1))
    }

    /// Lays the lines out as rows for the sections unfolded now.
    private mutating func rebuild() {
        var rows: [UInt32] = []
        var line = 0
        var group = 0
        let groups = log.groups
        while line < log.lineCount {
            if group < groups.count, groups[group].header == line {
                rows.append(UInt32(line))
                line = unfolded.contains(group) ? line + 1 : groups[group].end
                group += 1
                continue
            }
            if log.kind(ofLine: line) != .endGroup { rows.append(UInt32(line)) }
            line += 1
        }
        // Growing may have left up to half unused: a 20 MB log has 300,000 lines.
        self.rows =
            rows.capacity > rows.count + rows.count / 4 ? rows.withUnsafeBufferPointer { Array($0) } : rows
    }
}
