import Foundation

/// Writing pull requests: review one (`POST /repos/{owner}/{repo}/pulls/{number}/reviews`), submit
/// or delete a pending review (`POST …/reviews/{id}/events`, `DELETE …/reviews/{id}`), merge one
/// (`PUT …/pulls/{number}/merge`) and edit, close or reopen one (`PATCH …/pulls/{number}`).
///
/// Anyone signed in with `repo` or `public_repo` may review, but not approve or request changes on
/// their own pull request; only the repository's owner may merge, and only the author or the owner
/// may edit. What is written lives in ``WorldChanges`` (the pull request itself in ``IssueEdits``,
/// reviews in ``PullEdits``) and shows in every later read.
struct PullWriteRoutes: RouteGroup {
    static let methods: Set<String> = ["POST", "PUT", "PATCH", "DELETE"]
    private static let docs = "\(RouteContext.docs)/pulls"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count >= 5, segments.count <= 8, segments[0] == "repos", segments[3] == "pulls" else {
            return nil
        }
        let method = context.request.method
        let rest = Array(segments.dropFirst(5))
        let docs: String
        switch (method, rest.count) {
        case ("PATCH", 0): docs = "\(Self.docs)/pulls#update-a-pull-request"
        case ("PUT", 1) where rest[0] == "merge": docs = "\(Self.docs)/pulls#merge-a-pull-request"
        case ("POST", 1) where rest[0] == "reviews":
            docs = "\(Self.docs)/reviews#create-a-review-for-a-pull-request"
        case ("DELETE", 2) where rest[0] == "reviews":
            docs = "\(Self.docs)/reviews#delete-a-pending-review-for-a-pull-request"
        case ("POST", 3) where rest[0] == "reviews" && rest[2] == "events":
            docs = "\(Self.docs)/reviews#submit-a-review-for-a-pull-request"
        default: return nil
        }
        guard let repo = context.world.repos.repo(owner: segments[1], name: segments[2]) else {
            return .failure(.notFound(docs))
        }
        return context.authorized(accepting: IssueWriteRoutes.writeScopes, docs: docs) { viewer in
            guard let number = Int(segments[4]), let issue = context.issue(of: repo, number: number),
                issue.pull != nil
            else {
                return .failure(.notFound(docs))
            }
            let write = Write(context: context, viewer: viewer, issue: issue, docs: docs)
            switch (method, rest.count) {
            case ("PATCH", _): return write.edit()
            case ("PUT", _): return write.merge()
            case ("POST", 1): return write.review()
            case ("DELETE", _): return write.withPendingReview(rest[1]) { write.delete($0) }
            default: return write.withPendingReview(rest[1]) { write.submit($0) }
            }
        }
    }

    /// One write by `viewer` to pull request `issue`.
    private struct Write {
        var context: RouteContext
        var viewer: UserRecord
        /// The pull request, as writes left it.
        var issue: IssueRecord
        var docs: String

        private var repo: RepoRecord { issue.repo }
        private var key: IssueEdits.IssueKey { PullEdits.key(of: issue) }

        /// `PATCH …/pulls/{number}`: 200 with the full pull request as changed.
        func edit() -> RouteOutcome {
            guard viewer.id == issue.author.id || viewer.id == repo.owner.id else {
                return .failure(forbidden)
            }
            return body { fields in
                var issue = issue
                for field in ["title", "base"] where fields[field] != nil {
                    guard let text = fields[field] as? String, !text.isEmpty else {
                        return .failure(invalid(field))
                    }
                    if field == "title" { issue.title = text } else { issue.pull?.baseRef = text }
                }
                if fields["body"] != nil { issue.body = fields["body"] as? String }
                if let state = fields["state"] {
                    guard let state = state as? String, state == "open" || state == "closed" else {
                        return .failure(invalid("state"))
                    }
                    if state == "open", !issue.isOpen {
                        guard issue.pull?.merged != true else {
                            return .failure(
                                APIError(
                                    status: 422, message: "Validation Failed", documentationURL: docs,
                                    errors: [
                                        .object([
                                            ("resource", .string("PullRequest")), ("code", .string("custom")),
                                            ("field", .string("state")),
                                            ("message", .string(Self.mergedCannotReopen)),
                                        ])
                                    ]))
                        }
                        issue.isOpen = true
                        issue.closedAt = nil
                    } else if state == "closed", issue.isOpen {
                        issue.isOpen = false
                        issue.closedAt = context.now
                    }
                }
                issue.updatedAt = context.now
                context.changes.update { $0.issues.store(issue) }
                return .status(200, issue.pullJSON(full: true))
            }
        }

        /// `PUT …/pulls/{number}/merge`: 200 `{sha, merged, message}`; the pull request is then
        /// closed and merged by the viewer.
        func merge() -> RouteOutcome {
            guard viewer.id == repo.owner.id else { return .failure(forbidden) }
            return body { fields in
                let method = fields["merge_method"] as? String ?? "merge"
                guard Self.mergeMethods.keys.contains(method) else {
                    return .failure(invalid("merge_method"))
                }
                guard let pull = issue.pull, issue.isOpen, !pull.merged, !pull.draft, issue.number % 5 != 0
                else {
                    return .failure(
                        APIError(
                            status: 405, message: "Pull Request is not mergeable", documentationURL: docs))
                }
                guard repo.allowsMerge(method: method) else {
                    let message = "\(Self.mergeMethods[method] ?? method) are not allowed on this repository."
                    return .failure(APIError(status: 405, message: message, documentationURL: docs))
                }
                if let sha = fields["sha"] as? String, sha != issue.headSHA {
                    return .failure(
                        APIError(
                            status: 409, message: "Head branch was modified. Review and try the merge again.",
                            documentationURL: docs))
                }
                var merged = issue
                let sha = IDs.sha(issue.id &* 31 &+ pull.commitCount, salt: 83)
                merged.isOpen = false
                merged.closedAt = context.now
                merged.updatedAt = context.now
                merged.pull?.merged = true
                merged.pull?.mergedBy = viewer
                merged.pull?.mergeCommitSHA = sha
                context.changes.update { $0.issues.store(merged) }
                return .status(
                    200,
                    .object([
                        ("sha", .string(sha)), ("merged", .bool(true)),
                        ("message", .string("Pull Request successfully merged")),
                    ]))
            }
        }

        /// `POST …/pulls/{number}/reviews`: 200 with the new review, pending without an `event`.
        func review() -> RouteOutcome {
            body { fields in
                let event = fields["event"] as? String ?? "PENDING"
                guard fields["event"] == nil || fields["event"] is String,
                    event == "PENDING" || Self.reviewStates[event] != nil
                else {
                    return .failure(invalid("event", resource: "PullRequestReview"))
                }
                let text = fields["body"] as? String ?? ""
                var comments: [PullEdits.ReviewComment] = []
                for item in fields["comments"] as? [Any] ?? [] {
                    switch comment(from: item) {
                    case .success(let comment): comments.append(comment)
                    case .failure(let error): return .failure(error)
                    }
                }
                if let refusal = refusal(event, body: text, hasComments: !comments.isEmpty) {
                    return .failure(refusal)
                }
                let hasPending = context.changes.current.pulls.reviews(on: key).contains {
                    $0.isPending && $0.author.id == viewer.id
                }
                if event == "PENDING", hasPending {
                    return .failure(
                        .unprocessable(
                            "User can only have one pending review per pull request", documentationURL: docs))
                }
                let pending = PullEdits.Review(
                    id: 0, pull: key, author: viewer, body: text, state: "PENDING",
                    commitID: fields["commit_id"] as? String ?? issue.headSHA, submittedAt: nil,
                    comments: comments)
                var review = context.changes.update { $0.pulls.add(pending) }
                if event != "PENDING" { review = submitted(review, event: event, body: text) }
                return .status(200, review.json(on: issue))
            }
        }

        /// `POST …/reviews/{id}/events`: 200 with the review, submitted.
        func submit(_ review: PullEdits.Review) -> RouteOutcome {
            body { fields in
                guard let event = fields["event"] as? String, Self.reviewStates[event] != nil else {
                    return .failure(invalid("event", resource: "PullRequestReview"))
                }
                let text = fields["body"] as? String ?? review.body
                if let refusal = refusal(event, body: text, hasComments: !review.comments.isEmpty) {
                    return .failure(refusal)
                }
                return .status(200, submitted(review, event: event, body: text).json(on: issue))
            }
        }

        /// `DELETE …/reviews/{id}`: 200 with the pending review, now gone.
        func delete(_ review: PullEdits.Review) -> RouteOutcome {
            context.changes.update { $0.pulls.delete(review) }
            return .status(200, review.json(on: issue))
        }

        /// Runs `answer` with the viewer's pending review `id` of this pull request: 404 for
        /// another's or an unknown one, 422 for one already submitted.
        func withPendingReview(_ id: String, _ answer: (PullEdits.Review) -> RouteOutcome) -> RouteOutcome {
            guard let id = Int(id), let review = context.changes.current.pulls.reviews[id],
                review.pull == key,
                review.author.id == viewer.id
            else {
                return .failure(.notFound(docs))
            }
            guard review.isPending else {
                let verb = context.request.method == "DELETE" ? "delete" : "submit"
                return .failure(
                    .unprocessable(
                        "Can not \(verb) a non-pending pull request review", documentationURL: docs))
            }
            return answer(review)
        }

        /// `review` submitted now as `event` with `body`, stored, its comments counted on the pull
        /// request.
        private func submitted(_ review: PullEdits.Review, event: String, body: String) -> PullEdits.Review {
            var review = review
            review.state = Self.reviewStates[event] ?? "COMMENTED"
            review.body = body
            review.submittedAt = context.now
            var issue = issue
            issue.pull?.addedReviewComments += review.comments.count
            issue.updatedAt = context.now
            context.changes.update {
                $0.pulls.replace(review)
                $0.issues.store(issue)
            }
            return review
        }

        /// GitHub's 422 for submitting `event` with `body` (and comments or not), nil when it may.
        private func refusal(_ event: String, body: String, hasComments: Bool) -> APIError? {
            let own = viewer.id == issue.author.id
            switch event {
            case "APPROVE" where own:
                return .unprocessable("Can not approve your own pull request", documentationURL: docs)
            case "REQUEST_CHANGES" where own:
                return .unprocessable(
                    "Can not request changes on your own pull request", documentationURL: docs)
            case "REQUEST_CHANGES", "COMMENT":
                guard body.isEmpty, !hasComments else { return nil }
                return .unprocessable(
                    "Review body is required for the \(event) event", documentationURL: docs)
            default:
                return nil
            }
        }

        /// A review comment from one of the `comments` of a review's body: placed on the line (or
        /// lines) of its file's diff that it names, or GitHub's 422 when it cannot be.
        private func comment(from item: Any) -> Result<PullEdits.ReviewComment, APIError> {
            let resource = "PullRequestReviewComment"
            guard let fields = item as? [String: Any] else {
                return .failure(invalid("comments", resource: resource))
            }
            for field in ["path", "body"] where (fields[field] as? String ?? "").isEmpty {
                return .failure(
                    .invalid(resource: resource, field: field, code: "missing_field", documentationURL: docs))
            }
            let path = fields["path"] as? String ?? ""
            let files = context.world.issues.files(of: issue)
            guard let file = files.elements(0..<files.count).first(where: { $0.filename == path }) else {
                return .failure(.unprocessable("Path could not be resolved", documentationURL: docs))
            }
            let side = fields["side"] as? String ?? "RIGHT"
            guard side == "LEFT" || side == "RIGHT" else {
                return .failure(invalid("side", resource: resource))
            }
            let unresolved = APIError.unprocessable(
                "Line could not be resolved (pull_request_review_thread.line must be part of the diff)",
                documentationURL: docs)
            let anchor: DiffFile.Anchor
            var start: (line: Int, side: String)?
            if let line = fields["line"] as? Int {
                guard let found = file.anchor(line: line, side: side) else { return .failure(unresolved) }
                anchor = found
                if let startLine = fields["start_line"] as? Int {
                    let startSide = fields["start_side"] as? String ?? side
                    guard let first = file.anchor(line: startLine, side: startSide), first.hunk == found.hunk,
                        first.index < found.index
                    else {
                        return .failure(unresolved)
                    }
                    start = (startLine, startSide)
                }
            } else if let position = fields["position"] as? Int {
                guard let found = file.anchor(position: position) else { return .failure(unresolved) }
                anchor = found
            } else {
                return .failure(
                    .invalid(resource: resource, field: "line", code: "missing_field", documentationURL: docs)
                )
            }
            return .success(
                PullEdits.ReviewComment(
                    id: 0, path: path, anchor: anchor, start: start, body: fields["body"] as? String ?? "",
                    createdAt: context.now))
        }

        /// The request's JSON object body, or its 400/422.
        private func body(_ answer: ([String: Any]) -> RouteOutcome) -> RouteOutcome {
            switch context.jsonBody(required: [], resource: "PullRequest", docs: docs) {
            case .failure(let error): return .failure(error)
            case .success(let fields): return answer(fields)
            }
        }

        private var forbidden: APIError {
            APIError(status: 403, message: "Must have admin rights to Repository.", documentationURL: docs)
        }

        private func invalid(_ field: String, resource: String = "PullRequest") -> APIError {
            .invalid(resource: resource, field: field, code: "invalid", documentationURL: docs)
        }

        /// A review's `event` and the `state` it leaves the review in.
        private static let reviewStates = [
            "APPROVE": "APPROVED", "REQUEST_CHANGES": "CHANGES_REQUESTED", "COMMENT": "COMMENTED",
        ]

        /// The merge methods and how GitHub names them when a repository refuses them.
        private static let mergeMethods = [
            "merge": "Merge commits", "squash": "Squash merges", "rebase": "Rebase merges",
        ]

        static let mergedCannotReopen =
            "state cannot be changed. The pull request cannot be reopened because it has been merged"
    }
}
