/// The search routes: `/search/users`, `/search/repositories`, `/search/issues`, `/search/code`,
/// `/search/commits` and `/search/topics`, each answering `{total_count, incomplete_results, items}`
/// with a `score` per item, at most 1,000 matches reachable. (``Responder`` charges them to the
/// search rate limit, not the core one.)
struct SearchRoutes: RouteGroup {
    private static let docs = RouteContext.docs
    private static let kinds: [String: @Sendable (SearchQuery, World) -> [SearchMatch]] = [
        "repositories": SearchCandidates.repositories, "issues": SearchCandidates.issues,
        "code": SearchCandidates.code, "commits": SearchCandidates.commits, "topics": SearchCandidates.topics,
    ]

    /// Whether `segments` is a search, which counts against the search rate limit.
    static func matches(_ segments: [String]?) -> Bool {
        segments?.count == 2 && segments?.first == "search"
    }

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        guard Self.matches(context.segments) else { return nil }
        let kind = context.segments[1]
        if kind == "users" { return searchUsers(context) }
        guard let candidates = kinds[kind] else { return .failure(.notFound()) }
        return search(kind, context, candidates: candidates)
    }

    /// A search of `kind` other than users: validation, the 1,000-result cap, sorting and the page.
    private static func search(
        _ kind: String, _ context: RouteContext, candidates: (SearchQuery, World) -> [SearchMatch]
    ) -> RouteOutcome {
        let request = context.request
        let docs = "\(Self.docs)/search/search#search-\(kind)"
        guard let text = request.queryValue("q"), !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .failure(.validationFailed(field: "q", code: "missing", documentationURL: docs))
        }
        guard text.count <= 256 else {
            return .failure(
                APIError(
                    status: 422, message: "Validation Failed", documentationURL: docs,
                    errors: [
                        .object([
                            ("message", .string("The search is longer than 256 characters.")),
                            ("resource", .string("Search")), ("field", .string("q")),
                            ("code", .string("invalid")),
                        ])
                    ]))
        }
        if let refusal = unbalancedQuote(text, docs: docs) { return .failure(refusal) }
        var page = Page(request: request, total: 0)
        guard let window = resultWindow(page, docs: docs) else { return .failure(capError(docs)) }
        var matches = candidates(SearchQuery(text), context.world)
        if let sort = request.queryValue("sort"), matches.first?.keys[sort] != nil || matches.isEmpty {
            let ascending = request.queryValue("order") == "asc"
            // A stable sort, so ties keep best-match order.
            matches = matches.enumerated().sorted { lhs, rhs in
                let left = (lhs.element.keys[sort] ?? 0, ascending ? lhs.offset : -lhs.offset)
                let right = (rhs.element.keys[sort] ?? 0, ascending ? rhs.offset : -rhs.offset)
                return ascending ? left < right : left > right
            }.map(\.element)
        }
        page.total = min(matches.count, 1000)
        let items = matches[window.clamped(to: 0..<matches.count)].map { $0.render(1.0) }
        let body = JSONValue.object([
            ("total_count", .int(matches.count)),
            ("incomplete_results", .bool(false)),
            ("items", .array(items)),
        ])
        return .page(body, page, linkPath: "/search/\(kind)")
    }

    /// The offsets of `page`, or nil when it starts past the first 1,000 results.
    private static func resultWindow(_ page: Page, docs: String) -> Range<Int>? {
        let start = (page.number - 1).multipliedReportingOverflow(by: page.size)
        guard !start.overflow, start.partialValue < 1000 else { return nil }
        return start.partialValue..<(start.partialValue + page.size)
    }

    /// GitHub's 422 for a query whose double quotes do not pair up (`label:"help wanted`): it
    /// cannot tell where the quoted words end. Nil for a query it can read.
    private static func unbalancedQuote(_ query: String, docs: String) -> APIError? {
        guard query.count(where: { $0 == "\"" }) % 2 == 1 else { return nil }
        return APIError(
            status: 422, message: "Validation Failed", documentationURL: docs,
            errors: [
                .object([
                    ("message", .string("The search contains an unbalanced quotation mark (\")).")),
                    ("resource", .string("Search")), ("field", .string("q")), ("code", .string("invalid")),
                ])
            ])
    }

    /// GitHub's answer for a page past the first 1,000 results.
    private static func capError(_ docs: String) -> APIError {
        APIError(
            status: 422, message: "Only the first 1000 search results are available", documentationURL: docs)
    }

    /// `GET /search/users`: login and name matching, at most 1,000 results reachable.
    private static func searchUsers(_ context: RouteContext) -> RouteOutcome {
        let request = context.request
        let docs = "\(Self.docs)/search/search#search-users"
        guard let query = request.queryValue("q"), !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .failure(.validationFailed(field: "q", code: "missing", documentationURL: docs))
        }
        if let refusal = unbalancedQuote(query, docs: docs) { return .failure(refusal) }
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
        guard let window = resultWindow(page, docs: docs) else { return .failure(capError(docs)) }
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
