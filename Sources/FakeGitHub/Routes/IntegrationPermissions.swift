/// What an installation token needs for a route below `/repos/{owner}/{repo}`, in one table:
/// the route family (the path's first segment below the repository, or a narrower family such as
/// `commits/*/check-runs`) → the permissions (GitHub's fine-grained names) one of which reads it
/// and one of which writes it.
///
/// Every check of an installation token reads this table: REST (``InstallationRoutes``), search
/// (which leaves out what the token could not read) and GraphQL. A family missing from the table
/// needs only `metadata`, which every installation has, to read; a write to it is not checked.
enum IntegrationPermissions {
    /// The permissions of one family: any one of `read` (at `read` or above) reads it, any one of
    /// `write` (at `write` or above) writes it; nil read means `metadata`, always granted.
    struct Family: Sendable {
        var read: [String]?
        var write: [String]?

        /// One set of permissions for reading and writing.
        static func both(_ permissions: String...) -> Family {
            Family(read: permissions, write: permissions)
        }
    }

    /// The table. `*` stands for one segment (a number, a ref); `""` is the repository itself.
    static let families: [String: Family] = {
        var table: [String: Family] = [
            "": Family(read: nil, write: ["administration"]),
            "issues": .both("issues"),
            // A pull request's conversation is an issue's: either permission reaches its comments.
            "issues/*/*": .both("issues", "pull_requests"),
            "issues/comments": .both("issues", "pull_requests"),
            "pulls": .both("pull_requests"),
            "commits/*/check-runs": .both("checks"),
            "commits/*/check-suites": .both("checks"),
            "commits/*/status": .both("statuses"),
            "commits/*/statuses": .both("statuses"),
            "commits/*/pulls": .both("pull_requests"),
            "check-runs": .both("checks"),
            "check-suites": .both("checks"),
            "statuses": .both("statuses"),
            "actions": .both("actions"),
            "deployments": .both("deployments"),
            "environments": .both("deployments"),
            "hooks": .both("repository_hooks"),
            "pages": .both("pages"),
        ]
        for family in ["labels", "milestones", "assignees"] {
            table[family] = Family(read: ["issues", "pull_requests"], write: ["issues"])
        }
        for family in [
            "contents", "readme", "git", "commits", "branches", "tags", "compare", "releases", "merges",
            "comments", "tarball", "zipball",
        ] {
            table[family] = .both("contents")
        }
        return table
    }()

    /// The first segments of the paths that are a person's own (`/user`, `/user/repos`,
    /// `/notifications`, `/issues`): GitHub refuses every installation token there with its 403.
    static let personalAreas: Set<String> = ["user", "notifications", "issues"]

    /// GitHub's refusal of a path outside `/repos/{owner}/{repo}` to an installation token: 403
    /// for a person's own areas (``personalAreas``); nil for the rest.
    static func refusal(ofPersonalArea segments: [String]) -> RouteOutcome? {
        guard let first = segments.first, personalAreas.contains(first) else { return nil }
        return .failure(notAccessible)
    }

    /// The permissions one of which `method` on `/repos/{owner}/{repo}/` + `rest` needs; nil when
    /// nothing beyond `metadata` is checked.
    static func required(method: String, below rest: [String]) -> [String]? {
        let family = family(of: rest)
        return method == "GET" || method == "HEAD" ? family?.read : family?.write
    }

    /// The narrowest family of the table that `rest` belongs to.
    static func family(of rest: [String]) -> Family? {
        guard let first = rest.first else { return families[""] }
        let candidates = [
            rest.count >= 3 ? "\(first)/*/\(rest[2])" : nil,
            rest.count >= 3 ? "\(first)/*/*" : nil,
            rest.count >= 2 ? "\(first)/\(rest[1])" : nil,
            first,
        ]
        return candidates.lazy.compactMap { $0 }.compactMap { families[$0] }.first
    }

    /// GitHub's refusal of `method` on `/repos/{owner}/{name}/` + `rest` to a token with `grant`:
    /// 404 when the token does not reach the repository, 403 "Resource not accessible by
    /// integration" (naming what would do in `x-accepted-github-permissions`) when it lacks the
    /// permission; nil when the token may.
    static func refusal(
        of grant: AppLedger.Grant, method: String, owner: String, name: String, below rest: [String]
    ) -> RouteOutcome? {
        guard grant.reaches(owner: owner, name: name) else {
            return .failure(.notFound(RouteContext.docs))
        }
        let isRead = method == "GET" || method == "HEAD"
        guard let needed = required(method: method, below: rest),
            !grant.allows(needed, isRead ? "read" : "write")
        else { return nil }
        let level = isRead ? "read" : "write"
        return .headed(
            .failure(notAccessible),
            headers: [
                ("x-accepted-github-permissions", needed.map { "\($0)=\(level)" }.joined(separator: "; "))
            ])
    }

    /// Whether a token with `grant` may read `/repos/{owner}/{name}/` + `rest`: what search and
    /// GraphQL leave out when it may not.
    static func mayRead(_ grant: AppLedger.Grant, owner: String, name: String, below rest: [String]) -> Bool {
        refusal(of: grant, method: "GET", owner: owner, name: name, below: rest) == nil
    }

    /// GitHub's 403 for a token without the permission a route needs.
    static let notAccessible = APIError(
        status: 403, message: "Resource not accessible by integration",
        documentationURL: "https://docs.github.com/rest/overview/permissions-required-for-github-apps")
}
