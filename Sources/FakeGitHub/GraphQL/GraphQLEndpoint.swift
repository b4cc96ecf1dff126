import Foundation

/// `POST /graphql`: GitHub's GraphQL API for the queries GitHubKit sends, without a GraphQL parser.
///
/// A query is answered by the fields it names (``GraphQLDocument``'s rule): `user(login:)` with
/// `pinnedItems`, `contributionsCollection`, `followers` and `repositories` under it
/// (``GraphQLUserFields``), `repository(owner:name:)` (``GraphQLRepositoryField``), `nodes(ids:)`
/// of pull requests (``GraphQLPullNodes``) and `rateLimit`; and the pull request mutations of
/// ``GraphQLPullMutations``. An installation's token sees only what its REST reads would
/// (``IntegrationPermissions``): other repositories are missing from connections and `NOT_FOUND`
/// when named. A query naming none of these `user` nor `rateLimit` gets
/// GitHub's error shape, `{"errors":[{"message":…}]}`. Like GitHub, it requires a token (401
/// without one), answers 400 to a body that is not JSON, and charges its own hourly bucket of
/// points (``Options/graphQLRateLimit``, separate from REST's): every query costs 1 point, plus
/// 1 per `followers` or `repositories` connection it asks for. A query that costs more than is
/// left gets a `RATE_LIMITED` error and costs nothing.
struct GraphQLEndpoint: Sendable {
    /// Points used per identity and hour.
    private var budget = RateLimiter()
    /// The day (since 1970-01-01) the server started: calendars end there.
    private let today = Int(Date().timeIntervalSince1970) / 86_400

    /// Whether `request` is for this endpoint.
    static func matches(_ request: IncomingRequest) -> Bool {
        request.method == "POST" && Responder.routedSegments(of: request) == ["graphql"]
    }

    /// Forgets all usage, as if an hour had passed for everyone.
    mutating func resetRateLimits() {
        budget.reset()
    }

    /// The answer to `request` from `caller`, with the GraphQL bucket's rate-limit headers.
    mutating func reply(
        to request: IncomingRequest, caller: Caller, world: World, changes: WorldChanges, options: Options
    ) -> Reply {
        guard let viewer = caller.viewer else {
            return Reply(
                error: APIError(
                    status: 401, message: "This endpoint requires you to be authenticated.",
                    documentationURL: "https://docs.github.com/graphql/guides/forming-calls-with-graphql"
                        + "#authenticating-with-graphql"))
        }
        let now = Int(Date().timeIntervalSince1970)
        let identity = caller.identity
        let limit = options.graphQLRateLimit
        guard let document = GraphQLDocument(body: request.body) else {
            var reply = Reply(
                error: APIError(
                    status: 400, message: "Problems parsing JSON",
                    documentationURL: "https://docs.github.com/graphql"))
            reply.headers += Self.headers(budget.snapshot(identity, limit: limit, now: now))
            return reply
        }
        let cost = 1 + GraphQLUserFields.connections.filter(document.asks).count
        var rate = budget.snapshot(identity, limit: limit, now: now)
        let body: JSONValue
        if rate.remaining < cost {
            body = Self.errors([
                .object([
                    ("type", .string("RATE_LIMITED")),
                    ("message", .string("API rate limit exceeded for user ID \(viewer.id).")),
                ])
            ])
        } else if document.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            body = Self.errors([
                .object([("message", .string("A query attribute must be specified and must be a string."))])
            ])
        } else if let mutation = GraphQLPullMutations.mutation(in: document) {
            for _ in 0..<cost { budget.consume(identity, limit: limit, now: now) }
            rate = budget.snapshot(identity, limit: limit, now: now)
            body = GraphQLPullMutations(
                document: document, world: world, changes: changes, viewer: viewer, grant: caller.installation
            )
            .answer(mutation)
        } else if document.argument("ids", of: "nodes") != nil {
            for _ in 0..<cost { budget.consume(identity, limit: limit, now: now) }
            rate = budget.snapshot(identity, limit: limit, now: now)
            body = GraphQLPullNodes(
                document: document, world: world, changes: changes, grant: caller.installation
            )
            .answer()
        } else if !document.asks("user") && !document.asks("rateLimit")
            && !GraphQLRepositoryField.isAsked(in: document)
        {
            body = Self.errors([
                .object([
                    (
                        "message",
                        .string(
                            "FakeGitHub answers `user(login:)`, `repository(owner:name:)`, `nodes(ids:)` of pull requests and `rateLimit` queries and the pull request draft mutations only; this one asks for none of them."
                        )
                    )
                ])
            ])
        } else {
            for _ in 0..<cost { budget.consume(identity, limit: limit, now: now) }
            rate = budget.snapshot(identity, limit: limit, now: now)
            body = answer(document, world: world, grant: caller.installation, rate: rate, cost: cost)
        }
        var reply = Reply(status: 200, body: body.data)
        reply.headers += Self.headers(rate)
        return reply
    }

    /// `{"data": …, "errors": […]}` for a query this endpoint knows.
    private func answer(
        _ document: GraphQLDocument, world: World, grant: AppLedger.Grant?, rate: RateLimiter.Snapshot,
        cost: Int
    ) -> JSONValue {
        var data: [(key: String, value: JSONValue)] = []
        var fields = GraphQLUserFields(document: document, world: world, today: today, grant: grant)
        var errors: [JSONValue] = []
        if document.asks("user") {
            data.append(("user", fields.user()))
            errors += fields.errors
        }
        if GraphQLRepositoryField.isAsked(in: document) {
            let repository = GraphQLRepositoryField(document: document, world: world, grant: grant).answer()
            data.append(("repository", repository.value))
            errors += repository.errors
        }
        if document.asks("rateLimit") {
            data.append(
                (
                    "rateLimit",
                    .object([
                        ("cost", .int(cost)), ("remaining", .int(rate.remaining)),
                        ("resetAt", .string(Timestamp.iso8601(rate.reset))), ("limit", .int(rate.limit)),
                    ])
                ))
        }
        var members: [(key: String, value: JSONValue)] = [("data", .object(data))]
        if !errors.isEmpty { members.append(("errors", .array(errors))) }
        return .object(members)
    }

    private static func errors(_ entries: [JSONValue]) -> JSONValue {
        .object([("errors", .array(entries))])
    }

    /// The `x-ratelimit-*` headers of the GraphQL bucket.
    private static func headers(_ rate: RateLimiter.Snapshot) -> [(name: String, value: String)] {
        rate.headers.map { $0.name == "x-ratelimit-resource" ? ($0.name, "graphql") : $0 }
    }
}
