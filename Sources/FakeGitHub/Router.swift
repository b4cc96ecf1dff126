import Foundation

/// Maps a decoded path to the world's data, producing GitHub's JSON shapes.
///
/// Pure apart from `orderCache`: the same world, viewer and request always give the same result.
struct Router: Sendable {
    /// What a route produced, before headers are added.
    enum Outcome: Sendable {
        /// A single object; `lastModified` in epoch seconds when GitHub would send the header.
        case object(JSONValue, lastModified: Int?)
        /// One page of a list; `linkPath` is the path GitHub's `Link` URLs use for it.
        case page(JSONValue, Page, linkPath: String)
        /// An error answer.
        case failure(APIError)
        /// A web-host document (a feed, an HTML page) with its own status and content type;
        /// `etag` when it is cheaper to name than to hash.
        case document(status: Int, contentType: String, body: Data, etag: String?)
    }

    let world: World
    /// The authenticated user, nil for anonymous requests.
    let viewer: UserRecord?

    private static let docs = "https://docs.github.com/rest"
    private static let userDocs = "\(docs)/users/users#get-a-user"
    private static let listDocs = [
        "followers": "\(docs)/users/followers#list-followers-of-a-user",
        "following": "\(docs)/users/followers#list-the-people-a-user-follows",
        "repos": "\(docs)/repos/repos#list-repositories-for-a-user",
        "starred": "\(docs)/activity/starring#list-repositories-starred-by-a-user",
    ]

    /// Routes a GET request whose path has been split into decoded `segments`.
    func route(
        _ segments: [String], request: IncomingRequest, orderCache: inout [String: [Int]]
    ) -> Outcome {
        let users = world.users
        switch segments.count {
        case 0:
            return .object(Self.rootDocument, lastModified: nil)
        case 1 where segments[0] == "user":
            guard let viewer else {
                return .failure(
                    .requiresAuthentication("\(Self.docs)/users/users#get-the-authenticated-user"))
            }
            return .object(viewer.privateJSON(), lastModified: viewer.updatedAt)
        case 2 where segments[0] == "users":
            guard let user = users.user(login: segments[1]) else { return .failure(.notFound(Self.userDocs)) }
            return .object(user.publicJSON(), lastModified: user.updatedAt)
        case 2 where segments[0] == "user":
            if let id = Int(segments[1]) {
                guard let user = users.user(id: id) else { return .failure(.notFound(Self.userDocs)) }
                return .object(user.publicJSON(), lastModified: user.updatedAt)
            }
            guard Self.listDocs[segments[1]] != nil else { return .failure(.notFound()) }
            guard let viewer else {
                return .failure(
                    .requiresAuthentication("\(Self.docs)/users/users#get-the-authenticated-user"))
            }
            return list(
                segments[1], of: viewer, request: request, linkPath: "/user/\(segments[1])",
                orderCache: &orderCache)
        case 2 where segments == ["search", "users"]:
            return searchUsers(request)
        case 3 where segments[0] == "users" || segments[0] == "user":
            let kind = segments[2]
            guard let docs = Self.listDocs[kind] else { return .failure(.notFound()) }
            let owner =
                segments[0] == "users"
                ? users.user(login: segments[1]) : Int(segments[1]).flatMap { users.user(id: $0) }
            guard let owner else { return .failure(.notFound(docs)) }
            return list(
                kind, of: owner, request: request, linkPath: "/user/\(owner.id)/\(kind)",
                orderCache: &orderCache)
        case 3 where segments[0] == "repos":
            guard let repo = world.repos.repo(owner: segments[1], name: segments[2]) else {
                return .failure(.notFound("\(Self.docs)/repos/repos#get-a-repository"))
            }
            let parent = world.repos.parent(of: repo)
            return .object(
                repo.fullJSON(permissions: permissions(for: repo), parent: parent),
                lastModified: repo.updatedAt)
        case 4 where segments[0] == "repos" && segments[3] == "readme":
            let readmeDocs = "\(Self.docs)/repos/contents#get-a-repository-readme"
            guard let repo = world.repos.repo(owner: segments[1], name: segments[2]) else {
                return .failure(.notFound(readmeDocs))
            }
            guard let text = world.repos.readme(of: repo) else { return .failure(.notFound(readmeDocs)) }
            return .object(Self.readmeJSON(text, repo: repo), lastModified: repo.pushedAt)
        default:
            return .failure(.notFound())
        }
    }

    private func list(
        _ kind: String, of owner: UserRecord, request: IncomingRequest, linkPath: String,
        orderCache: inout [String: [Int]]
    ) -> Outcome {
        let users = world.users
        let repos = world.repos
        switch kind {
        case "followers", "following":
            let list = kind == "followers" ? users.followers(of: owner) : users.following(of: owner)
            let page = Page(request: request, total: list.count)
            let items = list.elements(page.offsets).map { $0.simpleJSON() }
            return .page(.array(items), page, linkPath: linkPath)
        case "repos":
            let order = repoOrder(of: owner, request: request, cache: &orderCache)
            let list = repos.repos(of: owner).reordered(order)
            let page = Page(request: request, total: list.count)
            let items = list.elements(page.offsets).map { $0.minimalJSON(permissions: permissions(for: $0)) }
            return .page(.array(items), page, linkPath: linkPath)
        default:
            let list = repos.starred(by: owner)
            let page = Page(request: request, total: list.count)
            let items = list.elements(page.offsets).map { $0.minimalJSON(permissions: permissions(for: $0)) }
            return .page(.array(items), page, linkPath: linkPath)
        }
    }

    /// Offsets of `owner`'s repositories in the order `sort`, `direction` and `type` ask for.
    private func repoOrder(
        of owner: UserRecord, request: IncomingRequest, cache: inout [String: [Int]]
    ) -> [Int] {
        let sort =
            request.queryValue("sort").flatMap {
                ["created", "updated", "pushed", "full_name"].contains($0) ? $0 : nil
            } ?? "full_name"
        let defaultDirection = sort == "full_name" ? "asc" : "desc"
        let direction =
            request.queryValue("direction").flatMap { ["asc", "desc"].contains($0) ? $0 : nil }
            ?? defaultDirection
        let type = request.queryValue("type") ?? "owner"
        let key = "\(owner.login)|\(sort)|\(direction)|\(type)"
        if let cached = cache[key] { return cached }

        let all = world.repos.repos(of: owner).elements(0..<owner.publicRepos)
        let kept = all.filter { repo in
            switch type {
            case "member", "private": false
            case "forks": repo.fork
            case "sources": !repo.fork
            default: true
            }
        }
        let sorted = kept.sorted { lhs, rhs in
            let ascending: Bool
            switch sort {
            case "created": ascending = (lhs.createdAt, lhs.index) < (rhs.createdAt, rhs.index)
            case "updated": ascending = (lhs.updatedAt, lhs.index) < (rhs.updatedAt, rhs.index)
            case "pushed": ascending = (lhs.pushedAt, lhs.index) < (rhs.pushedAt, rhs.index)
            default: ascending = (lhs.name.lowercased(), lhs.index) < (rhs.name.lowercased(), rhs.index)
            }
            return direction == "asc" ? ascending : !ascending
        }
        let order = sorted.map(\.index)
        cache[key] = order
        return order
    }

    /// `GET /search/users`: login and name matching, at most 1,000 results reachable.
    private func searchUsers(_ request: IncomingRequest) -> Outcome {
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
        let candidates = world.users.searchable()
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

    /// What the viewer may do with a repository; GitHub only tells signed-in callers.
    private func permissions(for repo: RepoRecord) -> JSONValue? {
        guard let viewer else { return nil }
        let owns = viewer.id == repo.owner.id
        return .object([
            ("admin", .bool(owns)),
            ("maintain", .bool(owns)),
            ("push", .bool(owns)),
            ("triage", .bool(owns)),
            ("pull", .bool(true)),
        ])
    }

    /// GitHub's content object for a README: base64 in 60-character lines, git blob sha, links.
    static func readmeJSON(_ text: String, repo: RepoRecord) -> JSONValue {
        let bytes = Array(text.utf8)
        let sha = Digest.sha1(Array("blob \(bytes.count)\u{0}".utf8) + bytes)
        let encoded = Array(Data(bytes).base64EncodedString())
        let lines = stride(from: 0, to: encoded.count, by: 60).map {
            String(encoded[$0..<min($0 + 60, encoded.count)]) + "\n"
        }
        let api = "https://api.github.com/repos/\(repo.fullName)"
        let selfURL = "\(api)/contents/README.md?ref=\(repo.defaultBranch)"
        let gitURL = "\(api)/git/blobs/\(sha)"
        let htmlURL = "https://github.com/\(repo.fullName)/blob/\(repo.defaultBranch)/README.md"
        return .object([
            ("name", .string("README.md")),
            ("path", .string("README.md")),
            ("sha", .string(sha)),
            ("size", .int(bytes.count)),
            ("url", .string(selfURL)),
            ("html_url", .string(htmlURL)),
            ("git_url", .string(gitURL)),
            (
                "download_url",
                .string("https://raw.githubusercontent.com/\(repo.fullName)/\(repo.defaultBranch)/README.md")
            ),
            ("type", .string("file")),
            ("content", .string(lines.joined())),
            ("encoding", .string("base64")),
            (
                "_links",
                .object([("self", .string(selfURL)), ("git", .string(gitURL)), ("html", .string(htmlURL))])
            ),
        ])
    }

    /// A subset of GitHub's `GET /` index of URL templates.
    private static let rootDocument = JSONValue.object([
        ("current_user_url", .string("https://api.github.com/user")),
        ("followers_url", .string("https://api.github.com/user/followers")),
        ("following_url", .string("https://api.github.com/user/following{/target}")),
        ("rate_limit_url", .string("https://api.github.com/rate_limit")),
        ("repository_url", .string("https://api.github.com/repos/{owner}/{repo}")),
        ("starred_url", .string("https://api.github.com/user/starred{/owner}{/repo}")),
        ("user_url", .string("https://api.github.com/users/{user}")),
        (
            "user_repositories_url",
            .string("https://api.github.com/users/{user}/repos{?type,page,per_page,sort}")
        ),
        (
            "user_search_url",
            .string("https://api.github.com/search/users?q={query}{&page,per_page,sort,order}")
        ),
    ])
}
