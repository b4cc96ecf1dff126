import GitHubKit

/// A pull request's changed files as rows: a flat list of paths, or a tree of folders with the
/// files under them. Each file's row has its status (`A` added, `D` removed, `M` modified, `R`
/// renamed and `C` copied with "old → new", `T` mode changed), its path and `+added −removed`.
struct DiffFileList: Equatable, Sendable {
    /// How the files are shown (`g` switches).
    enum Shape: Equatable, Sendable {
        /// One row a file, paths in full, in GitHub's order.
        case flat
        /// Folders, sorted, their folders before their files; a folder of one folder is one row.
        case tree

        /// The other shape.
        var toggled: Shape { self == .flat ? .tree : .flat }
    }

    /// One row: a folder, or a file by its index in `files`.
    struct Row: Equatable, Sendable {
        /// How deep in the tree it is (0 in a flat list).
        var depth: Int
        /// The file's index in `files`; nil for a folder.
        var file: Int?
        /// The folder's path from its parent row, ending in `/`; nil for a file.
        var folder: String?
    }

    /// The most files GitHub lists for one pull request.
    static let listLimit = 3_000

    /// The files, as listed.
    let files: [DiffFile]
    /// How they are shown.
    let shape: Shape
    /// How many files the pull request changes (its `changed_files`), when known.
    let totalFiles: Int?
    /// The rows, top to bottom.
    let rows: [Row]

    /// The rows of `files` in `shape`; `totalFiles` is the pull request's count, which says
    /// whether GitHub left files out.
    init(files: [DiffFile], shape: Shape = .flat, totalFiles: Int? = nil) {
        self.files = files
        self.shape = shape
        self.totalFiles = totalFiles
        switch shape {
        case .flat: rows = files.indices.map { Row(depth: 0, file: $0) }
        case .tree: rows = Self.tree(files)
        }
    }

    /// What the list holds: how many files and lines, and that GitHub left files out when it did.
    var summary: [Span] {
        let added = files.reduce(0) { $0 + $1.additions }
        let removed = files.reduce(0) { $0 + $1.deletions }
        var spans = [
            Span("\(Format.grouped(files.count)) \(Format.noun(files.count, "file", "files")) · "),
            Span("+\(Format.grouped(added))", DiffStyle.text(.added)), Span(" "),
            Span("−\(Format.grouped(removed))", DiffStyle.text(.removed)),
        ]
        if let totalFiles, totalFiles > files.count {
            spans.append(
                Span(
                    " · GitHub lists only \(Format.grouped(files.count)) of \(Format.grouped(totalFiles)) files",
                    Style(.warning, bold: true)))
        } else if totalFiles == nil && files.count >= Self.listLimit {
            spans.append(
                Span(
                    " · GitHub lists at most \(Format.grouped(Self.listLimit)) files: there may be more",
                    Style(.warning, bold: true)))
        }
        return spans
    }

    /// Row `index` within `width` columns: the counts at the right edge.
    func line(_ index: Int, width: Int) -> [Span] {
        guard rows.indices.contains(index) else { return [] }
        let row = rows[index]
        let indent = Span(String(repeating: "  ", count: row.depth))
        guard let fileIndex = row.file else {
            return [indent, Span("▾ " + Sanitizer.clean(row.folder ?? ""), Style.strong)]
        }
        let file = files[fileIndex]
        let counts = [
            Span("+\(Format.grouped(file.additions))", DiffStyle.text(.added)), Span(" "),
            Span("−\(Format.grouped(file.deletions))", DiffStyle.text(.removed)),
        ]
        let countWidth = Span.width(of: counts)
        let status = Self.status(file.status)
        let name = shape == .flat ? Self.name(file) : Self.name(file, inFolder: true)
        let room = max(1, width - TextWidth.width(of: indent.text) - 2 - countWidth - 1)
        return [
            indent, Span(status.letter + " ", status.style),
            Span(TextWidth.fit(Sanitizer.clean(name), to: room)),
            Span(" "),
        ] + counts
    }

    /// The letter and look of `status`.
    static func status(_ status: DiffEntryStatus) -> (letter: String, style: Style) {
        switch status {
        case .added: ("A", Style(.added, bold: true))
        case .removed: ("D", Style(.removed, bold: true))
        case .modified: ("M", Style(.highlight, bold: true))
        case .renamed: ("R", Style(.accent, bold: true))
        case .copied: ("C", Style(.accent, bold: true))
        case .changed: ("T", Style.strong)
        case .unchanged, .other: ("·", Style.faint)
        }
    }

    /// `file`'s path, `old → new` for a rename or copy; in a tree, names below the file's folder.
    static func name(_ file: DiffFile, inFolder: Bool = false) -> String {
        let (folder, base) = split(file.path)
        guard let previous = file.previousPath, previous != file.path else {
            return inFolder ? base : file.path
        }
        let (oldFolder, oldBase) = split(previous)
        if !inFolder { return "\(previous) → \(file.path)" }
        return oldFolder == folder ? "\(oldBase) → \(base)" : "\(previous) → \(base)"
    }

    /// A path's folder (ending in `/`, or empty) and its last part.
    private static func split(_ path: String) -> (folder: Substring, base: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (path[...slash], String(path[path.index(after: slash)...]))
    }

    /// A folder of the tree while it is built.
    private final class Folder {
        var folders: [String: Folder] = [:]
        var files: [Int] = []
    }

    private static func tree(_ files: [DiffFile]) -> [Row] {
        let root = Folder()
        for (index, file) in files.enumerated() {
            var folder = root
            for part in file.path.split(separator: "/").dropLast() {
                let name = String(part)
                if let next = folder.folders[name] {
                    folder = next
                } else {
                    let next = Folder()
                    folder.folders[name] = next
                    folder = next
                }
            }
            folder.files.append(index)
        }
        var rows: [Row] = []
        func walk(_ folder: Folder, depth: Int) {
            for (name, child) in folder.folders.sorted(by: { $0.key < $1.key }) {
                var path = name + "/"
                var inner = child
                while inner.files.isEmpty, inner.folders.count == 1, let (next, child) = inner.folders.first {
                    path += next + "/"
                    inner = child
                }
                rows.append(Row(depth: depth, folder: path))
                walk(inner, depth: depth + 1)
            }
            let sorted = folder.files.sorted { files[$0].path < files[$1].path }
            rows += sorted.map { Row(depth: depth, file: $0) }
        }
        walk(root, depth: 0)
        return rows
    }
}
