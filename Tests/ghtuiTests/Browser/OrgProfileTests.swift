import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// An organization's profile as the reducer drives it against FakeGitHub: its description from
/// `GET /orgs/{org}`, its site and location, and the tabs Repos · People.
@Suite struct OrgProfileTests {
    /// The status bar's text.
    private func status(_ driver: BrowserDriver) -> String {
        driver.grid.line(driver.grid.height - 1)
    }

    /// The tab bar's text.
    private func tabBar(_ driver: BrowserDriver) throws -> String {
        let profile = try #require(driver.profile)
        return driver.grid.line(Layout.profile(profile, size: driver.state.size).tabRow)
    }

    @Test func anOrganizationShowsItsDescriptionSiteLocationAndJustReposAndPeople() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = BrowserDriver(login: "octo-org", url: url)
            await driver.settle()
            // The organization's own object is asked for once the profile says it is one.
            #expect(driver.fetches.contains(.organization("octo-org")))
            #expect(await server.requests.contains { $0.path == "/orgs/octo-org" })
            let profile = try #require(driver.profile)
            #expect(profile.tabs == [.repos, .people])
            #expect(profile.organization.object?.description == "Eight arms, many repositories.")
            let screen = driver.screen
            #expect(screen.contains("octo-org  Octo Org  Organization"))
            #expect(screen.contains("Eight arms, many repositories."))
            #expect(screen.contains("Location The Sea"))
            #expect(screen.contains("Site https://octo-org.example.com"))
            #expect(screen.contains("40 repos · 12 followers") && !screen.contains("following"))
            let tabs = try tabBar(driver)
            #expect(tabs.contains("1 Repos 40") && tabs.contains("2 People"))
            #expect(!tabs.contains("Followers") && !tabs.contains("3"))
            #expect(profile.list.items.count == 40)
            #expect(screen.contains("page 1/1 · 40 of 40"))
        }
    }

    @Test func aVerifiedOrganizationSaysSo() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "acme-corp", url: url)
            await driver.settle()
            #expect(driver.screen.contains("Organization  ✓ Verified"))
            // A person's profile has no such line, nor asks for an organization.
            var person = BrowserDriver(login: "mona", url: url)
            await person.settle()
            #expect(!person.screen.contains("Verified"))
            #expect(!person.fetches.contains { if case .organization = $0 { true } else { false } })
        }
    }

    @Test func numberKeysTabAndArrowsSwitchAnOrganizationsTwoTabs() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "octo-org", url: url)
            await driver.settle()
            driver.press(.character("2"))
            #expect(driver.profile?.tab == .people)
            guard case .page(.people, "octo-org", 1, 100, _, _)? = driver.queued.first?.1 else {
                Issue.record("expected the first page of public members, got \(driver.queued)")
                return
            }
            let asked = try driver.queued.first?.1.route.urlRequest(baseURL: url)
            let members = GithubRouter.orgs.publicMembers("octo-org", page: 1, perPage: 100)
            #expect(try asked == members.urlRequest(baseURL: url))
            await driver.settle()
            #expect(driver.profile?.list.items.count == 100)
            #expect(driver.screen.contains("LOGIN") && driver.screen.contains("emoji-fan"))

            // A person's tab number says which tabs an organization has, and changes nothing.
            for key in ["3", "4", "5"] {
                driver.press(.character(Character(key)))
                #expect(driver.profile?.tab == .people)
                #expect(driver.state.notice == "octo-org is an organization: its tabs are 1 Repos, 2 People")
            }
            #expect(driver.queued.isEmpty)

            driver.press(.tab)
            #expect(driver.profile?.tab == .repos)
            driver.press(.tab)
            #expect(driver.profile?.tab == .people)
            driver.press(.right)
            #expect(driver.profile?.tab == .repos)
            driver.press(.backTab)
            #expect(driver.profile?.tab == .people)
            driver.press(.left, .character("1"))
            #expect(driver.profile?.tab == .repos)
        }
    }

    @Test func aClickOnPeopleShowsPeople() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "octo-org", url: url)
            await driver.settle()
            let profile = try #require(driver.profile)
            let tabs = try tabBar(driver)
            let column = try #require(tabs.range(of: "2 People")).lowerBound.utf16Offset(in: tabs)
            let row = Layout.profile(profile, size: driver.state.size).tabRow
            driver.send(.key(.click(row: row, column: column)))
            #expect(driver.profile?.tab == .people)
            driver.send(.key(.click(row: row, column: 2)))
            #expect(driver.profile?.tab == .repos)
        }
    }

    @Test func membersPageLikeEveryListAndEnterOpensOneAndBackReturns() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "octo-org", url: url)
            await driver.settle()
            driver.press(.character("2"))
            await driver.loadEverything()
            let list = try #require(driver.profile?.list)
            #expect(list.loadedPages == 2 && !list.hasMore && list.items.count > 100)
            #expect(driver.screen.contains("page 2/2 · \(list.items.count) of \(list.items.count)"))

            driver.press(.home, .down)
            guard case .person(let member)? = driver.profile?.list.selected else {
                Issue.record("expected a member under the cursor")
                return
            }
            #expect(member.login == "emoji-fan")
            driver.press(.enter)
            await driver.settle()
            #expect(driver.profile?.user?.login == "emoji-fan")
            #expect(driver.profile?.tabs == Tab.person)
            #expect(driver.screen.contains("5 Activity"))
            driver.press(.backspace)
            let back = try #require(driver.profile)
            #expect(back.login == "octo-org" && back.tab == .people && back.list.cursor == 1)
            #expect(driver.queued.isEmpty, "what was loaded stays loaded")
        }
    }

    @Test func anOrganizationWithoutPublicMembersSaysSoInWords() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "ghost-org", url: url)
            await driver.settle()
            #expect(driver.screen.contains("ghost-org has no public repositories"))
            driver.press(.character("2"))
            await driver.settle()
            #expect(driver.profile?.list.items.isEmpty == true)
            #expect(driver.screen.contains("ghost-org has no public members"))
            #expect(driver.screen.contains("page 1/1 · 0 of 0"))
        }
    }

    @Test func aFailedMembersPageKeepsThePagesLoadedAndRRetriesIt() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = BrowserDriver(login: "octo-org", url: url)
            await driver.settle()
            driver.press(.character("2"))
            await driver.settle()
            await server.setFault(.malformedJSON, path: "/orgs/octo-org/public_members")
            driver.press(.end)
            await driver.settle()
            var list = try #require(driver.profile?.list)
            #expect(list.error != nil && list.items.count == 100)
            #expect(status(driver).contains("unreadable answer"))
            #expect(driver.screen.contains("page 1/2 · 100 loaded"), "the loaded page stays")
            #expect(driver.queued.isEmpty, "nothing is asked again until r")

            await server.setFault(nil)
            driver.press(.character("r"))
            #expect(driver.state.notice == "retrying page 2…")
            await driver.settle()
            list = try #require(driver.profile?.list)
            #expect(list.error == nil && list.loadedPages == 2 && !list.hasMore)
            #expect(!status(driver).contains("unreadable"))
        }
    }

    @Test func aFailedOrganizationReadShowsTheProfileAndRAsksAgain() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.malformedJSON, path: "/orgs/octo-org", times: 1)
            var driver = BrowserDriver(login: "octo-org", url: url)
            await driver.settle()
            var profile = try #require(driver.profile)
            #expect(profile.organization.object == nil && profile.userError == nil)
            #expect(profile.tabs == [.repos, .people] && profile.list.items.count == 40)
            // The profile's own copy of what the organization says.
            #expect(driver.screen.contains("Eight arms, many repositories."))
            #expect(!status(driver).contains("unreadable"))
            #expect(driver.queued.isEmpty, "not asked again on its own")

            driver.press(.character("r"))
            #expect(driver.queued.contains { $0.1 == .organization("octo-org") && $0.revalidates })
            await driver.settle()
            profile = try #require(driver.profile)
            #expect(profile.organization.object?.login == "octo-org")
        }
    }

    @Test func aCachedOrganizationIsShownAtOnceAndGitHubsAnswerReplacesIt() async throws {
        // Stale at once (max-age=0), so that GitHub is asked; inside max-age the copy would answer.
        try await FakeGitHub.serving(options: Options(maxAge: 0)) { server, url in
            let cache = MemoryResponseCache()
            var cold = BrowserDriver(login: "octo-org", url: url, cache: cache)
            await cold.settle()
            await server.resetStats()

            var driver = BrowserDriver(login: "octo-org", url: url, cache: cache)
            await driver.readCache()
            let profile = try #require(driver.profile)
            #expect(profile.userIsCachedCopy && profile.isRevalidating)
            #expect(profile.organization.object?.description == "Eight arms, many repositories.")
            #expect(profile.organization.pending != nil, "GitHub is still asked")
            #expect(await server.stats.total == 0)
            #expect(
                driver.screen.contains("Site https://octo-org.example.com")
                    && driver.screen.contains("2 People"))
            #expect(status(driver).contains("revalidating cached data…"))

            await driver.settle()
            let fresh = try #require(driver.profile)
            #expect(!fresh.userIsCachedCopy && !fresh.isRevalidating && fresh.organization.pending == nil)
            #expect(fresh.organization.object?.login == "octo-org")
            #expect(await server.stats.notModified == 3)
        }
    }

    @Test func anUnknownOrganizationIsReportedInWords() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "no-such-org", url: url)
            await driver.settle()
            #expect(driver.screen.contains("no GitHub user named no-such-org"))
            #expect(!driver.fetches.contains(.organization("no-such-org")))
            #expect(driver.queued.isEmpty)
        }
    }

    @Test func aPersonsTabPickedWhileTheProfileLoadsBecomesTheOrganizationsTabInItsPlace() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "octo-org", url: url)
            // Before GitHub answers, the account could be anyone's: `2` is Followers.
            driver.press(.character("2"))
            #expect(driver.profile?.tab == .followers)
            await driver.settle()
            #expect(driver.profile?.tab == .people)
            #expect(driver.profile?.list.items.isEmpty == false)
        }
    }

    @Test func theSmallestTerminalStillShowsAnOrganizationsTabsAndSummary() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(login: "octo-org", url: url)
            await driver.settle()
            driver.send(.resize(ScreenSize.minimum))
            // Both labels fit in full even at the least size; the summary keeps its first line.
            let tabs = try tabBar(driver)
            #expect(tabs.contains("1 Repos 40") && tabs.contains("2 People"))
            #expect(driver.screen.contains("octo-org  Octo Org"))
            driver.send(.resize(ScreenSize(width: ScreenSize.minimum.width, height: 20)))
            #expect(driver.screen.contains("Eight arms, many repositories."))
            #expect(driver.screen.contains("Site https://octo-org.example.com"))
            driver.press(.character("2"))
            await driver.settle()
            #expect(driver.screen.contains("page 1/2 · 100 loaded"))
            driver.send(.resize(ScreenSize(width: 100, height: 30)))
            #expect(try tabBar(driver).contains("2 People") && driver.profile?.tab == .people)
        }
    }

    @Test func theHelpNamesAnOrganizationsTabsToo() {
        let lines = KeyMap.standard.bindings.map(\.summary)
        #expect(lines.contains("switch tab: Repos"))
        #expect(lines.contains("switch tab: Followers / People"))
        #expect(lines.contains("switch tab: Following"))
    }
}
