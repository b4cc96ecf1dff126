import GitHubKit

/// One changed file of a pull request, ready to lay out: what kind of change it is and, for
/// text, its hunks.
///
/// Built from GitHub's `diff-entry` (`init(entry:)`) or from a whole unified diff
/// (`UnifiedDiff.files`). Every line's text has been through `Sanitizer`, with tabs expanded.
struct DiffFile: Equatable, Sendable {
    /// What the file's change can show.
    enum Content: Equatable, Sendable {
        /// Lines changed, in hunks.
        case text([DiffHunk])
        /// A binary file: no lines to show.
        case binary
        /// Changed, but GitHub sent no patch because it is too large.
        case tooLarge
        /// Renamed or copied without changes to its lines.
        case moved
        /// No lines changed (a mode change, an empty file).
        case empty
    }

    /// Tab stops every this many columns unless a caller says otherwise.
    static let tabWidth = 8

    /// The path after the change (before it, for a removed file); as GitHub sent it, for
    /// commenting. Sanitize it to draw it.
    var path: String
    /// The path before a rename or copy.
    var previousPath: String?
    /// What the change does to the file.
    var status: DiffEntryStatus
    /// Lines added.
    var additions: Int
    /// Lines removed.
    var deletions: Int
    /// What can be shown of it.
    var content: Content

    /// A file as given.
    init(
        path: String, previousPath: String? = nil, status: DiffEntryStatus, additions: Int, deletions: Int,
        content: Content
    ) {
        self.path = path
        self.previousPath = previousPath
        self.status = status
        self.additions = additions
        self.deletions = deletions
        self.content = content
    }

    /// The file GitHub's `entry` describes, its patch parsed with tab stops every `tabWidth`.
    ///
    /// GitHub leaves the patch out of binary files and of files too large for one: a file with
    /// no patch and changed lines is too large, a rename or copy with none is moved, a mode
    /// change or an added or removed file without lines is empty (GitHub's list does not say
    /// whether such a file is binary), and any other is binary.
    init(entry: DiffEntry, tabWidth: Int = DiffFile.tabWidth) {
        let status = entry.status ?? .modified
        let changes = entry.changes ?? (entry.additions ?? 0) + (entry.deletions ?? 0)
        let content: Content
        if let patch = entry.patch, !patch.isEmpty {
            content = .text(Self.hunks(of: patch, tabWidth: tabWidth))
        } else if changes > 0 {
            content = .tooLarge
        } else {
            switch status {
            case .renamed, .copied: content = .moved
            case .modified: content = .binary
            default: content = .empty
            }
        }
        self.init(
            path: entry.filename, previousPath: entry.previousFilename, status: status,
            additions: entry.additions ?? 0, deletions: entry.deletions ?? 0, content: content)
    }

    /// The hunks of a file's `patch` (GitHub's `patch` member: hunks only). Lines before the
    /// first header are kept in a hunk without one.
    static func hunks(of patch: String, tabWidth: Int = DiffFile.tabWidth) -> [DiffHunk] {
        var hunks: [DiffHunk] = []
        for line in lines(of: patch) {
            if line.hasPrefix("@@") {
                hunks.append(DiffHunk(header: line))
            } else {
                if hunks.isEmpty { hunks.append(DiffHunk(header: nil)) }
                hunks[hunks.count - 1].append(line, tabWidth: tabWidth)
            }
        }
        return hunks
    }

    /// The lines of `text`, split at line feeds only (a CR before one stays, to be drawn), without
    /// the empty piece after a final line feed.
    static func lines(of text: String) -> [Substring] {
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The hunks, for text; none otherwise.
    var hunks: [DiffHunk] {
        if case .text(let hunks) = content { hunks } else { [] }
    }

    /// How many lines the hunks have.
    var lineCount: Int { hunks.reduce(0) { $0 + $1.lines.count } }

    /// What is shown instead of lines when there are none: why there are none (sanitized).
    var explanation: String? {
        switch content {
        case .text: lineCount == 0 ? "No lines changed." : nil
        case .binary: "Binary file: not shown."
        case .tooLarge:
            "Too large to show: GitHub sends no patch for it (+\(Format.grouped(additions)) "
                + "−\(Format.grouped(deletions)))."
        case .moved:
            "\(status == .copied ? "Copied" : "Renamed") without changes from \(Sanitizer.clean(previousPath ?? "another path"))."
        case .empty:
            switch status {
            case .changed: "Only the file mode changed."
            // GitHub's files list says the same of an empty file and of a binary one.
            case .added, .removed: "No lines to show: an empty file, or a binary one."
            default: "No lines changed."
            }
        }
    }
}
