/// The public gists of a ``World``: each account has `publicGists` of them, newest first, and
/// `/gists/public` lists the newest gist of the first generated users that have any.
///
/// A gist's id spells its owner's account id and its offset in hexadecimal, so an id leads back
/// to the gist without a table.
struct GistCatalog: Sendable {
    let users: UserCatalog

    /// The number of gists `/gists/public` lists.
    static let publicCount = 300

    /// One gist: whose, and which of theirs (0 = newest).
    struct Record: Sendable {
        var owner: UserRecord
        var offset: Int

        var id: String { Self.hex(owner.id) + Self.hex(offset) }

        private static func hex(_ value: Int) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
        }
    }

    /// The gists of `owner`, newest first.
    func gists(of owner: UserRecord) -> [Record] {
        (0..<owner.publicGists).map { Record(owner: owner, offset: $0) }
    }

    /// The newest gists of everyone, newest first.
    func publicGists() -> [Record] {
        var result: [Record] = []
        var index = 1
        while result.count < Self.publicCount, index <= users.pool {
            let owner = users.generated(index)
            if owner.publicGists > 0 { result.append(Record(owner: owner, offset: 0)) }
            index += 1
        }
        return result
    }

    /// The gist `id` names, when it exists.
    func gist(id: String) -> Record? {
        guard id.count == 32, let ownerID = Int(id.prefix(16), radix: 16),
            let offset = Int(id.suffix(16), radix: 16),
            let owner = users.user(id: ownerID), (0..<owner.publicGists).contains(offset)
        else { return nil }
        return Record(owner: owner, offset: offset)
    }

    /// When the gist last changed: newer for earlier generated users, so `/gists/public` is in order.
    func updatedAt(_ gist: Record) -> Int {
        let rank =
            if case .generated(let index) = gist.owner.origin { index } else { 0 }
        return UserCatalog.worldNow - 1_800 - rank * 3_600 - gist.offset * 259_200
    }

    /// The files of a gist: one to three, one of them in a language GitHub does not detect.
    private func files(_ gist: Record) -> [(name: String, language: String?, type: String, text: String)] {
        let all: [(String, String?, String, String)] = [
            ("hello.swift", "Swift", "application/x-swift", "print(\"Hello, gist \(gist.offset)!\")\n"),
            ("notes.md", "Markdown", "text/markdown", "# Notes \(gist.offset)\n\nBy \(gist.owner.login).\n"),
            ("data.xyz", nil, "text/plain", "\(gist.owner.id),\(gist.offset)\n"),
        ]
        // By name, as GitHub sends a gist's files.
        return all.prefix(1 + (gist.owner.id + gist.offset) % 3).sorted { $0.0 < $1.0 }
    }

    /// The `base-gist` object; `full` adds each file's content, as `GET /gists/{id}` does.
    func json(_ gist: Record, full: Bool) -> JSONValue {
        let api = "https://api.github.com/gists/\(gist.id)"
        let updated = updatedAt(gist)
        let files: [(key: String, value: JSONValue)] = files(gist).map { file in
            var members: [(key: String, value: JSONValue)] = [
                ("filename", .string(file.name)),
                ("type", .string(file.type)),
                ("language", .string(file.language)),
                (
                    "raw_url",
                    .string(
                        "https://gist.githubusercontent.com/\(gist.owner.login)/\(gist.id)/raw/\(file.name)")
                ),
                ("size", .int(file.text.utf8.count)),
            ]
            if full {
                members.append(("truncated", .bool(false)))
                members.append(("content", .string(file.text)))
            }
            return (file.name, .object(members))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("url", .string(api)),
            ("forks_url", .string("\(api)/forks")),
            ("commits_url", .string("\(api)/commits")),
            ("id", .string(gist.id)),
            ("node_id", .string("G_\(gist.id)")),
            ("git_pull_url", .string("https://gist.github.com/\(gist.id).git")),
            ("git_push_url", .string("https://gist.github.com/\(gist.id).git")),
            ("html_url", .string("https://gist.github.com/\(gist.owner.login)/\(gist.id)")),
            ("files", .object(files)),
            ("public", .bool(true)),
            ("created_at", .string(Timestamp.iso8601(updated - 86_400 * (1 + gist.offset % 9)))),
            ("updated_at", .string(Timestamp.iso8601(updated))),
            (
                "description",
                gist.offset % 4 == 3 ? .null : .string("Gist \(gist.offset) of \(gist.owner.login)")
            ),
            ("comments", .int(gist.offset % 6)),
            ("user", .null),
            ("comments_url", .string("\(api)/comments")),
            ("owner", gist.owner.simpleJSON()),
            ("truncated", .bool(false)),
        ]
        if full {
            members.append(("forks", .array([])))
            members.append(("history", .array([])))
        }
        return .object(members)
    }
}

extension World {
    /// The world's gists.
    var gists: GistCatalog { GistCatalog(users: users) }
}
