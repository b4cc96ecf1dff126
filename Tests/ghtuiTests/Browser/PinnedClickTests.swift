import FakeGitHub
import Foundation
import Testing

@testable import ghtui

/// Clicks on a person's pinned repositories, through the reducer against FakeGitHub: the first
/// selects one, the second opens it, and a click on the list below leaves the block, so that
/// the next click (or Enter) opens the row clicked, not the pinned repository.
@Suite struct PinnedClickTests {
    private let token = "pinned-click-token"

    @Test func aClickSelectsAPinnedRepositoryAgainOpensItAndAListRowLeavesTheBlock() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { _, url in
            var driver = BrowserDriver(
                hasToken: true, size: ScreenSize(width: 120, height: 45), url: url, token: token)
            await driver.settle()
            let profile = try #require(driver.profile)
            let layout = Layout.profile(profile, size: driver.state.size)
            let pinned = profile.showcase.shownPinned.compactMap(\.nameWithOwner)
            try #require(pinned.count > 1 && layout.pinnedRows > 2)

            driver.press(.click(row: layout.pinnedTop + 2, column: 5))
            #expect(driver.profile?.showcase.cursor == 1)
            driver.press(.click(row: layout.listTop + 1, column: 5))
            #expect(driver.profile?.showcase.cursor == nil)
            #expect(driver.profile?.list.cursor == 1)
            let row = try #require(driver.profile?.list.selected)
            guard case .repository(let listed) = row else {
                Issue.record("the Repos tab lists repositories")
                return
            }
            driver.press(.click(row: layout.listTop + 1, column: 5))
            guard case .repository(let opened) = driver.state.top else {
                Issue.record("a second click on the selected row opens it")
                return
            }
            #expect(opened.title == listed.fullName)

            driver.press(.backspace)
            driver.press(.click(row: layout.pinnedTop + 2, column: 5))
            driver.press(.click(row: layout.pinnedTop + 2, column: 5))
            guard case .repository(let repository) = driver.state.top else {
                Issue.record("a second click on the selected pinned repository opens it")
                return
            }
            #expect(repository.title == pinned[1])
        }
    }
}
