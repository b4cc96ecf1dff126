import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// A merge's answer and a pull request's review requests read GitHub's objects.
    @Suite struct PullRequestAnswerModelTests {
        @Test func aDocumentedMergeResultReadsItsFields() throws {
            let result = try DailyLoopFixtures.parse(
                PullRequestMergeResult.self, "pull-request-merge-result.json")
            #expect(result.merged == true)
            #expect(result.sha == "6dcb09b5b57875f334f61aebed695e2e4193db5e")
            #expect(result.message == "Pull Request successfully merged")
            let empty = try PullRequestMergeResult(raw: .object(["merged": .string("yes")]))
            #expect(empty.merged == nil)
            #expect(empty.sha == nil)
        }

        @Test func documentedReviewRequestsReadUsersAndTeams() throws {
            let requests = try DailyLoopFixtures.parse(
                ReviewRequests.self, "pull-request-review-request.json")
            #expect(requests.users?.map(\.login) == ["octocat"])
            #expect(requests.teams?.compactMap { $0["slug"]?.string } == ["justice-league"])
        }

        @Test func reviewRequestsLeaveOutUsersWithoutIdentity() throws {
            let requests = try ReviewRequests(
                raw: .object([
                    "users": .array([
                        .object(["login": .string("octocat"), "id": .integer(1)]),
                        .object(["login": .string("x")]),
                    ]),
                    "teams": .null,
                ]))
            #expect(requests.users?.map(\.login) == ["octocat"])
            #expect(requests.teams == nil)
        }
    }
}
