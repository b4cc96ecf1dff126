import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The search screen in the pure core, against FakeGitHub: the prompt `S` opens, the query
/// sent as typed, each tab searched when first shown, Enter on each kind of row, and the
/// answers that are not results (GitHub's 422, no matches).
@Suite struct SearchScreenTests {
    @Test func sOpensThePromptAndEnterSearchesTheFirstTabWithTheQueryAsTyped() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("S"))
            #expect(driver.search?.isEditingQuery == true)
            #expect(driver.screen.contains("Search:"))
            let query = "language:swift stars:>100"
            driver.type(query)
            #expect(driver.queued.isEmpty, "nothing is asked while typing")
            driver.press(.enter)
            #expect(driver.queued.map(\.1) == [.search(.repositories, query: query, page: 1, perPage: 100)])
            await driver.settle()
            let total = try #require(driver.search?.totals[.repositories])
            #expect(driver.screen.contains(" 1 Repositories \(Format.grouped(total)) "))
            #expect(driver.search?.lists[.users]?.isUntouched == true)
            #expect(driver.search?.lists[.issues]?.isUntouched == true)
            driver.press(.character("2"))
            #expect(driver.queued.map(\.1) == [.search(.users, query: query, page: 1, perPage: 100)])
            driver.press(.tab)
            #expect(driver.search?.tab == .issues)
            #expect(driver.queued.map(\.1) == [.search(.issues, query: query, page: 1, perPage: 100)])
            #expect(driver.effects.filter { if case .cancel = $0 { true } else { false } }.count == 1)
        }
    }

    @Test func escOnANewPromptGoesBackAndSReopensItOnTheLastQuery() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("S"), .escape)
            #expect(driver.profile != nil)
            driver.press(.character("S"))
            driver.type("hello")
            driver.press(.enter)
            await driver.settle()
            // S on the results edits the query; Esc keeps the results.
            driver.press(.character("S"))
            #expect(driver.search?.draft == "hello")
            driver.press(.escape)
            #expect(driver.search?.draft == nil && driver.search?.query == "hello")
            driver.press(.escape)
            #expect(driver.profile != nil)
            driver.press(.character("S"))
            #expect(driver.search?.draft == "hello")
        }
    }

    @Test func enterOpensARepositoryAPersonAndAnIssue() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("S"))
            driver.type("user:mona")
            driver.press(.enter)
            await driver.settle()
            guard case .repository(let first)? = driver.search?.list.selected else {
                Issue.record("no repository found")
                return
            }
            driver.press(.enter)
            #expect(driver.repository?.title == first.fullName)
            driver.press(.escape)
            driver.press(.character("2"))
            await driver.settle()
            guard case .person(let person)? = driver.search?.list.selected else {
                Issue.record("no user found")
                return
            }
            driver.press(.enter)
            #expect(driver.profile?.login == person.login)
            driver.press(.escape)
            driver.press(.character("3"))
            await driver.settle()
            guard case .issue(let issue)? = driver.search?.list.selected else {
                Issue.record("no issue found")
                return
            }
            driver.press(.enter)
            #expect(driver.issue?.number == issue.number)
            #expect(driver.issue?.isPullRequest == issue.isPullRequest)
            #expect(driver.issue?.repository == SearchScreen.repository(of: issue))
            await driver.settle()
            #expect(driver.issue?.issueError == nil)
        }
    }

    @Test func anUnbalancedQuoteShowsGitHubsRefusalOnTheStatusBar() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("S"))
            driver.type(#"label:"help wanted"#)
            driver.press(.enter)
            await driver.settle()
            #expect(
                driver.screen.contains(
                    "GitHub refused the search: The search contains an unbalanced quotation mark"))
            #expect(driver.screen.contains("S edits the search"))
        }
    }

    @Test func aSearchWithoutMatchesSaysSoOnEachTab() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("S"))
            driver.type("zzqqxxnomatch")
            driver.press(.enter)
            await driver.settle()
            #expect(driver.screen.contains("No repositories match “zzqqxxnomatch”"))
            #expect(driver.screen.contains(" 1 Repositories 0 "))
            driver.press(.character("2"))
            await driver.settle()
            #expect(driver.screen.contains("No users match “zzqqxxnomatch”"))
        }
    }

    @Test func searchsOwnRateLimitIsShownAndItsExhaustionSaysWhenItResets() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("S"))
            driver.type("hello")
            driver.press(.enter)
            let id = try #require(driver.queued.first?.0)
            let reset = driver.context.now.addingTimeInterval(45)
            driver.send(
                .rateLimit(
                    RateLimitStatus(limit: 30, remaining: 0, used: 30, reset: reset, resource: "search")))
            driver.send(.failed(id, .rateLimited(reset: reset, retryAfter: nil, message: "used up")))
            let clock = Format.clock(reset, timeZone: driver.context.timeZone)
            #expect(driver.screen.contains("rate limited until \(clock)"))
            #expect(driver.screen.contains("search 0/30 · resets \(clock)"))
            #expect(Screen.search(try #require(driver.search)).rateLimitResource == "search")
            #expect(driver.state.stack.first?.rateLimitResource == "core")
        }
    }

    @Test func theCursorNearTheEndAsksForTheNextPageByTheLinkHeader() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(perPage: 10, url: url)
            await driver.settle()
            driver.press(.character("S"))
            driver.type("user:mona")
            driver.press(.enter)
            await driver.settle()
            let total = try #require(driver.search?.totals[.repositories])
            try #require(total > 10)
            #expect(driver.search?.list.loadedPages ?? 0 >= 2, "a short page is followed at once")
            driver.press(.end)
            await driver.settle()
            let pages = driver.fetches.filter { if case .search = $0 { true } else { false } }
            #expect(pages.contains { $0.next?.query?.contains("page=") == true })
            #expect(driver.search?.list.items.count ?? 0 > 10)
        }
    }
}

extension BrowserDriver {
    /// The search screen on top, if a search is on top.
    var search: SearchScreen? {
        if case .search(let search) = state.top { search } else { nil }
    }
}
