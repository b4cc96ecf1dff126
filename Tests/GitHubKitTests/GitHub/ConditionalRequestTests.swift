import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// ETag revalidation through the real SQLite cache and FakeGitHub.
@Suite struct ConditionalRequestTests {
    private func temporaryCache() throws -> (SQLiteResponseCache, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ghtui-\(UUID().uuidString)")
        let cache = try SQLiteResponseCache(path: directory.appendingPathComponent("cache.sqlite").path)
        return (cache, directory)
    }

    @Test func aWarmRerunIsAllNotModifiedAndCostsNoRateLimit() async throws {
        let (cache, directory) = try temporaryCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Stale at once (max-age=0): inside max-age the rerun would send nothing.
        try await TestGitHub.run(options: Options(maxAge: 0)) { kit in
            let cold = try await kit.client(cache: cache).all(GithubRouter.users.repos("mona"))
            let used = await kit.server.stats.rateLimitUsed
            #expect(used == 3)
            let github = kit.client(cache: cache)
            let warm = try await github.all(GithubRouter.users.repos("mona"))
            #expect(warm == cold)
            #expect(await kit.server.stats.notModified == 3)
            #expect(await kit.server.stats.rateLimitUsed == used)
            let user = try await github.client.response(for: GithubRouter.users.get("mona"))
            #expect(user.cachedAt == nil)
            let again = try await github.client.response(for: GithubRouter.users.get("mona"))
            #expect(again.cachedAt != nil)
            #expect(again.body == user.body)
        }
    }

    @Test func theCacheIsKeyedByToken() async throws {
        let (cache, directory) = try temporaryCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await TestGitHub.run(options: Options(tokens: ["a": "mona", "b": "zhang-wei"])) { kit in
            _ = try await kit.client(token: "a", cache: cache).user("mona")
            _ = try await kit.client(token: "b", cache: cache).user("mona")
            #expect(await kit.server.stats.notModified == 0)
            let requests = await kit.server.requests
            #expect(requests.allSatisfy { $0.headers["if-none-match"] == nil })
        }
    }

    @Test func aNotModifiedForAnUncachedURLIsFetchedAgainWithoutConditions() async throws {
        struct Conditional: Router {
            let etag: String
            var method: HTTPMethod { .get }
            var pathSegments: [String] { ["users", "mona"] }
            var headers: [String: String] { ["If-None-Match": etag] }
        }
        let (cache, directory) = try temporaryCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await TestGitHub.run { kit in
            let first = try await kit.client().client.response(for: GithubRouter.users.get("mona"))
            let etag = try #require(first.header("etag"))
            let response = try await kit.client(cache: cache).client.response(for: Conditional(etag: etag))
            #expect(response.status == 200)
            #expect(response.body == first.body)
            #expect(await kit.server.stats.notModified == 1)
        }
    }

    @Test func offlineServesTheCacheAndNamesWhatIsMissing() async throws {
        let (cache, directory) = try temporaryCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await FakeGitHub.serving { server, url in
            let online = try await gitHub(url, cache: cache).user("mona")
            let before = await server.stats.total
            let offline = gitHub(url, cache: cache, offline: true)
            #expect(try await offline.user("mona") == online)
            await #expect {
                try await offline.user("zhang-wei")
            } throws: { error in
                guard case .notCached("GET /users/zhang-wei") = error as? GitHubError else { return false }
                return "\(error)".contains("--offline")
            }
            #expect(await server.stats.total == before)
        }
    }
}
