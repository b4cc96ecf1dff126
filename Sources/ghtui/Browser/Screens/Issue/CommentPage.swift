import Foundation
import GitHubKit

/// One page of an issue's comments as it came back from GitHub.
struct CommentPage: Equatable, Sendable {
    /// The page's comments, oldest first.
    var comments: [IssueComment]
    /// The number of comment pages, when the Link header had `last` (or this is the only page).
    var totalPages: Int?
    /// The `next` page's URL from the Link header; nil on the last page.
    var next: URL?
}
