import Foundation
import GitHubKit

/// What a fetch brought back.
enum Payload: Equatable, Sendable {
    /// A profile, and when it was fetched if it came from the response cache.
    case user(User, cachedAt: Date?)
    /// One page of a list.
    case page(PageResult)
    /// A repository, and when it was fetched if it came from the response cache.
    case repository(Repository, cachedAt: Date?)
    /// A README's text (nil when it is not UTF-8 text).
    case readme(String?)
    /// An issue (or a pull request read as one).
    case issue(Issue)
    /// A pull request's details.
    case pullRequest(PullRequest)
    /// A pull request's reviews.
    case reviews([PullRequestReview])
    /// One page of an issue's comments.
    case comments(CommentPage)
    /// The comment GitHub made of what was posted.
    case comment(IssueComment)
    /// What the user wrote in the editor; nil when the editor could not run (a notice says why).
    case written(String?)
}
