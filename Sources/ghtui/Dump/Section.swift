import GitHubKit

/// A part of a dump, in the order they are written: a user's (`user` first; `org` and
/// `members` are an organization's), a repository's (`repo` first) or a pull request's (`pull`
/// first).
enum Section: String, CaseIterable, Sendable {
    case user, org, repos, members, followers, following, starred, activity
    case repo, readme, issues, pulls, releases, contributors, runs
    case pull, files, reviews
    case reviewComments = "review_comments"
    case commits, checks

    /// The default `--include`.
    static let defaults: [Section] = [.user, .repos, .followers]

    /// The default `--include` with `--repo`.
    static let repositoryDefaults: [Section] = [.repo, .readme, .issues, .pulls]

    /// The sections of a user's dump.
    static let userSections: [Section] = [
        .user, .org, .repos, .members, .followers, .following, .starred, .activity,
    ]

    /// The sections of a repository's dump (`--repo`).
    static let repositorySections: [Section] = [
        .repo, .readme, .issues, .pulls, .releases, .contributors, .runs,
    ]

    /// The sections of a pull request's dump (`--repo --pull N`).
    static let pullRequestSections: [Section] = [.pull, .files, .reviews, .reviewComments, .commits, .checks]

    /// The default `--include` with `--pull`.
    static let pullRequestDefaults: [Section] = [.pull, .files, .checks]

    /// Parses `--include` for a dump of `kind`: known names, in the canonical order, each once.
    static func parse(_ text: String, for kind: DumpKind) throws(DumpError) -> [Section] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let allowed = kind.sections.map(\.rawValue).joined(separator: ",")
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
            throw .usage("--include needs a comma-separated list; \(kind.choice): \(allowed)")
        }
        for name in names {
            guard Section(rawValue: name) != nil else {
                throw .usage(
                    "unknown --include section \"\(Sanitizer.clean(name))\"; \(kind.choice): \(allowed)")
            }
        }
        let sections = allCases.filter { names.contains($0.rawValue) }
        try check(sections, for: kind)
        return sections
    }

    /// `sections` checked against the dump they are for; a section of another kind of dump says
    /// what that dump needs.
    static func check(_ sections: [Section], for kind: DumpKind) throws(DumpError) {
        guard let wrong = sections.first(where: { !kind.sections.contains($0) }) else { return }
        let names = kind.sections.map(\.rawValue).joined(separator: ",")
        let section = "--include \(wrong.rawValue)"
        switch kind {
        case .user:
            let needs =
                pullRequestSections.contains(wrong) ? "--repo OWNER/NAME --pull N" : "--repo OWNER/NAME"
            throw .usage("\(section) needs \(needs); \(kind.choice): \(names)")
        case .repository:
            let needs = pullRequestSections.contains(wrong) ? " (it is a pull request's: add --pull N)" : ""
            throw .usage("\(section) is not a part of a repository\(needs); \(kind.choice): \(names)")
        case .pullRequest:
            throw .usage("\(section) is not a part of a pull request; \(kind.choice): \(names)")
        }
    }

    /// Whether the section is one object rather than a list: the user or the repository, an
    /// organization's own object, a repository's README, a pull request, or its checks (the
    /// check runs and the combined status in one object).
    var isObject: Bool {
        switch self {
        case .user, .org, .repo, .readme, .pull, .checks: true
        default: false
        }
    }

    /// The list route of this section for `subject` (whose login is known); nil for the
    /// sections that are objects and for `activity`, which is a feed on the web host rather
    /// than a paged list.
    func route(_ subject: DumpSubject, perPage: Int) -> (any Router)? {
        switch (self, subject) {
        case (.repos, .user(let login?)): GithubRouter.users.repos(login, perPage: perPage)
        case (.members, .user(let login?)): GithubRouter.orgs.publicMembers(login, perPage: perPage)
        case (.followers, .user(let login?)): GithubRouter.users.followers(login, perPage: perPage)
        case (.following, .user(let login?)): GithubRouter.users.following(login, perPage: perPage)
        case (.starred, .user(let login?)): GithubRouter.users.starred(login, perPage: perPage)
        case (.issues, .repository(let repository, let state)):
            GithubRouter.issues.list(
                owner: repository.owner, name: repository.name, filter: IssueFilter(state: state),
                perPage: perPage)
        case (.pulls, .repository(let repository, let state)):
            GithubRouter.pulls.list(
                owner: repository.owner, name: repository.name, filter: PullRequestFilter(state: state),
                perPage: perPage)
        case (.releases, .repository(let repository, _)):
            GithubRouter.releases.list(owner: repository.owner, name: repository.name, perPage: perPage)
        case (.contributors, .repository(let repository, _)):
            GithubRouter.repos.contributors(owner: repository.owner, name: repository.name, perPage: perPage)
        case (.runs, .repository(let repository, _)):
            GithubRouter.actions.listWorkflowRunsForRepo(
                owner: repository.owner, repo: repository.name, perPage: perPage)
        case (.files, .pullRequest(let repository, let number, _)):
            GithubRouter.pulls.listFiles(
                owner: repository.owner, repo: repository.name, pullNumber: number, perPage: perPage)
        case (.reviews, .pullRequest(let repository, let number, _)):
            GithubRouter.pulls.listReviews(
                owner: repository.owner, repo: repository.name, pullNumber: number, perPage: perPage)
        case (.reviewComments, .pullRequest(let repository, let number, _)):
            GithubRouter.pulls.listReviewComments(
                owner: repository.owner, repo: repository.name, pullNumber: number, perPage: perPage)
        case (.commits, .pullRequest(let repository, let number, _)):
            GithubRouter.pulls.listCommits(
                owner: repository.owner, repo: repository.name, pullNumber: number, perPage: perPage)
        case (.checks, .pullRequest(let repository, _, let sha?)):
            GithubRouter.checks.listForRef(
                owner: repository.owner, repo: repository.name, ref: sha, perPage: perPage)
        default: nil
        }
    }

    /// How a page of this section's list is read: GitHub's items as received. Workflow runs and
    /// check runs come wrapped in an object (`{"total_count", "workflow_runs": [...]}`), issues
    /// lose their pull requests, and a repository's empty list may be a 204 without a body.
    var readPage: PageSequence<RawJSON>.Parse {
        switch self {
        case .runs: RepositoryParts.items(under: "workflow_runs")
        case .checks: RepositoryParts.items(under: "check_runs")
        case .issues: RepositoryParts.issuesOnly
        case _ where Self.userSections.contains(self): JSONDump.elements
        default: RepositoryParts.elements
        }
    }

    /// The profile field that counts this section's items, when GitHub has one.
    var countField: String? {
        switch self {
        case .repos: "public_repos"
        case .followers: "followers"
        case .following: "following"
        case .files: "changed_files"
        case .commits: "commits"
        default: nil
        }
    }

    /// The most items GitHub lists in this section, however many there are: a pull request's
    /// first 3,000 files and 250 commits.
    var listedAtMost: Int? {
        switch self {
        case .files: 3000
        case .commits: 250
        default: nil
        }
    }
}
