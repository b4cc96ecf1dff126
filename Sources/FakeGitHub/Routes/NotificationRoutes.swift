import Foundation

/// Notifications of the signed-in user: `GET /notifications` (unread only unless `all=true`;
/// `participating=true` keeps the threads they take part in), `PUT /notifications` (mark all
/// read, `205`) and `PATCH /notifications/threads/{id}` (mark one read, `205`).
///
/// Twelve threads per user, in repositories they starred; what was marked read lives in
/// ``WorldChanges``.
struct NotificationRoutes: RouteGroup {
    static let methods: Set<String> = ["GET", "PUT", "PATCH"]
    /// The scopes GitHub accepts for notifications.
    static let scopes = ["notifications", "repo"]
    private static let docs = "\(RouteContext.docs)/activity/notifications"
    private static let reasons = ["subscribed", "mention", "review_requested", "author", "comment", "assign"]
    private static let participating: Set<String> = [
        "mention", "review_requested", "author", "comment", "assign",
    ]
    private static let subjects = ["Issue", "PullRequest", "Release"]

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let method = context.request.method
        guard segments.first == "notifications" else { return nil }
        switch (method, segments.count) {
        case ("GET", 1):
            return context.authorized(accepting: scopes, docs: docs) { list(context, viewer: $0) }
        case ("PUT", 1):
            return context.authorized(accepting: scopes, docs: docs) { markAll(context, viewer: $0) }
        case ("PATCH", 3) where segments[1] == "threads":
            return context.authorized(accepting: scopes, docs: docs) { viewer in
                guard threads(of: viewer, context: context).contains(where: { $0.id == segments[2] }) else {
                    return .failure(.notFound(docs))
                }
                context.changes.update { $0.readThreads[viewer.login, default: []].insert(segments[2]) }
                return .status(205, nil)
            }
        default:
            return nil
        }
    }

    private static func list(_ context: RouteContext, viewer: UserRecord) -> RouteOutcome {
        let request = context.request
        let all = request.queryValue("all") == "true"
        let onlyParticipating = request.queryValue("participating") == "true"
        let kept = threads(of: viewer, context: context).filter {
            (all || $0.unread) && (!onlyParticipating || participating.contains($0.reason))
        }
        let list = LazyList(count: kept.count) { kept[$0].json }
        return EventRoutes.page(list, context, linkPath: "/notifications")
    }

    private static func markAll(_ context: RouteContext, viewer: UserRecord) -> RouteOutcome {
        switch context.jsonBody(required: [], resource: "Notification", docs: docs) {
        case .failure(let error):
            return .failure(error)
        case .success(let body):
            var time = context.now
            if let stamp = body["last_read_at"] {
                guard let text = stamp as? String, let date = ISO8601DateFormatter().date(from: text) else {
                    return .failure(
                        .invalid(
                            resource: "Notification", field: "last_read_at", code: "invalid",
                            documentationURL: docs))
                }
                time = Int(date.timeIntervalSince1970)
            }
            context.changes.update { $0.notificationsReadAt[viewer.login] = time }
            return .status(205, nil)
        }
    }

    /// One notification thread.
    struct Thread {
        var id: String
        var reason: String
        var unread: Bool
        var json: JSONValue
    }

    /// `viewer`'s twelve threads, latest first, with what writes marked read.
    private static func threads(of viewer: UserRecord, context: RouteContext) -> [Thread] {
        let starred = context.world.repos.starred(by: viewer)
        guard starred.count > 0 else { return [] }
        let changes = context.changes.current
        let readAt = changes.notificationsReadAt[viewer.login] ?? 0
        let readThreads = changes.readThreads[viewer.login] ?? []
        return (0..<12).map { offset in
            let repo = starred.element(offset % starred.count)
            let id = String(viewer.id * 100 + offset)
            let updated = UserCatalog.worldNow - offset * 5_400
            let reason = reasons[offset % reasons.count]
            let subject = subjects[offset % subjects.count]
            let readInWorld = offset % 4 == 3
            let unread = !readInWorld && updated > readAt && !readThreads.contains(id)
            let api = "https://api.github.com"
            let subjectPath = subject == "Release" ? "releases" : subject == "Issue" ? "issues" : "pulls"
            let subjectURL = "\(api)/repos/\(repo.fullName)/\(subjectPath)/\(offset + 1)"
            let json = JSONValue.object([
                ("id", .string(id)),
                ("repository", repo.minimalJSON(permissions: nil)),
                (
                    "subject",
                    .object([
                        ("title", .string("\(subject) \(offset + 1) in \(repo.name)")),
                        ("url", .string(subjectURL)),
                        ("latest_comment_url", .string(subjectURL)), ("type", .string(subject)),
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
            return Thread(id: id, reason: reason, unread: unread, json: json)
        }
    }
}
