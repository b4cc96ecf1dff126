import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Synchronization
import TestSupport
import Testing

/// `Cache-Control` freshness through the real SQLite cache and FakeGitHub: inside `max-age` a
/// cached GET sends nothing; past it, or when asked to, it is revalidated.
@Suite struct FreshnessTests {
    /// The events a client reported, for tests to read.
    final class Events: Sendable {
        private let events = Mutex<[ClientEvent]>([])
        var observer: @Sendable (ClientEvent) -> Void {
            { [self] event in events.withLock { $0.append(event) } }
        }
        /// The endpoints answered fresh from the cache, in order.
        var fresh: [String] {
            events.withLock {
                $0.compactMap { if case .fresh(let endpoint, _) = $0 { endpoint } else { nil } }
            }
        }
    }

    private func withCache<T>(_ body: (SQLiteResponseCache) async throws -> T) async throws -> T {
        try await withCacheDirectory { directory in
            try await body(try SQLiteResponseCache(path: directory.file("cache.sqlite")))
        }
    }

    @Test func aReadInsideMaxAgeSendsNoRequestAndSaysSo() async throws {
        try await withCache { cache in
            try await FakeGitHub.serving { server, url in
                let cold = try await gitHub(url, cache: cache).all(GithubRouter.users.repos("mona"))
                let sent = await server.stats.total
                #expect(sent == 3)
                let events = Events()
                let github = gitHub(url, cache: cache, observer: events.observer)
                let warm = try await github.all(GithubRouter.users.repos("mona"))
                #expect(warm == cold)
                #expect(await server.stats.total == sent)
                let pages = events.fresh
                #expect(pages.count == 3)
                #expect(pages.first == "GET /users/mona/repos?per_page=100&page=1")
                #expect(
                    pages.allSatisfy { $0.hasPrefix("GET /user") && $0.contains("/repos?per_page=100&page=") }
                )
                let user = try await github.client.response(for: GithubRouter.users.get("mona"))
                #expect(user.cachedAt == nil)
                let again = try await github.client.response(for: GithubRouter.users.get("mona"))
                #expect(again.cachedAt != nil)
                #expect(again.body == user.body)
                #expect(await server.stats.total == sent + 1)
                #expect(events.fresh == pages + ["GET /users/mona"])
            }
        }
    }

    /// A rerun inside max-age is a read: no validators are looked up for requests that are not
    /// sent, and no hit is written down as a use, so the file's rows are as they were.
    @Test(.enabled(if: sqlite3Path != nil, "needs the sqlite3 shell"))
    func aRerunInsideMaxAgeWritesNothingToTheCacheFile() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            try await TestGitHub.run { kit in
                let route = GithubRouter.users.repos("mona")
                let cold = try await kit.client(cache: try SQLiteResponseCache(path: path)).all(route)
                let rows = "SELECT url, fetched_at, last_used_at FROM responses ORDER BY url;"
                let before = try await offThePool { Result { try sqlite3(path, rows) } }.get()
                #expect(before.split(separator: "\n").count == 3)
                let warm = try await kit.client(cache: try SQLiteResponseCache(path: path)).all(route)
                #expect(warm == cold)
                #expect(await kit.server.stats.total == 3)
                #expect(try await offThePool { Result { try sqlite3(path, rows) } }.get() == before)
            }
        }
    }

    @Test func pastMaxAgeACopyIsRevalidated() async throws {
        try await withCache { cache in
            try await TestGitHub.run(options: Options(maxAge: 0)) { kit in
                let github = kit.client(cache: cache)
                let first = try await github.user("mona")
                #expect(try await github.user("mona") == first)
                #expect(await kit.server.stats.notModified == 1)
                #expect(await kit.server.stats.total == 2)
            }
        }
    }

    /// Each 304 also makes the copy fresh again: the last read sends nothing.
    @Test func theRevalidatePolicyAsksEvenInsideMaxAge() async throws {
        try await withCache { cache in
            try await FakeGitHub.serving { server, url in
                _ = try await gitHub(url, cache: cache).user("mona")
                let revalidating = gitHub(url, cache: cache, cachePolicy: .revalidate)
                _ = try await revalidating.user("mona")
                #expect(await server.stats.notModified == 1)
                // For one task only, whatever the client's policy.
                let github = gitHub(url, cache: cache)
                try await CachePolicy.$override.withValue(.revalidate) {
                    _ = try await github.user("mona")
                }
                #expect(await server.stats.notModified == 2)
                _ = try await github.user("mona")
                #expect(await server.stats.total == 3)
            }
        }
    }

    @Test func aRequestAskingForMaxAgeZeroIsRevalidated() async throws {
        struct Revalidated: Router {
            var method: HTTPMethod { .get }
            var pathSegments: [String] { ["users", "mona"] }
            var headers: [String: String] { ["Cache-Control": "max-age=0"] }
        }
        try await withCache { cache in
            try await TestGitHub.run { kit in
                let github = kit.client(cache: cache)
                _ = try await github.client.response(for: Revalidated())
                let again = try await github.client.response(for: Revalidated())
                #expect(again.status == 200)
                #expect(await kit.server.stats.notModified == 1)
            }
        }
    }

    @Test func noCacheIsRevalidatedEveryTime() async throws {
        try await withCache { cache in
            try await TestGitHub.run(options: Options(cacheControl: "private, no-cache, max-age=60")) { kit in
                let github = kit.client(cache: cache)
                for _ in 0..<3 { _ = try await github.user("mona") }
                #expect(await kit.server.stats.total == 3)
                #expect(await kit.server.stats.notModified == 2)
            }
        }
    }

    @Test func noStoreIsNeverKept() async throws {
        try await withCache { cache in
            try await TestGitHub.run(options: Options(cacheControl: "no-store")) { kit in
                let github = kit.client(cache: cache)
                let route = GithubRouter.users.get("mona")
                _ = try await github.client.response(for: route)
                #expect(await github.cachedResponse(for: route) == nil)
                _ = try await github.client.response(for: route)
                let requests = await kit.server.requests
                #expect(requests.count == 2)
                #expect(requests.allSatisfy { $0.header("if-none-match") == nil })
                #expect(await cache.totalBytes() == 0)
            }
        }
    }

    @Test func aRequestSayingNoStoreKeepsItsAnswerOutEvenThroughARedirect() async throws {
        try await withCache { cache in
            try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
                let github = kit.client(token: "tok", cache: cache)
                var route = GithubRouter.actions.downloadJobLogsForWorkflowRun(
                    owner: "mona", repo: "hello-world", jobId: ActionsSamples.hostileLogJob)
                route.headers["Cache-Control"] = "no-store"
                let log = try await github.client.response(for: route)
                #expect(log.status == 200 && !log.body.isEmpty)
                #expect(await cache.totalBytes() == 0)
                // The same answer asked without it is kept: the header made the difference.
                route.headers["Cache-Control"] = nil
                _ = try await github.client.response(for: route)
                #expect(await cache.totalBytes() > 0)
            }
        }
    }

    @Test func aPrivateFreshCopyIsNeverServedToAnotherTokenOrToNoToken() async throws {
        try await withCache { cache in
            try await TestGitHub.run(options: Options(tokens: ["a": "mona", "b": "zhang-wei"])) { kit in
                let asA = try await kit.client(token: "a", cache: cache).client.send(
                    GithubRouter.users.authenticated)
                #expect(asA.login == "mona")
                let asB = try await kit.client(token: "b", cache: cache).client.send(
                    GithubRouter.users.authenticated)
                #expect(asB.login == "zhang-wei")
                let anonymous = await gitHubError {
                    _ = try await kit.client(cache: cache).client.send(GithubRouter.users.authenticated)
                }
                guard case .unauthorized = anonymous?.rootCause else {
                    Issue.record("expected 401 without a token, got \(String(describing: anonymous))")
                    return
                }
                let requests = await kit.server.requests
                #expect(requests.count == 3)
                #expect(requests.allSatisfy { $0.header("if-none-match") == nil })
                #expect(requests.first?.header("cache-control") == nil)
                // The first token still gets its own copy, without a request.
                _ = try await kit.client(token: "a", cache: cache).client.send(
                    GithubRouter.users.authenticated)
                #expect(await kit.server.stats.total == 3)
            }
        }
    }

    @Test func aFreshCopyIsNeverServedToAnotherHost() async throws {
        try await withCache { cache in
            try await FakeGitHub.serving { first, firstURL in
                try await FakeGitHub.serving { second, secondURL in
                    _ = try await gitHub(firstURL, cache: cache).user("mona")
                    _ = try await gitHub(secondURL, cache: cache).user("mona")
                    #expect(await first.stats.total == 1)
                    #expect(await second.stats.total == 1)
                    #expect(await second.requests.first?.header("if-none-match") == nil)
                }
            }
        }
    }

    @Test func starringShowsInTheStarredListInsideMaxAge() async throws {
        try await withCache { cache in
            try await TestGitHub.run(options: writeOptions) { kit in
                let github = kit.client(token: "classic", cache: cache)
                let route = GithubRouter.activity.authenticatedStarred()
                let before = try await github.client.send(route)
                #expect(!before.contains { $0.fullName == "acme-corp/acme-platform" })
                _ = try await github.client.send(route)
                #expect(await kit.server.stats.perPath["/user/starred"] == 1)
                _ = try await github.client.send(
                    GithubRouter.activity.star(owner: "acme-corp", repo: "acme-platform"))
                let after = try await github.client.send(route)
                #expect(after.first?.fullName == "acme-corp/acme-platform")
                #expect(await kit.server.stats.perPath["/user/starred"] == 2)
            }
        }
    }

    @Test func cacheControlReadsGitHubsDirectives() {
        let github = CacheControl("private, max-age=60, s-maxage=60")
        #expect(github.maxAge == 60 && github.isPrivate && !github.noCache && !github.noStore)
        #expect(github.freshnessLifetime == 60)
        #expect(CacheControl("public, MAX-AGE=5").freshnessLifetime == 5)
        #expect(CacheControl("no-cache, max-age=60").freshnessLifetime == 0)
        #expect(CacheControl("no-store").noStore)
        #expect(CacheControl(nil).freshnessLifetime == 0)
        #expect(CacheControl("max-age=\"60\"").freshnessLifetime == 0)
        #expect(CacheControl("max-age=-5").freshnessLifetime == 0)
    }

    @Test func theAgeAnAnswerArrivedWithCountsTowardsMaxAge() {
        let fetched = Date(timeIntervalSince1970: 1_700_000_000)
        let control = CacheControl("private, max-age=60")
        #expect(control.isFresh(fetchedAt: fetched, age: 0, at: fetched + 59))
        #expect(!control.isFresh(fetchedAt: fetched, age: 0, at: fetched + 60))
        #expect(control.isFresh(fetchedAt: fetched, age: 50, at: fetched + 9))
        #expect(!control.isFresh(fetchedAt: fetched, age: 50, at: fetched + 10))
        #expect(!control.isFresh(fetchedAt: fetched, age: 60, at: fetched))
        // A clock set back does not make a copy fresher than when it arrived.
        #expect(!control.isFresh(fetchedAt: fetched, age: 60, at: fetched - 30))
    }
}
