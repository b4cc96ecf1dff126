/// The organizations of a ``World``: `acme-corp` (also an account in ``UserCatalog``) and two more
/// that only the organization routes know, each with public members drawn from the users and
/// repositories of its own.
struct OrgCatalog: Sendable {
    let users: UserCatalog
    let repos: RepoCatalog

    /// Organizations that are not in the user catalog: one busy, one empty.
    private var extras: [UserRecord] {
        [
            UserRecord(
                origin: .special, login: "octo-org", id: 5_000_101, isOrganization: true, name: "Octo Org",
                company: nil, blog: "https://octo-org.example.com", location: "The Sea",
                email: nil, bio: "Eight arms, many repositories.", publicRepos: 40, followers: 12,
                createdAt: 1_350_000_000, updatedAt: 1_740_000_000),
            UserRecord(
                origin: .special, login: "ghost-org", id: 5_000_102, isOrganization: true, name: nil,
                company: nil, blog: "", location: nil, email: nil, bio: nil, publicRepos: 0,
                createdAt: 1_600_000_000, updatedAt: 1_600_000_000),
        ]
    }

    /// The organization `login`, case-insensitively; nil for users and unknown logins.
    func org(login: String) -> UserRecord? {
        if let user = users.user(login: login) { return user.isOrganization ? user : nil }
        return extras.first { $0.login == login.lowercased() }
    }

    /// Members who made their membership public: the main user and a few specials first, then
    /// generated users.
    func publicMembers(of org: UserRecord) -> LazyList<UserRecord> {
        let (named, generatedCount): ([String], Int) =
            switch org.login {
            case "acme-corp": ([World.mainLogin, "zhang-wei"], 43)
            case "octo-org": ([World.mainLogin, "emoji-fan", "nullish"], 150)
            default: ([], 0)
            }
        let users = self.users
        let firsts = named.compactMap { users.user(login: $0) }
        let seed = org.id % 97
        return LazyList(count: firsts.count + min(generatedCount, users.pool - seed)) { offset in
            offset < firsts.count ? firsts[offset] : users.generated(seed + offset - firsts.count + 1)
        }
    }

    /// `owner/name` for the organizations the user catalog does not know (their repositories are
    /// all `<word>-<index>`), else the repository catalog's answer.
    func repo(owner login: String, name: String) -> RepoRecord? {
        if let repo = repos.repo(owner: login, name: name) { return repo }
        guard let owner = extras.first(where: { $0.login == login.lowercased() }),
            let dash = name.lastIndex(of: "-"), let index = Int(name[name.index(after: dash)...]),
            (0..<owner.publicRepos).contains(index)
        else { return nil }
        let candidate = repos.repo(of: owner, index: index)
        return candidate.name.lowercased() == name.lowercased() ? candidate : nil
    }

    /// GitHub's `organization-simple` object, as lists of organizations carry it.
    static func simpleJSON(_ org: UserRecord) -> [(key: String, value: JSONValue)] {
        let url = "https://api.github.com/orgs/\(org.login)"
        return [
            ("login", .string(org.login)),
            ("id", .int(org.id)),
            ("node_id", .string(org.nodeID)),
            ("url", .string(url)),
            ("repos_url", .string("\(url)/repos")),
            ("events_url", .string("\(url)/events")),
            ("hooks_url", .string("\(url)/hooks")),
            ("issues_url", .string("\(url)/issues")),
            ("members_url", .string("\(url)/members{/member}")),
            ("public_members_url", .string("\(url)/public_members{/member}")),
            ("avatar_url", .string("https://avatars.githubusercontent.com/u/\(org.id)?v=4")),
            ("description", .string(org.bio)),
        ]
    }

    /// The `organization-full` object of `GET /orgs/{org}`: the simple one and the profile.
    func fullJSON(_ org: UserRecord) -> JSONValue {
        .object(
            Self.simpleJSON(org) + [
                ("name", .string(org.name)),
                ("company", .string(org.company)),
                ("blog", .string(org.blog)),
                ("location", .string(org.location)),
                ("email", .string(org.email)),
                ("twitter_username", .string(org.twitterUsername)),
                ("is_verified", .bool(org.login == "acme-corp")),
                ("has_organization_projects", .bool(true)),
                ("has_repository_projects", .bool(true)),
                ("public_repos", .int(org.publicRepos)),
                ("public_gists", .int(org.publicGists)),
                ("followers", .int(org.followers)),
                ("following", .int(org.following)),
                ("html_url", .string("https://github.com/\(org.login)")),
                ("created_at", .string(Timestamp.iso8601(org.createdAt))),
                ("updated_at", .string(Timestamp.iso8601(org.updatedAt))),
                ("archived_at", .null),
                ("type", .string("Organization")),
            ])
    }
}

extension World {
    /// The world's organizations.
    var orgs: OrgCatalog { OrgCatalog(users: users, repos: repos) }

    /// The account `login`, a user's or an organization's (`/users/{login}` answers both).
    func account(login: String) -> UserRecord? {
        users.user(login: login) ?? orgs.org(login: login)
    }
}
