import Foundation
import Synchronization

/// The latest rate-limit status per resource, as the client's responses reported it.
public final class RateLimitMonitor: Sendable {
    private let statuses = Mutex<[String: RateLimitStatus]>([:])

    /// Creates an empty monitor.
    public init() {}

    /// The latest status of `resource` (`core`, `search`, ...).
    public func status(for resource: String = "core") -> RateLimitStatus? {
        statuses.withLock { $0[resource] }
    }

    /// Records `status`; returns whether it differs from what was known.
    @discardableResult
    public func record(_ status: RateLimitStatus) -> Bool {
        statuses.withLock { known in
            defer { known[status.resource] = status }
            return known[status.resource] != status
        }
    }

    /// The resource a request to `path` counts against: `graphql` for `…/graphql`, `search` for
    /// `…/search/{kind}` (GitHub's per-minute search limit, answered with
    /// `x-ratelimit-resource: search`), else `core`.
    ///
    /// Only the last two segments decide, so a base URL's own path (Enterprise Server's `/api/v3`)
    /// does not matter, and a repository, user or organization named `search` stays `core`.
    static func resource(forPath path: String) -> String {
        if path.hasSuffix("/graphql") { return "graphql" }
        let segments = path.split(separator: "/")
        guard segments.count >= 2, segments[segments.count - 2] == "search",
            searchKinds.contains(String(segments[segments.count - 1])), !segments.contains("repos")
        else { return "core" }
        let before = segments.count >= 3 ? String(segments[segments.count - 3]) : ""
        return ["users", "user", "orgs"].contains(before) ? "core" : "search"
    }

    /// The searches GitHub has (`/search/{kind}`).
    private static let searchKinds: Set<String> = [
        "users", "repositories", "issues", "code", "commits", "topics", "labels",
    ]

    /// The error for a request that must not be sent because `resource` is spent, if it is.
    ///
    /// A reset more than an hour and a bit away means the clock jumped; then the request
    /// goes out and GitHub's answer decides.
    func refusal(forPath path: String, now: Date) -> GitHubError? {
        guard !path.hasSuffix("/rate_limit"), let status = status(for: Self.resource(forPath: path)),
            status.isExhausted(at: now), status.reset.timeIntervalSince(now) < 3_700
        else { return nil }
        return .rateLimited(
            reset: status.reset, retryAfter: nil,
            message: "the \(status.resource) limit of \(status.limit) requests is used up; nothing was sent")
    }
}
