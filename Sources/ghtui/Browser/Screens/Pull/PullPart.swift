import Foundation
import GitHubKit

/// A list below a pull request read a page (100 items) at a time: its files, its commits or the
/// comments on its diff.
enum PullPart: String, Equatable, Sendable {
    /// `GET …/pulls/{number}/files` (at most 3,000).
    case files
    /// `GET …/pulls/{number}/commits` (at most 250).
    case commits
    /// `GET …/pulls/{number}/comments`.
    case reviewComments = "review-comments"
}

/// One page of a ``PullPart``, read, and the next page's URL from the Link header.
enum PullPartPage: Equatable, Sendable {
    /// Changed files.
    case files([DiffEntry], next: URL?)
    /// Commits, oldest first.
    case commits([Commit], next: URL?)
    /// Review comments.
    case reviewComments([PullRequestReviewComment], next: URL?)

    /// The next page's URL; nil on the last page.
    var next: URL? {
        switch self {
        case .files(_, let next), .commits(_, let next), .reviewComments(_, let next): next
        }
    }
}
