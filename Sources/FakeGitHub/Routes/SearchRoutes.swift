/// The search routes: `/search/users`, `/search/repositories`, `/search/issues`, `/search/code`,
/// `/search/commits` and `/search/topics`, each answering `{total_count, incomplete_results, items}`
/// with a `score` per item, at most 1,000 matches reachable. (``Responder`` charges them to the
/// search rate limit, not the core one.) An installation's token finds only the items of its
/// repositories that its permissions read (``IntegrationPermissions``).
struct SearchRoutes: RouteGroup {
    private static let docs = RouteContext.docs
    /// What each kind searches through; issues as writes left them.
    private static let kinds: [String: @Sendable (SearchQuery, RouteContext) -> [SearchMatch]] = [
        "repositories": { SearchCandidates.repositories($0, world: $1.world) },
        "issues": { SearchCandidates.issues($0, world: $1.world, edits: $1.changes.current.issues) },
        "code": { SearchCandidates.code($0, world: $1.world) },
        "commits": { SearchCandidates.commits($0, world: $1.world) },
        "topics": { SearchCandidates.topics($0, world: $1.world) },
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
        _ kind: String, _ context: RouteContext, candidates: (SearchQuery, RouteContext) -> [SearchMatch]
    ) -> RouteOutcome {
        let request = context.request
        let docs = "\(Self.docs)/search/search#search-\(kind)"
        let text: String
        switch query(of: request, docs: docs) {
        case .success(let query): text = query
        case .failure(let refusal): return .failure(refusal)
        }
        var page = Page(request: request, total: 0)
        guard let window = resultWindow(page, docs: docs) else { return .failure(capError(docs)) }
        var matches = candidates(SearchQuery(text), context)
        // An installation's token finds only what it could read, and counts only that.
        if let grant = context.installation {
            matches = matches.filter { match in
                match.repository.map {
                    IntegrationPermissions.mayRead(
                        grant, owner: $0.owner.login, name: $0.name, below: match.below)
                } ?? true
            }
        }
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
        return .page(body(total: matches.count, items: items), page, linkPath: "/search/\(kind)")
    }

    /// The `q` of a search, or GitHub's 422 for one that is missing, longer than 256 characters
    /// or has a double quote that does not pair up.
    private static func query(of request: IncomingRequest, docs: String) -> Result<String, APIError> {
        guard let text = request.queryValue("q"), !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .failure(.validationFailed(field: "q", code: "missing", documentationURL: docs))
        }
        guard text.count <= 256 else {
            return .failure(invalidQuery("The search is longer than 256 characters.", docs: docs))
        }
        guard text.count(where: { $0 == "\"" }) % 2 == 0 else {
            // GitHub cannot tell where the quoted words end (`label:"help wanted`).
            return .failure(
                invalidQuery("The search contains an unbalanced quotation mark (\").", docs: docs))
        }
        return .success(text)
    }

    /// GitHub's 422 for a query it cannot run, saying why.
    private static func invalidQuery(_ message: String, docs: String) -> APIError {
        APIError(
            status: 422, message: "Validation Failed", documentationURL: docs,
            errors: [
                .object([
                    ("message", .string(message)), ("resource", .string("Search")), ("field", .string("q")),
                    ("code", .string("invalid")),
                ])
            ])
    }

    /// A search's answer: `total_count`, `incomplete_results` and the page's items.
    private static func body(total: Int, items: [JSONValue]) -> JSONValue {
        .object([
            ("total_count", .int(total)),
            ("incomplete_results", .bool(false)),
            ("items", .array(items)),
        ])
    }

    /// The offsets of `page`, or nil when it starts past the first 1,000 results.
    private static func resultWindow(_ page: Page, docs: String) -> Range<Int>? {
        let start = (page.number - 1).multipliedReportingOverflow(by: page.size)
        guard !start.overflow, start.partialValue < 1000 else { return nil }
        return start.partialValue..<(start.partialValue + page.size)
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
        let query: String
        switch Self.query(of: request, docs: docs) {
        case .success(let text): query = text
        case .failure(let refusal): return .failure(refusal)
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
        return .page(body(total: matches, items: items), page, linkPath: "/search/users")
    }
}
