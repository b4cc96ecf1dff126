import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// A successful write makes the cache forget the reads it changed: its own path and its parents.
@Suite struct WriteInvalidationTests {
    private let activity = GithubRouter.activity

    @Test func starringForgetsTheCachedStarredListInAnSQLiteFile() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            // Stale at once (max-age=0), so that the list the write leaves alone is revalidated.
            var options = writeOptions
            options.maxAge = 0
            try await TestGitHub.run(options: options) { kit in
                let github = kit.client(token: "classic", cache: cache)
                let before = try await github.client.send(activity.authenticatedStarred())
                let others = try await github.starred(by: "mona")
                #expect(!before.contains { $0.fullName == "acme-corp/acme-platform" })
                #expect(
                    try await github.client.check(
                        activity.isStarred(owner: "acme-corp", repo: "acme-platform")) == false)

                _ = try await github.client.send(activity.star(owner: "acme-corp", repo: "acme-platform"))
                await kit.server.clearRequests()
                let after = try await github.client.send(activity.authenticatedStarred())
                #expect(after.first?.fullName == "acme-corp/acme-platform")
                #expect(after.count == before.count + 1)
                #expect(
                    try await github.client.check(
                        activity.isStarred(owner: "acme-corp", repo: "acme-platform")))
                _ = try await github.starred(by: "mona")

                let sent = await kit.server.requests
                // The starred list was forgotten, so it went out without validators; the other
                // path (`/users/mona/starred`) is another URL, kept and revalidated.
                #expect(sent[0].path == "/user/starred")
                #expect(sent[0].header("if-none-match") == nil)
                #expect(sent[2].path == "/users/mona/starred")
                #expect(sent[2].header("if-none-match") != nil)
                #expect(others.count == before.count)
            }
        }
    }

    @Test func followingForgetsEveryPageOfTheFollowingListInMemory() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let cache = MemoryResponseCache()
            let github = kit.client(token: "classic", cache: cache)
            let route = Route<[SimpleUser]>(
                path: ["user", "following"], query: Paging.query(page: 1, perPage: 5))
            let first = try await github.client.send(route)
            #expect(await github.cachedResponse(for: route) != nil)
            #expect(try await github.client.check(GithubRouter.users.isFollowing("user-00900")) == false)
            _ = try await github.client.send(GithubRouter.users.follow("user-00900"))
            #expect(await github.cachedResponse(for: route) == nil)
            let second = try await github.client.send(route)
            #expect(second.first?.login == "user-00900")
            #expect(second.dropFirst().map(\.login) == first.dropLast().map(\.login))
            #expect(try await github.client.check(GithubRouter.users.isFollowing("user-00900")))
            _ = try await github.client.send(GithubRouter.users.unfollow("user-00900"))
            #expect(try await github.client.send(route).map(\.login) == first.map(\.login))
        }
    }

    @Test func aFailedWriteForgetsNothing() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let cache = MemoryResponseCache()
            let github = kit.client(token: "reader", cache: cache)
            let route = activity.authenticatedStarred()
            _ = try await github.client.send(route)
            _ = await gitHubError {
                _ = try await github.client.send(activity.star(owner: "acme-corp", repo: "acme-platform"))
            }
            #expect(await github.cachedResponse(for: route) != nil)
        }
    }

    @Test func removalMatchesWholeURLsWithAnyQueryButNotLongerPaths() async throws {
        try await withCacheDirectory { directory in
            let sqlite = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            for cache in [sqlite, MemoryResponseCache()] as [any ResponseCache] {
                let urls = [
                    "https://api.github.com/user/starred", "https://api.github.com/user/starred?page=2",
                    "https://api.github.com/user/starred_extra", "https://api.github.com/user/starred/a/b",
                    "https://api.github.com/user/star%25red",
                ]
                for url in urls {
                    await cache.store(
                        CachedResponse(status: 200, body: Data(url.utf8), fetchedAt: Date()), for: key(url))
                }
                await cache.removeResponses(at: [
                    "https://api.github.com/user/starred", "https://api.github.com/user/sta_%",
                ])
                var kept: [String] = []
                for url in urls where await cache.response(for: key(url)) != nil {
                    kept.append(url)
                }
                #expect(kept == Array(urls[2...]))
            }
        }
    }

    private func key(_ url: String) -> CacheKey {
        CacheKey(
            apiHost: "api.github.com", tokenFingerprint: "t", method: "GET", url: url,
            accept: "application/json")
    }
}
