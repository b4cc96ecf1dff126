import Foundation
import GitHubKit
import Testing

/// Issues and their parts decode leniently from old and odd shapes.
@Suite struct IssueDecodingTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    @Test func anIssueWithANullUserAndNoReactionsStillDecodes() throws {
        let issue = try decode(
            GitHubKit.Issue.self,
            #"{"id": 1, "number": 7, "user": null, "title": "Old", "state": "open", "labels": []}"#)
        #expect(issue.user == nil)
        #expect(issue.reactions == nil)
        #expect(issue.state == .open)
        #expect(issue.stateReason == nil)
        #expect(!issue.isPullRequest)
        #expect(issue.assignees.isEmpty)
    }

    @Test func labelsListedAsBareNamesReadAsNameOnlyLabels() throws {
        let issue = try decode(
            GitHubKit.Issue.self,
            #"{"id": 1, "number": 2, "labels": ["bug", {"id": 9, "name": "help wanted", "color": "008672"}, 5]}"#
        )
        #expect(issue.labels.map(\.name) == ["bug", "help wanted"])
        #expect(issue.labels[0].id == nil && issue.labels[1].id == 9)
    }

    @Test func aPullRequestSeenAsAnIssueSaysSo() throws {
        let issue = try decode(
            GitHubKit.Issue.self,
            #"{"id": 1, "number": 3, "pull_request": {"url": "u"}, "state": "closed", "state_reason": "someday", "assignee": {"login": "mona", "id": 1}}"#
        )
        #expect(issue.isPullRequest)
        #expect(issue.stateReason == .other("someday"))
        #expect(issue.assignees.map(\.login) == ["mona"])
    }

    @Test func anIssueWithoutANumberFailsNamingIt() {
        #expect(throws: DecodingError.self) { try decode(GitHubKit.Issue.self, #"{"id": 1}"#) }
        #expect(throws: DecodingError.self) { try decode(Label.self, #""bug""#) }
    }

    @Test func aRollupWithoutTotalSumsItsCounts() throws {
        let rollup = try decode(ReactionRollup.self, #"{"+1": 2, "heart": 1, "rocket": "x"}"#)
        #expect(rollup.totalCount == 3)
        #expect(rollup.count(of: .thumbsUp) == 2 && rollup.count(of: .rocket) == 0)
    }

    @Test func aPullRequestListItemLacksTheFullObjectsFields() throws {
        let pull = try decode(
            PullRequest.self,
            #"{"id": 5, "number": 9, "merged_at": "2024-01-02T03:04:05Z", "head": {"ref": "fix", "sha": "abc", "repo": null}, "base": {"ref": "main"}}"#
        )
        #expect(pull.merged)
        #expect(pull.mergeable == nil && pull.additions == nil)
        #expect(pull.headRef == "fix" && pull.headRepository == nil && pull.baseRef == "main")
    }
}
