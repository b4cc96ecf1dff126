import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// Check runs, suites, annotations and commit statuses read GitHub's objects, old and new.
    @Suite struct CheckModelTests {
        private static func date(_ text: String) -> Date? { JSONValue.string(text).date }

        @Test func aDocumentedCheckRunReadsItsFields() throws {
            let run = try DailyLoopFixtures.parse(CheckRun.self, "check-run.json")
            #expect(run.id == 4)
            #expect(run.name == "mighty_readme")
            #expect(run.status == .completed)
            #expect(run.conclusion == .neutral)
            #expect(run.headSha == "ce587453ced02b1526dfb4cb910479d431683101")
            #expect(run.externalId == "42")
            #expect(run.detailsUrl == "https://example.com")
            #expect(run.htmlUrl == "https://github.com/github/hello-world/runs/4")
            #expect(run.startedAt == Self.date("2018-05-04T01:14:52Z"))
            #expect(run.duration == 0)
            #expect(run.outputTitle == "Mighty Readme report")
            #expect(run.outputSummary == "There are 0 failures, 2 warnings, and 1 notice.")
            #expect(run.outputText?.hasPrefix("You may have some misspelled words") == true)
            #expect(run.annotationsCount == 2)
            #expect(run.checkSuiteId == 5)
            #expect(run.app?.slug == "octoapp")
            #expect(run.app?.owner?.login == "github")
            #expect(run.pullRequests?.map(\.number) == [3956])
        }

        @Test func anInProgressCheckRunHasNoConclusionOrDuration() throws {
            let run = try DailyLoopFixtures.parse(CheckRun.self, "check-run-in-progress.json")
            #expect(run.status == .inProgress)
            #expect(run.conclusion == nil)
            #expect(run.completedAt == nil)
            #expect(run.duration == nil)
        }

        @Test func anOlderCheckRunReadsNilWhereItHasNullsOrNothing() throws {
            let run = try DailyLoopFixtures.parse(CheckRun.self, "check-run-older.json")
            #expect(run.id == 1)
            #expect(run.status == .queued)
            #expect(run.nodeId == nil)
            #expect(run.htmlUrl == nil)
            #expect(run.detailsUrl == nil)
            #expect(run.externalId == nil)
            #expect(run.startedAt == nil)
            #expect(run.outputTitle == nil)
            #expect(run.annotationsCount == 0)
            #expect(run.checkSuiteId == nil)
            #expect(run.app == nil)
            #expect(run.pullRequests == [])
        }

        @Test func wrongTypedCheckRunFieldsReadNil() throws {
            let raw = try DailyLoopFixtures.edited("check-run.json") {
                $0["output"] = .string("report")
                $0["app"] = .object(["slug": .string("no-id")])
                $0["completed_at"] = .bool(true)
                $0["check_suite"] = .array([])
            }
            let run = try CheckRun(raw: raw)
            #expect(run.outputTitle == nil)
            #expect(run.annotationsCount == nil)
            #expect(run.app == nil)
            #expect(run.completedAt == nil)
            #expect(run.duration == nil)
            #expect(run.checkSuiteId == nil)
        }

        @Test func aDocumentedAnnotationReadsItsFields() throws {
            let annotation = try DailyLoopFixtures.parse(CheckAnnotation.self, "check-annotation.json")
            #expect(annotation.path == "README.md")
            #expect(annotation.startLine == 2)
            #expect(annotation.endLine == 2)
            #expect(annotation.annotationLevel == "warning")
            #expect(annotation.title == "Spell Checker")
            #expect(annotation.message == "Check your spelling for 'banaas'.")
            #expect(annotation.rawDetails == "Do you mean 'bananas' or 'banana'?")
            let bare = try CheckAnnotation(raw: .object(["start_line": .null]))
            #expect(bare.startLine == nil)
            #expect(bare.path == nil)
        }

        @Test func aDocumentedCheckSuiteReadsItsFields() throws {
            let suite = try DailyLoopFixtures.parse(CheckSuite.self, "check-suite.json")
            #expect(suite.id == 5)
            #expect(suite.status == .completed)
            #expect(suite.conclusion == .neutral)
            #expect(suite.headBranch == "master")
            #expect(suite.headSha == "d6fde92930d4715a2b49857d24b940956b26d2d3")
            #expect(suite.app?.id == 1)
            #expect(suite.repository?.fullName == "octocat/Hello-World")
            #expect(suite.latestCheckRunsCount == 1)
            #expect(suite.headCommitMessage?.hasPrefix("Merge pull request #6") == true)
            #expect(suite.rerequestable == nil)
        }

        @Test func aCombinedStatusReadsItsStatuses() throws {
            let combined = try DailyLoopFixtures.parse(CombinedStatus.self, "combined-status.json")
            #expect(combined.state == "success")
            #expect(combined.totalCount == 2)
            #expect(combined.sha == "6dcb09b5b57875f334f61aebed695e2e4193db5e")
            #expect(
                combined.statuses.map(\.context) == ["continuous-integration/jenkins", "security/brakeman"])
            #expect(combined.statuses[0].targetUrl == "https://ci.example.com/1000/output")
            #expect(combined.statuses[0].creator == nil)
            #expect(combined.repository?.fullName == "octocat/Hello-World")
        }

        @Test func aRecordedCombinedStatusFrom2017ReadsItsStatuses() throws {
            let combined = try DailyLoopFixtures.parse(CombinedStatus.self, "combined-status-2017.json")
            #expect(combined.state == "failure")
            #expect(combined.statuses.map(\.id) == [1000, 1001])
            #expect(combined.statuses.map(\.state) == ["failure", "success"])
            #expect(combined.repository?.ownerLogin == "octokit-fixture-org")
        }

        @Test func combinedStatusesReadLeniently() throws {
            let raw = try DailyLoopFixtures.edited("combined-status.json") {
                $0["statuses"] = .array([
                    .object(["id": .integer(7), "state": .string("pending")]), .object([:]), .null,
                ])
            }
            #expect(try CombinedStatus(raw: raw).statuses.map(\.id) == [7])
            let without = try DailyLoopFixtures.edited("combined-status.json") {
                $0["statuses"] = .string("none")
            }
            #expect(try CombinedStatus(raw: without).statuses == [])
        }

        @Test func aRecordedCommitStatusReadsItsFields() throws {
            let status = try DailyLoopFixtures.parse(CommitStatus.self, "commit-status.json")
            #expect(status.id == 1000)
            #expect(status.state == "failure")
            #expect(status.context == "example/1")
            #expect(status.description == "create-status failure test")
            #expect(status.creator?.login == "octokit-fixture-user-a")
            #expect(status.createdAt == Self.date("2017-10-10T16:00:00Z"))
            #expect(status.avatarUrl == nil)
        }
    }
}
