import Foundation

/// The notification threads of a user: one or more of every reason and subject type GitHub sends
/// (and one type clients will not know), newest first, with what writes changed applied.
///
/// A user who starred nothing has no threads. Thread `n` (0-based, newest first) has the id
/// `user id × 100 + n`; the first one asks for a review of ``PullSamples/everyKindOfChange``.
enum NotificationCatalog {
    /// One notification thread as the viewer sees it now.
    struct Thread: Sendable {
        var id: String
        /// The repository's `owner/name`.
        var repository: String
        var reason: String
        var unread: Bool
        /// Epoch seconds.
        var updatedAt: Int
        var json: JSONValue
    }

    /// What `PUT` or `DELETE …/threads/{id}/subscription` left.
    enum SubscriptionEdit: Sendable {
        /// Subscribed (or ignored when `ignored`) since `at` (epoch seconds).
        case set(ignored: Bool, at: Int)
        /// Not subscribed: `GET …/subscription` is a 404.
        case deleted
    }

    /// The reasons `participating=true` keeps: the viewer is involved themselves.
    static let participatingReasons: Set<String> = [
        "approval_requested", "assign", "author", "comment", "mention", "review_requested", "state_change",
        "team_mention",
    ]

    /// Reason and subject type of each thread, newest first.
    static let kinds: [(reason: String, type: String)] = [
        ("review_requested", "PullRequest"), ("mention", "Issue"), ("ci_activity", "CheckSuite"),
        ("comment", "Discussion"), ("author", "PullRequest"), ("assign", "Issue"), ("subscribed", "Release"),
        ("security_alert", "RepositoryVulnerabilityAlert"), ("approval_requested", "PullRequest"),
        ("state_change", "Issue"), ("team_mention", "PullRequest"), ("subscribed", "Commit"),
        ("invitation", "Issue"), ("manual", "Issue"), ("member_feature_requested", "Discussion"),
        ("security_alert", "RepositoryDependabotAlertsThread"),
        ("security_advisory_credit", "RepositoryVulnerabilityAlert"),
        ("mention", "PullRequest"), ("ci_activity", "CheckSuite"), ("comment", "Issue"),
        ("review_requested", "PullRequest"), ("subscribed", "Discussion"), ("author", "Issue"),
        ("subscribed", "Release"),
    ]

    /// Subject types GitHub sends without a `url` (there is no REST resource for them).
    private static let typesWithoutURL: Set<String> = [
        "Discussion", "CheckSuite", "RepositoryVulnerabilityAlert", "RepositoryDependabotAlertsThread",
    ]

    /// `viewer`'s threads, newest first, without those marked done unless `includingDone`.
    static func threads(
        of viewer: UserRecord, world: World, changes: WorldChanges.State, includingDone: Bool = false
    )
        -> [Thread]
    {
        let starred = world.repos.starred(by: viewer)
        guard starred.count > 0 else { return [] }
        let readAt = changes.notificationsReadAt[viewer.login] ?? 0
        let readThreads = changes.readThreads[viewer.login] ?? []
        let done = changes.doneThreads[viewer.login] ?? []
        let sample = world.repos.repo(owner: World.mainLogin, name: "hello-world")
        return kinds.indices.compactMap { offset in
            let id = String(viewer.id * 100 + offset)
            guard includingDone || !done.contains(id) else { return nil }
            let repo = offset == 0 ? (sample ?? starred.element(0)) : starred.element(offset % starred.count)
            let number = offset == 0 && sample != nil ? PullSamples.everyKindOfChange : offset + 1
            let (reason, type) = kinds[offset]
            let updated = UserCatalog.worldNow - offset * 5_400
            let readInWorld = offset % 4 == 3
            let unread = !readInWorld && updated > readAt && !readThreads.contains(id)
            let subjectURL = subjectURL(
                type: type, repo: repo, number: number, seed: viewer.id * 100 + offset)
            let latestComment =
                subjectURL != nil && (reason == "comment" || reason == "mention")
                ? "https://api.github.com/repos/\(repo.fullName)/issues/comments/\(viewer.id * 100 + offset)"
                : subjectURL
            let api = "https://api.github.com"
            let json = JSONValue.object([
                ("id", .string(id)),
                ("repository", repo.minimalJSON(permissions: nil)),
                (
                    "subject",
                    .object([
                        ("title", .string(title(type: type, number: number, repo: repo))),
                        ("url", .string(subjectURL)),
                        ("latest_comment_url", .string(latestComment)), ("type", .string(type)),
                    ])
                ),
                ("reason", .string(reason)),
                ("unread", .bool(unread)),
                ("updated_at", .string(Timestamp.iso8601(updated))),
                (
                    "last_read_at",
                    unread ? .null : .string(Timestamp.iso8601(readInWorld ? updated : max(readAt, updated)))
                ),
                ("url", .string("\(api)/notifications/threads/\(id)")),
                ("subscription_url", .string("\(api)/notifications/threads/\(id)/subscription")),
            ])
            return Thread(
                id: id, repository: repo.fullName, reason: reason, unread: unread, updatedAt: updated,
                json: json)
        }
    }

    /// The `thread-subscription` object of `thread`, nil when it was deleted.
    static func subscription(of thread: Thread, viewer: UserRecord, changes: WorldChanges.State) -> JSONValue?
    {
        let edit =
            changes.threadSubscriptions[viewer.login]?[thread.id]
            ?? .set(ignored: false, at: thread.updatedAt)
        guard case .set(let ignored, let at) = edit else { return nil }
        let url = "https://api.github.com/notifications/threads/\(thread.id)"
        return .object([
            ("subscribed", .bool(!ignored)),
            ("ignored", .bool(ignored)),
            ("reason", .null),
            ("created_at", .string(Timestamp.iso8601(at))),
            ("url", .string("\(url)/subscription")),
            ("thread_url", .string(url)),
        ])
    }

    private static func subjectURL(type: String, repo: RepoRecord, number: Int, seed: Int) -> String? {
        guard !typesWithoutURL.contains(type) else { return nil }
        let base = "https://api.github.com/repos/\(repo.fullName)"
        switch type {
        case "Issue": return "\(base)/issues/\(number)"
        case "PullRequest": return "\(base)/pulls/\(number)"
        case "Commit": return "\(base)/commits/\(IDs.sha(seed, salt: 71))"
        default: return "\(base)/releases/\(9_100_000 + seed % 100_000)"
        }
    }

    private static func title(type: String, number: Int, repo: RepoRecord) -> String {
        switch type {
        case "CheckSuite": "CI workflow run failed for main branch"
        case "RepositoryVulnerabilityAlert":
            "Potential security vulnerability found in a dependency of \(repo.name)"
        case "RepositoryDependabotAlertsThread":
            "Your repository has dependencies with security vulnerabilities"
        case "Discussion": "Ideas for \(repo.name) \(number)"
        default: "\(type) \(number) in \(repo.name)"
        }
    }
}
