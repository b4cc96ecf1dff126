import Foundation
import GitHubKit

/// What a notification is about, and where `Enter` takes it: an issue's or pull request's page,
/// a repository's releases or its failed workflow runs (CI activity), the repository, or (for what
/// ghtui has no screen for) its web page.
struct InboxSubject: Equatable, Sendable {
    /// Where a subject opens.
    enum Destination: Equatable, Sendable {
        /// An issue's or pull request's page.
        case issue(RepositoryName, number: Int, isPullRequest: Bool)
        /// The repository's Releases tab.
        case releases(RepositoryName)
        /// The repository's Actions tab, its failed runs.
        case failedRuns(RepositoryName)
        /// The repository.
        case repository(RepositoryName)
        /// Nowhere in ghtui: the web page (`webURL`), if one is known.
        case web
    }

    /// The subject's kind as GitHub names it: `Issue`, `PullRequest`, `CheckSuite`, ….
    let type: String
    /// The repository the thread belongs to.
    let repository: RepositoryName?
    /// Where `Enter` goes.
    let destination: Destination
    /// The subject's page on the web: from the repository's page and the subject's API URL.
    let webURL: String?

    /// The subject of `thread`.
    init(_ thread: NotificationThread) {
        type = thread.subjectType ?? ""
        let repository = thread.repository.flatMap {
            try? RepositoryName(owner: $0.ownerLogin, name: $0.name)
        }
        self.repository = repository
        // `…/repos/{owner}/{repo}/issues/12`, also below an Enterprise Server's `/api/v3`.
        let parts = thread.subjectUrl.flatMap(URL.init(string:))?.pathComponents ?? []
        let tail = parts.lastIndex(of: "repos").map { Array(parts[($0 + 3)...]) } ?? []
        let number = tail.count == 2 ? Int(tail[1]) : nil
        let base = thread.repository?.htmlUrl
        switch (type, repository, number) {
        case ("Issue", let repository?, let number?):
            destination = .issue(repository, number: number, isPullRequest: false)
            webURL = base.map { "\($0)/issues/\(number)" }
        case ("PullRequest", let repository?, let number?):
            destination = .issue(repository, number: number, isPullRequest: true)
            webURL = base.map { "\($0)/pull/\(number)" }
        case ("Release", let repository?, _):
            destination = .releases(repository)
            webURL = base.map { "\($0)/releases" }
        case ("CheckSuite", let repository?, _):
            destination = .failedRuns(repository)
            webURL = base.map { "\($0)/actions" }
        case ("RepositoryInvitation", let repository?, _):
            destination = .repository(repository)
            webURL = base.map { "\($0)/invitations" }
        default:
            destination = .web
            let path = Self.webPath(type: type, tail: tail)
            webURL = base.map { "\($0)\(path)" }
        }
    }

    /// The path below the repository's page where GitHub shows a subject ghtui has no screen for.
    private static func webPath(type: String, tail: [String]) -> String {
        switch type {
        case "Commit": tail.count == 2 && tail[0] == "commits" ? "/commit/\(tail[1])" : "/commits"
        case "Discussion": "/discussions"
        case "RepositoryVulnerabilityAlert", "RepositoryDependabotAlertsThread": "/security/dependabot"
        case "RepositoryAdvisory": "/security/advisories"
        default: ""
        }
    }

    /// The subject type in a word or two for the inbox's rows.
    var label: String {
        switch type {
        case "Issue": "issue"
        case "PullRequest": "PR"
        case "Release": "release"
        case "Discussion": "discussion"
        case "CheckSuite": "CI"
        case "Commit": "commit"
        case "RepositoryVulnerabilityAlert", "RepositoryDependabotAlertsThread": "security"
        case "RepositoryAdvisory": "advisory"
        case "RepositoryInvitation": "invitation"
        case "": "?"
        default: type
        }
    }
}
