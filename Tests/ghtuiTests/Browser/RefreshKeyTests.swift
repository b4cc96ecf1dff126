import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// `r` asks GitHub again for what is on screen, even what the cache holds fresh.
@Suite struct RefreshKeyTests {
    @Test func reopeningInsideMaxAgeAsksNothingAndRRevalidatesWhatIsOnScreen() async throws {
        try await FakeGitHub.serving { server, url in
            let cache = MemoryResponseCache()
            var cold = BrowserDriver(url: url, cache: cache)
            await cold.settle()
            await server.clearRequests()

            var driver = BrowserDriver(url: url, cache: cache)
            await driver.settle()
            #expect(await server.requests.isEmpty)
            #expect(driver.screen.contains("Mona Lisa Octocat"))

            driver.press(.character("r"))
            #expect(driver.queued.count == 2)
            #expect(driver.queued.allSatisfy { $0.revalidates })
            await driver.settle()
            let requests = await server.requests
            #expect(requests.map(\.path).sorted() == ["/users/mona", "/users/mona/repos"])
            #expect(requests.allSatisfy { $0.status == 304 })
            #expect(driver.profile?.list.items.count == 100)
        }
    }

    @Test func onlyTheFetchesThatRStartsRevalidate() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            #expect(!driver.queued.isEmpty && driver.queued.allSatisfy { !$0.revalidates })
            await driver.settle()
            driver.press(.character("r"))
            await driver.settle()
            driver.press(.character("2"))
            #expect(!driver.queued.isEmpty && driver.queued.allSatisfy { !$0.revalidates })
        }
    }
}
