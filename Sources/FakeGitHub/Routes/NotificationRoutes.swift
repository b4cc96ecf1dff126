import Foundation

/// Notifications of the signed-in user: `GET /notifications` (unread only unless `all=true`;
/// `participating`, `since`, `before`) and one repository's, `GET /repos/{owner}/{repo}/notifications`, `PUT /notifications` (mark all read, `205`), and one
/// thread below `/notifications/threads/{id}`: `GET`, `PATCH` (read, `205`), `DELETE` (done,
/// `204`) and its `subscription` (`GET`, `PUT`, `DELETE`).
///
/// The threads are ``NotificationCatalog``'s; what was marked lives in ``WorldChanges``. The
/// list answers `X-Poll-Interval` and a `Last-Modified` that an `If-Modified-Since` turns into a
/// free 304 (``Responder``).
struct NotificationRoutes: RouteGroup {
    static let methods: Set<String> = ["GET", "PUT", "PATCH", "DELETE"]
    /// The scopes GitHub accepts for notifications.
    static let scopes = ["notifications", "repo"]
    private static let docs = "\(RouteContext.docs)/activity/notifications"
    /// GitHub's largest page of notifications.
    private static let largestPage = 50

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let method = context.request.method
        if method == "GET", segments.count == 4, segments[0] == "repos", segments[3] == "notifications" {
            let repository = "\(segments[1])/\(segments[2])"
            return context.authorized(accepting: scopes, docs: docs) {
                list(context, viewer: $0, repository: repository)
            }
        }
        guard segments.first == "notifications" else { return nil }
        switch (method, segments.count) {
        case ("GET", 1):
            return context.authorized(accepting: scopes, docs: docs) { list(context, viewer: $0) }
        case ("PUT", 1):
            return context.authorized(accepting: scopes, docs: docs) { markAll(context, viewer: $0) }
        case (_, 3) where segments[1] == "threads" && method != "PUT":
            return context.authorized(accepting: scopes, docs: docs) { viewer in
                withThread(segments[2], context, viewer: viewer) { thread($0, context, viewer: viewer) }
            }
        case (_, 4) where segments[1] == "threads" && segments[3] == "subscription" && method != "PATCH":
            return context.authorized(accepting: scopes, docs: docs) { viewer in
                withThread(segments[2], context, viewer: viewer) { subscription($0, context, viewer: viewer) }
            }
        default:
            return nil
        }
    }

    /// The viewer's threads, of one repository when `repository` (`owner/name`) is given.
    private static func list(_ context: RouteContext, viewer: UserRecord, repository: String? = nil)
        -> RouteOutcome
    {
        let request = context.request
        let all = request.queryValue("all") == "true"
        let onlyParticipating = request.queryValue("participating") == "true"
        var bounds: [String: Int] = [:]
        for name in ["since", "before"] {
            guard let text = request.queryValue(name) else { continue }
            guard let epoch = Timestamp.epoch(iso8601: text) else {
                return .failure(
                    .invalid(resource: "Notification", field: name, code: "invalid", documentationURL: docs))
            }
            bounds[name] = epoch
        }
        let changes = context.changes.current
        let threads = NotificationCatalog.threads(of: viewer, world: context.world, changes: changes)
        let kept = threads.filter { thread in
            (all || thread.unread) && (repository == nil || thread.repository == repository)
                && (!onlyParticipating || NotificationCatalog.participatingReasons.contains(thread.reason))
                && thread.updatedAt >= bounds["since", default: .min]
                && thread.updatedAt < bounds["before", default: .max]
        }
        var page = Page(request: request, total: kept.count)
        page.size = min(page.size, largestPage)
        let items = kept[page.offsets].map(\.json)
        let modified = max(
            threads.map(\.updatedAt).max() ?? UserCatalog.worldNow,
            changes.notificationsChangedAt[viewer.login] ?? 0)
        return .headed(
            .page(
                .array(items), page,
                linkPath: repository.map { "/repos/\($0)/notifications" } ?? "/notifications"),
            headers: [
                ("last-modified", Timestamp.httpDate(modified)),
                ("x-poll-interval", context.options.notificationPollInterval),
            ])
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
            record(context, viewer: viewer) { $0.notificationsReadAt[viewer.login] = time }
            return .status(205, nil)
        }
    }

    /// `GET` the thread, `PATCH` it read (205) or `DELETE` it: done (204), gone from every list.
    private static func thread(
        _ thread: NotificationCatalog.Thread, _ context: RouteContext, viewer: UserRecord
    )
        -> RouteOutcome
    {
        switch context.request.method {
        case "GET":
            return .object(thread.json, lastModified: thread.updatedAt)
        case "PATCH":
            record(context, viewer: viewer) { $0.readThreads[viewer.login, default: []].insert(thread.id) }
            return .status(205, nil)
        default:
            record(context, viewer: viewer) { $0.doneThreads[viewer.login, default: []].insert(thread.id) }
            return .status(204, nil)
        }
    }

    /// `GET`, `PUT` (`{"ignored": Bool}`, 200) or `DELETE` (204) the thread's subscription.
    private static func subscription(
        _ thread: NotificationCatalog.Thread, _ context: RouteContext, viewer: UserRecord
    ) -> RouteOutcome {
        switch context.request.method {
        case "GET":
            let json = NotificationCatalog.subscription(
                of: thread, viewer: viewer, changes: context.changes.current)
            return json.map { .object($0, lastModified: nil) } ?? .failure(.notFound(docs))
        case "PUT":
            switch context.jsonBody(required: [], resource: "ThreadSubscription", docs: docs) {
            case .failure(let error):
                return .failure(error)
            case .success(let body):
                var ignored = false
                if let value = body["ignored"] {
                    guard let flag = value as? Bool else {
                        return .failure(
                            .invalid(
                                resource: "ThreadSubscription", field: "ignored", code: "invalid",
                                documentationURL: docs))
                    }
                    ignored = flag
                }
                let edit = NotificationCatalog.SubscriptionEdit.set(ignored: ignored, at: context.now)
                record(context, viewer: viewer) {
                    $0.threadSubscriptions[viewer.login, default: [:]][thread.id] = edit
                }
                let json = NotificationCatalog.subscription(
                    of: thread, viewer: viewer, changes: context.changes.current)
                return .status(200, json)
            }
        default:
            record(context, viewer: viewer) {
                $0.threadSubscriptions[viewer.login, default: [:]][thread.id] = .deleted
            }
            return .status(204, nil)
        }
    }

    /// `answer` for `viewer`'s thread `id` (done ones included), or a 404.
    private static func withThread(
        _ id: String, _ context: RouteContext, viewer: UserRecord,
        _ answer: (NotificationCatalog.Thread) -> RouteOutcome
    ) -> RouteOutcome {
        let threads = NotificationCatalog.threads(
            of: viewer, world: context.world, changes: context.changes.current, includingDone: true)
        guard let thread = threads.first(where: { $0.id == id }) else { return .failure(.notFound(docs)) }
        return answer(thread)
    }

    /// Applies `change` and moves the viewer's notifications' `Last-Modified` on.
    private static func record(
        _ context: RouteContext, viewer: UserRecord, _ change: (inout WorldChanges.State) -> Void
    ) {
        let now = context.now
        context.changes.update { state in
            change(&state)
            let last = state.notificationsChangedAt[viewer.login] ?? 0
            state.notificationsChangedAt[viewer.login] = max(now, last + 1)
        }
    }
}
