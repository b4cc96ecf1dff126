import GitHubKit

/// A set of changed files, a pull request's or a commit's: a list of them (flat or a tree, `t`)
/// with a cursor, and the file opened with `Enter` or `→` shown as its diff, which `]`/`[` move
/// through file by file, `}`/`{` hunk by hunk, `w` wraps or cuts, and `V` selects lines in.
struct ChangesPane: Equatable, Sendable {
    /// The file shown as its diff.
    struct OpenFile: Equatable, Sendable {
        /// Its index in `files`.
        var index: Int
        /// Its rows at the pane's width; built when the file, its threads, the width or the mode
        /// changes, never per key.
        var layout: DiffLayout
        /// The selected row.
        var cursor = 0
        /// The first row on screen.
        var top = 0
        /// Where `V` started a selection of lines, if it did.
        var anchor: Int?

        static func == (lhs: OpenFile, rhs: OpenFile) -> Bool {
            (lhs.index, lhs.cursor, lhs.top, lhs.anchor) == (rhs.index, rhs.cursor, rhs.top, rhs.anchor)
                && (lhs.layout.width, lhs.layout.mode, lhs.layout.rowCount)
                    == (rhs.layout.width, rhs.layout.mode, rhs.layout.rowCount)
                && lhs.layout.file == rhs.layout.file
        }
    }

    /// The files as loaded.
    private(set) var list = DiffFileList(files: [])
    /// How many files the pull request or commit changes, when known: says whether GitHub left
    /// some out.
    var totalFiles: Int? {
        didSet { list = DiffFileList(files: list.files, shape: list.shape, totalFiles: totalFiles) }
    }
    /// The selected row of the list.
    private(set) var cursor = 0
    /// The list's first row on screen.
    private(set) var scroll = 0
    /// The file shown as its diff; nil while the list shows.
    private(set) var open: OpenFile?
    /// Long lines wrapped or cut.
    private(set) var mode: DiffLayout.Mode = .wrap
    /// Review comment threads by path, drawn under their lines.
    private(set) var threads: [String: [DiffThread]] = [:]
    /// The columns and rows the pane has.
    private(set) var width = 78
    private(set) var height = 20

    /// The files.
    var files: [DiffFile] { list.files }

    /// Adds files as GitHub listed them, after those already loaded.
    mutating func append(_ entries: [DiffEntry]) {
        list = DiffFileList(
            files: list.files + entries.map { DiffFile(entry: $0) }, shape: list.shape, totalFiles: totalFiles
        )
        keepCursorVisible()
    }

    /// Puts the review comment threads in place, redrawing the open file with them.
    mutating func setThreads(_ threads: [String: [DiffThread]]) {
        guard threads != self.threads else { return }
        self.threads = threads
        if let open { show(open.index, keepingRow: true) }
    }

    /// Fits the pane to `width` × `height` cells (a diff's title row included).
    mutating func layOut(width: Int, height: Int) {
        let changed = width != self.width
        self.width = max(10, width)
        self.height = max(2, height)
        if changed, let open { show(open.index, keepingRow: true) }
        keepCursorVisible()
    }

    /// The rows of the diff under its title.
    var diffRows: Int { DiffView.bodyHeight(height) }

    /// The file under the list's cursor.
    var selectedFile: Int? {
        list.rows.indices.contains(cursor) ? list.rows[cursor].file : nil
    }

    /// The lines a review comment would be on: the `V` selection, else the cursor's line; nil
    /// on a header, a thread or a note, or with no file open.
    var commentTarget: DiffSelection? {
        guard let open else { return nil }
        if let anchor = open.anchor { return open.layout.selection(from: anchor, to: open.cursor) }
        return open.layout.position(at: open.cursor).map { DiffSelection(start: $0, end: $0) }
    }

    /// Moves as `command` says; false when the command is not the pane's.
    mutating func update(_ command: KeyCommand?) -> Bool {
        guard var open else { return updateList(command) }
        let page = max(1, diffRows - 1)
        switch command {
        case .down?: open.cursor += 1
        case .up?: open.cursor -= 1
        case .scrollDown?: open.cursor += KeyCommand.scrollRows
        case .scrollUp?: open.cursor -= KeyCommand.scrollRows
        case .pageDown?: open.cursor += page
        case .pageUp?: open.cursor -= page
        case .top?: open.cursor = 0
        case .bottom?: open.cursor = open.layout.rowCount - 1
        case .nextHunk?:
            guard let row = open.layout.nextHunk(after: open.cursor) else { return true }
            open.cursor = row
            open.top = row
        case .previousHunk?:
            guard let row = open.layout.previousHunk(before: open.cursor) else { return true }
            open.cursor = row
            open.top = row
        case .nextFile?:
            if open.index + 1 < files.count { show(open.index + 1) }
            return true
        case .previousFile?:
            if open.index > 0 { show(open.index - 1) }
            return true
        case .toggleWrap?:
            mode = mode.toggled
            show(open.index, keepingRow: true)
            return true
        case .selectLines?:
            open.anchor = open.anchor == nil ? open.cursor : nil
        case .back?:
            if open.anchor != nil {
                open.anchor = nil
            } else {
                self.open = nil
                return true
            }
        default: return false
        }
        open.cursor = max(0, min(open.cursor, open.layout.rowCount - 1))
        if open.cursor < open.top { open.top = open.cursor }
        if open.cursor >= open.top + diffRows { open.top = open.cursor - diffRows + 1 }
        open.top = max(0, min(open.top, max(0, open.layout.rowCount - diffRows)))
        self.open = open
        return true
    }

    private mutating func updateList(_ command: KeyCommand?) -> Bool {
        switch command {
        case .down?: cursor += 1
        case .up?: cursor -= 1
        case .scrollDown?: cursor += KeyCommand.scrollRows
        case .scrollUp?: cursor -= KeyCommand.scrollRows
        case .pageDown?: cursor += listRows
        case .pageUp?: cursor -= listRows
        case .top?: cursor = 0
        case .bottom?: cursor = list.rows.count - 1
        case .toggleTree?:
            let file = selectedFile
            list = DiffFileList(files: list.files, shape: list.shape.toggled, totalFiles: totalFiles)
            cursor = file.flatMap { file in list.rows.firstIndex { $0.file == file } } ?? 0
        case .open?, .nextFile?:
            guard let file = selectedFile else { return true }
            show(file)
        default: return false
        }
        keepCursorVisible()
        return true
    }

    /// The rows the list shows under its summary.
    var listRows: Int { max(1, height - 1) }

    /// Selects list row `row` (a click); a click on the selected row opens its file.
    mutating func click(row: Int) {
        let index = scroll + row
        guard index < list.rows.count else { return }
        if index == cursor { _ = update(.open) } else { cursor = index }
        keepCursorVisible()
    }

    /// Opens file `index`, at its top or, with `keepingRow`, at the row it was on.
    private mutating func show(_ index: Int, keepingRow: Bool = false) {
        let layout = DiffLayout(
            files[index], threads: threads[files[index].path] ?? [], width: width, mode: mode)
        var shown = OpenFile(index: index, layout: layout)
        if keepingRow, let open, open.index == index {
            shown.cursor = min(open.cursor, max(0, layout.rowCount - 1))
            shown.top = min(open.top, max(0, layout.rowCount - diffRows))
        }
        open = shown
        if let row = list.rows.firstIndex(where: { $0.file == index }) { cursor = row }
        keepCursorVisible()
    }

    private mutating func keepCursorVisible() {
        cursor = max(0, min(cursor, list.rows.count - 1))
        if cursor < scroll { scroll = cursor }
        if cursor >= scroll + listRows { scroll = cursor - listRows + 1 }
        scroll = max(0, min(scroll, max(0, list.rows.count - listRows)))
    }
}
