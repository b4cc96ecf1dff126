import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// Keys typed ahead of the data wait for it instead of being dropped.
@Suite struct TypeAheadTests {
    /// The login of the person under the cursor.
    private func selectedLogin(_ driver: BrowserDriver) -> String? {
        if case .person(let person)? = driver.profile?.list.selected { person.login } else { nil }
    }

    /// A driver on mona's Followers tab (3,000 of them) with the first page loaded.
    private func onFollowers(_ url: URL) async -> BrowserDriver {
        var driver = BrowserDriver(url: url)
        driver.press(.character("2"))
        await driver.settle()
        return driver
    }

    @Test func movesPastTheLoadedEndWaitForTheNextPageAndApplyWhenItArrives() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await onFollowers(url)
            for _ in 0..<130 { driver.press(.character("j")) }
            #expect(driver.profile?.list.cursor == 99)
            #expect(driver.profile?.typedAhead.count == 31)
            #expect(driver.queued.map(\.1.traceName) == ["followers page 2"])
            #expect(driver.grid.line(29).contains("loading…"))
            await driver.settle()
            #expect(driver.profile?.list.cursor == 130)
            #expect(selectedLogin(driver) == "user-00131")
            #expect(driver.profile?.typedAhead.isEmpty == true)
            #expect(!driver.grid.line(29).contains("loading…"))
        }
    }

    @Test func keysBehindAWaitingMoveApplyInTheOrderTyped() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await onFollowers(url)
            for _ in 0..<105 { driver.press(.down) }
            driver.press(.up, .up, .up)
            #expect(driver.profile?.list.cursor == 99)
            driver.press(.enter)
            #expect(driver.state.stack.count == 1, "Enter waits for the row it will open")
            await driver.settle()
            #expect(driver.state.stack.count == 2)
            #expect(driver.profile?.login == "user-00103")
        }
    }

    @Test func keysTypedAfterAWaitingEnterAreDroppedNotAppliedToTheListLeft() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await onFollowers(url)
            for _ in 0..<105 { driver.press(.down) }
            driver.press(.enter, .down, .down)
            await driver.settle(readingCache: false)
            #expect(driver.profile?.login == "user-00106")
            guard case .profile(let below) = driver.state.stack[0] else {
                Issue.record("expected mona's profile below")
                return
            }
            #expect(below.list.cursor == 105)
            #expect(below.typedAhead.isEmpty)
        }
    }

    @Test func aPageDownPastTheEndWaitsAndLandsOnTheNextPage() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await onFollowers(url)
            driver.press(.end)
            let rows = try #require(driver.profile?.listRows)
            driver.press(.pageDown)
            #expect(driver.profile?.list.cursor == 99)
            await driver.settle()
            #expect(driver.profile?.list.cursor == 99 + rows)
        }
    }

    @Test func leavingTheListDropsWhatWaited() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await onFollowers(url)
            for _ in 0..<110 { driver.press(.character("j")) }
            driver.press(.character("3"))
            #expect(driver.profile?.typedAhead.isEmpty == true)
            await driver.settle()
            #expect(driver.profile?.tab == .following)
            #expect(driver.profile?.list.cursor == 0)
        }
    }

    @Test func aFailedPageLetsWaitingMovesStopAtTheLoadedEnd() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = await onFollowers(url)
            // Page 2 follows the Link header's URL: every request from now on fails.
            await server.setFault(.malformedJSON)
            for _ in 0..<120 { driver.press(.character("j")) }
            driver.press(.character("k"))
            await driver.settle()
            #expect(driver.profile?.list.error != nil)
            #expect(driver.profile?.typedAhead.isEmpty == true)
            // The waiting moves stop at the last row; the k after them still applies.
            #expect(driver.profile?.list.cursor == 98)
        }
    }

    @Test func refreshingAfterAFailedPageAsksForThatPageAndKeepsThePlace() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = await onFollowers(url)
            await server.setFault(.malformedJSON)
            for _ in 0..<99 { driver.press(.character("j")) }
            await driver.settle()
            #expect(driver.profile?.list.error != nil)
            await server.setFault(nil)
            driver.press(.character("r"))
            // Only page 2 is asked for: not the profile, not page 1 again.
            #expect(driver.queued.map(\.1.traceName) == ["followers page 2"])
            #expect(driver.screen.contains("retrying page 2…"))
            await driver.settle()
            #expect(driver.profile?.list.error == nil)
            #expect(driver.profile?.list.items.count == 200)
            #expect(driver.profile?.list.cursor == 99)
        }
    }

    @Test func aRepositoryPageScrollsWithinItsLaidOutLength() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.openRepository(matching: "hello")
            guard case .repository(let laidOut) = driver.state.top else {
                Issue.record("expected a repository on top")
                return
            }
            #expect(laidOut.lineCount == RepoPage.lines(laidOut, width: 98).count)
            driver.press(.end)
            guard case .repository(let bottom) = driver.state.top else { return }
            #expect(bottom.scroll == max(0, bottom.lineCount - bottom.pageRows))
            // A narrower terminal lays the page out again: more lines, the scroll within them.
            driver.send(.resize(ScreenSize(width: 40, height: 12)))
            guard case .repository(let narrow) = driver.state.top else { return }
            #expect(narrow.lineCount == RepoPage.lines(narrow, width: 38).count)
            #expect(narrow.lineCount > laidOut.lineCount)
            #expect(narrow.scroll <= narrow.maxScroll)
            driver.press(.end)
            guard case .repository(let end) = driver.state.top else { return }
            #expect(end.scroll == end.lineCount - end.pageRows)
        }
    }
}
