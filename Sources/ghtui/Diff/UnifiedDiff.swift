import Foundation
import GitHubKit

/// A whole unified diff (`application/vnd.github.diff`, `git diff`, `diff -u`) read as files.
///
/// Each file starts at `diff --git` (or, in a diff without those, at a `---` line followed by a
/// `+++` line). Its header says what it is: `new file mode`, `deleted file mode`, `rename from`
/// and `rename to`, `copy from` and `copy to`, `old mode` and `new mode`, `Binary files … differ`
/// or `GIT binary patch`. Anything else before the first hunk is passed over; a file cut short
/// keeps what it has.
enum UnifiedDiff {
    /// The files of `bytes` (invalid UTF-8 is drawn as `�`).
    static func files(bytes: some Collection<UInt8>, tabWidth: Int = DiffFile.tabWidth) -> [DiffFile] {
        files(String(decoding: bytes, as: UTF8.self), tabWidth: tabWidth)
    }

    /// The files of `text`, with tab stops every `tabWidth` columns.
    static func files(_ text: String, tabWidth: Int = DiffFile.tabWidth) -> [DiffFile] {
        var files: [DiffFile] = []
        var current: FileHeader?
        let lines = DiffFile.lines(of: text)
        for (index, line) in lines.enumerated() {
            let startsPlainFile =
                current?.isGit != true && line.hasPrefix("--- ") && index + 2 < lines.count
                && lines[index + 1].hasPrefix("+++ ") && lines[index + 2].hasPrefix("@@")
            if line.hasPrefix("diff --git ") || startsPlainFile {
                if let done = current { files.append(done.file) }
                current = FileHeader(gitLine: startsPlainFile ? nil : line)
            }
            guard current != nil else { continue }
            current?.read(line, tabWidth: tabWidth)
        }
        if let done = current { files.append(done.file) }
        return files
    }

    /// What one file's header and hunks say, as they are read.
    private struct FileHeader {
        var isGit: Bool
        var gitPaths: (old: String?, new: String?)
        var oldPath: String?
        var newPath: String?
        var renameFrom: String?
        var renameTo: String?
        var isCopy = false
        var isNew = false
        var isDeleted = false
        var modeChanged = false
        var isBinary = false
        var hunks: [DiffHunk] = []

        init(gitLine: Substring?) {
            isGit = gitLine != nil
            gitPaths = gitLine.map { Self.gitPaths($0.dropFirst("diff --git ".count)) } ?? (nil, nil)
        }

        mutating func read(_ line: Substring, tabWidth: Int) {
            if line.hasPrefix("@@") {
                hunks.append(DiffHunk(header: line))
                return
            }
            if !hunks.isEmpty {
                hunks[hunks.count - 1].append(line, tabWidth: tabWidth)
                return
            }
            func value(_ prefix: String) -> String? {
                line.hasPrefix(prefix) ? Self.unquoted(line.dropFirst(prefix.count)) : nil
            }
            if let path = value("--- ") {
                oldPath = Self.stripped(path, "a/")
            } else if let path = value("+++ ") {
                newPath = Self.stripped(path, "b/")
            } else if let path = value("rename from ") ?? value("copy from ") {
                renameFrom = path
                isCopy = line.hasPrefix("copy")
            } else if let path = value("rename to ") ?? value("copy to ") {
                renameTo = path
            } else if line.hasPrefix("new file mode") {
                isNew = true
            } else if line.hasPrefix("deleted file mode") {
                isDeleted = true
            } else if line.hasPrefix("old mode") || line.hasPrefix("new mode") {
                modeChanged = true
            } else if line.hasPrefix("Binary files ") || line.hasPrefix("GIT binary patch") {
                isBinary = true
            }
        }

        /// The file read.
        var file: DiffFile {
            let old = renameFrom ?? oldPath ?? gitPaths.old
            let new = renameTo ?? newPath ?? gitPaths.new
            let path = (isDeleted ? old ?? new : new ?? old) ?? ""
            let status: DiffEntryStatus =
                if isNew { .added } else if isDeleted { .removed } else if renameFrom != nil {
                    isCopy ? .copied : .renamed
                } else if hunks.isEmpty && !isBinary && modeChanged { .changed } else { .modified }
            let lines = hunks.flatMap(\.lines)
            let content: DiffFile.Content =
                if isBinary { .binary } else if !hunks.isEmpty { .text(hunks) } else if renameFrom != nil {
                    .moved
                } else { .empty }
            return DiffFile(
                path: path, previousPath: renameFrom, status: status,
                additions: lines.count { $0.kind == .added }, deletions: lines.count { $0.kind == .removed },
                content: content)
        }

        /// The two paths of `a/OLD b/NEW`; when unquoted names hold spaces, the split that gives
        /// the same name twice, else the one at the first ` b/`.
        private static func gitPaths(_ text: Substring) -> (String?, String?) {
            if text.hasPrefix("\"") {
                guard let close = closingQuote(text) else { return (nil, nil) }
                let old = unquoted(text[...close])
                let rest = text[text.index(after: close)...].drop { $0 == " " }
                return (stripped(old, "a/"), stripped(unquoted(rest), "b/"))
            }
            let utf8 = Array(text.utf8)
            if utf8.count % 2 == 1 {
                let half = utf8.count / 2
                let old = String(decoding: utf8[..<half], as: UTF8.self)
                let new = String(decoding: utf8[(half + 1)...], as: UTF8.self)
                if old.dropFirst(2) == new.dropFirst(2) { return (stripped(old, "a/"), stripped(new, "b/")) }
            }
            guard let split = text.range(of: " b/") else { return (stripped(String(text), "a/"), nil) }
            return (stripped(String(text[..<split.lowerBound]), "a/"), String(text[split.upperBound...]))
        }

        /// `path` without `prefix`; nil for `/dev/null`.
        private static func stripped(_ path: String, _ prefix: String) -> String? {
            if path == "/dev/null" { return nil }
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }

        /// Where the quoted name that `text` starts with ends.
        private static func closingQuote(_ text: Substring) -> Substring.Index? {
            var index = text.index(after: text.startIndex)
            while index < text.endIndex {
                if text[index] == "\\" {
                    index = text.index(after: index)
                } else if text[index] == "\"" {
                    return index
                }
                if index < text.endIndex { index = text.index(after: index) }
            }
            return nil
        }

        /// A path as git writes it: in C quotes (`"a/t\303\251st"`) when it holds unusual bytes,
        /// else plain up to a tab (where `diff -u` puts the date).
        private static func unquoted(_ text: Substring) -> String {
            guard text.hasPrefix("\""), text.count >= 2 else {
                return String(text.prefix { $0 != "\t" })
            }
            var bytes: [UInt8] = []
            var input = Array(text.utf8.dropFirst())
            if input.last == UInt8(ascii: "\"") { input.removeLast() }
            var index = 0
            while index < input.count {
                let byte = input[index]
                index += 1
                guard byte == UInt8(ascii: "\\"), index < input.count else {
                    bytes.append(byte)
                    continue
                }
                let escaped = input[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 where index < input.count && (0x30...0x37).contains(input[index]) {
                        value = value * 8 + Int(input[index] - 0x30)
                        index += 1
                    }
                    bytes.append(UInt8(truncatingIfNeeded: value))
                default: bytes.append(escaped)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
