/// The search routes: `/search/users`.
struct SearchRoutes: RouteGroup {
    private static let docs = RouteContext.docs

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        context.segments == ["search", "users"] ? searchUsers(context) : nil
    }

    /// `GET /search/users`: login and name matching, at most 1,000 results reachable.
    private static func searchUsers(_ context: RouteContext) -> RouteOutcome {
        let request = context.request
        let docs = "\(Self.docs)/search/search#search-users"
        guard let query = request.queryValue("q"), !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .failure(.validationFailed(field: "q", code: "missing", documentationURL: docs))
        }
        var terms: [String] = []
        var wantedType: Bool?  // true: organizations only, false: users only
        for word in query.lowercased().split(whereSeparator: \.isWhitespace) {
            if word == "type:org" {
                wantedType = true
            } else if word == "type:user" {
                wantedType = false
            } else if !word.contains(":") {
                terms.append(String(word))
            }
        }
        var page = Page(request: request, total: 0)
        let start = (page.number - 1).multipliedReportingOverflow(by: page.size)
        if start.overflow || start.partialValue >= 1000 {
            return .failure(
                APIError(
                    status: 422, message: "Only the first 1000 search results are available",
                    documentationURL: docs))
        }
        let window = start.partialValue..<(start.partialValue + page.size)
        let candidates = context.world.users.searchable()
        var matches = 0
        var items: [JSONValue] = []
        for offset in 0..<candidates.count {
            let candidate = candidates.element(offset)
            if let wantedType, candidate.isOrganization != wantedType { continue }
            let name = candidate.name?.lowercased() ?? ""
            guard terms.allSatisfy({ candidate.login.contains($0) || name.contains($0) }) else { continue }
            if window.contains(matches) {
                items.append(candidate.record().simpleJSON(extra: [("score", .double(1.0))]))
            }
            matches += 1
        }
        page.total = min(matches, 1000)
        let body = JSONValue.object([
            ("total_count", .int(matches)),
            ("incomplete_results", .bool(false)),
            ("items", .array(items)),
        ])
        return .page(body, page, linkPath: "/search/users")
    }
}
