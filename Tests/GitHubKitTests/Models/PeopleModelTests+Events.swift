import Foundation
import GitHubKit
import Testing

extension ModelTests.PeopleModelTests {
    // MARK: - Gists

    @Test func documentedGistCommentReadsItsFields() throws {
        let comment = try Self.parse(GistComment.self, "gist-comment.json")
        #expect(comment.id == 1)
        #expect(comment.nodeId == "MDExOkdpc3RDb21tZW50MQ==")
        #expect(comment.body == "Just commenting for the sake of commenting")
        #expect(comment.user?.login == "octocat")
        #expect(comment.authorAssociation == "COLLABORATOR")
        #expect(comment.createdAt == Self.date("2011-04-18T23:23:56Z"))
        #expect(comment.url == "https://api.github.com/gists/a6db0bec360bb87e9418/comments/1")
    }

    @Test func oldGistCommentByADeletedAccountReadsTheRestAsNil() throws {
        let comment = try Self.parse(GistComment.self, "gist-comment-2011.json")
        #expect(comment.id == 1)
        #expect(comment.body == "Just commenting for the sake of commenting")
        #expect(comment.user == nil)
        #expect(comment.nodeId == nil)
        #expect(comment.authorAssociation == nil)
    }

    @Test func gistCommentFieldsOfAnotherTypeReadNil() throws {
        let comment = try Self.parse(GistComment.self, "gist-comment.json") { object in
            object["body"] = ["text": "Just commenting"]
            object["user"] = "octocat"
            object["updated_at"] = false
        }
        #expect(comment.body == nil)
        #expect(comment.user == nil)
        #expect(comment.updatedAt == nil)
        #expect(comment.createdAt == Self.date("2011-04-18T23:23:56Z"))
    }

    @Test func gistCommitReadsItsChangeCounts() throws {
        let commit = try Self.parse(GistCommit.self, "gist-commit.json")
        #expect(commit.version == "57a7f021a713b1c5a6a199b54cc514735d2d462f")
        #expect(commit.user?.login == "octocat")
        #expect(commit.committedAt == Self.date("2010-04-14T02:15:15Z"))
        #expect(commit.additions == 180)
        #expect(commit.deletions == 0)
        #expect(commit.changes == 180)

        let bare = try Self.parse(GistCommit.self, "gist-commit.json") { object in
            object["change_status"] = NSNull()
            object["user"] = NSNull()
        }
        #expect(bare.additions == nil)
        #expect(bare.changes == nil)
        #expect(bare.user == nil)
    }

    // MARK: - Issue and timeline events

    @Test func repositoryIssueEventReadsItsIssue() throws {
        let event = try Self.parse(IssueEvent.self, "issue-event.json")
        #expect(event.id == 1)
        #expect(event.event == "closed")
        #expect(event.actor?.login == "octocat")
        #expect(event.commitId == "6dcb09b5b57875f334f61aebed695e2e4193db5e")
        #expect(event.createdAt == Self.date("2011-04-14T16:00:49Z"))
        #expect(event.issue?.number == 1347)
        #expect(event.issue?.title == "Found a bug")
        #expect(event.issue?.labels.map(\.name) == ["bug"])
        #expect(event.label == nil)
        #expect(event.renameFrom == nil)
    }

    @Test func issueEventOfOneIssueHasALabelAndNoIssue() throws {
        let event = try Self.parse(IssueEvent.self, "issue-event-for-issue.json")
        #expect(event.issue == nil)
        #expect(event.label?.name == "label")
        #expect(event.label?.color == "red")
        #expect(event.label?.id == nil)
    }

    @Test func renamedTimelineItemReadsAsAnIssueEventToo() throws {
        let items = try #require(
            try JSONSerialization.jsonObject(with: Self.data("timeline-events.json")) as? [Any])
        let renamed = try JSONSerialization.data(withJSONObject: items[1])
        let event = try JSONParser<IssueEvent>().parse(Self.response(renamed))
        #expect(event.id == 6_635_165_802)
        #expect(event.event == "renamed")
        #expect(event.renameFrom == "Secret scanning: dry-runs for enterprise-level custom patterns (cloud)")
        #expect(event.renameTo == "Secret scanning: dry-runs for enterprise-level custom patterns")
        #expect(event.commitId == nil)
    }

    @Test func issueEventWithNullsEverywhereOptionalReadsNil() throws {
        let event = try Self.parse(IssueEvent.self, "issue-event.json") { object in
            for key in object.keys where key != "id" { object[key] = NSNull() }
        }
        #expect(event.id == 1)
        #expect(event.event == nil)
        #expect(event.actor == nil)
        #expect(event.createdAt == nil)
        #expect(event.commitId == nil)
        #expect(event.issue == nil)
        #expect(event.url == nil)
    }

    @Test func issueEventWithAnIssueMissingItsNumberKeepsTheEventAndDropsTheIssue() throws {
        let event = try Self.parse(IssueEvent.self, "issue-event.json") { object in
            var issue = object["issue"] as? [String: Any] ?? [:]
            issue.removeValue(forKey: "number")
            object["issue"] = issue
        }
        #expect(event.issue == nil)
        #expect(event.event == "closed")
    }

    @Test func timelineReadsEachKindOfItem() throws {
        let body = try Self.data("timeline-events.json")
        let items = try JSONParser<[TimelineEvent]>().parse(Self.response(body))
        #expect(items.map(\.event) == ["locked", "renamed", "commented"])
        #expect(items.map(\.id) == [6_430_295_168, 6_635_165_802, 1_130_876_857])
        #expect(items[0].actor?.login == "github")
        #expect(items[0].body == nil)
        #expect(items[1].renameTo == "Secret scanning: dry-runs for enterprise-level custom patterns")
        #expect(items[2].body?.hasSuffix("custom-patterns/") == true)
        #expect(items[2].user?.login == "octocat")
        #expect(items[2].authorAssociation == "COLLABORATOR")
        #expect(items[2].reactions?.totalCount == 0)
        #expect(items[2].createdAt == Self.date("2022-05-19T00:52:15Z"))
        #expect(items.allSatisfy { $0.source == nil && $0.state == nil })

        let sent = try JSONDecoder().decode(JSONValue.self, from: body)
        #expect(JSONValue.array(items.map(\.raw)) == sent)
    }

    @Test func timelineItemsWithoutIdOrActorStillDecode() throws {
        // A `committed` item: a Git commit with no `id` and no `actor`; a `cross-referenced` one names
        // the referencing issue in `source`.
        let body = Data(
            #"""
            [
                {"event": "committed", "sha": "6dcb09b5b57875f334f61aebed695e2e4193db5e",
                 "message": "Fix all the bugs",
                 "author": {"name": "Monalisa Octocat", "email": "mona@github.com", "date": "2011-04-14T16:00:49Z"}},
                {"event": "cross-referenced", "created_at": "2011-04-14T16:00:49Z",
                 "source": {"type": "issue", "issue": {"id": 1, "number": 1347, "title": "Found a bug"}}},
                {"event": "reviewed", "id": 80, "state": "approved", "submitted_at": "2019-11-17T17:43:43Z",
                 "user": null, "body": "Here is the body for the review."}
            ]
            """#.utf8)
        let items = try JSONParser<[TimelineEvent]>().parse(Self.response(body))
        #expect(items.count == 3)
        #expect(items[0].id == nil)
        #expect(items[0].actor == nil)
        #expect(items[0].sha == "6dcb09b5b57875f334f61aebed695e2e4193db5e")
        #expect(items[0].authorName == "Monalisa Octocat")
        #expect(items[0].authoredAt == Self.date("2011-04-14T16:00:49Z"))
        #expect(items[1].source?.number == 1347)
        #expect(items[1].sourceType == "issue")
        #expect(items[2].state == "approved")
        #expect(items[2].user == nil)
        #expect(items[2].submittedAt == Self.date("2019-11-17T17:43:43Z"))
    }

    // MARK: - Commit comments and comparisons

    @Test func commitCommentReadsItsPlaceInTheDiff() throws {
        let comment = try Self.parse(CommitComment.self, "commit-comment.json")
        #expect(comment.id == 1)
        #expect(comment.body == "Great stuff")
        #expect(comment.path == "file1.txt")
        #expect(comment.position == 4)
        #expect(comment.line == 14)
        #expect(comment.commitId == "6dcb09b5b57875f334f61aebed695e2e4193db5e")
        #expect(comment.user?.login == "octocat")
        #expect(comment.createdAt == Self.date("2011-04-14T16:00:49Z"))
        #expect(comment.reactions == nil)
    }

    @Test func commitCommentOnTheWholeCommitHasNullPlaces() throws {
        let comment = try Self.parse(CommitComment.self, "commit-comment.json") { object in
            object["path"] = NSNull()
            object["position"] = NSNull()
            object["line"] = "fourteen"
            object["reactions"] = [
                "url": "https://api.github.com/repos/octocat/Hello-World/comments/1/reactions", "+1": 2,
            ]
        }
        #expect(comment.path == nil)
        #expect(comment.position == nil)
        #expect(comment.line == nil)
        #expect(comment.reactions?.totalCount == 2)
    }

    @Test func documentedComparisonReadsItsCommitsAndFiles() throws {
        let comparison = try Self.parse(CommitComparison.self, "commit-comparison.json")
        #expect(comparison.status == "behind")
        #expect(comparison.aheadBy == 1)
        #expect(comparison.behindBy == 2)
        #expect(comparison.totalCommits == 1)
        #expect(comparison.commits.map(\.sha) == ["6dcb09b5b57875f334f61aebed695e2e4193db5e"])
        #expect(comparison.commits.first?.message == "Fix all the bugs")
        #expect(comparison.files.map(\.filename) == ["file1.txt"])
        #expect(comparison.files.first?.status == .added)
        #expect(comparison.files.first?.additions == 103)
        #expect(comparison.baseCommit?.sha == "6dcb09b5b57875f334f61aebed695e2e4193db5e")
        #expect(comparison.mergeBaseCommit?.authorName == "Monalisa Octocat")
        #expect(comparison.htmlUrl == "https://github.com/octocat/Hello-World/compare/master...topic")
        #expect(comparison.diffUrl == "https://github.com/octocat/Hello-World/compare/master...topic.diff")
        #expect(comparison.patchUrl == "https://github.com/octocat/Hello-World/compare/master...topic.patch")
    }

    @Test func identicalComparisonHasNoCommitsFilesOrMergeBase() throws {
        let comparison = try Self.parse(CommitComparison.self, "commit-comparison-identical.json")
        #expect(comparison.status == "identical")
        #expect(comparison.aheadBy == 0)
        #expect(comparison.commits.isEmpty)
        #expect(comparison.files.isEmpty)
        #expect(comparison.mergeBaseCommit == nil)
        #expect(comparison.baseCommit?.message == nil)
        #expect(comparison.permalinkUrl == nil)
    }

    @Test func comparisonSkipsCommitsAndFilesWithoutTheirIdentity() throws {
        let comparison = try Self.parse(CommitComparison.self, "commit-comparison.json") { object in
            object["commits"] = [["url": "https://api.github.com/no-sha"], "6dcb09b"]
            object["files"] = "file1.txt"
            object["ahead_by"] = NSNull()
            object["status"] = ["behind"]
        }
        #expect(comparison.commits.isEmpty)
        #expect(comparison.files.isEmpty)
        #expect(comparison.aheadBy == nil)
        #expect(comparison.status == nil)
        #expect(comparison.behindBy == 2)
    }
}
