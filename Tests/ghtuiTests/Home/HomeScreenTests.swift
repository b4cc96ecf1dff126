import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// Home in the pure core against FakeGitHub over loopback: where a token's browser starts, the
/// sections' queries as sent (`@me` and the dates resolved), one search at a time, the checks
/// and review decisions of a page of rows in one GraphQL query, configured sections, a refused
/// search said on its tab only, and the Inbox and Profile tabs.
@Suite struct HomeScreenTests {
    private static let token = "home-token"
    private static let options = Options(tokens: [token: "mona"])
    /// 2025-06-01, what the sections' dates count back from.
    private static let now = Date(timeIntervalSince1970: 1_748_736_000)

    private func driver(
        url: URL, sections: [HomeSection] = HomeSection.defaults, repository: RepositoryName? = nil,
        cache: (any ResponseCache)? = nil
    ) -> BrowserDriver {
        BrowserDriver(
            login: nil, hasToken: true, size: ScreenSize(width: 120, height: 30), url: url, cache: cache,
            token: Self.token, home: HomeSetup(sections: sections, now: Self.now, repository: repository))
    }

    private func searches(_ driver: BrowserDriver) -> [String] {
        driver.fetches.compactMap { if case .search(.issues, let query, _, _, _) = $0 { query } else { nil } }
    }

    @Test func aTokensBrowserStartsOnHomeAndSendsEachSectionResolvedOneAtATime() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = driver(url: url)
            #expect(driver.home != nil)
            #expect(driver.fetches == [.authenticatedUser], "the login comes first: @me needs it")
            await driver.readCache()
            // One search in flight at a time: each answer starts the next section.
            var inFlight: [Int] = []
            while !driver.queued.isEmpty {
                inFlight.append(driver.queued.count { if case .search = $0.1 { true } else { false } })
                await driver.settle(readingCache: false)
            }
            await driver.settle()
            #expect(inFlight.allSatisfy { $0 <= 1 })
            #expect(
                searches(driver) == [
                    "is:pr is:open review-requested:mona archived:false",
                    "is:pr is:open author:mona",
                    "is:open assignee:mona",
                    "is:open mentions:mona updated:>=2025-05-18",
                ])
            let sent = await server.requests.filter { $0.path == "/search/issues" }
            #expect(sent.count == 4)
            let home = try #require(driver.home)
            #expect(home.title == "home: mona")
            #expect(home.totals.count == 4)
            let screen = driver.screen
            #expect(screen.contains("1 Review requested \(home.totals[0]!)"))
            #expect(screen.contains("5 Inbox") && screen.contains("6 Profile"))
            #expect(screen.contains("Home: is:pr is:open review-requested:mona archived:false"))
        }
    }

    @Test func pullRequestRowsShowTheirChecksAndReviewFromOneQueryAPage() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = driver(url: url)
            await driver.settle()
            let home = try #require(driver.home)
            let rows = home.lists[0].items
            #expect(!rows.isEmpty, "mona's repositories have open pull requests asking her")
            // Each pull request row is asked once, a page of rows a query (sections overlap).
            let pullIDs = home.lists.flatMap(\.items).compactMap { item -> String? in
                guard case .issue(let issue) = item, issue.isPullRequest else { return nil }
                return issue.raw["node_id"]?.string
            }
            let asked = driver.fetches.compactMap { if case .pullStatuses(let ids) = $0 { ids } else { nil } }
            #expect(
                asked.flatMap { $0 }.count == Set(pullIDs).count && Set(asked.flatMap { $0 }) == Set(pullIDs))
            let pages = home.lists.filter {
                $0.items.contains { if case .issue(let issue) = $0 { issue.isPullRequest } else { false } }
            }
            #expect(asked.count <= pages.count)
            #expect(await server.requests.filter { $0.path == "/graphql" }.count == asked.count)
            var marks = Set<String>()
            for item in rows.prefix(home.listRows) {
                guard case .issue(let issue) = item, let status = home.statuses.status(of: item) else {
                    Issue.record("#\(item) has no status")
                    continue
                }
                let line = try #require(
                    driver.screen.split(separator: "\n").first { $0.contains("#\(issue.number) ") })
                if let mark = CheckMark.of(status.checks)?.mark {
                    marks.insert(mark)
                    #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix(mark))
                }
                if status.reviewDecision == .approved { #expect(line.contains("approved")) }
            }
            #expect(!marks.isEmpty)
        }
    }

    @Test func configuredSectionsReplaceTheDefaultsAndRepoOnesNeedARepository() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let sections = [
                HomeSection(title: "Here", query: "repo:{{ repo }} is:open", limit: 5),
                HomeSection(title: "Old", query: "is:closed author:@me updated:<{{ -1m }}"),
            ]
            var outside = driver(url: url, sections: sections)
            await outside.settle()
            #expect(outside.home?.sections.map(\.title) == ["Old"])
            #expect(searches(outside) == ["is:closed author:mona updated:<2025-05-01"])

            let repository = try RepositoryName(owner: "mona", name: "hello-world")
            var inside = driver(url: url, sections: sections, repository: repository)
            await inside.settle()
            let home = try #require(inside.home)
            #expect(home.sections.map(\.title) == ["Here", "Old"])
            #expect(searches(inside).first == "repo:mona/hello-world is:open")
            #expect(home.lists[0].items.count == 5, "the limit caps the rows")
            #expect((home.totals[0] ?? 0) > 5)
            inside.press(.end)
            await inside.settle()
            #expect(inside.home?.lists[0].items.count == 5, "and no more pages are asked")
            #expect(inside.screen.contains("shows at most 5"))
        }
    }

    @Test func aRefusedSearchIsSaidOnItsTabOnly() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let sections = [
                HomeSection(title: "Broken", query: #"label:"help wanted is:open"#),
                HomeSection(title: "Fine", query: "is:open author:@me"),
            ]
            var driver = driver(url: url, sections: sections)
            await driver.settle()
            let home = try #require(driver.home)
            guard case .validationFailed? = home.lists[0].error?.rootCause else {
                throw Failure("not GitHub's 422: \(String(describing: home.lists[0].error))")
            }
            #expect(home.lists[1].error == nil && !home.lists[1].items.isEmpty, "the next section still ran")
            #expect(driver.screen.contains("unbalanced quotation mark"))
            driver.press(.character("2"))
            #expect(driver.home?.problem == nil)
            #expect(!driver.screen.contains("unbalanced quotation mark"))
        }
    }

    @Test func enterOpensTheItemAndTheLastTabsOpenTheInboxAndTheProfile() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = driver(url: url)
            await driver.settle()
            let selected = try #require(driver.home?.list.selected)
            guard case .issue(let issue) = selected else { throw Failure("not an issue row") }
            driver.press(.enter)
            #expect(driver.issue?.number == issue.number)
            driver.press(.character("H"))
            #expect(driver.home != nil && driver.state.stack.count == 1, "H goes back to the one Home")
            driver.press(.character("5"))
            #expect(driver.inbox != nil)
            driver.press(.character("H"), .character("6"))
            await driver.settle()
            #expect(driver.profile?.login == "mona")
        }
    }

    @Test func aTokenGitHubRefusesIsSaidAndRAsksAgain() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = BrowserDriver(
                login: nil, hasToken: true, url: url, token: "not-a-token",
                home: HomeSetup(now: Self.now))
            await driver.settle()
            let home = try #require(driver.home)
            guard case .unauthorized? = home.viewerError?.rootCause else {
                throw Failure("not a 401: \(String(describing: home.viewerError))")
            }
            #expect(driver.screen.contains("the token's user could not be read"))
            #expect(await server.requests.allSatisfy { $0.path == "/user" }, "no search without the login")
            driver.press(.character("r"))
            #expect(driver.queued.map(\.1) == [.authenticatedUser])
        }
    }

    @Test func withoutATokenThereIsNoHomeAndHSaysWhy() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("H"))
            #expect(driver.profile != nil)
            #expect(driver.state.notice == "Home needs a token (GH_TOKEN or ghtui auth login)")
        }
    }

    @Test func aWarmCacheShowsEverySectionBeforeGitHubAnswers() async throws {
        // Stale at once (max-age=0), so that GitHub is asked; inside max-age the copies would
        // answer the fetches themselves, and none would be read ahead of them.
        var options = Self.options
        options.maxAge = 0
        try await FakeGitHub.serving(options: options) { server, url in
            let path = scratchDirectory().appendingPathComponent("cache.sqlite").path
            var cold = driver(url: url, cache: try SQLiteResponseCache(path: path))
            await cold.settle()
            let counts = try #require(cold.home).lists.map(\.items.count)
            let asked = await server.requests.count

            var warm = driver(url: url, cache: try SQLiteResponseCache(path: path))
            await warm.readCache()
            #expect(warm.home?.login == "mona")
            await warm.readCache()
            #expect(warm.home?.lists.map(\.items.count) == counts, "every section from the cache")
            #expect(await server.requests.count == asked, "before anything is asked of GitHub")
        }
    }
}

private struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
