import Foundation
import GitHubKit

/// A change the browser asks GitHub for (`*` stars, `F` follows, the inbox's marks): sent by the
/// effect runner as `Effect.write`, answered by `.loaded(id, .written)` or `.failed`. Screens
/// show the change at once and take it back when GitHub refuses it.
enum Write: Equatable, Sendable {
    /// `PUT` (`starring`) or `DELETE` `/user/starred/{owner}/{name}`.
    case star(owner: String, name: String, starring: Bool)
    /// `PUT` (`following`) or `DELETE` `/user/following/{login}`.
    case follow(login: String, following: Bool)
    /// `PATCH /notifications/threads/{id}`: the thread read.
    case markThreadRead(String)
    /// `DELETE /notifications/threads/{id}`: the thread done, gone from the inbox.
    case markThreadDone(String)
    /// `PUT /notifications/threads/{id}/subscription` with `{"ignored": true}`: no more
    /// notifications from the thread.
    case ignoreThread(String)
    /// `PUT /notifications` with `last_read_at`: every thread GitHub had updated by then, read.
    case markAllRead(asOf: Date)
    /// `POST /repos/{owner}/{name}/actions/runs/{id}/rerun-failed-jobs`.
    case rerunFailedJobs(RepositoryName, runID: Int)
    /// `POST /repos/{owner}/{name}/actions/runs/{id}/cancel`.
    case cancelRun(RepositoryName, runID: Int)
    /// `POST /repos/{owner}/{name}/pulls/{number}/reviews`: `review`'s comments with `verdict` and
    /// `text`, on commit `commit`.
    case review(
        RepositoryName, number: Int, review: PendingReview, verdict: PendingReview.Verdict, text: String,
        commit: String?)
    /// `PUT /repos/{owner}/{name}/pulls/{number}/merge` by `method`, only if the head is still
    /// `sha`; a squash's commit `title` and `message`.
    case merge(
        RepositoryName, number: Int, method: MergeMethod, sha: String, title: String?, message: String?)
    /// `PATCH /repos/{owner}/{name}/pulls/{number}` with `state` `open` or `closed`.
    case setPullState(RepositoryName, number: Int, open: Bool)
    /// GraphQL's `markPullRequestReadyForReview` (or, to make it a `draft` again,
    /// `convertPullRequestToDraft`) on the pull request whose node ID is `nodeID`: REST has neither.
    case setDraft(RepositoryName, number: Int, nodeID: String, draft: Bool)

    /// Sends it to GitHub: its REST route, or its GraphQL mutation.
    func send(with client: APIClient) async throws(GitHubError) {
        if let route {
            _ = try await client.response(for: route)
            return
        }
        guard case .setDraft(_, _, let nodeID, let draft) = self else { return }
        let mutation = draft ? "convertPullRequestToDraft" : "markPullRequestReadyForReview"
        _ = try await client.graphQL(
            GraphQLQuery<JSONValue>(
                "mutation($id: ID!) { \(mutation)(input: {pullRequestId: $id}) { pullRequest { isDraft } } }",
                variables: ["id": .string(nodeID)]
            ) { $0 })
    }

    /// The REST route GitHub is sent; nil for a draft's change, which only GraphQL makes.
    private var route: (any Router)? {
        switch self {
        case .star(let owner, let name, true): GithubRouter.activity.star(owner: owner, repo: name)
        case .star(let owner, let name, false): GithubRouter.activity.unstar(owner: owner, repo: name)
        case .follow(let login, true): GithubRouter.users.follow(login)
        case .follow(let login, false): GithubRouter.users.unfollow(login)
        case .markThreadRead(let id): GithubRouter.activity.markThreadAsRead(threadId: Int(id) ?? 0)
        case .markThreadDone(let id): GithubRouter.activity.markThreadAsDone(threadId: Int(id) ?? 0)
        case .ignoreThread(let id):
            GithubRouter.activity.setThreadSubscription(threadId: Int(id) ?? 0, body: .init(ignored: true))
        case .markAllRead(let date):
            GithubRouter.activity.markNotificationsAsRead(
                body: .init(lastReadAt: date.formatted(.iso8601), read: true))
        case .rerunFailedJobs(let repository, let id):
            GithubRouter.actions.reRunWorkflowFailedJobs(
                owner: repository.owner, repo: repository.name, runId: id)
        case .cancelRun(let repository, let id):
            GithubRouter.actions.cancelWorkflowRun(owner: repository.owner, repo: repository.name, runId: id)
        case .review(let repository, let number, let review, let verdict, let text, let commit):
            GithubRouter.pulls.createReview(
                owner: repository.owner, repo: repository.name, pullNumber: number,
                body: review.body(verdict: verdict, text: text, commit: commit))
        case .merge(let repository, let number, let method, let sha, let title, let message):
            GithubRouter.pulls.merge(
                owner: repository.owner, repo: repository.name, pullNumber: number,
                body: .init(
                    commitTitle: title, commitMessage: message, sha: sha,
                    mergeMethod: .init(rawValue: method.rawValue)
                ))
        case .setPullState(let repository, let number, let open):
            GithubRouter.pulls.update(
                owner: repository.owner, repo: repository.name, pullNumber: number,
                body: .init(state: .init(rawValue: open ? "open" : "closed")))
        case .setDraft: nil
        }
    }

    /// What the trace calls the write: its kind, never a login or name.
    var traceName: String {
        switch self {
        case .star(_, _, let starring): starring ? "star" : "unstar"
        case .follow(_, let following): following ? "follow" : "unfollow"
        case .markThreadRead: "mark-read"
        case .markThreadDone: "mark-done"
        case .ignoreThread: "unsubscribe"
        case .markAllRead: "mark-all-read"
        case .rerunFailedJobs: "rerun"
        case .cancelRun: "cancel-run"
        case .review: "review"
        case .merge: "merge"
        case .setPullState(_, _, let open): open ? "reopen" : "close"
        case .setDraft(_, _, _, let draft): draft ? "to-draft" : "ready"
        }
    }

    /// What it does, for messages: "star mona/x", "mark the notification read".
    private var what: String {
        switch self {
        case .star(let owner, let name, let starring): "\(starring ? "star" : "unstar") \(owner)/\(name)"
        case .follow(let login, let following): "\(following ? "follow" : "unfollow") \(login)"
        case .markThreadRead: "mark the notification read"
        case .markThreadDone: "mark the notification done"
        case .ignoreThread: "unsubscribe from the thread"
        case .markAllRead: "mark every notification read"
        case .rerunFailedJobs(_, let id): "re-run the failed jobs of run \(id)"
        case .cancelRun(_, let id): "cancel run \(id)"
        case .review(let repository, let number, _, let verdict, _, _):
            "send the review (\(verdict.words)) of \(repository)#\(number)"
        case .merge(let repository, let number, let method, _, _, _):
            "merge \(repository)#\(number) (\(method.words))"
        case .setPullState(let repository, let number, let open):
            "\(open ? "reopen" : "close") \(repository)#\(number)"
        case .setDraft(let repository, let number, _, let draft):
            draft
                ? "convert \(repository)#\(number) to a draft"
                : "mark \(repository)#\(number) ready for review"
        }
    }

    /// The text the user wrote for it, kept in a file when GitHub refuses it: a review's text
    /// and comments, a squash's message; nil for the rest.
    var unsentText: String? {
        switch self {
        case .review(_, _, let review, let verdict, let text, _):
            review.keptText(verdict: verdict, text: text)
        case .merge(_, _, _, _, let title?, let message):
            [title, message].compactMap { $0 }.joined(separator: "\n\n")
        default: nil
        }
    }

    /// The status bar's message when there is no token to write with.
    var needsToken: String {
        let doing =
            switch self {
            case .star: "starring"
            case .follow: "following"
            case .markThreadRead, .markThreadDone, .ignoreThread, .markAllRead: "the inbox"
            case .rerunFailedJobs, .cancelRun: "re-running or cancelling"
            case .review: "reviewing"
            case .merge, .setPullState, .setDraft: "changing a pull request"
            }
        return Self.tokenNeeded(for: doing)
    }

    /// The status bar's message when there is no token for `doing` ("commenting").
    static func tokenNeeded(for doing: String) -> String {
        "\(doing) needs a token (GH_TOKEN or ghtui auth login)"
    }

    /// The status bar's message for it, said when asked (the screen shows it done at once).
    var done: String {
        switch self {
        case .star(let owner, let name, let starring):
            starring ? "★ starred \(owner)/\(name)" : "unstarred \(owner)/\(name)"
        case .follow(let login, let following): following ? "following \(login)" : "unfollowed \(login)"
        case .markThreadRead: "marked read"
        case .markThreadDone: "marked done: gone from the inbox"
        case .ignoreThread: "unsubscribed: no more notifications from this thread"
        case .markAllRead: "marked every notification read"
        case .rerunFailedJobs: "asked GitHub to re-run the failed jobs"
        case .cancelRun: "asked GitHub to cancel the run"
        case .review(_, _, _, let verdict, _, _): "sending the review (\(verdict.words))…"
        case .merge(_, let number, let method, let sha, _, _):
            "merging #\(number) (\(method.words)) at \(sha.prefix(7))…"
        case .setPullState(_, let number, let open): open ? "reopening #\(number)…" : "closing #\(number)…"
        case .setDraft(_, let number, _, let draft):
            draft ? "converting #\(number) to a draft…" : "marking #\(number) ready for review…"
        }
    }

    /// Why GitHub refused it, in the status bar's words: the scope a 403 asks for (GitHubKit
    /// adds the token's and the accepted scopes to the message), what a 404 means.
    func refusal(_ error: GitHubError) -> String {
        let prefix = "could not \(what)"
        switch error.rootCause {
        case .forbidden(let message), .httpError(403, let message):
            // GitHubKit ends a refused write's message with the scopes GitHub named.
            guard let needs = ErrorText.scopesNeeded(message) else {
                return "\(prefix): GitHub refused (403): \(message)"
            }
            return "\(prefix): \(needs)"
        case .notFound:
            let gone =
                switch self {
                case .star: "GitHub shows no such repository to this token, or the token may not write"
                case .follow: "GitHub shows no such user to this token, or the token may not write"
                case .markThreadRead, .markThreadDone, .ignoreThread, .markAllRead:
                    "the thread is gone (done elsewhere?)"
                case .rerunFailedJobs, .cancelRun: "the run is gone, or the token may not write"
                case .review, .merge, .setPullState, .setDraft:
                    "GitHub shows no such pull request to this token, or the token may not write"
                }
            return "\(prefix): \(gone) (404)"
        case .unauthorized:
            return "\(prefix): token rejected: check GH_TOKEN, GITHUB_TOKEN or the config file"
        case .httpError(405, let message):
            return "\(prefix): GitHub refused (405): \(message)"
        case .httpError(409, let message):
            return "\(prefix): the head moved since it was shown (409): \(message)"
        case .validationFailed(let failure):
            return "\(prefix): GitHub refused it (422): \(failure)"
        default:
            return "\(prefix): \(error.description)"
        }
    }
}
