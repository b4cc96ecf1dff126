/// The events API's events (`/users/{login}/events/public`, `/users/{login}/received_events`,
/// `/repos/{owner}/{repo}/events`), derived from indices: latest first, at most 300 per list as
/// GitHub keeps.
struct EventCatalog {
    let repos: RepoCatalog
    private var users: UserCatalog { repos.users }

    /// GitHub keeps at most this many events per list.
    static let limit = 300
    private static let types = ["PushEvent", "WatchEvent", "CreateEvent", "IssuesEvent", "ForkEvent"]

    /// `user`'s public events, in their own or starred repositories.
    func publicEvents(of user: UserRecord) -> LazyList<JSONValue> {
        let own = repos.repos(of: user)
        let starred = repos.starred(by: user)
        let count = own.count + starred.count == 0 ? 0 : min(Self.limit, 10 + user.id % 90)
        return LazyList(count: count) { offset in
            let repo =
                own.count > 0 && (starred.count == 0 || offset % 2 == 0)
                ? own.element(offset % own.count) : starred.element(offset % starred.count)
            return event(actor: user, repo: repo, serial: offset, seed: user.id)
        }
    }

    /// Events of the accounts `user` follows, in those accounts' repositories.
    func receivedEvents(of user: UserRecord) -> LazyList<JSONValue> {
        let followed = users.following(of: user)
        let repos = self.repos
        return LazyList(count: min(Self.limit, followed.count * 3)) { offset in
            let actor = followed.element(offset % followed.count)
            let owned = repos.repos(of: actor)
            let repo =
                owned.count > 0 ? owned.element(offset % owned.count) : repos.starred(by: actor).element(0)
            return event(actor: actor, repo: repo, serial: offset, seed: user.id + 1)
        }
    }

    /// Events in `repo`, by generated accounts.
    func repoEvents(of repo: RepoRecord) -> LazyList<JSONValue> {
        let users = self.users
        return LazyList(count: min(Self.limit, repo.stargazers / 10 + 5)) { offset in
            let actor = users.generated((repo.id + offset * 31) % users.pool + 1)
            return event(actor: actor, repo: repo, serial: offset, seed: repo.id)
        }
    }

    /// The `serial`-th latest event of a list, an hour and a bit apart.
    private func event(actor: UserRecord, repo: RepoRecord, serial: Int, seed: Int) -> JSONValue {
        let bits = Scramble.bits(seed &* 1_000 &+ serial, salt: 23)
        let type = Self.types[Scramble.pick(bits, shift: 0, below: Self.types.count)]
        let id = String(40_000_000_000 + (seed % 1_000_000) * 1_000 + serial)
        let created = UserCatalog.worldNow - serial * 4_000 - Scramble.pick(bits, shift: 8, below: 3_000)
        let url = "https://api.github.com"
        return .object([
            ("id", .string(id)),
            ("type", .string(type)),
            (
                "actor",
                .object([
                    ("id", .int(actor.id)), ("login", .string(actor.login)),
                    ("display_login", .string(actor.login)), ("gravatar_id", .string("")),
                    ("url", .string("\(url)/users/\(actor.login)")),
                    ("avatar_url", .string("https://avatars.githubusercontent.com/u/\(actor.id)?")),
                ])
            ),
            (
                "repo",
                .object([
                    ("id", .int(repo.id)), ("name", .string(repo.fullName)),
                    ("url", .string("\(url)/repos/\(repo.fullName)")),
                ])
            ),
            ("payload", payload(type, repo: repo, bits: bits)),
            ("public", .bool(true)),
            ("created_at", .string(Timestamp.iso8601(created))),
        ])
    }

    private func payload(_ type: String, repo: RepoRecord, bits: UInt64) -> JSONValue {
        let sha = Digest.sha1(Array("\(repo.id)-\(bits)".utf8))
        switch type {
        case "PushEvent":
            return .object([
                ("repository_id", .int(repo.id)), ("push_id", .int(Int(bits % 9_000_000_000))),
                ("ref", .string("refs/heads/\(repo.defaultBranch)")), ("head", .string(sha)),
                ("before", .string(String(sha.reversed()))),
            ])
        case "WatchEvent":
            return .object([("action", .string("started"))])
        case "CreateEvent":
            return .object([
                ("ref", .string("feature-\(bits % 100)")), ("ref_type", .string("branch")),
                ("master_branch", .string(repo.defaultBranch)), ("description", .string(repo.description)),
                ("pusher_type", .string("user")),
            ])
        case "IssuesEvent":
            return .object([
                ("action", .string("opened")),
                (
                    "issue",
                    .object([("number", .int(Int(bits % 500) + 1)), ("title", .string("Something is off"))])
                ),
            ])
        default:
            return .object([
                (
                    "forkee",
                    .object([
                        ("id", .int(Int(bits % 900_000_000))), ("full_name", .string("someone/\(repo.name)")),
                    ])
                )
            ])
        }
    }
}
