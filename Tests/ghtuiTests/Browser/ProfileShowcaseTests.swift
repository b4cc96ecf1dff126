import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// A person's pinned repositories and contribution graph, read over GraphQL with a token,
/// through the reducer against FakeGitHub.
@Suite struct ProfileShowcaseTests {
    private let token = "showcase-token"

    private func graphQLFetches(_ driver: BrowserDriver) -> [Fetch] {
        driver.effects.compactMap { effect in
            guard case .fetch(_, let fetch) = effect else { return nil }
            switch fetch {
            case .pinnedItems, .contributionCalendar: return fetch
            default: return nil
            }
        }
    }

    @Test func withATokenTheReposTabStartsWithThePinnedBlockAndTheGraphShowsTheTotal() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { server, url in
            var driver = BrowserDriver(
                hasToken: true, size: ScreenSize(width: 120, height: 45), url: url, token: token)
            await driver.settle()
            #expect(graphQLFetches(driver) == [.pinnedItems("mona"), .contributionCalendar("mona")])
            #expect(await server.requests.filter { $0.method == "POST" && $0.path == "/graphql" }.count == 2)
            let profile = try #require(driver.profile)
            // FakeGitHub pins mona's first five repositories and a gist, which the block leaves out.
            let pinned = try await GitHub(apiURL: url, token: token).pinnedItems(of: "mona")
            let repositories = pinned.filter { if case .repository = $0 { true } else { false } }
            #expect(!repositories.isEmpty && repositories.count < pinned.count)
            #expect(profile.showcase.pinned.count == repositories.count)
            #expect(profile.showcase.shownPinned.count == repositories.count)
            let screen = driver.screen
            #expect(screen.contains(" Pinned"))
            let first = try #require(profile.showcase.pinned.first?.nameWithOwner)
            #expect(screen.contains(first))
            let calendar = try #require(profile.showcase.calendar)
            #expect(
                screen.contains(
                    "\(Format.grouped(calendar.totalContributions)) contributions in the last year"))
            #expect(screen.contains("Mon ") && screen.contains("Wed ") && screen.contains("Fri "))

            // Up from the list's first row enters the block; Enter opens that repository.
            driver.press(.character("k"))
            #expect(driver.profile?.showcase.cursor == repositories.count - 1)
            driver.press(.character("g"), .enter)
            guard case .repository(let repository) = driver.state.top else {
                Issue.record("Enter on a pinned repository opens it")
                return
            }
            #expect("\(repository.owner)/\(repository.name)" == first)
        }
    }

    @Test func thePinnedBlockAndTheGraphWaitForTheListsFirstPageOnScreen() async throws {
        // On a warm start the first page comes from the cache: these requests, which set up the
        // network, are sent once it is drawn, not when the user is.
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { _, url in
            var driver = BrowserDriver(
                hasToken: true, size: ScreenSize(width: 120, height: 45), url: url, token: token)
            let asked = driver.queued
            let user = try #require(asked.first { $0.1 == .user("mona") })
            let page = try #require(
                asked.first { if case .page(.repos, _, 1, _, _, _) = $0.1 { true } else { false } })
            driver.send(.loaded(user.0, try await EffectRunner.perform(user.1, github: driver.github)))
            #expect(driver.profile?.user?.login == "mona")
            #expect(graphQLFetches(driver).isEmpty)
            driver.send(.loaded(page.0, try await EffectRunner.perform(page.1, github: driver.github)))
            // Not yet: the page is not drawn. The loop ends a wait of no time after its frame.
            #expect(graphQLFetches(driver).isEmpty)
            #expect(driver.wakes.map(\.1) == [.zero])
            driver.endWaitsForTheNextFrame()
            #expect(graphQLFetches(driver) == [.pinnedItems("mona"), .contributionCalendar("mona")])
        }
    }

    @Test func withoutATokenNothingIsAskedAndNothingShows() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = BrowserDriver(size: ScreenSize(width: 120, height: 45), url: url)
            await driver.settle()
            #expect(graphQLFetches(driver).isEmpty)
            #expect(!driver.screen.contains(" Pinned"))
            #expect(!driver.screen.contains("contributions in the last year"))
            #expect(driver.state.top.problem == nil)
            #expect(await server.requests.allSatisfy { $0.path != "/graphql" })
            driver.press(.character("k"), .enter)
            guard case .repository = driver.state.top else {
                Issue.record("Enter opens the list's first repository")
                return
            }
        }
    }

    @Test func aRefusedGraphQLReadShowsNothingAndNoError() async throws {
        // The browser believes it has a token, GitHub does not take it: 401 on /graphql.
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(
                hasToken: true, size: ScreenSize(width: 120, height: 45), url: url, token: nil)
            await driver.settle()
            #expect(graphQLFetches(driver).count == 2)
            #expect(driver.profile?.showcase.pendingRequests == [])
            #expect(!driver.screen.contains(" Pinned"))
            #expect(driver.state.top.problem == nil)
        }
    }

    @Test func aShortTerminalLeavesTheGraphOutAndKeepsTheList() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { _, url in
            var driver = BrowserDriver(
                hasToken: true, size: ScreenSize(width: 100, height: 20), url: url, token: token)
            await driver.settle()
            #expect(driver.profile?.showcase.calendar != nil)
            #expect(!driver.screen.contains("contributions in the last year"))
            #expect((driver.profile?.listRows ?? 0) >= Layout.minimumListRows)
        }
    }
}
