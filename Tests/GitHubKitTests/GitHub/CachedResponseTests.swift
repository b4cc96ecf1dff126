import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// `GitHub.cachedResponse(for:)` and `staleResponse(for:)`: the cache's copy of a route
/// without the network, for stale-while-revalidate.
@Suite struct CachedResponseTests {
    @Test func theCachedCopyIsReadWithoutTheNetwork() async throws {
        let cache = MemoryResponseCache()
        try await TestGitHub.run { kit in
            let github = kit.client(cache: cache)
            #expect(await github.cachedResponse(for: GithubRouter.users.get("mona")) == nil)
            let fresh = try await github.client.response(for: GithubRouter.users.get("mona"))
            let before = await kit.server.stats.total
            let cached = try #require(await github.cachedResponse(for: GithubRouter.users.get("mona")))
            #expect(await kit.server.stats.total == before)
            #expect(cached.body == fresh.body)
            #expect(cached.cachedAt != nil)
            #expect(try JSONParser<User>().parse(cached).login == "mona")
            // Without a cache there is nothing to read.
            #expect(await kit.client().cachedResponse(for: GithubRouter.users.get("mona")) == nil)
        }
    }

    @Test func theCachedCopyBelongsToTheTokenItWasFetchedWith() async throws {
        let cache = MemoryResponseCache()
        try await TestGitHub.run(options: Options(tokens: ["a": "mona", "b": "zhang-wei"])) { kit in
            _ = try await kit.client(token: "a", cache: cache).authenticatedUser()
            let mine = await kit.client(token: "a", cache: cache).cachedResponse(
                for: GithubRouter.users.authenticated)
            #expect(try mine.map { try JSONParser<User>().parse($0).login } == "mona")
            #expect(
                await kit.client(token: "b", cache: cache).cachedResponse(
                    for: GithubRouter.users.authenticated) == nil)
            #expect(
                await kit.client(cache: cache).cachedResponse(for: GithubRouter.users.authenticated) == nil)
        }
    }

    @Test func aNotModifiedAnswerIsDatedWhenGitHubConfirmedIt() async throws {
        let cache = MemoryResponseCache()
        try await TestGitHub.run { kit in
            let github = kit.client(cache: cache)
            _ = try await github.client.response(for: GithubRouter.users.get("mona"))
            // Backdate the copy, as if it were fetched three hours ago.
            let key = try #require(await cacheKey(of: GithubRouter.users.get("mona"), github: github))
            var copy = try #require(await cache.response(for: key))
            copy.fetchedAt = Date().addingTimeInterval(-3 * 3600)
            await cache.store(copy, for: key)
            let stale = try #require(await github.cachedResponse(for: GithubRouter.users.get("mona")))
            #expect(abs(try #require(stale.cachedAt).timeIntervalSince(copy.fetchedAt)) < 0.001)

            let revalidated = try await github.client.response(for: GithubRouter.users.get("mona"))
            #expect(await kit.server.stats.notModified == 1)
            let confirmed = try #require(revalidated.cachedAt)
            #expect(confirmed > copy.fetchedAt.addingTimeInterval(3 * 3600 - 60))
            let stored = try #require(await cache.response(for: key)?.fetchedAt)
            #expect(abs(stored.timeIntervalSince(confirmed)) < 0.001)
        }
    }

    /// The key the client files `route`'s response under: read back from the request it sent.
    @Test func aStaleCopyIsReadOnlyWhenTheClientWouldAskGitHub() async throws {
        let cache = MemoryResponseCache()
        try await TestGitHub.run { kit in
            let github = kit.client(cache: cache)
            let route = GithubRouter.users.get("mona")
            #expect(await github.staleResponse(for: route) == nil)
            _ = try await github.client.response(for: route)
            // Inside max-age the client answers from the copy itself: nothing to read ahead of it.
            #expect(await github.staleResponse(for: route) == nil)
            let fresh = try #require(await github.cachedResponse(for: route))
            // A task that revalidates asks GitHub: the copy is what to show meanwhile.
            let revalidating = await CachePolicy.$override.withValue(.revalidate) {
                await github.staleResponse(for: route)
            }
            #expect(revalidating?.body == fresh.body)
            // Past max-age, the same.
            let key = CacheKey(request: fresh.request)
            var copy = try #require(await cache.response(for: key))
            copy.fetchedAt = Date().addingTimeInterval(-3600)
            await cache.store(copy, for: key)
            #expect(await github.staleResponse(for: route)?.body == fresh.body)
            #expect(await kit.server.stats.total == 1)
        }
    }

    private func cacheKey(of route: some Router, github: GitHub) async -> CacheKey? {
        await github.cachedResponse(for: route).map { CacheKey(request: $0.request) }
    }
}
