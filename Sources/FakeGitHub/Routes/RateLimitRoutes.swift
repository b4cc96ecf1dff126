/// `GET /rate_limit`: the caller's core and search limits and GitHub's fixed limits of the other
/// resources.
///
/// GitHub answers it even when the limit is spent (that is how clients learn the reset), and it
/// costs nothing.
struct RateLimitRoutes: RouteGroup {
    /// Whether `segments` is this route, which the rate limit leaves alone.
    static func matches(_ segments: [String]?) -> Bool {
        segments == ["rate_limit"]
    }

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        Self.matches(context.segments)
            ? .object(Self.document(context.rate, search: context.searchRate), lastModified: nil) : nil
    }

    private static func document(_ core: RateLimiter.Snapshot, search: RateLimiter.Snapshot?) -> JSONValue {
        func resource(_ limit: Int, _ name: String) -> JSONValue {
            .object([
                ("limit", .int(limit)), ("used", .int(0)), ("remaining", .int(limit)),
                ("reset", .int(core.reset)), ("resource", .string(name)),
            ])
        }
        return .object([
            (
                "resources",
                .object([
                    ("core", core.json),
                    ("search", search?.json ?? resource(30, "search")),
                    ("graphql", resource(5000, "graphql")),
                    ("integration_manifest", resource(5000, "integration_manifest")),
                    ("code_search", resource(10, "code_search")),
                ])
            ),
            ("rate", core.json),
        ])
    }
}
