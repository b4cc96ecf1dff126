/// The one issue of `mona/long-thread` (an ``OddRepos`` repository): open, with 10,000
/// comments generated one at a time from their position, so a page never builds the rest.
///
/// The issue's body and its first comment hold what a renderer must survive: Markdown nested
/// deeply, and escape sequences (colour, a window title, a cursor move) in code blocks.
enum LongThread {
    /// How many comments the issue has.
    static let commentCount = 10_000
    /// Escape sequences a terminal would obey if they reached it.
    static let escapes = "\u{1B}[31mRED\u{1B}[0m \u{1B}]0;pwned\u{07} \u{1B}[2J\u{1B}[H cleared"

    /// Markdown nested `depth` levels deep: quotes within list items, then a code block with
    /// ``escapes`` in it.
    static func nested(depth: Int) -> String {
        var text = ""
        for level in 0..<depth {
            text += String(repeating: "  ", count: level) + "- level \(level + 1)\n"
        }
        text += "\n" + String(repeating: "> ", count: depth) + "quoted deep\n\n"
        text += "```\nprintf '\(escapes)'\n```\n"
        return text
    }

    /// The issue's API URL in `repo`.
    private static func apiURL(_ repo: RepoRecord) -> String {
        "https://api.github.com/repos/\(repo.fullName)/issues/1"
    }

    /// The issue.
    static func issueJSON(_ repo: RepoRecord, world: World) -> JSONValue {
        let created = UserCatalog.worldNow - 400 * 86_400
        let html = "https://github.com/\(repo.fullName)/issues/1"
        return .object([
            ("url", .string(apiURL(repo))),
            ("repository_url", .string("https://api.github.com/repos/\(repo.fullName)")),
            ("comments_url", .string("\(apiURL(repo))/comments")),
            ("html_url", .string(html)),
            ("id", .int(991_000_001)),
            ("node_id", .string(IDs.nodeID("I_", 991_000_001))),
            ("number", .int(1)),
            ("title", .string("A very long conversation")),
            ("user", world.users.main.simpleJSON()),
            ("labels", .array([])),
            ("state", .string("open")),
            ("locked", .bool(false)),
            ("assignee", .null),
            ("assignees", .array([])),
            ("milestone", .null),
            ("comments", .int(commentCount)),
            ("created_at", .string(Timestamp.iso8601(created))),
            ("updated_at", .string(Timestamp.iso8601(UserCatalog.worldNow - 3600))),
            ("closed_at", .null),
            ("author_association", .string("OWNER")),
            ("body", .string("Ten thousand comments follow.\n\n" + nested(depth: 12))),
            ("reactions", IssueRecord.rollup([7, 0, 0, 2, 0, 3, 0, 0], url: "\(apiURL(repo))/reactions")),
        ])
    }

    /// Comment `offset` (0 is the oldest).
    static func commentJSON(_ repo: RepoRecord, offset: Int, world: World) -> JSONValue {
        let id = 991_100_000 + offset + 1
        let url = "https://api.github.com/repos/\(repo.fullName)/issues/comments/\(id)"
        let created = UserCatalog.worldNow - 400 * 86_400 + (offset + 1) * 3000
        let body =
            offset == 0
            ? "Escapes must not reach the terminal:\n\n" + nested(depth: 40)
            : "Comment number \(offset + 1) of \(commentCount)."
        return .object([
            ("url", .string(url)),
            ("html_url", .string("https://github.com/\(repo.fullName)/issues/1#issuecomment-\(id)")),
            ("issue_url", .string(apiURL(repo))),
            ("id", .int(id)),
            ("node_id", .string(IDs.nodeID("IC_", id))),
            ("user", world.users.generated(offset % 50 + 1).simpleJSON()),
            ("created_at", .string(Timestamp.iso8601(created))),
            ("updated_at", .string(Timestamp.iso8601(created))),
            ("author_association", .string("NONE")),
            ("body", .string(body)),
            (
                "reactions",
                IssueRecord.rollup([offset % 3, 0, 0, 0, 0, offset % 2, 0, 0], url: "\(url)/reactions")
            ),
        ])
    }
}
