import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The reducer as the main loop drives it, with answers from FakeGitHub.
@Suite struct ReducerTests {
    @Test func openingAProfileLoadsTheUserAndTheFirstPageOfReposAtOnce() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            #expect(
                driver.fetches == [
                    .user("mona"), .page(.repos, login: "mona", page: 1, perPage: 100, sort: .updated),
                ])
            await driver.settle()
            let profile = try #require(driver.profile)
            #expect(profile.user?.name == "Mona Lisa Octocat")
            #expect(profile.list.items.count == 100)
            #expect(profile.list.totalPages == 3)
            #expect(profile.list.cursor == 0)
        }
    }

    @Test func theNextPageIsFetchedBeforeTheCursorReachesTheEnd() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            driver.press(.character("2"))
            await driver.settle()
            #expect(driver.profile?.list.items.count == 100)
            let rows = Layout.profile(driver.profile!, size: driver.state.size).listRows
            // Walk down until one screen before the end: the next page is asked for then.
            for _ in 0..<(100 - rows - 1) { driver.press(.down) }
            #expect(driver.queued.isEmpty)
            driver.press(.down)
            #expect(driver.queued.count == 1)
            guard case .page(.followers, "mona", 2, 100, nil, let next)? = driver.queued.first?.1 else {
                Issue.record("expected page 2 of followers, got \(driver.queued)")
                return
            }
            #expect(next?.absoluteString.contains("page=2") == true)
            await driver.settle()
            #expect(driver.profile?.list.items.count == 200)
            #expect(driver.screen.contains("page 2/30 · 200 of 3,000"))
        }
    }

    @Test func theActivityTabReadsTheFeedAndEnterOpensAnEntrysLink() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("5"))
            #expect(driver.profile?.tab == .activity)
            guard case .page(.activity, "mona", 1, _, _, _)? = driver.queued.first?.1 else {
                Issue.record("expected the activity feed, got \(driver.queued)")
                return
            }
            #expect(
                try driver.queued.first?.1.route.urlRequest(baseURL: url)
                    == GithubRouter.activity.feed("mona").urlRequest(baseURL: url))
            await driver.settle()
            let list = try #require(driver.profile?.list)
            #expect(list.items.count == 30 && !list.hasMore)
            #expect(driver.screen.contains("WHAT") && driver.screen.contains("page 1/1 · 30 of 30"))
            guard case .activity(let entry)? = list.selected, let link = entry.link else {
                Issue.record("expected an entry with a link under the cursor")
                return
            }
            #expect(driver.screen.contains(ListView.label(entry.kind)))
            driver.press(.enter)
            #expect(driver.effects.last == .open(link.absoluteString))
            #expect(driver.profile?.tab == .activity, "an entry opens no screen of its own")
        }
    }

    @Test func keysKeepWorkingWhileAPageLoads() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("2"))
            #expect(driver.queued.count == 1)
            let followers = try #require(driver.profile?.lists[.followers]?.pending?.id)
            // The followers page is still out; the user moves on to another tab.
            driver.press(.character("3"))
            #expect(driver.effects.contains(.cancel(followers)))
            #expect(driver.profile?.tab == .following)
            #expect(driver.profile?.lists[.followers]?.pending == nil)
            await driver.settle()
            #expect(driver.profile?.list.items.count == 100)
            // Back on Followers, the cancelled page is asked for again.
            driver.press(.character("2"))
            #expect(
                driver.queued.map(\.1) == [.page(.followers, login: "mona", page: 1, perPage: 100, sort: nil)]
            )
        }
    }

    @Test func enterOpensAPersonAndBackRestoresCursorAndScroll() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            driver.press(.character("2"))
            await driver.settle()
            for _ in 0..<40 { driver.press(.character("j")) }
            let before = try #require(driver.profile?.list)
            #expect(before.cursor == 40)
            #expect(before.scroll > 0)
            driver.press(.enter)
            #expect(driver.state.stack.count == 2)
            #expect(driver.profile?.login == "user-00041")
            // Going back before the profile loads cancels its requests.
            let pending = driver.profile?.pendingRequests ?? []
            #expect(pending.count == 2)
            driver.press(.backspace)
            for id in pending { #expect(driver.effects.contains(.cancel(id))) }
            #expect(driver.queued.isEmpty)
            let after = try #require(driver.profile?.list)
            #expect(after.cursor == 40 && after.scroll == before.scroll && driver.profile?.tab == .followers)
        }
    }

    @Test func enterOnARepositoryOpensItsPageWithTheReadme() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.loadEverything()
            #expect(driver.profile?.list.items.count == 300)
            driver.press(.character("/"))
            driver.type("hello")
            driver.press(.enter, .enter)
            guard case .repository(let screen) = driver.state.top else {
                Issue.record("expected a repository on top")
                return
            }
            #expect(screen.name == "hello-world")
            #expect(
                driver.queued.map(\.1) == [
                    .repository(owner: "mona", name: "hello-world"),
                    .readme(owner: "mona", name: "hello-world"),
                ])
            await driver.settle()
            let text = driver.screen
            #expect(text.contains("mona/hello-world"))
            #expect(text.contains("My first repository on GitHub!"))
            #expect(text.contains("README"))
            #expect(text.contains("Hello, World! 👋"))
            #expect(text.contains("• Fast startup"))
        }
    }

    @Test func theFilterNarrowsLoadedItemsAndEscClearsIt() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            driver.press(.character("3"))
            await driver.settle()
            driver.press(.character("/"))
            driver.type("zhang")
            #expect(driver.profile?.list.visible.count == 1)
            #expect(
                driver.profile?.list.selected.map { if case .person(let p) = $0 { p.login } else { "" } }
                    == "zhang-wei")
            #expect(driver.screen.contains("filter: zhang"))
            // While typing, q is a letter, not quit.
            driver.type("q")
            #expect(!driver.state.quits)
            #expect(driver.profile?.list.visible.isEmpty == true)
            #expect(driver.screen.contains("nothing loaded matches “zhangq”"))
            driver.press(.escape)
            #expect(driver.profile?.list.visible.count == 100)
            #expect(driver.profile?.isEditingFilter == false)
        }
    }

    @Test func sortCyclesThroughUpdatedStarsAndName() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("s"))
            #expect(driver.profile?.repoSort == .stars)
            // GitHub cannot sort by stars: the loaded items are sorted, nothing is fetched.
            #expect(driver.queued.isEmpty)
            let stars = driver.profile!.list.visible.map { driver.profile!.list.items[$0].stars }
            #expect(stars == stars.sorted(by: >))
            driver.press(.character("s"))
            #expect(driver.profile?.repoSort == .name)
            #expect(
                driver.queued.map(\.1) == [
                    .page(.repos, login: "mona", page: 1, perPage: 100, sort: .fullName)
                ])
            await driver.settle()
            #expect(driver.screen.contains("sort: name"))
        }
    }

    @Test func tabKeysSwitchListsAndWrapAround() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            driver.press(.tab)
            #expect(driver.profile?.tab == .followers)
            driver.press(.right, .right, .right, .right)
            #expect(driver.profile?.tab == .gists)
            driver.press(.right)
            #expect(driver.profile?.tab == .repos)
            driver.press(.backTab)
            #expect(driver.profile?.tab == .gists)
            driver.press(.left, .character("1"))
            #expect(driver.profile?.tab == .repos)
        }
    }

    @Test func anUnknownUserIsReportedInWords() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "no-such-user", url: url)
            await driver.settle()
            #expect(driver.screen.contains("no GitHub user named no-such-user"))
            // No endless retries: nothing more is asked for until r.
            #expect(driver.queued.isEmpty)
            driver.press(.character("r"))
            #expect(driver.queued.count == 2)
        }
    }

    @Test func aRateLimitSaysUntilWhen() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            await server.setFault(.primaryRateLimitExhausted)
            driver.press(.character("2"))
            await driver.settle()
            let status = try #require(driver.screen.split(separator: "\n").last)
            #expect(status.contains("rate limited until "))
            // The profile stays, but it is GitHub's fresh answer and the list has nothing to
            // show: nothing on screen is "cached data".
            #expect(driver.screen.contains("followers"))
            #expect(!status.contains("showing cached data"))
        }
    }

    @Test func withoutLoginOrTokenAPromptAsksAndValidates() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: nil, hasToken: false, url: url)
            #expect(driver.queued.isEmpty)
            driver.type("bad--name")
            driver.press(.enter)
            #expect(driver.screen.contains("not a valid GitHub login"))
            for _ in 0..<9 { driver.press(.backspace) }
            driver.type("zhang-wei")
            driver.press(.enter)
            await driver.settle()
            #expect(driver.profile?.user?.name == "张伟")
        }
    }

    @Test func helpShowsEveryKeyAndAnyKeyClosesIt() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            driver.press(.character("?"))
            #expect(driver.screen.contains("switch tab"))
            driver.press(.character("q"))
            #expect(!driver.state.quits)
            #expect(!driver.state.showsHelp)
            driver.press(.character("q"))
            #expect(driver.state.quits)
        }
    }

    @Test func oOpensTheSelectedItemsPage() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            driver.press(.character("o"))
            guard case .open(let target)? = driver.effects.last else {
                Issue.record("expected an open effect")
                return
            }
            #expect(target.hasPrefix("https://github.com/mona/"))
        }
    }

    @Test func ctrlCQuitsFromAnywhere() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            driver.press(.character("/"), .control("c"))
            #expect(driver.state.quits)
        }
    }
}
