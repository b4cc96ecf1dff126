import FakeGitHub
import Foundation
import Testing

@testable import ghtui

/// A README on the repository page: drawn by the Markdown renderer, its links reachable on `o`.
@Suite struct ReadmeLinkTests {
    private func repoScreen(_ driver: BrowserDriver) -> RepoScreen? {
        if case .repository(let screen) = driver.state.top { screen } else { nil }
    }

    @Test func oOpensTheRepositoryAtTheTopAndTheFirstREADMELinkOnScreenOnceScrolledIntoIt() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.openRepository(matching: "hello")
            let screen = try #require(repoScreen(driver))
            #expect(screen.readme != nil)
            // The README's table and task list as the renderer draws them.
            driver.press(.character("G"))
            #expect(driver.screen.contains("alpha  │ 1"))
            driver.press(.character("g"))
            #expect(driver.screen.contains("☑ Task list item, done"))
            // At the top, the repository.
            driver.press(.character("o"))
            #expect(driver.effects.last == .open(screen.repository?.htmlUrl ?? ""))
            // At the bottom, the README's first link on screen: the REST docs (the image is no link).
            driver.press(.character("G"))
            driver.press(.character("o"))
            #expect(driver.effects.last == .open("https://docs.github.com/rest"))
            #expect(driver.screen.contains("See the REST docs or visit https://github.com/mona."))
        }
    }
}
