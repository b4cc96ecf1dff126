import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// Where a notification's subject opens, read from threads of every shape GitHub sends: each
/// subject type, an Enterprise Server's `/api/v3` URLs, no subject URL, no repository, and a
/// type GitHub may add later.
@Suite struct InboxSubjectTests {
    private func thread(
        type: String, url: String?, repository: Bool = true, api: String = "https://api.github.com"
    )
        throws -> NotificationThread
    {
        var object: [String: Any] = [
            "id": "1", "reason": "mention",
            "subject": ["title": "A title", "type": type, "url": url.map { $0 as Any } ?? NSNull()],
        ]
        if repository {
            object["repository"] = [
                "id": 7, "name": "hello-world", "full_name": "mona/hello-world", "owner": ["login": "mona"],
                "html_url": api.contains("api.github.com")
                    ? "https://github.com/mona/hello-world" : "https://ghe.example.com/mona/hello-world",
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: object)
        return try JSONDecoder().decode(NotificationThread.self, from: data)
    }

    @Test func issuesPullRequestsReleasesAndInvitationsOpenHere() throws {
        let repository = try RepositoryName(owner: "mona", name: "hello-world")
        let base = "https://api.github.com/repos/mona/hello-world"
        let issue = InboxSubject(try thread(type: "Issue", url: "\(base)/issues/12"))
        #expect(issue.destination == .issue(repository, number: 12, isPullRequest: false))
        #expect(issue.webURL == "https://github.com/mona/hello-world/issues/12")
        let pull = InboxSubject(try thread(type: "PullRequest", url: "\(base)/pulls/9"))
        #expect(pull.destination == .issue(repository, number: 9, isPullRequest: true))
        #expect(pull.webURL == "https://github.com/mona/hello-world/pull/9" && pull.label == "PR")
        let release = InboxSubject(try thread(type: "Release", url: "\(base)/releases/77"))
        #expect(release.destination == .releases(repository))
        let invitation = InboxSubject(try thread(type: "RepositoryInvitation", url: nil))
        #expect(invitation.destination == .repository(repository))
        let checks = InboxSubject(try thread(type: "CheckSuite", url: nil))
        #expect(checks.destination == .failedRuns(repository))
        #expect(checks.webURL == "https://github.com/mona/hello-world/actions" && checks.label == "CI")
    }

    @Test func anEnterpriseServersURLsReadTheSame() throws {
        let api = "https://ghe.example.com/api/v3"
        let subject = InboxSubject(
            try thread(type: "PullRequest", url: "\(api)/repos/mona/hello-world/pulls/3", api: api))
        #expect(
            subject.destination
                == .issue(
                    try RepositoryName(owner: "mona", name: "hello-world"), number: 3, isPullRequest: true))
        #expect(subject.webURL == "https://ghe.example.com/mona/hello-world/pull/3")
    }

    @Test func whatHasNoPageHereGoesToTheWeb() throws {
        let base = "https://api.github.com/repos/mona/hello-world"
        let cases: [(String, String?, String)] = [
            ("Discussion", nil, "/discussions"),
            ("Commit", "\(base)/commits/abc123", "/commit/abc123"),
            ("RepositoryVulnerabilityAlert", nil, "/security/dependabot"),
            ("RepositoryDependabotAlertsThread", nil, "/security/dependabot"),
            ("SomethingGitHubAddsLater", "\(base)/things/5", ""),
            // An issue without a URL or number cannot open here either.
            ("Issue", nil, ""),
        ]
        for (type, url, path) in cases {
            let subject = InboxSubject(try thread(type: type, url: url))
            #expect(subject.destination == .web, "\(type)")
            #expect(subject.webURL == "https://github.com/mona/hello-world\(path)", "\(type)")
        }
        #expect(
            InboxSubject(try thread(type: "SomethingGitHubAddsLater", url: nil)).label
                == "SomethingGitHubAddsLater")
        let orphan = InboxSubject(try thread(type: "Issue", url: "\(base)/issues/1", repository: false))
        #expect(orphan.destination == .web && orphan.webURL == nil)
    }
}
