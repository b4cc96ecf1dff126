import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The generated routes as a caller uses them: their names (pinned, so that a generator change
/// that renames public API fails to compile here), their checks before sending, their bodies, media
/// types and enums, and a real call per area that FakeGitHub serves, over loopback.
@Suite struct GeneratedRoutesTests {
    static let base = URL(string: "https://api.github.com")!

    static func url(_ route: some Router) throws -> String {
        try route.urlRequest(baseURL: base).url!.absoluteString
    }

    static func refusal(_ route: some Router) -> String? {
        do {
            _ = try route.urlRequest(baseURL: base)
            return nil
        } catch {
            guard case .invalidInput(let message) = error else { return "\(error)" }
            return message
        }
    }

    @Test func namesStayAsGenerated() throws {
        let r = GithubRouter.self
        let pinned: [(any Router, String)] = [
            (
                r.actions.listWorkflowRunsForRepo(owner: "mona", repo: "hello", status: .failure, perPage: 5),
                "/repos/mona/hello/actions/runs?status=failure&per_page=5"
            ),
            (
                r.actions.listJobsForWorkflowRun(owner: "mona", repo: "hello", runId: 7),
                "/repos/mona/hello/actions/runs/7/jobs"
            ),
            (
                r.actions.downloadJobLogsForWorkflowRun(owner: "mona", repo: "hello", jobId: 9),
                "/repos/mona/hello/actions/jobs/9/logs"
            ),
            (
                r.actions.reRunWorkflowFailedJobs(owner: "mona", repo: "hello", runId: 7),
                "/repos/mona/hello/actions/runs/7/rerun-failed-jobs"
            ),
            (
                r.actions.cancelWorkflowRun(owner: "mona", repo: "hello", runId: 7),
                "/repos/mona/hello/actions/runs/7/cancel"
            ),
            (
                r.checks.listForRef(owner: "mona", repo: "hello", ref: "heads/main"),
                "/repos/mona/hello/commits/heads/main/check-runs"
            ),
            (
                r.repos.getCombinedStatusForRef(owner: "mona", repo: "hello", ref: "abc"),
                "/repos/mona/hello/commits/abc/status"
            ),
            (
                r.repos.updateBranchProtection(
                    owner: "mona", repo: "hello", branch: "release/1",
                    body: .init(
                        requiredStatusChecks: .null, enforceAdmins: true, requiredPullRequestReviews: .null,
                        restrictions: .null)),
                "/repos/mona/hello/branches/release%2F1/protection"
            ),
            (
                r.pulls.listFiles(owner: "mona", repo: "hello", pullNumber: 3),
                "/repos/mona/hello/pulls/3/files"
            ),
            (r.pulls.merge(owner: "mona", repo: "hello", pullNumber: 3), "/repos/mona/hello/pulls/3/merge"),
            (
                r.pulls.submitReview(
                    owner: "mona", repo: "hello", pullNumber: 3, reviewId: 4, body: .init(event: .approve)),
                "/repos/mona/hello/pulls/3/reviews/4/events"
            ),
            (r.activity.listNotificationsForAuthenticatedUser(all: true), "/notifications?all=true"),
            (r.activity.markThreadAsDone(threadId: 12), "/notifications/threads/12"),
            (
                r.activity.setThreadSubscription(threadId: 12, body: .init(ignored: true)),
                "/notifications/threads/12/subscription"
            ),
            (
                r.teams.addOrUpdateMembershipForUserInOrg(org: "acme", teamSlug: "core", username: "mona"),
                "/orgs/acme/teams/core/memberships/mona"
            ),
            (
                r.git.getTree(owner: "mona", repo: "hello", treeSha: "abc", recursive: "1"),
                "/repos/mona/hello/git/trees/abc?recursive=1"
            ),
            (r.apps.createInstallationAccessToken(installationId: 5), "/app/installations/5/access_tokens"),
            (
                r.repos.getContent(owner: "mona", repo: "hello", path: "a b/c.md", ref: "v1"),
                "/repos/mona/hello/contents/a%20b/c.md?ref=v1"
            ),
            (
                r.search.issuesAndPullRequests(q: "is:open", sort: .reactionsPlusOne, order: .asc),
                "/search/issues?q=is%3Aopen&sort=reactions-%2B1&order=asc"
            ),
            (r.rateLimit.get(), "/rate_limit"),
            (r.meta.root(), ""),
        ]
        for (route, path) in pinned {
            #expect(try Self.url(route) == Self.base.absoluteString + path)
        }
    }

    @Test func badArgumentsAreRefusedBeforeSendingNamingTheParameter() {
        let r = GithubRouter.self
        #expect(
            Self.refusal(r.pulls.get(owner: "mona", repo: "hello", pullNumber: 0))
                == "pull_number must be 1 or more (got 0)")
        #expect(
            Self.refusal(r.pulls.listFiles(owner: "mona", repo: "hello", pullNumber: 1, perPage: 101))
                == "per_page must be from 1 to 100 (got 101)")
        // The notifications list documents a page of at most 50.
        #expect(
            Self.refusal(r.activity.listNotificationsForAuthenticatedUser(perPage: 51))
                == "per_page must be from 1 to 50 (got 51)")
        #expect(Self.refusal(r.activity.listNotificationsForAuthenticatedUser(perPage: 50)) == nil)
        #expect(
            Self.refusal(r.issues.listForRepo(owner: "mona", repo: "hello", page: 0))
                == "page must be 1 or more (got 0)")
        #expect(
            Self.refusal(r.repos.get(owner: "-mona", repo: "hello"))?.hasPrefix(
                "owner: \"-mona\" is not a valid GitHub login") == true)
        #expect(
            Self.refusal(r.repos.get(owner: "mona", repo: ".."))?.hasPrefix(
                "repo: \"..\" is not a valid repository name") == true)
        #expect(
            Self.refusal(r.repos.getContent(owner: "mona", repo: "hello", path: "a/../b"))?.hasPrefix(
                "path: ") == true)
        #expect(
            Self.refusal(r.repos.getBranch(owner: "mona", repo: "hello", branch: ""))
                == "branch may not be \"\"")
        #expect(
            Self.refusal(r.git.getRef(owner: "mona", repo: "hello", ref: "heads//x"))?.hasPrefix("ref: ")
                == true)
    }

    @Test func bodiesSendGitHubsNamesAndLeaveOutWhatIsNotSet() throws {
        let merge = GithubRouter.pulls.merge(
            owner: "mona", repo: "hello", pullNumber: 3,
            body: .init(commitTitle: "Ship it (#3)", sha: "abc123", mergeMethod: .squash))
        let sent = try JSONDecoder().decode(JSONValue.self, from: #require(merge.body))
        #expect(
            sent
                == .object([
                    "commit_title": .string("Ship it (#3)"), "sha": .string("abc123"),
                    "merge_method": .string("squash"),
                ]))
        // An enum value GitHub adds later is sent as spelled.
        let later = GithubRouter.pulls.merge(
            owner: "mona", repo: "hello", pullNumber: 3,
            body: .init(mergeMethod: .init(rawValue: "fast-forward")))
        #expect(
            String(decoding: try #require(later.body), as: UTF8.self) == #"{"merge_method":"fast-forward"}"#)
        #expect(later.method == .put)
        let review = GithubRouter.pulls.createReview(
            owner: "mona", repo: "hello", pullNumber: 3,
            body: .init(
                commitId: "abc", body: "Looks good", event: .requestChanges,
                comments: [
                    .object([
                        "path": .string("a.swift"), "line": .integer(3), "side": .string("RIGHT"),
                        "body": .string("nit"),
                    ])
                ]))
        let reviewSent = try JSONDecoder().decode(JSONValue.self, from: #require(review.body))
        #expect(reviewSent["event"]?.string == "REQUEST_CHANGES" && reviewSent["commit_id"]?.string == "abc")
        #expect(reviewSent["comments"]?.array?.first?["path"]?.string == "a.swift")
    }

    @Test func aMediaTypeIsAnOverloadWithItsAcceptHeader() throws {
        let diff = GithubRouter.pulls.get(owner: "mona", repo: "hello", pullNumber: 3, media: .diff)
        let request = try diff.urlRequest(baseURL: Self.base)
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/vnd.github.diff")
        let _: Route<String> = diff
        let json: Route<PullRequest> = GithubRouter.pulls.get(owner: "mona", repo: "hello", pullNumber: 3)
        #expect(json.headers.isEmpty)
        #expect(
            PullsRoutes.GetMedia.allCases.map(\.rawValue) == [
                "application/vnd.github.diff", "application/vnd.github.patch",
            ])
    }

    @Test func everyAreaFakeGitHubServesAnswersAGeneratedCall() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let r = GithubRouter.self
            // users
            let mona = try await github.client.send(r.users.getByUsername(username: "mona"))
            #expect(mona.login == "mona")
            let followers = try await github.all(r.users.listFollowersForUser(username: "mona", perPage: 50))
            #expect(followers.count == mona.followers)
            // repos
            let repo = try await github.client.send(r.repos.get(owner: "mona", repo: "hello-world"))
            #expect(repo.fullName == "mona/hello-world")
            let repos = try await github.all(
                r.repos.listForUser(username: "mona", sort: .updated, perPage: 100))
            #expect(repos.count == mona.publicRepos)
            let readme = try await github.client.send(
                r.repos.getReadme(owner: "mona", repo: "hello-world", media: .raw))
            #expect(!readme.isEmpty)
            // issues and reactions
            let issues = try await github.all(
                r.issues.listForRepo(owner: "mona", repo: "hello-world", state: .all))
            #expect(issues.count == 320)
            let issue = try await github.client.send(
                r.issues.get(owner: "mona", repo: "hello-world", issueNumber: 1))
            #expect(issue.number == 1)
            _ = try await github.client.send(
                r.reactions.listForIssue(owner: "mona", repo: "hello-world", issueNumber: 1))
            let comment = try await github.client.send(
                r.issues.createComment(
                    owner: "mona", repo: "hello-world", issueNumber: 1,
                    body: .init(body: "From a generated route")))
            #expect(comment.body == "From a generated route")
            // pulls
            let pull = try await github.client.send(
                r.pulls.get(owner: "mona", repo: "hello-world", pullNumber: 2))
            #expect(pull.number == 2)
            let files = try await github.all(
                r.pulls.listFiles(owner: "mona", repo: "hello-world", pullNumber: 2))
            #expect(!files.isEmpty)
            let commits = try await github.client.send(
                r.pulls.listCommits(owner: "mona", repo: "hello-world", pullNumber: 2))
            #expect(!commits.isEmpty)
            // search: a wrapped list, walked page by page
            var pages = 0
            let search = r.search.issuesAndPullRequests(q: "repo:mona/hello-world", perPage: 2)
            for try await page in try github.pages(of: search) {
                pages += 1
                #expect(page.items.count <= 2)
                if pages == 2 { break }
            }
            #expect(pages == 2)
            // orgs
            let org = try await github.client.send(r.orgs.get(org: "acme-corp"))
            #expect(org.login == "acme-corp")
            #expect(try await !github.all(r.orgs.listPublicMembers(org: "acme-corp")).isEmpty)
            // gists
            _ = try await github.all(r.gists.listForUser(username: "mona"))
            // meta, rate limit, markdown
            _ = try await github.client.send(r.meta.get())
            let limits = try await github.client.send(r.rateLimit.get())
            #expect(limits.rate.limit > 0)
            let html = try await github.client.send(r.markdown.render(body: .init(text: "# Hello")))
            #expect(html.contains("Hello"))
            // actions: runs wrapped in {"total_count", "workflow_runs"} walked page by page, a run's
            // jobs, and a job's log fetched from the storage host it redirects to
            let repoName = (owner: "mona", repo: "hello-world")
            let runs = try await github.all(
                r.actions.listWorkflowRunsForRepo(owner: repoName.owner, repo: repoName.repo, perPage: 25))
            #expect(runs.count == ActionsSamples.runCount && Set(runs.map(\.id)).count == runs.count)
            let failed = try await github.all(
                r.actions.listWorkflowRunsForRepo(
                    owner: repoName.owner, repo: repoName.repo, status: .failure))
            #expect(!failed.isEmpty && failed.allSatisfy { $0.conclusion == .failure })
            let jobs = try await github.client.send(
                r.actions.listJobsForWorkflowRun(
                    owner: repoName.owner, repo: repoName.repo, runId: ActionsSamples.failedRun))
            #expect(jobs.items.contains { $0.id == ActionsSamples.hostileLogJob })
            let log = try await github.client.send(
                r.actions.downloadJobLogsForWorkflowRun(
                    owner: repoName.owner, repo: repoName.repo, jobId: ActionsSamples.hostileLogJob))
            #expect(log.contains("##[group]"))
            // checks and statuses of a pull request's head
            let head = try #require(
                try await github.client.send(
                    r.pulls.get(
                        owner: repoName.owner, repo: repoName.repo,
                        pullNumber: ActionsSamples.pullWithEveryCheck)
                ).headSha)
            let checks = try await github.all(
                r.checks.listForRef(owner: repoName.owner, repo: repoName.repo, ref: head))
            #expect(Set(checks.compactMap(\.conclusion)).count >= 4)
            let combined = try await github.client.send(
                r.repos.getCombinedStatusForRef(owner: repoName.owner, repo: repoName.repo, ref: head))
            #expect(!combined.statuses.isEmpty)
            // activity: notifications and a star, with their 204s and 205s as NoContent
            let threads = try await github.client.send(r.activity.listNotificationsForAuthenticatedUser())
            let thread = try #require(threads.first)
            _ = try await github.client.send(
                r.activity.markThreadAsRead(threadId: try #require(Int(thread.id))))
            _ = try await github.client.send(
                r.activity.starRepoForAuthenticatedUser(owner: "mona", repo: "hello-world"))
            let starred = try await github.client.send(
                r.activity.listReposStarredByUser(username: "mona", perPage: 5, media: .star))
            #expect(starred.allSatisfy { $0.raw["starred_at"] != nil })
            #expect(await kit.server.requests.allSatisfy { $0.status < 400 })
        }
    }
}
