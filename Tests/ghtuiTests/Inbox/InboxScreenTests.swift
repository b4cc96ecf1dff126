import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The inbox in the pure core against FakeGitHub over loopback: `i` with and without a token,
/// the threads drawn with their types and reasons, the marks sent as GitHub expects and taken
/// back when refused, the filters and grouping, Enter on each kind of subject, and the polling
/// GitHub's `X-Poll-Interval` paces.
@Suite struct InboxScreenTests {
    private static let token = "inbox-token"
    private static let options = Options(tokens: [token: "mona"])

    /// A driver on mona's profile with a token and a response cache in a SQLite file (what makes
    /// a poll conditional), the inbox opened and its first page in.
    private func openInbox(url: URL, size: ScreenSize = ScreenSize(width: 120, height: 40)) async throws
        -> BrowserDriver
    {
        let cache = try SQLiteResponseCache(
            path: scratchDirectory().appendingPathComponent("cache.sqlite").path)
        var driver = BrowserDriver(
            login: "mona", hasToken: true, size: size, url: url, cache: cache, token: Self.token)
        await driver.settle()
        driver.press(.character("i"))
        await driver.settle()
        return driver
    }

    /// GitHub's own list of the viewer's unread threads, as FakeGitHub serves it.
    private func served(_ url: URL, all: Bool = false) async throws -> [NotificationThread] {
        let github = GitHub(apiURL: url, token: Self.token)
        return try await github.all(
            GithubRouter.activity.listNotificationsForAuthenticatedUser(all: all ? true : nil, perPage: 50))
    }

    private func thread(_ item: ListItem?) -> NotificationThread? {
        if case .notification(let thread)? = item { thread } else { nil }
    }

    @Test func iWithoutATokenSaysSoAndStays() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("i"))
            #expect(driver.profile != nil)
            #expect(driver.state.notice == "the inbox needs a token (GH_TOKEN or ghtui auth login)")
            #expect(driver.queued.isEmpty)
        }
    }

    @Test func iOpensTheUnreadThreadsNewestFirstWithTheirTypesReasonsAndTheCountOnTheTitleBar() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = BrowserDriver(login: "mona", hasToken: true, url: url, token: Self.token)
            await driver.settle()
            driver.press(.character("i"))
            let first = Fetch.notifications(all: false, page: 1, perPage: 100)
            #expect(driver.cacheReads.map(\.1) == [first])
            #expect(driver.queued.map(\.1) == [first] && driver.queued.allSatisfy(\.revalidates))
            await driver.settle()
            let inbox = try #require(driver.inbox)
            let served = try await served(url)
            #expect(inbox.list.items.compactMap(thread).map(\.id) == served.map(\.id))
            #expect(served.count > 10 && served.allSatisfy { $0.unread == true })
            #expect(inbox.unreadCount == served.count)
            let screen = driver.screen
            #expect(screen.contains("● \(served.count) unread (i)"), "\(screen)")
            #expect(screen.contains("Inbox: \(served.count) unread · unread only (a) · all reasons (f)"))
            #expect(screen.contains("PR         review requested   mona/hello-world"))
            #expect(screen.contains("CI         CI activity"))
            #expect(screen.contains("discussion"))
            #expect(screen.contains("security"))
            // `i` from a screen opened from the inbox goes back to it, as loaded; the count stays on
            // the title bar.
            driver.press(.enter)
            #expect(driver.issue != nil && driver.state.stack.count == 3)
            #expect(driver.screen.contains("● \(served.count - 1) unread (i)"))
            driver.press(.character("i"))
            #expect(driver.state.stack.count == 2 && driver.inbox?.list.items.count == served.count)
            // Leaving keeps the count.
            driver.press(.escape)
            #expect(driver.profile != nil)
            #expect(driver.screen.contains("● \(served.count - 1) unread (i)"))
        }
    }

    @Test func marksAreSentAsGitHubExpectsShownAtOnceAndKept() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = try await openInbox(url: url)
            let first = try #require(thread(driver.inbox?.list.selected))
            let count = try #require(driver.inbox?.unreadCount)
            await server.clearRequests()

            driver.press(.character("m"))
            #expect(driver.inbox?.unreadCount == count - 1, "shown read before GitHub answers")
            #expect(driver.state.notice == "marked read")
            driver.press(.character("j"))
            let second = try #require(thread(driver.inbox?.list.selected))
            driver.press(.character("d"))
            #expect(driver.inbox?.list.items.compactMap(thread).contains { $0.id == second.id } == false)
            let third = try #require(thread(driver.inbox?.list.selected))
            driver.press(.character("U"))
            #expect(driver.screen.contains("(unsubscribed) \(third.subjectTitle?.prefix(20) ?? "")"))
            await driver.sendWrites()
            #expect(driver.inbox?.marks.isEmpty == true)

            let writes = await server.requests.filter { $0.method != "GET" }
            #expect(
                writes.map { "\($0.method) \($0.path) \($0.status)" } == [
                    "PATCH /notifications/threads/\(first.id) 205",
                    "DELETE /notifications/threads/\(second.id) 204",
                    "PUT /notifications/threads/\(third.id)/subscription 200",
                ])
            let body = try JSONSerialization.jsonObject(with: writes[2].body) as? [String: Bool]
            #expect(body == ["ignored": true])
            // GitHub kept them: the first is read, the second gone.
            let unread = try await served(url).map(\.id)
            #expect(!unread.contains(first.id) && !unread.contains(second.id) && unread.contains(third.id))
        }
    }

    @Test func aRefusedMarkIsTakenBackWithGitHubsReason() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = try await openInbox(url: url)
            let first = try #require(thread(driver.inbox?.list.selected))
            let rows = try #require(driver.inbox?.list.items.count)
            // A thread GitHub no longer knows.
            await server.setFault(
                .serverError(status: 404), path: "/notifications/threads/\(first.id)", times: 1)
            driver.press(.character("d"))
            #expect(driver.inbox?.list.items.count == rows - 1)
            await driver.sendWrites()
            #expect(driver.inbox?.list.items.count == rows, "the row is back")
            #expect(thread(driver.inbox?.list.selected)?.id == first.id)
            // A read refused by a server error: unread again.
            await server.setFault(.serverError(status: 500), path: "/notifications/threads/")
            let unread = try #require(driver.inbox?.unreadCount)
            driver.press(.character("m"))
            #expect(driver.inbox?.unreadCount == unread - 1)
            await driver.sendWrites()
            #expect(driver.inbox?.unreadCount == unread)
            #expect(
                Write.markThreadDone(first.id).refusal(
                    .notFound(endpoint: "DELETE /notifications/threads/\(first.id)", message: "Not Found")
                ).contains(
                    "the thread is gone"))
        }
    }

    @Test func markAllReadAsksFirstAndSendsTheTimeGitHubLastAnswered() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = try await openInbox(url: url)
            let askedAt = try #require(driver.inbox?.askedAt)
            driver.press(.character("M"))
            #expect(driver.writes.isEmpty)
            #expect(driver.state.notice?.contains("press M again") == true)
            #expect(driver.screen.contains("mark all read? M again"))
            driver.press(.character("j"))
            #expect(driver.inbox?.confirmsMarkAll == false && driver.writes.isEmpty, "another key cancels")
            driver.press(.character("M"), .character("M"))
            #expect(driver.inbox?.unreadCount == 0)
            await server.clearRequests()
            await driver.sendWrites()
            let put = try #require(await server.requests.first { $0.method == "PUT" })
            #expect(put.path == "/notifications" && put.status == 205)
            let body = try #require(try JSONSerialization.jsonObject(with: put.body) as? [String: Any])
            #expect(body["read"] as? Bool == true)
            #expect(body["last_read_at"] as? String == askedAt.formatted(.iso8601))
            #expect(try await served(url).isEmpty)
        }
    }

    @Test func reasonFilterGroupingAndAllChangeWhatShows() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = try await openInbox(url: url)
            let all = try #require(driver.inbox?.list.items.compactMap(thread))
            let reasons = { (driver: BrowserDriver) in
                driver.inbox?.list.visible.compactMap { self.thread(driver.inbox?.list.items[$0])?.reason }
                    ?? []
            }
            driver.press(.character("f"))
            #expect(Set(reasons(driver)) == ["review_requested", "approval_requested"])
            #expect(driver.screen.contains("review requested (f)"))
            for _ in 0..<5 { driver.press(.character("f")) }
            #expect(driver.inbox?.reason == .noCIActivity)
            #expect(
                !reasons(driver).contains("ci_activity")
                    && reasons(driver).count == all.filter { $0.reason != "ci_activity" }.count)
            driver.press(.character("f"))
            #expect(reasons(driver).count == all.count)

            driver.press(.character("g"))
            let grouped =
                driver.inbox?.list.visible.compactMap {
                    thread(driver.inbox?.list.items[$0])?.repository?.fullName
                } ?? []
            var seen: [String] = []
            for name in grouped where seen.last != name {
                #expect(!seen.contains(name), "each repository's rows together")
                seen.append(name)
            }
            driver.press(.character("a"))
            #expect(driver.queued.map(\.1) == [.notifications(all: true, page: 1, perPage: 100)])
            await driver.settle()
            #expect(
                try await served(url, all: true).map(\.id)
                    == driver.inbox?.list.items.compactMap(thread).map(\.id))
            #expect(driver.inbox?.list.scope.grouped == true, "the grouping stays")
        }
    }

    @Test func enterOpensIssuesPullRequestsAndFailedRunsHereAndSaysTheWebURLOfTheRest() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = try await openInbox(url: url)
            let pull = try #require(thread(driver.inbox?.list.selected))
            #expect(pull.subjectType == "PullRequest")
            driver.press(.enter)
            let issue = try #require(driver.issue)
            #expect(issue.isPullRequest && issue.number == PullSamples.everyKindOfChange)
            #expect(issue.repository.description == "mona/hello-world")
            #expect(driver.writes.map(\.1) == [.markThreadRead(pull.id)])
            await driver.settle()
            #expect(driver.issue?.pull != nil)
            driver.press(.escape)
            // The check suite's row: the repository's failed runs.
            driver.press(.character("/"))
            driver.type("CI workflow")
            driver.press(.enter, .enter)
            let runs = try #require(driver.repository)
            #expect(runs.tab == .actions && runs.runFilter == .failed)
            await driver.settle()
            #expect(
                driver.fetches.contains {
                    if case .runs(_, .failed, nil, 1, _, _) = $0 { true } else { false }
                })
            // Back on the inbox, Esc clears the filter.
            driver.press(.escape, .escape)
            #expect(driver.inbox?.list.filter == "")
            // A discussion's row: no page for it here.
            driver.press(.character("/"))
            driver.type("Ideas for")
            driver.press(.enter, .enter)
            #expect(driver.inbox != nil)
            #expect(
                driver.state.notice?.contains(
                    "ghtui has no page for a discussion notification: https://github.com/")
                    == true)
            #expect(driver.state.notice?.hasSuffix("/discussions (o opens it)") == true)
        }
    }

    @Test func aPollWaitsGitHubsIntervalAndAnUnusableOneIsAMinute() async throws {
        for (header, seconds) in [("7", 7), ("0", 60), ("soon", 60), ("", 60)] {
            var options = Self.options
            options.notificationPollInterval = header
            try await FakeGitHub.serving(options: options) { server, url in
                var driver = try await openInbox(url: url)
                #expect(driver.wakes.map(\.1) == [.seconds(seconds)], "X-Poll-Interval: \(header)")
                #expect(driver.inbox?.isLoading == false, "the wait is no load")
                let stats = await server.stats
                await driver.wakeUp()
                // One conditional request, answered 304 at no cost, and the next wait.
                let polls = await server.requests.filter { $0.path == "/notifications" }
                #expect(polls.last?.header("if-modified-since") != nil)
                #expect(polls.last?.status == 304)
                #expect(await server.stats.rateLimitUsed == stats.rateLimitUsed)
                #expect(driver.wakes.count == 1)
            }
        }
    }

    @Test func aPollMergesNewsAheadAndKeepsTheCursorOnItsThread() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = try await openInbox(url: url)
            driver.press(.character("j"), .character("j"))
            let selected = try #require(thread(driver.inbox?.list.selected))
            // Another client reads the newest thread: the poll's page no longer has it, and the
            // loaded copy stays until a refresh.
            let newest = try #require(thread(driver.inbox?.list.items.first))
            let github = GitHub(apiURL: url, token: Self.token)
            _ = try await github.client.response(
                for: GithubRouter.activity.markThreadAsRead(threadId: Int(newest.id)!))
            await driver.wakeUp()
            #expect(thread(driver.inbox?.list.selected)?.id == selected.id)
            let ids = driver.inbox?.list.items.compactMap(thread).map(\.id) ?? []
            #expect(Set(ids).count == ids.count, "each thread once")
            driver.press(.character("r"))
            await driver.settle()
            #expect(driver.inbox?.list.items.compactMap(thread).contains { $0.id == newest.id } == false)
        }
    }

    @Test func aTokenWithoutTheNotificationsScopeIsNamed() async throws {
        var options = Self.options
        options.tokenScopes = [Self.token: ["public_repo"]]
        try await FakeGitHub.serving(options: options) { _, url in
            let driver = try await openInbox(url: url)
            let status = driver.grid.text.split(separator: "\n").last.map(String.init) ?? ""
            #expect(
                status.contains("the token needs scope notifications or repo (it has public_repo)"),
                "\(status)")
            #expect(driver.screen.contains("nothing to show; press r to retry"))
        }
    }
}
