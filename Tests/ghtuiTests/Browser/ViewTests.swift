import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The state rendered to a grid, checked as text.
@Suite struct ViewTests {
    /// The display column where `needle` starts in `line`.
    private func column(of needle: String, in line: Substring) -> Int? {
        guard let range = line.range(of: needle) else { return nil }
        return TextWidth.width(of: String(line[..<range.lowerBound]))
    }

    @Test func aProfileShowsItsDetailsTabsListAndFooter() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            let lines = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 30)
            #expect(lines[0].hasPrefix(" ghtui › mona"))
            #expect(lines[0].hasSuffix("? keys"))
            #expect(lines[1] == " mona  Mona Lisa Octocat  User")
            #expect(lines[2] == " There once was a cat who wanted to code. 🐙🐱")
            #expect(driver.screen.contains("Company @github"))
            #expect(driver.screen.contains("Twitter @monalisa"))
            #expect(driver.screen.contains("Joined 2011-01-25"))
            #expect(driver.screen.contains("300 repos · 3,000 followers · 120 following"))
            #expect(driver.screen.contains(" 1 Repos 300   2 Followers 3,000   3 Following 120   4 Stars"))
            #expect(lines[28].hasPrefix(" page 1/3 · 100 of 300 · sort: updated"))
            #expect(lines[29].contains("API 4,998/5,000") == false)  // no rate limit reported yet
        }
    }

    @Test func oneOfACountIsSaidInTheSingular() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "user-00001", url: url)
            await driver.settle()
            #expect(driver.screen.contains("1 repo · 126 followers · 81 following"))
            // None is plural: a repository without issues has "0 open issues".
            var repository = BrowserDriver(
                repository: try RepositoryName(owner: "mona", name: "website-88"), url: url)
            await repository.settle()
            #expect(repository.screen.contains("0 open issues"))
        }
    }

    @Test func theStatusBarShowsTheRateLimitAndCacheAge() {
        var state = BrowserState(login: "mona", hasToken: false, size: ScreenSize(width: 100, height: 30))
        let now = Date(timeIntervalSince1970: 1_748_736_000)
        state.rateLimit = RateLimitStatusFixture.make(remaining: 4873, reset: now.addingTimeInterval(3900))
        if case .profile(var profile) = state.top {
            profile.userCachedAt = now.addingTimeInterval(-3 * 3600)
            state.top = .profile(profile)
        }
        let context = RenderContext(now: now, timeZone: TimeZone(identifier: "UTC")!)
        let status = BrowserView.render(state, context: context).line(29)
        #expect(status.hasSuffix("cached 3h ago · API 4,873/5,000 · resets 01:05"))
    }

    @Test func aLongMessageTakesTheResetTimeThenTheRateLimitsPlaceBeforeItIsCut() {
        var state = BrowserState(login: "mona", hasToken: false, size: ScreenSize(width: 100, height: 30))
        let now = Date(timeIntervalSince1970: 1_748_736_000)
        state.rateLimit = RateLimitStatusFixture.make(remaining: 4873, reset: now.addingTimeInterval(3900))
        let context = RenderContext(now: now, timeZone: TimeZone(identifier: "UTC")!)
        let status = { (notice: String) in
            state.notice = notice
            return BrowserView.render(state, context: context).line(29)
        }
        #expect(status("Starred mona/hello").hasSuffix("API 4,873/5,000 · resets 01:05"))
        let seventy = String(repeating: "a", count: 70)
        #expect(status(seventy) == " \(seventy)" + String(repeating: " ", count: 13) + "API 4,873/5,000")
        let ninety = String(repeating: "b", count: 90)
        #expect(status(ninety) == " \(ninety)")
        #expect(status(String(repeating: "c", count: 120)).hasSuffix("c…"))
    }

    @Test func aTerminalBelowFortyByTenGetsOneLine() {
        let state = BrowserState(login: "mona", hasToken: false, size: ScreenSize(width: 30, height: 8))
        let grid = BrowserView.render(state, context: .current())
        #expect(grid.line(0).hasPrefix("terminal too small"))
        #expect(TextWidth.width(of: grid.line(0)) <= 30)
        #expect((1..<8).allSatisfy { grid.line($0).isEmpty })
    }

    @Test func everyRowFitsAtTheMinimumSize() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(size: ScreenSize(width: 40, height: 10), url: url)
            await driver.settle()
            let grid = driver.grid
            #expect(grid.line(0).contains("mona"))
            // Six tabs in 38 columns: short titles against their numbers, Followers and Following
            // apart.
            #expect(grid.line(2) == " 1Rep 2Flwr 3Flwg 4Star 5Act 6Gist")
            #expect(grid.line(8).hasPrefix(" page 1/3"))
            for row in 0..<grid.height { #expect(TextWidth.width(of: grid.line(row)) <= 40) }
        }
    }

    @Test func theEvilBioIsShownWithoutItsEscapes() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "evil-bio", url: url)
            await driver.settle()
            let text = driver.screen
            #expect(text.contains("evil-bio  Evil Blink Bio  User"))
            #expect(
                text.contains("Totally normal bio rtl:gnp.exe bs:␈␈ cr:␍ nul:␀ del:␡ c1: red:RED tab: here"))
            #expect(text.contains("second line"))
            #expect(text.contains("Company click me"))
            #expect(text.contains("Location dlrow olleh"))
            #expect(!text.contains("pwned") && !text.contains("evil.example"))
            #expect(
                driver.grid.cells.allSatisfy { $0.content.unicodeScalars.allSatisfy { $0.value >= 0x20 } })
        }
    }

    @Test func columnsStayAlignedWithWideNames() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            // Visit two people with wide names so the lists know them.
            driver.press(.character("3"))
            await driver.settle()
            driver.press(.enter)
            await driver.settle()
            driver.press(.backspace, .down, .enter)
            await driver.settle()
            driver.press(.backspace)
            let lines = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)
            let zhang = try #require(lines.first { $0.contains("zhang-wei") })
            let emoji = try #require(lines.first { $0.contains("emoji-fan") })
            let plain = try #require(lines.first { $0.contains("user-00001") })
            #expect(zhang.contains("张伟"))
            #expect(emoji.contains("Emoji Fan"))
            let typeColumn = try #require(column(of: "User", in: plain))
            #expect(column(of: "User", in: zhang) == typeColumn)
            #expect(column(of: "User", in: emoji) == typeColumn)
            #expect(column(of: "张伟", in: zhang) == column(of: "🦄", in: emoji))
        }
    }

    @Test func aLongNameIsCutWithAnEllipsisInsideItsColumn() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.loadEverything()
            driver.press(.character("/"))
            driver.type("long-description")
            let row = try #require(
                driver.screen.split(separator: "\n").first { $0.contains("long-description") })
            #expect(row.hasSuffix("…"))
            #expect(TextWidth.width(of: String(row)) <= 99)
        }
    }
}

/// Rate-limit statuses for view tests.
enum RateLimitStatusFixture {
    static func make(remaining: Int, reset: Date) -> GitHubKit.RateLimitStatus {
        GitHubKit.RateLimitStatus(
            limit: 5000, remaining: remaining, used: 5000 - remaining, reset: reset, resource: "core")
    }
}
