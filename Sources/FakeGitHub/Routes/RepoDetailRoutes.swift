import Foundation

/// The lists and objects below a repository: contributors, languages, topics, tags, branches
/// (one branch by name, `feature/x` included), commits (one by ref) and forks.
struct RepoDetailRoutes: RouteGroup {
    private static let docs = "\(RouteContext.docs)/repos/repos"
    private static let kindDocs = [
        "contributors": "\(docs)#list-repository-contributors",
        "languages": "\(docs)#list-repository-languages",
        "topics": "\(docs)#get-all-repository-topics",
        "tags": "\(docs)#list-repository-tags",
        "branches": "\(RouteContext.docs)/branches/branches#list-branches",
        "commits": "\(RouteContext.docs)/commits/commits#list-commits",
        "forks": "\(RouteContext.docs)/repos/forks#list-forks",
    ]

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count >= 4, segments[0] == "repos", let docs = Self.kindDocs[segments[3]] else {
            return nil
        }
        guard let repo = context.repository else { return .failure(.notFound(docs)) }
        let repos = context.world.repos
        let details = repos.details(of: repo)
        let rest = segments.dropFirst(4).joined(separator: "/")
        switch (segments[3], segments.count) {
        case ("contributors", 4):
            let anonymous =
                ["1", "true"].contains(context.request.queryValue("anon") ?? "") ? details.anonymous : []
            let accounts = details.contributors
            let list = LazyList(count: accounts.count + anonymous.count) { offset in
                offset < accounts.count
                    ? accounts.element(offset).user.simpleJSON(extra: [
                        ("contributions", .int(accounts.element(offset).contributions))
                    ])
                    : anonymousJSON(anonymous[offset - accounts.count])
            }
            return context.page(of: list) { $0 }
        case ("languages", 4):
            return .object(
                .object(details.languages.map { ($0.name, .int($0.bytes)) }), lastModified: repo.pushedAt)
        case ("topics", 4):
            return .object(.object([("names", .array(repo.topics.map(JSONValue.string)))]), lastModified: nil)
        case ("tags", 4):
            let commits = repos.commits(of: repo)
            return context.page(of: Array(details.tags.enumerated())) { offset, tag in
                tagJSON(
                    tag, sha: commits.sha(details.commitOffset(ofTag: offset, commitCount: commits.count)),
                    repo: repo)
            }
        case ("branches", 4):
            return branches(context, details)
        case ("branches", _):
            return branch(rest, details, docs: "\(RouteContext.docs)/branches/branches#get-a-branch")
        case ("commits", 4):
            return CommitRoutes.list(context, repos.commits(of: repo))
        case ("commits", _):
            // A pull request's commit, with its share of the pull request's files.
            if let commit = context.world.issues.pullCommitJSON(sha: rest, in: repo) {
                return .object(commit, lastModified: nil)
            }
            return CommitRoutes.single(rest, repos.commits(of: repo))
        case ("forks", 4):
            return forks(context, details, cache: &orderCache)
        default:
            return .failure(.notFound(docs))
        }
    }

    private static func anonymousJSON(_ author: RepoDetails.Anonymous) -> JSONValue {
        .object([
            ("email", .string(author.email)), ("name", .string(author.name)), ("type", .string("Anonymous")),
            ("contributions", .int(author.contributions)),
        ])
    }

    private static func tagJSON(_ tag: String, sha: String, repo: RepoRecord) -> JSONValue {
        let api = "https://api.github.com/repos/\(repo.fullName)"
        return .object([
            ("name", .string(tag)),
            ("zipball_url", .string("\(api)/zipball/refs/tags/\(tag)")),
            ("tarball_url", .string("\(api)/tarball/refs/tags/\(tag)")),
            ("commit", .object([("sha", .string(sha)), ("url", .string("\(api)/commits/\(sha)"))])),
            ("node_id", .string("REF_\(repo.id)_\(tag)")),
        ])
    }

    private static func branches(_ context: RouteContext, _ details: RepoDetails) -> RouteOutcome {
        let commits = CommitCatalog(details: details)
        let api = "https://api.github.com/repos/\(details.repo.fullName)"
        let wanted = context.request.queryValue("protected").flatMap { ["true": true, "false": false][$0] }
        let names = details.branches.filter { wanted == nil || ($0 == details.repo.defaultBranch) == wanted }
        return context.page(of: names) { name in
            let sha = commits.sha(details.headOffset(ofBranch: name, commitCount: commits.count) ?? 0)
            return .object([
                ("name", .string(name)),
                ("commit", .object([("sha", .string(sha)), ("url", .string("\(api)/commits/\(sha)"))])),
                ("protected", .bool(name == details.repo.defaultBranch)),
            ])
        }
    }

    private static func branch(_ name: String, _ details: RepoDetails, docs: String) -> RouteOutcome {
        let commits = CommitCatalog(details: details)
        guard let head = details.headOffset(ofBranch: name, commitCount: commits.count) else {
            return .failure(APIError(status: 404, message: "Branch not found", documentationURL: docs))
        }
        let repo = details.repo
        let protected = name == repo.defaultBranch
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
        let url = "https://api.github.com/repos/\(repo.fullName)/branches/\(encoded)"
        return .object(
            .object([
                ("name", .string(name)),
                ("commit", commits.json(commits.commit(head), full: false)),
                (
                    "_links",
                    .object([
                        ("self", .string(url)),
                        ("html", .string("https://github.com/\(repo.fullName)/tree/\(encoded)")),
                    ])
                ),
                ("protected", .bool(protected)),
                (
                    "protection",
                    .object([
                        ("enabled", .bool(protected)),
                        (
                            "required_status_checks",
                            .object([
                                ("enforcement_level", .string(protected ? "non_admins" : "off")),
                                ("contexts", .array([])), ("checks", .array([])),
                            ])
                        ),
                    ])
                ),
                ("protection_url", .string("\(url)/protection")),
            ]), lastModified: nil)
    }

    private static func forks(_ context: RouteContext, _ details: RepoDetails, cache: inout [String: [Int]])
        -> RouteOutcome
    {
        let sort = context.request.queryValue("sort") ?? "newest"
        let forks = details.forks
        let key = "forks|\(details.repo.id)|\(sort)"
        let order =
            cache[key]
            ?? {
                let all = forks.elements(0..<forks.count)
                let sorted = all.indices.sorted { lhs, rhs in
                    switch sort {
                    case "oldest": return lhs < rhs
                    case "stargazers", "watchers":
                        return (all[lhs].stargazers, rhs) > (all[rhs].stargazers, lhs)
                    default: return lhs > rhs
                    }
                }
                cache[key] = sorted
                return sorted
            }()
        return context.page(of: forks.reordered(order)) { $0.minimalJSON(permissions: nil) }
    }
}
