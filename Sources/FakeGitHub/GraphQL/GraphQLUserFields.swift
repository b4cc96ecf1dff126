import Foundation

/// The `user(login:)` field of a GraphQL answer: the account's basic fields and the connections
/// the query asks for (``GraphQLDocument``'s rule), with GitHub's errors for what fails.
struct GraphQLUserFields {
    let document: GraphQLDocument
    let world: World
    /// The day (days since 1970-01-01) calendars end on by default: the server's start.
    let today: Int
    /// What the caller's installation token reaches; nil for a person's token.
    let grant: AppLedger.Grant?
    /// GitHub's `errors` entries, in order.
    private(set) var errors: [JSONValue] = []

    init(document: GraphQLDocument, world: World, today: Int, grant: AppLedger.Grant? = nil) {
        self.document = document
        self.world = world
        self.today = today
        self.grant = grant
    }

    /// The connections a query may ask for; each adds a point to its cost.
    static let connections = ["followers", "repositories"]

    /// `data.user`: null with a `NOT_FOUND` error for a login nobody has.
    mutating func user() -> JSONValue {
        let login = document.argument("login", of: "user") as? String ?? ""
        guard let user = world.users.user(login: login) else {
            fail(
                "NOT_FOUND", path: ["user"], at: "user",
                "Could not resolve to a User with the login of '\(login)'.")
            return .null
        }
        var members: [(key: String, value: JSONValue)] = [
            ("login", .string(user.login)), ("name", .string(user.name)), ("databaseId", .int(user.id)),
            ("url", .string("https://github.com/\(user.login)")),
        ]
        if document.asks("pinnedItems") {
            members.append(("pinnedItems", .object([("nodes", .array(pinnedItems(of: user)))])))
        }
        if document.asks("contributionsCollection") {
            members.append(("contributionsCollection", contributions(of: user)))
        }
        if document.asks("followers") {
            members.append(
                ("followers", connection("followers", world.users.followers(of: user).map(Self.userNode))))
        }
        if document.asks("repositories") {
            members.append(
                ("repositories", connection("repositories", visibleRepos(of: user).map(Self.repoNode))))
        }
        return .object(members)
    }

    /// The account's repositories the caller sees: all of them, or those an installation's token
    /// reaches (GitHub leaves the others out of connections).
    private func visibleRepos(of user: UserRecord) -> LazyList<RepoRecord> {
        let repos = world.repos.repos(of: user)
        guard let grant else { return repos }
        guard user.login.lowercased() == grant.account else {
            return LazyList(count: 0) { repos.element($0) }
        }
        let visible = repos.elements(0..<repos.count).filter {
            IntegrationPermissions.mayRead(grant, owner: $0.owner.login, name: $0.name, below: [])
        }
        return LazyList(count: visible.count) { visible[$0] }
    }

    /// Up to six of the account's first repositories, the last place a gist when it has any.
    private func pinnedItems(of user: UserRecord) -> [JSONValue] {
        let repos = visibleRepos(of: user)
        let gists = user.publicGists > 0 ? 1 : 0
        var nodes = repos.elements(0..<min(repos.count, 6 - gists)).map(Self.repoNode)
        if gists > 0 {
            let name = String(StableHash.hash(seed: 0x6769_7374, user.login), radix: 16)
            nodes.append(
                .object([
                    ("__typename", .string("Gist")), ("name", .string(name)),
                    ("description", .string("Snippets of \(user.login)")),
                    ("url", .string("https://gist.github.com/\(user.login)/\(name)")),
                ]))
        }
        return nodes
    }

    /// `contributionsCollection { contributionCalendar }` from `from` to `to` (by day), a year up
    /// to the server's start by default; weeks run Sunday to Saturday.
    private mutating func contributions(of user: UserRecord) -> JSONValue {
        let field = "contributionsCollection"
        let toText = document.argument("to", of: field) as? String
        let fromText = document.argument("from", of: field) as? String
        let to = toText == nil ? today : toText.flatMap(Self.day)
        let from = fromText == nil ? to.map { $0 - 365 } : fromText.flatMap(Self.day)
        guard let from, let to, from <= to, to - from <= 366 else {
            fail(
                "INVALID_ARGUMENTS", path: ["user", field], at: field,
                "The total time spanned by 'from' and 'to' must not exceed 1 year, and 'from' must come first."
            )
            return .null
        }
        var weeks: [JSONValue] = []
        var week: [JSONValue] = []
        var total = 0
        for day in from...to {
            let weekday = ((day + 4) % 7 + 7) % 7
            if weekday == 0, !week.isEmpty {
                weeks.append(.object([("contributionDays", .array(week))]))
                week = []
            }
            let date = String(Timestamp.iso8601(day * 86_400).prefix(10))
            let count = ContributionRule.count(login: user.login, date: date)
            total += count
            week.append(
                .object([
                    ("date", .string(date)), ("contributionCount", .int(count)),
                    ("color", .string(ContributionRule.color(count: count))), ("weekday", .int(weekday)),
                ]))
        }
        weeks.append(.object([("contributionDays", .array(week))]))
        return .object([
            (
                "contributionCalendar",
                .object([("totalContributions", .int(total)), ("weeks", .array(weeks))])
            )
        ])
    }

    /// One page of `list` after the `after` cursor, `first` nodes long.
    private mutating func connection(_ field: String, _ list: LazyList<JSONValue>) -> JSONValue {
        guard let first = document.argument("first", of: field) as? Int, (1...100).contains(first) else {
            fail(
                "INVALID_ARGUMENTS", path: ["user", field], at: field,
                "You must provide a `first` value from 1 to 100 to properly paginate the `\(field)` connection."
            )
            return .null
        }
        var start = 0
        if let after = document.argument("after", of: field) as? String {
            guard let offset = GraphQLCursor.offset(after) else {
                fail(
                    "INVALID_CURSOR_ARGUMENTS", path: ["user", field], at: field,
                    "`\(after)` does not appear to be a valid cursor.")
                return .null
            }
            start = offset + 1
        }
        let range = min(start, list.count)..<min(start + first, list.count)
        return .object([
            ("totalCount", .int(list.count)),
            (
                "pageInfo",
                .object([
                    ("hasNextPage", .bool(range.upperBound < list.count)),
                    (
                        "endCursor",
                        range.isEmpty ? .null : .string(GraphQLCursor.cursor(range.upperBound - 1))
                    ),
                ])
            ),
            ("nodes", .array(list.elements(range))),
        ])
    }

    /// Adds an error for the field at `path`, located where `field` is in the text.
    private mutating func fail(_ type: String, path: [String], at field: String, _ message: String) {
        errors.append(
            .object([
                ("type", .string(type)), ("path", .array(path.map { .string($0) })),
                ("locations", document.location(of: field)), ("message", .string(message)),
            ]))
    }

    /// A user as a connection lists one.
    private static func userNode(_ user: UserRecord) -> JSONValue {
        .object([
            ("login", .string(user.login)), ("name", .string(user.name)), ("databaseId", .int(user.id)),
            ("avatarUrl", .string("https://avatars.githubusercontent.com/u/\(user.id)?v=4")),
            ("url", .string("https://github.com/\(user.login)")),
        ])
    }

    /// A repository as pinned items and connections list one.
    static func repoNode(_ repo: RepoRecord) -> JSONValue {
        let language: JSONValue =
            repo.language.map { .object([("name", .string($0)), ("color", .string(Self.color(of: $0)))]) }
            ?? .null
        return .object([
            ("__typename", .string("Repository")), ("name", .string(repo.name)),
            ("nameWithOwner", .string(repo.fullName)), ("description", .string(repo.description)),
            ("stargazerCount", .int(repo.stargazers)), ("forkCount", .int(repo.forks)),
            ("primaryLanguage", language), ("url", .string("https://github.com/\(repo.fullName)")),
        ])
    }

    /// A language's colour, derived from its name (GitHub's linguist colours are a long table).
    private static func color(of language: String) -> String {
        "#"
            + String(
                String(StableHash.hash(seed: 0x636F_6C6F_72, language) & 0xFF_FFFF | 0x100_0000, radix: 16)
                    .dropFirst())
    }

    /// The day number of an ISO 8601 date or date-time (`2025-06-01…`); nil when it is not one.
    static func day(_ text: String) -> Int? {
        let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard text.count >= 10, parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2])
        else {
            return nil
        }
        // Howard Hinnant's days_from_civil.
        let year = parts[1] <= 2 ? parts[0] - 1 : parts[0]
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (parts[1] + (parts[1] > 2 ? -3 : 9)) + 2) / 5 + parts[2] - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
