import Foundation

/// Writing issues: open one (`POST /repos/{owner}/{repo}/issues`), edit or close one (`PATCH
/// …/issues/{number}`), label one (`POST …/issues/{number}/labels`), and comment (`POST
/// …/issues/{number}/comments`, `PATCH` and `DELETE …/issues/comments/{id}`).
///
/// Anyone signed in with `repo` or `public_repo` may open an issue or comment (on a locked issue,
/// only the owner); only the issue's or comment's author and the repository's owner may edit, and
/// only the owner may add labels.
/// What is written lives in ``WorldChanges`` (``IssueEdits``) and shows in every later read.
struct IssueWriteRoutes: RouteGroup {
    static let methods: Set<String> = ["POST", "PATCH", "DELETE"]
    /// The scopes GitHub accepts for writing issues of public repositories.
    static let writeScopes = ["public_repo", "repo"]
    private static let docs = "\(RouteContext.docs)/issues"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count >= 4, segments.count <= 6, segments[0] == "repos", segments[3] == "issues" else {
            return nil
        }
        let method = context.request.method
        let rest = Array(segments.dropFirst(4))
        let docs: String
        switch (method, rest.count) {
        case ("POST", 0): docs = "\(Self.docs)/issues#create-an-issue"
        case ("PATCH", 1): docs = "\(Self.docs)/issues#update-an-issue"
        case ("POST", 2) where rest[1] == "comments": docs = "\(Self.docs)/comments#create-an-issue-comment"
        case ("POST", 2) where rest[1] == "labels": docs = "\(Self.docs)/labels#add-labels-to-an-issue"
        case ("PATCH", 2) where rest[0] == "comments": docs = "\(Self.docs)/comments#update-an-issue-comment"
        case ("DELETE", 2) where rest[0] == "comments": docs = "\(Self.docs)/comments#delete-an-issue-comment"
        default: return nil
        }
        // An unknown repository is a 404 before anything else, signed in or not.
        guard let repo = context.world.repos.repo(owner: segments[1], name: segments[2]) else {
            return .failure(.notFound(docs))
        }
        return context.authorized(accepting: writeScopes, docs: docs) { viewer in
            let write = Write(context: context, viewer: viewer, repo: repo, docs: docs)
            switch (method, rest.count) {
            case ("POST", 0): return write.open()
            case ("PATCH", 1): return write.withIssue(rest[0]) { write.edit($0) }
            case ("POST", 2) where rest[1] == "labels":
                return write.withIssue(rest[0]) { write.addLabels(to: $0) }
            case ("POST", 2): return write.withIssue(rest[0]) { write.comment(on: $0) }
            case ("PATCH", 2): return write.withComment(rest[1]) { write.editComment($0) }
            default: return write.withComment(rest[1]) { write.deleteComment($0) }
            }
        }
    }

    /// One write by `viewer` to `repo`'s issues.
    private struct Write {
        var context: RouteContext
        var viewer: UserRecord
        var repo: RepoRecord
        var docs: String

        /// `POST …/issues`: 201 with the new issue, numbered after the last.
        func open() -> RouteOutcome {
            body(required: ["title"], resource: "Issue") { fields in
                guard let title = fields["title"] as? String, !title.isEmpty else {
                    return .failure(invalid("title"))
                }
                let now = context.now
                var issue = IssueRecord(
                    repo: repo, number: context.issues(of: repo).count + 1, id: 0, title: title,
                    body: fields["body"] as? String, author: viewer, isOpen: true, stateReason: nil,
                    labels: [],
                    assignees: [], milestone: nil, commentCount: 0,
                    reactionCounts: [Int](repeating: 0, count: 8),
                    locked: false, createdAt: now, updatedAt: now, closedAt: nil, pull: nil)
                issue.id = repo.id * 10_000 + issue.number
                if let failure = apply(fields, to: &issue) { return .failure(failure) }
                context.changes.update { $0.issues.store(issue, isNew: true) }
                return .status(201, issue.json(closedBy: true))
            }
        }

        /// `PATCH …/issues/{number}`: 200 with the issue as changed.
        func edit(_ issue: IssueRecord) -> RouteOutcome {
            guard mayEdit(authoredBy: issue.author) else { return .failure(forbidden) }
            return body(required: [], resource: "Issue") { fields in
                var issue = issue
                if let title = fields["title"] {
                    guard let title = title as? String, !title.isEmpty else {
                        return .failure(invalid("title"))
                    }
                    issue.title = title
                }
                if fields["body"] != nil { issue.body = fields["body"] as? String }
                if let failure = apply(fields, to: &issue) { return .failure(failure) }
                if let state = fields["state"] {
                    guard let state = state as? String, state == "open" || state == "closed" else {
                        return .failure(invalid("state"))
                    }
                    let reason = fields["state_reason"] as? String
                    if state == "closed", issue.isOpen {
                        issue.closedAt = context.now
                        issue.stateReason = reason ?? "completed"
                    } else if state == "open", !issue.isOpen {
                        issue.closedAt = nil
                        issue.stateReason = "reopened"
                    }
                    issue.isOpen = state == "open"
                }
                issue.updatedAt = context.now
                context.changes.update { $0.issues.store(issue) }
                return .status(200, issue.json(closedBy: true))
            }
        }

        /// `POST …/issues/{number}/comments`: 201 with the new comment.
        func comment(on issue: IssueRecord) -> RouteOutcome {
            if issue.locked, viewer.id != repo.owner.id {
                return .failure(APIError(status: 403, message: "Issue is locked.", documentationURL: docs))
            }
            return body(required: ["body"], resource: "IssueComment") { fields in
                guard let text = fields["body"] as? String, !text.isEmpty else {
                    return .failure(invalid("body"))
                }
                let now = context.now
                let comment = context.changes.update { changes in
                    changes.issues.add { id in
                        CommentRecord(
                            id: id, issue: issue, author: viewer, body: text, createdAt: now, updatedAt: now,
                            reactionCounts: [Int](repeating: 0, count: 8))
                    }
                }
                return .status(201, comment.json)
            }
        }

        /// `POST …/issues/{number}/labels` with `{"labels": [...]}`: 200 with all of the issue's
        /// labels, those it had and those named, each once.
        func addLabels(to issue: IssueRecord) -> RouteOutcome {
            guard viewer.id == repo.owner.id else { return .failure(forbidden) }
            return body(required: ["labels"], resource: "Label") { fields in
                guard let names = fields["labels"].flatMap(Self.labelNames) else {
                    return .failure(invalid("labels"))
                }
                var issue = issue
                for name in names
                where !issue.labels.contains(where: { $0.name.lowercased() == name.lowercased() }) {
                    issue.labels.append(label(named: name))
                }
                issue.updatedAt = context.now
                context.changes.update { $0.issues.store(issue) }
                return .status(200, .array(issue.labels.map(\.json)))
            }
        }

        /// `PATCH …/issues/comments/{id}`: 200 with the comment as changed.
        func editComment(_ comment: CommentRecord) -> RouteOutcome {
            guard mayEdit(authoredBy: comment.author) else { return .failure(forbidden) }
            return body(required: ["body"], resource: "IssueComment") { fields in
                guard let text = fields["body"] as? String, !text.isEmpty else {
                    return .failure(invalid("body"))
                }
                var comment = comment
                comment.body = text
                comment.updatedAt = context.now
                context.changes.update { $0.issues.replace(comment) }
                return .status(200, comment.json)
            }
        }

        /// `DELETE …/issues/comments/{id}`: 204.
        func deleteComment(_ comment: CommentRecord) -> RouteOutcome {
            guard mayEdit(authoredBy: comment.author) else { return .failure(forbidden) }
            let issue = context.issue(of: repo, number: comment.issue.number) ?? comment.issue
            context.changes.update { $0.issues.delete(comment, of: issue) }
            return .status(204, nil)
        }

        /// Runs `answer` with issue `number`, or 404s.
        func withIssue(_ number: String, _ answer: (IssueRecord) -> RouteOutcome) -> RouteOutcome {
            guard let number = Int(number), let issue = context.issue(of: repo, number: number) else {
                return .failure(.notFound(docs))
            }
            return answer(issue)
        }

        /// Runs `answer` with comment `id`, or 404s.
        func withComment(_ id: String, _ answer: (CommentRecord) -> RouteOutcome) -> RouteOutcome {
            guard let id = Int(id), let comment = context.comment(of: repo, id: id) else {
                return .failure(.notFound(docs))
            }
            return answer(comment)
        }

        /// Sets `labels`, `assignees` and `milestone` from `fields` when given; a failure names the
        /// field that is wrong.
        func apply(_ fields: [String: Any], to issue: inout IssueRecord) -> APIError? {
            if let labels = fields["labels"] {
                guard let names = Self.labelNames(labels) else { return invalid("labels") }
                issue.labels = names.map(label(named:))
            }
            if let assignees = fields["assignees"] {
                guard let logins = assignees as? [String] else { return invalid("assignees") }
                var users: [UserRecord] = []
                for login in logins {
                    guard let user = context.world.users.user(login: login) else {
                        return invalid("assignees")
                    }
                    if !users.contains(where: { $0.id == user.id }) { users.append(user) }
                }
                issue.assignees = users
            }
            if let milestone = fields["milestone"] {
                if milestone is NSNull {
                    issue.milestone = nil
                } else {
                    let found = (milestone as? Int).flatMap { number in
                        context.world.issues.milestones(of: repo).first { $0.number == number }
                    }
                    guard let found else { return invalid("milestone") }
                    issue.milestone = found
                }
            }
            return nil
        }

        /// Label names from `["bug"]` or `[{"name": "bug"}]`, as GitHub takes both.
        private static func labelNames(_ value: Any) -> [String]? {
            guard let items = value as? [Any] else { return nil }
            var names: [String] = []
            for item in items {
                guard let name = (item as? String) ?? ((item as? [String: Any])?["name"] as? String),
                    !name.isEmpty
                else { return nil }
                names.append(name)
            }
            return names
        }

        /// The repository's label called `name` (case aside), or a new grey one, as GitHub makes
        /// labels it does not know yet.
        private func label(named name: String) -> LabelRecord {
            if let label = context.world.issues.labels(of: repo).first(where: {
                $0.name.lowercased() == name.lowercased()
            }) {
                return label
            }
            let id = 5_000_000_000 + Int(StableHash.hash(seed: UInt64(repo.id), name) % 1_000_000_000)
            return LabelRecord(
                id: id, name: name, color: "ededed", description: nil, isDefault: false,
                repoFullName: repo.fullName)
        }

        private func mayEdit(authoredBy author: UserRecord) -> Bool {
            viewer.id == author.id || viewer.id == repo.owner.id
        }

        private var forbidden: APIError {
            APIError(status: 403, message: "Must have admin rights to Repository.", documentationURL: docs)
        }

        private func invalid(_ field: String) -> APIError {
            .invalid(
                resource: field == "body" ? "IssueComment" : "Issue", field: field, code: "invalid",
                documentationURL: docs)
        }

        private func body(
            required: [String], resource: String, _ answer: ([String: Any]) -> RouteOutcome
        ) -> RouteOutcome {
            switch context.jsonBody(required: required, resource: resource, docs: docs) {
            case .failure(let error): return .failure(error)
            case .success(let fields): return answer(fields)
            }
        }
    }
}
