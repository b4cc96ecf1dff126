import Foundation

/// The commits of a repository, newest first: 250 on `mona/hello-world`, a few elsewhere, none in
/// an empty repository. Each is derived from the repository and its offset.
struct CommitCatalog: Sendable {
    let details: RepoDetails

    /// One commit of the history.
    struct Record: Sendable {
        var offset: Int
        var sha: String
        var message: String
        var date: Int
        /// The author's account; nil for a commit by an anonymous contributor.
        var author: UserRecord?
        var authorName: String
        var authorEmail: String
        /// The file the commit changes.
        var path: String
        var parent: String?
    }

    private var repo: RepoRecord { details.repo }

    /// The number of commits.
    var count: Int {
        guard !details.isEmpty else { return 0 }
        return repo.owner.origin == .main && repo.name == "hello-world"
            ? 250 : 3 + Scramble.pick(Scramble.bits(repo.id, salt: 31), shift: 0, below: 40)
    }

    /// The SHA of the commit at `offset` (0 = newest).
    func sha(_ offset: Int) -> String {
        Digest.sha1(Array("commit \(repo.id) \(offset)".utf8))
    }

    /// The commit at `offset` (0 = newest).
    func commit(_ offset: Int) -> Record {
        let count = self.count
        let spacing = max(60, (repo.pushedAt - repo.createdAt) / max(1, count))
        let accounts = details.contributors.elements(0..<4)
        let anonymous = details.anonymous
        let paths = ContentCatalog.filePaths(of: repo)
        var author: UserRecord?
        var name: String
        var email: String
        if offset % 7 == 6, let someone = anonymous.first {
            (name, email) = (someone.name, someone.email)
        } else {
            let account = accounts[offset % max(1, accounts.count)].user
            author = account
            (name, email) = (account.name ?? account.login, "\(account.login)@users.noreply.github.com")
        }
        let path = paths[offset % paths.count]
        return Record(
            offset: offset, sha: sha(offset),
            message: offset == count - 1 ? "Initial commit" : "Update \(path) (\(count - offset))",
            date: repo.pushedAt - offset * spacing, author: author, authorName: name, authorEmail: email,
            path: path, parent: offset + 1 < count ? sha(offset + 1) : nil)
    }

    /// The offset of the commit `ref` names: a SHA (7 characters or more), a branch or a tag.
    func offset(of ref: String) -> Int? {
        let count = self.count
        if let head = details.headOffset(ofBranch: ref, commitCount: count) { return head }
        if let tag = details.tags.firstIndex(of: ref) {
            return details.commitOffset(ofTag: tag, commitCount: count)
        }
        guard ref.count >= 7, ref.count <= 40, ref.allSatisfy(\.isHexDigit) else { return nil }
        let wanted = ref.lowercased()
        return (0..<count).first { sha($0).hasPrefix(wanted) }
    }

    /// The commit object of lists; `full` adds the stats and files of `GET …/commits/{ref}`.
    func json(_ record: Record, full: Bool) -> JSONValue {
        let api = "https://api.github.com/repos/\(repo.fullName)"
        let signature: JSONValue = .object([
            ("name", .string(record.authorName)),
            ("email", .string(record.authorEmail)),
            ("date", .string(Timestamp.iso8601(record.date))),
        ])
        let tree = Digest.sha1(Array("tree \(repo.id) \(record.offset)".utf8))
        var members: [(key: String, value: JSONValue)] = [
            ("sha", .string(record.sha)),
            ("node_id", .string(Data("06:Commit\(repo.id):\(record.sha)".utf8).base64EncodedString())),
            (
                "commit",
                .object([
                    ("author", signature),
                    ("committer", signature),
                    ("message", .string(record.message)),
                    (
                        "tree",
                        .object([("sha", .string(tree)), ("url", .string("\(api)/git/trees/\(tree)"))])
                    ),
                    ("url", .string("\(api)/git/commits/\(record.sha)")),
                    ("comment_count", .int(0)),
                    (
                        "verification",
                        .object([
                            ("verified", .bool(false)), ("reason", .string("unsigned")), ("signature", .null),
                            ("payload", .null), ("verified_at", .null),
                        ])
                    ),
                ])
            ),
            ("url", .string("\(api)/commits/\(record.sha)")),
            ("html_url", .string("https://github.com/\(repo.fullName)/commit/\(record.sha)")),
            ("comments_url", .string("\(api)/commits/\(record.sha)/comments")),
            ("author", record.author.map { $0.simpleJSON() } ?? .null),
            ("committer", record.author.map { $0.simpleJSON() } ?? .null),
            (
                "parents",
                .array(
                    record.parent.map { parent in
                        [
                            .object([
                                ("sha", .string(parent)), ("url", .string("\(api)/commits/\(parent)")),
                                ("html_url", .string("https://github.com/\(repo.fullName)/commit/\(parent)")),
                            ])
                        ]
                    } ?? [])
            ),
        ]
        if full {
            let added = 1 + record.offset % 17
            let removed = record.offset % 5
            members.append(
                (
                    "stats",
                    .object([
                        ("total", .int(added + removed)), ("additions", .int(added)),
                        ("deletions", .int(removed)),
                    ])
                ))
            members.append(
                (
                    "files",
                    .array([
                        .object([
                            ("sha", .string(Digest.sha1(Array("blob \(record.sha)".utf8)))),
                            ("filename", .string(record.path)),
                            ("status", .string(record.parent == nil ? "added" : "modified")),
                            ("additions", .int(added)), ("deletions", .int(removed)),
                            ("changes", .int(added + removed)),
                        ])
                    ])
                ))
        }
        return .object(members)
    }
}
