import Foundation
import GitHubKit

/// What a fetch brought back.
enum Payload: Equatable, Sendable {
    /// A profile, and when it was fetched if it came from the response cache.
    case user(User, cachedAt: Date?)
    /// An organization's own object (`GET /orgs/{org}`).
    case organization(OrganizationFull)
    /// One page of a list.
    case page(PageResult)
    /// A repository, and when it was fetched if it came from the response cache.
    case repository(Repository, cachedAt: Date?)
    /// A README's text (nil when it is not UTF-8 text).
    case readme(String?)
    /// A profile's pinned items.
    case pinnedItems([PinnedItem])
    /// A profile's contribution calendar.
    case contributionCalendar(ContributionCalendar)
    /// A "have I" check's answer (`isStarred`, `isFollowing`): 204 yes, 404 no.
    case checked(Bool)
    /// A write GitHub made.
    case written
    /// `Effect.toggleStar` done: whether the repository is starred now.
    case toggled(Bool)
    /// One page of a search, its `total_count`, and whether GitHub said `incomplete_results`.
    case searchPage(PageResult, total: Int, incomplete: Bool)
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
    case edited(String?)
    /// One page of the inbox, the seconds GitHub asks a client to wait before asking again
    /// (`X-Poll-Interval`, as sent), and when GitHub answered (or the cached copy was fetched).
    case notifications(PageResult, pollInterval: String?, askedAt: Date)
    /// A workflow run.
    case workflowRun(WorkflowRun)
    /// A workflow run's jobs.
    case jobs([WorkflowJob])
    /// A commit's check runs and statuses.
    case checks(CommitChecks)
    /// One page of a pull request's files, commits or review comments, and the next page's URL.
    case pullPart(PullPartPage)
    /// A commit with its files.
    case commit(Commit)
    /// A gist with its files' content.
    case gist(Gist)
    /// A directory's entries or a file's object.
    case contents(RepositoryContents)
    /// The first bytes of a file too big for its object (`Fetch.fileStart`).
    case fileStart(Data)
    /// A repository's branches, then its tags.
    case refs([GitRef])
    /// A job's log, indexed.
    case jobLog(JobLog)
    /// News of an `Effect.download`: progress, then saved or failed.
    case download(DownloadNews)
    /// The time an `Effect.wake` asked for has come.
    case woke
    /// The checks and review decisions of pull requests, by node ID.
    case pullStatuses([PullRequestStatus])
    /// The pending review kept of a pull request from an earlier run, if any.
    case keptReview(PendingReview?)
}
