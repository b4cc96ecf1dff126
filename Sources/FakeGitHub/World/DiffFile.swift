/// One changed file of a pull request: its `diff-entry` object (`GET …/pulls/{n}/files`) and its
/// part of the whole diff (`Accept: application/vnd.github.diff`).
struct DiffFile: Sendable {
    var filename: String
    /// The old name of a renamed file.
    var previousFilename: String?
    /// `added`, `removed`, `modified` or `renamed`.
    var status: String
    var additions: Int
    var deletions: Int
    var hunks: [DiffHunk]
    /// Binary: no patch, and `Binary files … differ` in the diff.
    var isBinary = false
    /// Too large for the files list's `patch`; the diff still has the hunks.
    var isTooLarge = false
    /// The blob SHA after the change.
    var sha: String
    /// The blob SHA before the change.
    var oldSHA: String

    /// A file whose additions and deletions are counted from its hunks.
    init(
        _ filename: String, status: String, previous: String? = nil, hunks: [DiffHunk] = [], seed: Int,
        isBinary: Bool = false, isTooLarge: Bool = false
    ) {
        self.filename = filename
        self.previousFilename = previous
        self.status = status
        self.hunks = hunks
        self.isBinary = isBinary
        self.isTooLarge = isTooLarge
        additions = hunks.reduce(0) { $0 + $1.lines.count { $0.hasPrefix("+") } }
        deletions = hunks.reduce(0) { $0 + $1.lines.count { $0.hasPrefix("-") } }
        sha = IDs.sha(seed, salt: 53)
        oldSHA = IDs.sha(seed, salt: 79)
    }

    /// A file with the counts given, whatever its hunks say (the generic files of a pull request).
    init(
        _ filename: String, status: String, previous: String?, additions: Int, deletions: Int,
        hunks: [DiffHunk],
        sha: String
    ) {
        self.filename = filename
        self.previousFilename = previous
        self.status = status
        self.additions = additions
        self.deletions = deletions
        self.hunks = hunks
        self.sha = sha
        oldSHA = IDs.sha(sha.utf8.reduce(0) { $0 &* 31 &+ Int($1) }, salt: 79)
    }

    /// The `patch` member: nil for a binary or too large file and for a rename without changes.
    var patch: String? {
        isBinary || isTooLarge || hunks.isEmpty ? nil : hunks.map(\.text).joined(separator: "\n")
    }

    /// The `diff-entry` object, with URLs at `headSHA` of `repo` (`owner/name`).
    func json(repo: String, headSHA: String) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("sha", .string(sha)),
            ("filename", .string(filename)),
            ("status", .string(status)),
            ("additions", .int(additions)),
            ("deletions", .int(deletions)),
            ("changes", .int(additions + deletions)),
            ("blob_url", .string("https://github.com/\(repo)/blob/\(headSHA)/\(filename)")),
            ("raw_url", .string("https://github.com/\(repo)/raw/\(headSHA)/\(filename)")),
            (
                "contents_url",
                .string("https://api.github.com/repos/\(repo)/contents/\(filename)?ref=\(headSHA)")
            ),
        ]
        if let patch {
            members.append(("patch", .string(patch)))
        }
        if let previousFilename {
            members.append(("previous_filename", .string(previousFilename)))
        }
        return .object(members)
    }

    /// This file's part of the whole diff, as git writes it, ending with a newline.
    var diffText: String {
        let old = previousFilename ?? filename
        let short = (String(oldSHA.prefix(7)), String(sha.prefix(7)))
        var lines = ["diff --git a/\(old) b/\(filename)"]
        var from = "a/\(old)"
        var to = "b/\(filename)"
        switch status {
        case "added":
            lines += ["new file mode 100644", "index 0000000..\(short.1)"]
            from = "/dev/null"
        case "removed":
            lines += ["deleted file mode 100644", "index \(short.0)..0000000"]
            to = "/dev/null"
        case "renamed":
            lines += [
                "similarity index \(hunks.isEmpty ? 100 : 88)%", "rename from \(old)",
                "rename to \(filename)",
            ]
            if !hunks.isEmpty { lines.append("index \(short.0)..\(short.1) 100644") }
        default:
            lines.append("index \(short.0)..\(short.1) 100644")
        }
        if isBinary {
            lines.append("Binary files \(from) and \(to) differ")
        } else if !hunks.isEmpty {
            lines += ["--- \(from)", "+++ \(to)"] + hunks.map(\.text)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DiffFile {
    /// A line of the file's diff a review comment can sit on.
    struct Anchor: Sendable {
        /// The hunk's index in ``DiffFile/hunks``.
        var hunk: Int
        /// The line's index in that hunk's lines.
        var index: Int
        /// The line's `position`: its index in the patch, the first hunk's header being 0.
        var position: Int
        /// The line's number in the old (`LEFT`) or new (`RIGHT`) file.
        var line: Int
        var side: String
        /// The `diff_hunk` of a comment there: the hunk's header and its lines up to this one.
        var diffHunk: String
    }

    /// Where line `line` of the old (`LEFT`) or new (`RIGHT`) file is in the diff; nil when the
    /// diff does not show it on that side (GitHub: "Line could not be resolved").
    func anchor(line: Int, side: String) -> Anchor? {
        var position = 0
        for (offset, hunk) in hunks.enumerated() {
            if let index = hunk.index(ofLine: line, side: side) {
                return Anchor(
                    hunk: offset, index: index, position: position + index + 1, line: line, side: side,
                    diffHunk: ([hunk.header] + hunk.lines[...index]).joined(separator: "\n"))
            }
            position += hunk.lines.count + 1
        }
        return nil
    }

    /// The line at `position` of the patch (the deprecated way to place a comment): a removed
    /// line is on the `LEFT`, any other on the `RIGHT`; nil for a header or past the end.
    func anchor(position: Int) -> Anchor? {
        var first = 1
        for hunk in hunks {
            let index = position - first
            if (0..<hunk.lines.count).contains(index) {
                let text = hunk.lines[index]
                guard !text.hasPrefix("\\") else { return nil }
                let side = text.hasPrefix("-") ? "LEFT" : "RIGHT"
                let counted = hunk.lines[..<index].count {
                    $0.hasPrefix(" ") || $0.hasPrefix(side == "LEFT" ? "-" : "+")
                }
                return anchor(line: hunk.start(side == "LEFT" ? "-" : "+") + counted, side: side)
            }
            first += hunk.lines.count + 1
        }
        return nil
    }
}
