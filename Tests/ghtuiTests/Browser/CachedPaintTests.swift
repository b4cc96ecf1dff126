import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// Stale-while-revalidate: the response cache's copy is shown at once, GitHub's answer
/// replaces it, and an error leaves it on screen.
@Suite struct CachedPaintTests {
    /// A driver on `cache` after a first run has filled it with mona's profile and repos.
    private func warmDriver(_ url: URL, cache: MemoryResponseCache) async -> BrowserDriver {
        var cold = BrowserDriver(url: url, cache: cache)
        await cold.settle()
        return BrowserDriver(url: url, cache: cache)
    }

    /// The status bar's text.
    private func status(_ driver: BrowserDriver) -> String {
        driver.grid.line(driver.grid.height - 1)
    }

    @Test func theCachedProfileIsShownBeforeGitHubAnswersAndTheAnswerReplacesIt() async throws {
        // Stale at once (max-age=0), so that GitHub is asked; inside max-age the copy would answer.
        try await FakeGitHub.serving(options: Options(maxAge: 0)) { server, url in
            let cache = MemoryResponseCache()
            var driver = await warmDriver(url, cache: cache)
            await server.resetStats()
            // The profile and the first page are read from the cache and asked of GitHub at once.
            #expect(driver.cacheReads.map(\.1) == driver.queued.map(\.1))
            #expect(
                driver.queued.map(\.1) == [
                    .user("mona"), .page(.repos, login: "mona", page: 1, perPage: 100, sort: .updated),
                ])

            await driver.readCache()
            var profile = try #require(driver.profile)
            #expect(profile.user?.name == "Mona Lisa Octocat")
            #expect(profile.userIsCachedCopy && profile.userCachedAt != nil)
            #expect(profile.list.items.count == 100 && profile.list.showsCachedCopy)
            #expect(profile.isRevalidating)
            #expect(driver.queued.count == 2)
            #expect(await server.stats.total == 0)
            #expect(driver.screen.contains("Mona Lisa Octocat"))
            #expect(driver.screen.contains("page 1/3 · 100 of 300"))
            #expect(status(driver).contains("revalidating cached data…"))

            // The cursor moves on the copy; GitHub's answer keeps it where it is.
            driver.press(.character("j"), .character("j"))
            await driver.settle()
            #expect(await server.stats.notModified == 2)
            #expect(await server.stats.rateLimitUsed == 0)
            profile = try #require(driver.profile)
            #expect(!profile.userIsCachedCopy && !profile.list.showsCachedCopy && !profile.isRevalidating)
            #expect(profile.list.items.count == 100 && profile.list.cursor == 2)
            #expect(!status(driver).contains("revalidating") && !status(driver).contains("loading"))
        }
    }

    @Test func insideMaxAgeTheFetchesAnswerFromTheCacheAndNoCopyIsReadAheadOfThem() async throws {
        // A copy read ahead would come no sooner than the fetch's own, and double the work.
        try await FakeGitHub.serving { server, url in
            let cache = MemoryResponseCache()
            var driver = await warmDriver(url, cache: cache)
            await server.resetStats()
            #expect(driver.cacheReads.map(\.1) == driver.queued.map(\.1))
            await driver.readCache()
            #expect(driver.profile?.user == nil && driver.profile?.list.items.isEmpty == true)
            await driver.settle()
            let profile = try #require(driver.profile)
            #expect(profile.user?.login == "mona" && !profile.userIsCachedCopy)
            #expect(profile.list.items.count == 100 && !profile.list.showsCachedCopy)
            #expect(await server.stats.total == 0)
        }
    }

    @Test func aRateLimitAfterTheCachedPaintKeepsTheCopyAndSaysSo() async throws {
        try await FakeGitHub.serving(options: Options(maxAge: 0)) { server, url in
            let cache = MemoryResponseCache()
            var driver = await warmDriver(url, cache: cache)
            await server.setFault(.primaryRateLimitExhausted)
            await driver.settle()
            let profile = try #require(driver.profile)
            #expect(profile.user?.name == "Mona Lisa Octocat")
            #expect(profile.list.items.count == 100)
            #expect(profile.userError != nil && !profile.isRevalidating)
            #expect(driver.screen.contains("Mona Lisa Octocat"))
            let line = status(driver)
            #expect(line.contains("rate limited until "))
            #expect(line.contains("— showing cached data"))
            // Nothing is asked again until r.
            #expect(driver.queued.isEmpty)
        }
    }

    @Test func networkFailuresOverCachedDataSaySoToo() {
        let context = RenderContext(
            now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!)
        func say(_ error: GitHubError) -> String {
            ErrorText.describe(error, login: "mona", showsData: true, context: context)
        }
        #expect(
            say(.serverError(status: 502, message: ""))
                == "GitHub is unavailable (HTTP 502) — showing cached data; press r to retry")
        #expect(say(.transport(.cannotConnect(host: "api.github.com"))).hasSuffix(" — showing cached data"))
    }

    @Test func aCopyWhoseRevalidationWasCancelledIsAskedForAgain() async throws {
        try await FakeGitHub.serving(options: Options(maxAge: 0)) { _, url in
            let cache = MemoryResponseCache()
            var driver = await warmDriver(url, cache: cache)
            await driver.readCache()
            // Enter on the first repository before GitHub answers: mona's requests stop.
            driver.press(.enter)
            #expect(driver.state.stack.count == 2)
            driver.press(.backspace)
            let profile = try #require(driver.profile)
            #expect(profile.userIsCachedCopy && profile.list.showsCachedCopy)
            let asked = Array(driver.queued.map(\.1).suffix(2))
            #expect(
                asked == [
                    .user("mona"), .page(.repos, login: "mona", page: 1, perPage: 100, sort: .updated),
                ])
            // What is on screen is not read from the cache again.
            #expect(driver.cacheReads.isEmpty)
            await driver.settle()
            #expect(driver.profile?.isRevalidating == false)
            #expect(driver.profile?.list.items.count == 100)
        }
    }

    @Test func aCopyArrivingAfterGitHubsAnswerIsIgnored() async throws {
        try await FakeGitHub.serving(options: Options(maxAge: 0)) { _, url in
            let cache = MemoryResponseCache()
            var driver = await warmDriver(url, cache: cache)
            let reads = driver.cacheReads
            // GitHub answers first; the copies come late.
            await driver.settle(readingCache: false)
            let answered = driver.state
            for (id, fetch) in reads {
                let payload = try #require(await EffectRunner.cachedPayload(fetch, github: driver.github))
                driver.send(.cached(id, payload))
            }
            #expect(driver.state == answered)
            #expect(driver.profile?.userIsCachedCopy == false)
        }
    }
}
