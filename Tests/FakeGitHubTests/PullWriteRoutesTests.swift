import FakeGitHub
import Foundation
import Testing

/// Pull request writes over loopback: reviews (pending, submitted, refused), merges (and why they
/// fail), edits, the draft mutation, and later reads that see each of them.
///
/// `mona` owns `mona/hello-world` and may merge; `user-00015` wrote its pull request 9 (the one
/// with every kind of file change). `mona` wrote its pull requests 3 (open), 4 (a draft) and 33.
@Suite struct PullWriteRoutesTests {
    private static let options = Options(
        tokens: ["owner": "mona", "author": "user-00015", "reader": "mona"],
        tokenScopes: ["reader": ["read:user"]])
    private static let repo = "/repos/\(PullSamples.repository)"
    private static let pull = "\(repo)/pulls/\(PullSamples.everyKindOfChange)"

    private static func auth(_ token: String) -> [String: String] { ["Authorization": "Bearer \(token)"] }

    private static func json(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object)
    }

    /// The one error string of a 422 "Unprocessable Entity".
    private static func reason(_ response: TestClient.Response) throws -> String? {
        let object = try response.object()
        #expect(object["message"] as? String == "Unprocessable Entity")
        #expect(object["documentation_url"] as? String != nil)
        return (object["errors"] as? [Any])?.first as? String
    }

    @Test func aPendingReviewIsSubmittedAsRequestChangesAndItsCommentThenListed() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let owner = Self.auth("owner")
            let commentsBefore = try await client.get("\(Self.pull)/comments?per_page=100").array()
            let reviewsBefore = try await client.get("\(Self.pull)/reviews?per_page=100", headers: owner)
                .array()
            let head = try #require(
                (try await client.get(Self.pull).object()["head"] as? [String: Any])?["sha"] as? String)

            let comment: [String: Any] = [
                "path": "Sources/App/Cache.swift", "line": 20, "body": "Why a Mutex<Void>?",
            ]
            let created = try await client.send(
                "POST", "\(Self.pull)/reviews", body: try Self.json(["comments": [comment]]), headers: owner)
            #expect(created.status == 200)
            let pending = try created.object()
            #expect(pending["state"] as? String == "PENDING")
            #expect(pending["submitted_at"] == nil)
            #expect(pending["commit_id"] as? String == head)
            #expect((pending["user"] as? [String: Any])?["login"] as? String == "mona")
            #expect(pending["author_association"] as? String == "OWNER")
            let id = try #require(pending["id"] as? Int)

            // Pending: its author sees it, nobody else does, and its comment is not listed yet.
            let mine = try await client.get("\(Self.pull)/reviews?per_page=100", headers: owner).array()
            #expect(mine.count == reviewsBefore.count + 1)
            #expect(mine.last?["id"] as? Int == id)
            let theirs = try await client.get(
                "\(Self.pull)/reviews?per_page=100", headers: Self.auth("author")
            )
            .array()
            #expect(theirs.count == reviewsBefore.count)
            #expect(
                try await client.get("\(Self.pull)/comments?per_page=100").array().count
                    == commentsBefore.count)

            let second = try await client.send(
                "POST", "\(Self.pull)/reviews", body: try Self.json(["body": "again"]), headers: owner)
            #expect(second.status == 422)
            #expect(try Self.reason(second) == "User can only have one pending review per pull request")

            let submit = try await client.send(
                "POST", "\(Self.pull)/reviews/\(id)/events",
                body: try Self.json(["event": "REQUEST_CHANGES", "body": "Please own the dictionary."]),
                headers: owner)
            #expect(submit.status == 200)
            let review = try submit.object()
            #expect(review["state"] as? String == "CHANGES_REQUESTED")
            #expect(review["body"] as? String == "Please own the dictionary.")
            #expect(review["submitted_at"] as? String != nil)

            let comments = try await client.get("\(Self.pull)/comments?per_page=100").array()
            #expect(comments.count == commentsBefore.count + 1)
            let listed = try #require(comments.last)
            #expect(listed["pull_request_review_id"] as? Int == id)
            #expect(listed["path"] as? String == "Sources/App/Cache.swift")
            #expect(listed["line"] as? Int == 20)
            #expect(listed["original_line"] as? Int == 20)
            #expect(listed["side"] as? String == "RIGHT")
            #expect(listed["start_line"] is NSNull)
            #expect(listed["in_reply_to_id"] == nil)
            #expect(listed["body"] as? String == "Why a Mutex<Void>?")
            let hunk = try #require(listed["diff_hunk"] as? String)
            #expect(hunk.hasPrefix("@@ -18,"))
            #expect(hunk.hasSuffix("+    private let lock = Mutex<Void>(())"))

            let reviews = try await client.get(
                "\(Self.pull)/reviews?per_page=100", headers: Self.auth("author")
            )
            .array()
            #expect(reviews.count == reviewsBefore.count + 1)
            #expect(reviews.last?["state"] as? String == "CHANGES_REQUESTED")
            let full = try await client.get(Self.pull).object()
            #expect(full["review_comments"] as? Int == commentsBefore.count + 1)

            // Submitted, it can be neither submitted again nor deleted.
            let again = try await client.send(
                "POST", "\(Self.pull)/reviews/\(id)/events",
                body: try Self.json(["event": "COMMENT", "body": "x"]),
                headers: owner)
            #expect(again.status == 422)
            let delete = try await client.send("DELETE", "\(Self.pull)/reviews/\(id)", headers: owner)
            #expect(delete.status == 422)
        }
    }

    @Test func aOneShotCommentReviewPlacesARangeAndALeftSideComment() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let body: [String: Any] = [
                "event": "COMMENT", "body": "Two notes.",
                "comments": [
                    [
                        "path": "Sources/App/NewFeature.swift", "start_line": 4, "line": 6,
                        "body": "These three lines could be one enum.",
                    ],
                    ["path": "Sources/App/Legacy.swift", "line": 4, "side": "LEFT", "body": "Gone, good."],
                ],
            ]
            let response = try await client.send(
                "POST", "\(Self.pull)/reviews", body: try Self.json(body), headers: Self.auth("author"))
            #expect(response.status == 200)
            let review = try response.object()
            #expect(review["state"] as? String == "COMMENTED")
            #expect(review["author_association"] as? String != "OWNER")
            let id = try #require(review["id"] as? Int)

            let written = try await client.get("\(Self.pull)/comments?per_page=100").array().filter {
                $0["pull_request_review_id"] as? Int == id
            }
            #expect(written.count == 2)
            #expect(written.first?["start_line"] as? Int == 4)
            #expect(written.first?["line"] as? Int == 6)
            #expect(written.first?["start_side"] as? String == "RIGHT")
            #expect(written.first?["side"] as? String == "RIGHT")
            #expect(written.last?["line"] as? Int == 4)
            #expect(written.last?["side"] as? String == "LEFT")
            #expect(written.last?["start_side"] is NSNull)
            #expect((written.last?["diff_hunk"] as? String)?.hasSuffix("-struct LegacyPager {") == true)
        }
    }

    @Test func aCommentOffTheDiffOrOnAnUnknownPathIs422AndNothingIsStored() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let owner = Self.auth("owner")
            let before = try await client.get("\(Self.pull)/reviews?per_page=100", headers: owner).array()
            let refused: [([String: Any], String)] = [
                (
                    ["path": "Sources/App/Cache.swift", "line": 100, "body": "x"],
                    "Line could not be resolved"
                ),
                // An added file has no old side.
                (
                    ["path": "Sources/App/NewFeature.swift", "line": 1, "side": "LEFT", "body": "x"],
                    "Line could not be resolved"
                ),
                // A range across two hunks.
                (
                    ["path": "Makefile", "start_line": 1, "line": 22, "body": "x"],
                    "Line could not be resolved"
                ),
                (
                    ["path": "Sources/App/Nowhere.swift", "line": 1, "body": "x"],
                    "Path could not be resolved"
                ),
            ]
            for (comment, expected) in refused {
                let response = try await client.send(
                    "POST", "\(Self.pull)/reviews",
                    body: try Self.json(["event": "COMMENT", "body": "b", "comments": [comment]]),
                    headers: owner)
                #expect(response.status == 422, "\(comment)")
                #expect(try Self.reason(response)?.hasPrefix(expected) == true, "\(comment)")
            }
            let after = try await client.get("\(Self.pull)/reviews?per_page=100", headers: owner).array()
            #expect(after.count == before.count)
        }
    }

    @Test func approvingYourOwnPullRequestOrABodilessCommentIs422() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let owner = Self.auth("owner")
            let own = "\(Self.repo)/pulls/3/reviews"
            let approve = try await client.send(
                "POST", own, body: try Self.json(["event": "APPROVE"]), headers: owner)
            #expect(approve.status == 422)
            #expect(try Self.reason(approve) == "Can not approve your own pull request")
            let request = try await client.send(
                "POST", own, body: try Self.json(["event": "REQUEST_CHANGES", "body": "hm"]), headers: owner)
            #expect(request.status == 422)
            #expect(try Self.reason(request) == "Can not request changes on your own pull request")
            let empty = try await client.send(
                "POST", "\(Self.pull)/reviews", body: try Self.json(["event": "COMMENT"]), headers: owner)
            #expect(empty.status == 422)
            // Someone else's may be approved, also once it is closed.
            let other = try await client.send(
                "POST", "\(Self.repo)/pulls/2/reviews", body: try Self.json(["event": "APPROVE"]),
                headers: owner)
            #expect(other.status == 200)
            #expect(try other.object()["state"] as? String == "APPROVED")
            let missing = try await client.send(
                "POST", "\(Self.repo)/pulls/1/reviews", body: try Self.json(["event": "APPROVE"]),
                headers: owner)
            #expect(missing.status == 404)
        }
    }

    @Test func aPendingReviewCanBeDeletedByItsAuthorOnly() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let created = try await client.send(
                "POST", "\(Self.pull)/reviews", body: try Self.json(["body": "draft"]),
                headers: Self.auth("owner"))
            let id = try #require(try created.object()["id"] as? Int)
            let stranger = try await client.send(
                "DELETE", "\(Self.pull)/reviews/\(id)", headers: Self.auth("author"))
            #expect(stranger.status == 404)
            let deleted = try await client.send(
                "DELETE", "\(Self.pull)/reviews/\(id)", headers: Self.auth("owner"))
            #expect(deleted.status == 200)
            #expect(try deleted.object()["state"] as? String == "PENDING")
            let reviews = try await client.get(
                "\(Self.pull)/reviews?per_page=100", headers: Self.auth("owner")
            )
            .array()
            #expect(!reviews.contains { $0["id"] as? Int == id })
        }
    }

    @Test func aSquashMergeWithTitleAndSHAClosesAndMergesThePullRequestForLaterReads() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let path = "\(Self.repo)/pulls/3"
            let head = try #require(
                (try await client.get(path).object()["head"] as? [String: Any])?["sha"] as? String)
            #expect(try await client.get("\(path)/merge").status == 404)
            let merge = try await client.send(
                "PUT", "\(path)/merge",
                body: try Self.json(["merge_method": "squash", "commit_title": "Squashed (#3)", "sha": head]),
                headers: Self.auth("owner"))
            #expect(merge.status == 200)
            let answer = try merge.object()
            let sha = try #require(answer["sha"] as? String)
            #expect(sha.count == 40 && sha.allSatisfy(\.isHexDigit))
            #expect(answer["merged"] as? Bool == true)
            #expect(answer["message"] as? String == "Pull Request successfully merged")

            let pull = try await client.get(path).object()
            #expect(pull["state"] as? String == "closed")
            #expect(pull["merged"] as? Bool == true)
            #expect(pull["merged_at"] as? String != nil)
            #expect(pull["merge_commit_sha"] as? String == sha)
            #expect((pull["merged_by"] as? [String: Any])?["login"] as? String == "mona")
            #expect(pull["mergeable"] is NSNull)
            #expect(try await client.get("\(path)/merge").status == 204)
            let issue = try await client.get("\(Self.repo)/issues/3").object()
            #expect(issue["state"] as? String == "closed")
            #expect((issue["pull_request"] as? [String: Any])?["merged_at"] as? String != nil)
            let open = try await client.get("\(Self.repo)/pulls?state=open&per_page=100").array()
            #expect(!open.contains { $0["number"] as? Int == 3 })
            let search = try await client.get(
                "/search/issues?q=repo:mona/hello-world%20is:pr%20is:open&per_page=100"
            ).object()
            let found = try #require(search["items"] as? [[String: Any]])
            #expect(!found.isEmpty && !found.contains { $0["number"] as? Int == 3 })

            let again = try await client.send(
                "PUT", "\(path)/merge", body: try Self.json([:]), headers: Self.auth("owner"))
            #expect(again.status == 405)
        }
    }

    @Test func aMergeWithAHeadSHAThatWasPushedPastIs409() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let client = TestClient(baseURL: url)
            let before = try await client.get(Self.pull).object()
            let old = try #require((before["head"] as? [String: Any])?["sha"] as? String)
            let pushed = try #require(
                await server.pushCommit(
                    repository: PullSamples.repository, pull: PullSamples.everyKindOfChange))
            #expect(pushed != old)
            let after = try await client.get(Self.pull).object()
            #expect((after["head"] as? [String: Any])?["sha"] as? String == pushed)
            #expect(after["commits"] as? Int == (before["commits"] as? Int ?? 0) + 1)

            let stale = try await client.send(
                "PUT", "\(Self.pull)/merge", body: try Self.json(["sha": old]), headers: Self.auth("owner"))
            #expect(stale.status == 409)
            #expect(
                try stale.object()["message"] as? String
                    == "Head branch was modified. Review and try the merge again.")
            let fresh = try await client.send(
                "PUT", "\(Self.pull)/merge", body: try Self.json(["sha": pushed]), headers: Self.auth("owner")
            )
            #expect(fresh.status == 200)
        }
    }

    @Test func pullRequestsThatCannotBeMergedAre405AndUnknownMethods422() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            // 75: open but `mergeable` false; 4: a draft; 2: merged; 42: closed.
            for number in [75, 4, 2, 42] {
                let path = "\(Self.repo)/pulls/\(number)"
                if number == 75 {
                    #expect(try await client.get(path).object()["mergeable"] as? Bool == false)
                }
                let merge = try await client.send(
                    "PUT", "\(path)/merge", body: try Self.json([:]), headers: Self.auth("owner"))
                #expect(merge.status == 405, "\(number)")
                #expect(try merge.object()["message"] as? String == "Pull Request is not mergeable")
            }
            let unknown = try await client.send(
                "PUT", "\(Self.pull)/merge", body: try Self.json(["merge_method": "fast-forward"]),
                headers: Self.auth("owner"))
            #expect(unknown.status == 422)
            let notOwner = try await client.send(
                "PUT", "\(Self.pull)/merge", body: try Self.json([:]), headers: Self.auth("author"))
            #expect(notOwner.status == 403)
            #expect(try await client.get(Self.pull).object()["merged"] as? Bool == false)
        }
    }

    @Test func aSquashOnlyRepositoryRefusesMergeCommitsAndRebasesWith405() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let restricted = try await client.get("/repos/\(PullSamples.squashOnlyRepository)").object()
            #expect(restricted["allow_merge_commit"] as? Bool == false)
            #expect(restricted["allow_squash_merge"] as? Bool == true)
            #expect(restricted["allow_rebase_merge"] as? Bool == false)
            let open = try await client.get(Self.repo).object()
            for key in ["allow_merge_commit", "allow_squash_merge", "allow_rebase_merge"] {
                #expect(open[key] as? Bool == true, "\(key)")
            }
            let path = "/repos/\(PullSamples.squashOnlyRepository)/pulls/3/merge"
            for (method, message) in [
                ("merge", "Merge commits are not allowed on this repository."),
                ("rebase", "Rebase merges are not allowed on this repository."),
            ] {
                let refused = try await client.send(
                    "PUT", path, body: try Self.json(["merge_method": method]), headers: Self.auth("owner"))
                #expect(refused.status == 405)
                #expect(try refused.object()["message"] as? String == message)
            }
            let squash = try await client.send(
                "PUT", path, body: try Self.json(["merge_method": "squash"]), headers: Self.auth("owner"))
            #expect(squash.status == 200)
        }
    }

    @Test func closingThenReopeningAPullRequestShowsInLaterReads() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let close = try await client.send(
                "PATCH", Self.pull,
                body: try Self.json(["state": "closed", "title": "Every change, renamed"]),
                headers: Self.auth("owner"))
            #expect(close.status == 200)
            let closed = try close.object()
            #expect(closed["state"] as? String == "closed")
            #expect(closed["closed_at"] as? String != nil)
            #expect(closed["merged"] as? Bool == false)
            #expect(closed["title"] as? String == "Every change, renamed")
            let issue = try await client.get("\(Self.repo)/issues/\(PullSamples.everyKindOfChange)").object()
            #expect(issue["state"] as? String == "closed")
            #expect(issue["title"] as? String == "Every change, renamed")

            // The author may edit too; someone else's pull request is a 403.
            let reopen = try await client.send(
                "PATCH", Self.pull, body: try Self.json(["state": "open"]), headers: Self.auth("author"))
            #expect(reopen.status == 200)
            #expect(try reopen.object()["closed_at"] is NSNull)
            #expect(try await client.get(Self.pull).object()["state"] as? String == "open")
            let foreign = try await client.send(
                "PATCH", "\(Self.repo)/pulls/3", body: try Self.json(["title": "Mine"]),
                headers: Self.auth("author"))
            #expect(foreign.status == 403)
        }
    }

    @Test func reopeningAMergedPullRequestIs422() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let reopen = try await client.send(
                "PATCH", "\(Self.repo)/pulls/2", body: try Self.json(["state": "open"]),
                headers: Self.auth("owner"))
            #expect(reopen.status == 422)
            let errors = try #require(try reopen.object()["errors"] as? [[String: Any]])
            #expect(
                errors.first?["message"] as? String
                    == "state cannot be changed. The pull request cannot be reopened because it has been merged"
            )
            #expect(try await client.get("\(Self.repo)/pulls/2").object()["state"] as? String == "closed")
        }
    }

    @Test func everyPullWriteWithoutATokenIs401AndWithoutTheScope403() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            let writes = [
                ("POST", "\(Self.pull)/reviews"), ("POST", "\(Self.pull)/reviews/1/events"),
                ("DELETE", "\(Self.pull)/reviews/1"), ("PUT", "\(Self.pull)/merge"), ("PATCH", Self.pull),
            ]
            for (method, path) in writes {
                let anonymous = try await client.send(method, path, body: Data("{}".utf8))
                #expect(anonymous.status == 401, "\(method) \(path)")
                #expect(anonymous.headers["x-accepted-oauth-scopes"] == "public_repo, repo")
                let reader = try await client.send(
                    method, path, body: Data("{}".utf8), headers: Self.auth("reader"))
                #expect(reader.status == 403, "\(method) \(path)")
            }
            #expect(try await client.get(Self.pull).object()["state"] as? String == "open")
        }
    }

    @Test func markPullRequestReadyForReviewTurnsADraftIntoAPullRequest() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let client = TestClient(baseURL: url)
            func mutate(_ number: Int, token: String) async throws -> [String: Any] {
                let node = try #require(
                    try await client.get("\(Self.repo)/pulls/\(number)").object()["node_id"] as? String)
                let query =
                    "mutation { markPullRequestReadyForReview(input: { pullRequestId: \"\(node)\" }) "
                    + "{ pullRequest { isDraft } } }"
                let response = try await client.send(
                    "POST", "/graphql", body: try Self.json(["query": query]), headers: Self.auth(token))
                #expect(response.status == 200)
                return try response.object()
            }
            #expect(try await client.get("\(Self.repo)/pulls/4").object()["draft"] as? Bool == true)
            let ready = try await mutate(4, token: "owner")
            let data = ready["data"] as? [String: Any]
            let payload = (data?["markPullRequestReadyForReview"] as? [String: Any])?["pullRequest"]
            #expect((payload as? [String: Any])?["isDraft"] as? Bool == false)
            #expect(try await client.get("\(Self.repo)/pulls/4").object()["draft"] as? Bool == false)

            let refused = try await mutate(33, token: "author")
            #expect((refused["errors"] as? [[String: Any]])?.first?["type"] as? String == "FORBIDDEN")
            #expect(try await client.get("\(Self.repo)/pulls/33").object()["draft"] as? Bool == true)
        }
    }
}
