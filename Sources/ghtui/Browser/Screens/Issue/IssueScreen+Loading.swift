import Foundation
import GitHubKit

extension IssueScreen {
    /// Takes GitHub's (or the editor's) answer to `id`.
    mutating func receive(_ payload: Payload, for id: RequestID, context: inout UpdateContext) {
        if isPullRequest, receivePull(payload, for: id, context: &context) {
            layOut(size: size)
            return
        }
        switch payload {
        case .issue(let loaded) where issuePending == id:
            issuePending = nil
            issue = loaded
            issueLoaded = true
            parseBody()
        case .pullRequest(let loaded) where pullPending == id:
            pullPending = nil
            pull = loaded
            pullLoaded = true
            parseBody()
        case .reviews(let loaded) where reviewsPending == id:
            reviewsPending = nil
            reviews = loaded
        case .checks(let loaded) where checksPending == id:
            checksPending = nil
            checks = loaded
        case .comments(let page) where commentsPending == id:
            commentsPending = nil
            commentPages += 1
            let postedIDs = Set(posted.map(\.comment.id))
            comments += page.comments.filter { !postedIDs.contains($0.id) }.map(Self.entry)
            nextCommentsURL = page.next
            commentsHaveMore = page.next != nil
        case .edited(let text) where editing == id:
            editing = nil
            guard let text else { return }
            guard !text.allSatisfy(\.isWhitespace) else {
                context.notice = "comment cancelled: the file was empty"
                return
            }
            let draft = Draft(id: context.makeRequestID(), body: text)
            drafts.append(draft)
            context.effects.append(.fetch(draft.id, .postComment(repository, number: number, body: text)))
            context.notice = "sending the comment…"
        case .comment(let comment) where drafts.contains(where: { $0.id == id }):
            drafts.removeAll { $0.id == id }
            comments.removeAll { $0.comment.id == comment.id }
            posted.append(Self.entry(comment))
            context.notice = "comment posted"
        default:
            return
        }
        layOut(size: size)
    }

    /// Notes why `id` failed; a comment GitHub refused leaves the page, and the status bar
    /// says why.
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        if isPullRequest, failPull(error, for: id) {
            layOut(size: size)
            return
        }
        if issuePending == id {
            issuePending = nil
            issueError = error
        }
        if pullPending == id {
            pullPending = nil
            pullError = error
        }
        if reviewsPending == id {
            reviewsPending = nil
            reviewsError = error
        }
        if checksPending == id {
            checksPending = nil
            checksFailed = true
        }
        if commentsPending == id {
            commentsPending = nil
            commentsError = error
            retryKey = context.key(.refresh, in: .repository)
        }
        if drafts.contains(where: { $0.id == id }) {
            drafts.removeAll { $0.id == id }
            context.notice = Self.refusal(error)
        }
        layOut(size: size)
    }

    /// Starts what the screen needs: the issue, a pull request's details and reviews, and the
    /// first comment page, then the next one whenever the page is scrolled near its end.
    mutating func reconcile(context: inout UpdateContext) {
        let revalidates = revalidates
        func ask(_ fetch: Fetch) -> RequestID {
            let id = context.makeRequestID()
            context.effects.append(revalidates ? .refetch(id, fetch) : .fetch(id, fetch))
            return id
        }
        if !issueLoaded && issuePending == nil && issueError == nil {
            issuePending = ask(.issue(repository, number: number))
        }
        if isPullRequest && !pullLoaded && pullPending == nil && pullError == nil {
            pullPending = ask(.pullRequest(repository, number: number))
        }
        if isPullRequest && reviews == nil && reviewsPending == nil && reviewsError == nil {
            reviewsPending = ask(.reviews(repository, number: number))
        }
        self.revalidates = false
        // The checks are the head commit's: asked once the pull request says which it is.
        if pullLoaded, let sha = pull?.headSha, checks == nil, checksPending == nil, !checksFailed {
            let id = context.makeRequestID()
            checksPending = id
            context.effects.append(.fetch(id, .checks(repository, sha: sha)))
        }
        if isPullRequest { reconcilePull(context: &context) }
        if commentsPending == nil, commentsError == nil, commentsHaveMore, commentPages == 0 || isNearEnd {
            let id = context.makeRequestID()
            let page = commentPages + 1
            commentsPending = id
            let fetch = Fetch.comments(
                repository, number: number, page: page, perPage: context.perPage,
                next: page > 1 ? nextCommentsURL : nil)
            context.effects.append(.fetch(id, fetch))
            // "loading comments…" takes the place of "N more comments".
            layOut(size: size)
        }
    }

    /// Forgets the requests in flight (they were cancelled); the screen asks again when shown.
    /// A comment being sent is forgotten too: it may or may not have reached GitHub.
    mutating func dropPending() {
        issuePending = nil
        pullPending = nil
        reviewsPending = nil
        checksPending = nil
        commentsPending = nil
        editing = nil
        drafts = []
        parts.dropPending()
    }

    /// Parses the body of the issue (or pull request) known.
    mutating func parseBody() {
        body = (issue?.body ?? pull?.body).map { MarkdownDocument(markdown: $0) }
    }

    private static func entry(_ comment: IssueComment) -> Entry {
        Entry(comment: comment, document: MarkdownDocument(markdown: comment.body ?? ""))
    }
}
