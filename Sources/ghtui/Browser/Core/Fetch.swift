import Foundation
import GitHubKit

/// A read from GitHub that an effect performs.
enum Fetch: Equatable, Sendable {
    /// `GET /users/{login}`.
    case user(String)
    /// `GET /user`: the token's user.
    case authenticatedUser
    /// `GET /orgs/{org}`: an organization's description and more.
    case organization(String)
    /// One page of a profile's list; `sort` applies to the Repos tab. `next` is the URL the
    /// previous page's Link header gave for it, followed as given when there is one.
    case page(Tab, login: String, page: Int, perPage: Int, sort: RepositorySort?, next: URL? = nil)
    /// `GET /repos/{owner}/{name}`.
    case repository(owner: String, name: String)
    /// `GET /repos/{owner}/{name}/readme`.
    case readme(owner: String, name: String)
    /// One page of a repository's list; `state` applies to issues and pull requests. `next` as
    /// for `page`.
    case repoPage(RepoTab, RepositoryName, state: IssueStateFilter, page: Int, perPage: Int, next: URL? = nil)
    /// The items `login` pinned to their profile, over GraphQL (a token needed).
    case pinnedItems(String)
    /// `login`'s contribution calendar of the last year, over GraphQL (a token needed).
    case contributionCalendar(String)
    /// The checks and review decisions of a list's pull requests, by node ID, in one GraphQL
    /// query (a token needed).
    case pullStatuses(ids: [String])
    /// `GET /user/starred/{owner}/{name}`: whether the token's user starred it.
    case isStarred(owner: String, name: String)
    /// `GET /user/following/{login}`: whether the token's user follows `login`.
    case isFollowing(String)

    /// Whether the fetch is a "have I" check, sent with `client.check` (404 means no).
    var isCheck: Bool {
        switch self {
        case .isStarred, .isFollowing: true
        default: false
        }
    }
    /// One page of a search, `query` sent as typed. `next` as for `page`.
    case search(SearchTab, query: String, page: Int, perPage: Int, next: URL? = nil)
    /// `GET /repos/{owner}/{name}/issues/{number}`: an issue or a pull request as an issue.
    case issue(RepositoryName, number: Int)
    /// `GET /repos/{owner}/{name}/pulls/{number}`.
    case pullRequest(RepositoryName, number: Int)
    /// `GET /repos/{owner}/{name}/pulls/{number}/reviews`: the first 100 reviews.
    case reviews(RepositoryName, number: Int)
    /// One page of `GET /repos/{owner}/{name}/issues/{number}/comments`, oldest first; `next`
    /// as for `page`.
    case comments(RepositoryName, number: Int, page: Int, perPage: Int, next: URL? = nil)
    /// `POST /repos/{owner}/{name}/issues/{number}/comments` with `body`; the effect runner sends
    /// it as a write, never cancelled.
    case postComment(RepositoryName, number: Int, body: String)
    /// One page of `GET /repos/{owner}/{name}/actions/runs`, newest first: the runs `filter`
    /// keeps, of `branch` when given. `next` as for `page`.
    case runs(RepositoryName, filter: RunFilter, branch: String?, page: Int, perPage: Int, next: URL? = nil)
    /// `GET /repos/{owner}/{name}/actions/runs/{id}`.
    case workflowRun(RepositoryName, id: Int)
    /// `GET /repos/{owner}/{name}/actions/runs/{id}/jobs`: the latest attempt's first 100 jobs.
    case runJobs(RepositoryName, runID: Int)
    /// `GET /repos/{owner}/{name}/actions/jobs/{id}/logs`: a job's log, from where GitHub redirects
    /// (its storage, which never gets the token); asked with `Cache-Control: no-store`, so the
    /// response cache never holds it.
    case jobLog(RepositoryName, jobID: Int)
    /// A commit's check runs (the first 100) and combined status, counted: a pull request's head.
    case checks(RepositoryName, sha: String)
    /// One page of `GET /notifications`, the token's user's inbox, newest first; `all` adds the
    /// threads already read. `next` as for `page`.
    case notifications(all: Bool, page: Int, perPage: Int, next: URL? = nil)
    /// One page (100 items) of a pull request's files, commits or review comments. `next` as for
    /// `page`.
    case pullPart(PullPart, RepositoryName, number: Int, page: Int, next: URL? = nil)
    /// `GET /repos/{owner}/{name}/commits/{sha}`: a commit with its files.
    case commit(RepositoryName, sha: String)
    /// `GET /gists/{id}`: a gist with its files' content.
    case gist(String)
    /// `GET /repos/{owner}/{name}/contents/{path}?ref=REF`: a directory's entries or a file's
    /// object; `ref` nil is the default branch.
    case contents(RepositoryName, path: String, ref: String?)
    /// The first `CodeFile.shownBytes` of a file too big for its object (over 1 MB), raw
    /// (`Range: bytes=0-…`), downloaded to a file and never stored in the response cache.
    case fileStart(RepositoryName, path: String, ref: String?)
    /// The first page (100) each of `GET /repos/{owner}/{name}/branches` and `/tags`, asked at
    /// once: what the code screen's `b` picks from.
    case refs(RepositoryName)

    /// The URL the previous page's Link header gave for this page, followed as given.
    var next: URL? {
        switch self {
        case .page(_, _, _, _, _, let next), .repoPage(_, _, _, _, _, let next): next
        case .search(_, _, _, _, let next): next
        case .comments(_, _, _, _, let next): next
        case .notifications(_, _, _, let next): next
        case .runs(_, _, _, _, _, let next): next
        case .pullPart(_, _, _, _, let next): next
        default: nil
        }
    }

    /// What the trace calls the fetch: its kind, never a login or URL.
    var traceName: String {
        switch self {
        case .user: "user"
        case .authenticatedUser: "authenticated-user"
        case .organization: "organization"
        case .page(let tab, _, let page, _, _, _): "\(tab.title.lowercased()) page \(page)"
        case .repository: "repository"
        case .readme: "readme"
        case .repoPage(let tab, _, _, let page, _, _): "\(tab.title.lowercased()) page \(page)"
        case .pinnedItems: "pinned"
        case .contributionCalendar: "contributions"
        case .pullStatuses: "pull-statuses"
        case .isStarred: "is-starred"
        case .isFollowing: "is-following"
        case .search(let tab, _, let page, _, _): "search \(tab.title.lowercased()) page \(page)"
        case .issue: "issue"
        case .pullRequest: "pull-request"
        case .reviews: "reviews"
        case .comments(_, _, let page, _, _): "comments page \(page)"
        case .postComment: "post-comment"
        case .notifications(_, let page, _, _): "notifications page \(page)"
        case .runs(_, _, _, let page, _, _): "runs page \(page)"
        case .workflowRun: "run"
        case .runJobs: "jobs"
        case .jobLog: "job-log"
        case .checks: "checks"
        case .pullPart(let part, _, _, let page, _): "\(part.rawValue) page \(page)"
        case .commit: "commit"
        case .gist: "gist"
        case .contents: "contents"
        case .fileStart: "file-start"
        case .refs: "refs"
        }
    }

    /// The route GitHub is asked.
    var route: any Router {
        switch self {
        // A GraphQL read is a POST that `EffectRunner.perform` sends itself; its route names the
        // profile (or repository) it belongs to.
        case .user(let login), .pinnedItems(let login), .contributionCalendar(let login):
            GithubRouter.users.get(login)
        case .pullStatuses: GithubRouter.users.authenticated
        case .authenticatedUser: GithubRouter.users.authenticated
        case .organization(let login): GithubRouter.orgs.get(login)
        case .page(.repos, let login, let page, let perPage, let sort, _):
            GithubRouter.users.repos(login, sort: sort, page: page, perPage: perPage)
        case .page(.followers, let login, let page, let perPage, _, _):
            GithubRouter.users.followers(login, page: page, perPage: perPage)
        case .page(.following, let login, let page, let perPage, _, _):
            GithubRouter.users.following(login, page: page, perPage: perPage)
        case .page(.stars, let login, let page, let perPage, _, _):
            GithubRouter.users.starred(login, page: page, perPage: perPage)
        case .page(.activity, let login, _, _, _, _): GithubRouter.activity.feed(login)
        case .page(.people, let login, let page, let perPage, _, _):
            GithubRouter.orgs.publicMembers(login, page: page, perPage: perPage)
        case .page(.gists, let login, let page, let perPage, _, _):
            GithubRouter.gists.forUser(login, page: page, perPage: perPage)
        case .gist(let id): GithubRouter.gists.get(id)
        case .contents(let repository, let path, let ref):
            GithubRouter.repos.contents(owner: repository.owner, name: repository.name, path: path, ref: ref)
        case .refs(let repository):
            // The branches; `EffectRunner.perform` asks for the tags beside them.
            GithubRouter.repos.branches(owner: repository.owner, name: repository.name)
        case .repository(let owner, let name): GithubRouter.repos.get(owner: owner, name: name)
        case .readme(let owner, let name): GithubRouter.repos.readme(owner: owner, name: name)
        case .repoPage(.issues, let repository, let state, let page, let perPage, _):
            GithubRouter.issues.list(
                owner: repository.owner, name: repository.name, filter: IssueFilter(state: state), page: page,
                perPage: perPage)
        case .repoPage(.pulls, let repository, let state, let page, let perPage, _):
            GithubRouter.pulls.list(
                owner: repository.owner, name: repository.name, filter: PullRequestFilter(state: state),
                page: page, perPage: perPage)
        case .repoPage(.releases, let repository, _, let page, let perPage, _):
            GithubRouter.releases.list(
                owner: repository.owner, name: repository.name, page: page, perPage: perPage)
        case .isStarred(let owner, let name): GithubRouter.activity.isStarred(owner: owner, repo: name)
        case .isFollowing(let login): GithubRouter.users.isFollowing(login)
        case .repoPage(_, let repository, _, let page, let perPage, _):
            GithubRouter.repos.contributors(
                owner: repository.owner, name: repository.name, page: page, perPage: perPage)
        case .search(.repositories, let query, let page, let perPage, _):
            GithubRouter.search.repositories(query, page: page, perPage: perPage)
        case .search(.users, let query, let page, let perPage, _):
            GithubRouter.search.users(query, page: page, perPage: perPage)
        case .search(.issues, let query, let page, let perPage, _):
            GithubRouter.search.issues(query, page: page, perPage: perPage)
        case .issue(let repository, let number):
            GithubRouter.issues.get(owner: repository.owner, name: repository.name, number: number)
        case .pullRequest(let repository, let number):
            GithubRouter.pulls.get(owner: repository.owner, name: repository.name, number: number)
        case .reviews(let repository, let number):
            GithubRouter.pulls.reviews(owner: repository.owner, name: repository.name, number: number)
        case .comments(let repository, let number, let page, let perPage, _):
            GithubRouter.issues.comments(
                owner: repository.owner, name: repository.name, number: number, page: page, perPage: perPage)
        case .postComment(let repository, let number, let body):
            GithubRouter.issues.createComment(
                owner: repository.owner, name: repository.name, number: number, body: body)
        case .runs(let repository, let filter, let branch, let page, let perPage, _):
            GithubRouter.actions.listWorkflowRunsForRepo(
                owner: repository.owner, repo: repository.name, branch: branch, status: filter.status,
                perPage: perPage, page: page)
        case .workflowRun(let repository, let id):
            GithubRouter.actions.getWorkflowRun(owner: repository.owner, repo: repository.name, runId: id)
        case .runJobs(let repository, let id):
            GithubRouter.actions.listJobsForWorkflowRun(
                owner: repository.owner, repo: repository.name, runId: id, filter: .latest, perPage: 100)
        case .fileStart(let repository, let path, let ref):
            {
                var route = GithubRouter.repos.fileStart(
                    owner: repository.owner, name: repository.name, path: path, ref: ref,
                    count: CodeFile.shownBytes)
                route.headers["Cache-Control"] = "no-store"
                return route
            }()
        case .jobLog(let repository, let id):
            {
                var route = GithubRouter.actions.downloadJobLogsForWorkflowRun(
                    owner: repository.owner, repo: repository.name, jobId: id)
                route.headers["Cache-Control"] = "no-store"
                return route
            }()
        case .checks(let repository, let sha):
            // The check runs; `EffectRunner.perform` asks for the combined status beside them.
            GithubRouter.checks.listForRef(
                owner: repository.owner, repo: repository.name, ref: sha, filter: .latest, perPage: 100)
        case .pullPart(.files, let repository, let number, let page, _):
            GithubRouter.pulls.files(
                owner: repository.owner, name: repository.name, number: number, page: page)
        case .pullPart(.commits, let repository, let number, let page, _):
            GithubRouter.pulls.commits(
                owner: repository.owner, name: repository.name, number: number, page: page)
        case .pullPart(.reviewComments, let repository, let number, let page, _):
            GithubRouter.pulls.reviewComments(
                owner: repository.owner, name: repository.name, number: number, page: page)
        case .commit(let repository, let sha):
            GithubRouter.repos.getCommit(owner: repository.owner, repo: repository.name, ref: sha)
        case .notifications(let all, let page, let perPage, _):
            // GitHub lists at most 50 notifications a page.
            GithubRouter.activity.listNotificationsForAuthenticatedUser(
                all: all ? true : nil, page: page, perPage: min(perPage, 50))
        }
    }
}
