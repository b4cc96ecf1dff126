import Foundation

/// `GET /repos/{owner}/{repo}/pulls/{number}` with `Accept: application/vnd.github.diff` (or
/// `.patch`): the whole diff as text, built from the same files as `…/files`; a 406 with GitHub's
/// message when it is over GitHub's limits (300 files, 20,000 lines).
enum PullDiff {
    /// The text formats GitHub answers a pull request in.
    enum Format: String {
        case diff
        case patch
    }

    /// The format `accept` asks for (`application/vnd.github.diff`, `…v3.diff`, `….patch`), nil
    /// for JSON.
    static func format(accept: String?) -> Format? {
        guard let accept = accept?.lowercased() else { return nil }
        for part in accept.split(separator: ",") {
            let media = part.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? ""
            if media == "application/vnd.github.diff" || media == "application/vnd.github.v3.diff" {
                return .diff
            }
            if media == "application/vnd.github.patch" || media == "application/vnd.github.v3.patch" {
                return .patch
            }
        }
        return nil
    }

    /// The diff (or patch) of `pull`, whose changed files are `files`.
    static func answer(_ pull: IssueRecord, files: LazyList<DiffFile>, format: Format) -> RouteOutcome {
        let changes = PullChanges(files: files)
        if let limit = changes.diffRefusal {
            return .failure(
                APIError(
                    status: 406,
                    message:
                        "Sorry, the diff exceeded the \(limit). Consider using 'List pull requests files' "
                        + "API or locally cloning the repository instead.",
                    documentationURL: "\(RouteContext.docs)/pulls/pulls#list-pull-requests-files",
                    errors: [
                        .object([
                            ("resource", .string("PullRequest")), ("field", .string("diff")),
                            ("code", .string("too_large")),
                        ])
                    ]))
        }
        var text = ""
        let all = files.elements(0..<files.count)
        if format == .patch {
            text += patchHeader(pull, files: all)
        }
        for file in all {
            text += file.diffText
        }
        if format == .patch, !all.isEmpty {
            text += "--\n2.47.1\n\n"
        }
        return .document(
            status: 200, contentType: "application/vnd.github.\(format.rawValue); charset=utf-8",
            body: Data(text.utf8), etag: nil)
    }

    /// The mail header and the stat of `git format-patch`, as GitHub's `.patch` starts.
    private static func patchHeader(_ pull: IssueRecord, files: [DiffFile]) -> String {
        let name = pull.author.name ?? pull.author.login
        var lines = [
            "From \(pull.headSHA) Mon Sep 17 00:00:00 2001",
            "From: \(name) <\(pull.author.login)@users.noreply.github.com>",
            "Date: \(Timestamp.httpDate(pull.createdAt).replacingOccurrences(of: "GMT", with: "+0000"))",
            "Subject: [PATCH] \(pull.title)", "", "---",
        ]
        for file in files {
            let changes = file.isBinary ? "Bin" : String(file.additions + file.deletions)
            lines.append(" \(file.filename) | \(changes)")
        }
        let additions = files.reduce(0) { $0 + $1.additions }
        let deletions = files.reduce(0) { $0 + $1.deletions }
        lines.append(
            " \(files.count) files changed, \(additions) insertions(+), \(deletions) deletions(-)")
        lines.append("")
        return lines.joined(separator: "\n") + "\n"
    }
}
