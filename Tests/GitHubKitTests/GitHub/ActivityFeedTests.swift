import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `GitHub.activity(of:)` through the real URLSession transport against FakeGitHub's web host.
@Suite struct ActivityFeedTests {
    private func temporaryCache() throws -> (SQLiteResponseCache, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ghtui-feed-\(UUID().uuidString)")
        let cache = try SQLiteResponseCache(path: directory.appendingPathComponent("cache.sqlite").path)
        return (cache, directory)
    }

    /// The reason of the `decodingFailed` that `body` throws, or nil.
    private func decodingFailure(_ body: () async throws -> Feed) async -> String? {
        do {
            _ = try await body()
            return nil
        } catch {
            guard case .decodingFailed(_, _, let reason) = error as? GitHubError else { return nil }
            return reason
        }
    }

    @Test func activityReadsTheAtomFeedFromTheWebHost() async throws {
        try await TestGitHub.run { kit in
            let feed = try await kit.client().activity(of: "mona")
            #expect(feed.title == "mona’s Activity")
            #expect(feed.link == URL(string: "https://github.com/mona"))
            #expect(!feed.isTruncated)
            #expect(feed.entries.count == 30)
            #expect(Set(feed.entries.map(\.kind)) == Set(FeedEntryKind.knownKinds))
            let dates = feed.entries.compactMap(\.published)
            #expect(dates.count == 30)
            #expect(dates == dates.sorted(by: >))
            #expect(feed.updated == dates.first)
            #expect(
                feed.entries.allSatisfy { $0.author == "mona" && !$0.title.isEmpty && !$0.content.isEmpty })
            #expect(feed.entries.allSatisfy { $0.link?.host == "github.com" && $0.thumbnailUrl != nil })
            let push = try #require(feed.entries.first { $0.kind == .push })
            #expect(push.title.hasPrefix("mona pushed to "))
            #expect(push.content.contains("\n• "))
            let release = try #require(feed.entries.first { $0.kind == .release })
            #expect(release.title.contains("– Tom & Jerry at mona/"))

            let request = try #require(await kit.server.requests.last)
            #expect(request.path == "/mona.atom")
            #expect(request.headers["accept"] == "application/atom+xml")
            #expect(request.headers["user-agent"]?.hasPrefix("ghtui/") == true)
            #expect(await kit.server.stats.rateLimitUsed == 0)
        }
    }

    @Test func aRerunWithTheSQLiteCacheRevalidatesAndServesTheCopy() async throws {
        let (cache, directory) = try temporaryCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Stale at once (max-age=0): inside max-age the rerun would send nothing.
        try await TestGitHub.run(options: Options(maxAge: 0)) { kit in
            let first = try await kit.client(cache: cache).activity(of: "mona")
            let github = kit.client(cache: cache)
            let second = try await github.activity(of: "mona")
            #expect(second == first)
            #expect(await kit.server.stats.notModified == 1)
            let requests = await kit.server.requests
            #expect(requests.count == 2)
            #expect(requests[0].headers["if-none-match"] == nil)
            #expect(requests[1].headers["if-none-match"]?.hasPrefix("W/\"") == true)
            #expect(requests[1].status == 304)
            let cached = await github.cachedResponse(for: GithubRouter.activity.feed("mona"))
            #expect(cached?.cachedAt != nil)
            #expect(try cached.map { try FeedParser().parse($0) } == first)
        }
    }

    @Test func theCacheKeepsTheSameFeedFromDifferentHostsApart() async throws {
        let (cache, directory) = try temporaryCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await FakeGitHub.serving { server, url in
            let port = try #require(url.port)
            let otherHost = try #require(URL(string: "http://localhost:\(port)"))
            _ = try await gitHub(url, webURL: otherHost, cache: cache).activity(of: "mona")
            _ = try await gitHub(url, cache: cache).activity(of: "mona")
            #expect(await server.stats.notModified == 0)
            #expect(await server.requests.allSatisfy { $0.headers["if-none-match"] == nil })
            let keys = ["https://github.com/mona.atom", "https://api.github.com/mona.atom"].map { text in
                var request = URLRequest(url: URL(string: text)!)
                request.setValue("application/atom+xml", forHTTPHeaderField: "Accept")
                return CacheKey(request: request)
            }
            #expect(keys[0].apiHost == "github.com")
            #expect(keys[0].digest != keys[1].digest)
        }
    }

    @Test func serverErrorsOnTheFeedAreRetried() async throws {
        try await TestGitHub.run { kit in
            await kit.server.setFault(.serverErrorHTML, path: "/mona.atom", times: 2)
            let feed = try await kit.client().activity(of: "mona")
            #expect(feed.entries.count == 30)
            #expect(await kit.server.requests.map(\.status) == [502, 502, 200])
        }
    }

    @Test func anUnknownAccountHasNoFeed() async throws {
        try await TestGitHub.run { kit in
            await #expect {
                try await kit.client().activity(of: "nobody-here")
            } throws: { error in
                guard case .notFound(let endpoint, let message) = error as? GitHubError else { return false }
                return endpoint == "GET /nobody-here.atom"
                    && message == #"no public activity feed for "nobody-here"; the account may not exist"#
            }
            await #expect(throws: GitHubError.self) { try await kit.client().activity(of: "bad login") }
            #expect(await kit.server.requests.count == 1)
        }
    }

    @Test func anEmptyFeedHasNoEntries() async throws {
        try await TestGitHub.run { kit in
            let feed = try await kit.client().activity(of: "loner")
            #expect(feed.entries.isEmpty)
            #expect(!feed.isTruncated)
            #expect(try await kit.client().activity(of: "user-00042").entries.count == 30)
        }
    }

    @Test func brokenFeedsGiveClearErrors() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let notXML = await decodingFailure { try await github.activity(of: FeedSample.notXML.login) }
            #expect(notXML?.hasPrefix("expected an Atom or RSS feed but the body is not XML") == true)
            let html = await decodingFailure { try await github.activity(of: FeedSample.html.login) }
            #expect(
                html
                    == #"expected an Atom or RSS feed but got HTML (a page titled "Sign in to GitHub · GitHub")"#
            )
            let laughs = await decodingFailure {
                try await github.activity(of: FeedSample.billionLaughs.login)
            }
            #expect(laughs?.contains("declares entities in a document type") == true)
            let klingon = await decodingFailure {
                try await github.activity(of: FeedSample.unknownEncoding.login)
            }
            #expect(klingon?.contains(#"declares the character encoding "x-mac-klingon""#) == true)
        }
    }

    @Test func bodyFaultsBreakFeedsToo() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            await kit.server.setFault(.htmlBody, path: "/mona.atom", times: 1)
            let html = await decodingFailure { try await github.activity(of: "mona") }
            #expect(html?.hasPrefix("expected an Atom or RSS feed but got HTML") == true)
            await kit.server.setFault(.emptyBody, path: "/mona.atom", times: 1)
            let empty = await decodingFailure { try await github.activity(of: "mona") }
            #expect(empty == "the body is empty; expected an Atom or RSS feed")
            await kit.server.setFault(.truncatedJSON, path: "/mona.atom", times: 1)
            let half = try await github.activity(of: "mona")
            #expect(half.isTruncated)
            #expect((10..<20).contains(half.entries.count))
        }
    }

    @Test func aTruncatedFeedKeepsItsCompleteEntries() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let full = try await github.activity(of: "mona")
            let truncated = try await github.activity(of: FeedSample.truncated.login)
            #expect(truncated.isTruncated)
            #expect(truncated.entries == Array(full.entries.prefix(FeedSample.truncatedEntryCount)))
        }
    }

    @Test func theRSSVariantReadsLikeTheAtomFeed() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let atom = try await github.activity(of: "mona")
            let rss = try await github.activity(of: FeedSample.rss.login)
            #expect(!rss.isTruncated)
            #expect(rss.entries.map(\.id) == atom.entries.map(\.id))
            #expect(rss.entries.map(\.kind) == atom.entries.map(\.kind))
            #expect(rss.entries.map(\.title) == atom.entries.map(\.title))
            #expect(rss.entries.map(\.published) == atom.entries.map(\.published))
            #expect(rss.entries.map(\.content) == atom.entries.map(\.content))
            #expect(rss.updated == atom.updated)
        }
    }

    @Test func feedsInOtherEncodingsDecode() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let latin1 = try await github.activity(of: FeedSample.latin1.login)
            #expect(latin1.entries.map(\.title) == FeedSample.latin1Titles)
            #expect(latin1.title == "feed-latin1’s Activity")
            #expect(latin1.entries.first?.content.hasPrefix("Grüße aus Köln – ") == true)
            let windows = try await github.activity(of: FeedSample.windows1252.login)
            #expect(windows.entries.map(\.title) == [FeedSample.windows1252Title])
            let utf16 = try await github.activity(of: FeedSample.utf16.login)
            let mona = try await github.activity(of: "mona")
            #expect(utf16.entries.map(\.id) == mona.entries.prefix(3).map(\.id))
            #expect(utf16.entries.map(\.title) == mona.entries.prefix(3).map(\.title))
            #expect(utf16.entries.map(\.content) == mona.entries.prefix(3).map(\.content))
        }
    }

    @Test func aFiftyMegabyteFeedIsCappedAndMarkedTruncated() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let feed = try await github.activity(of: FeedSample.big.login)
            #expect(feed.isTruncated)
            #expect(feed.entries.count == FeedParser.defaultMaxEntries)
            let byBytes = try await github.activity(
                of: FeedSample.big.login, parser: FeedParser(maxBytes: 1_000_000, maxEntries: .max))
            #expect(byBytes.isTruncated)
            #expect((300..<1000).contains(byBytes.entries.count))
        }
    }

    @Test func noTokenGoesToAWebHostOfAnotherOrigin() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["tok": "mona"])) { server, url in
            let port = try #require(url.port)
            let web = try #require(URL(string: "http://localhost:\(port)"))
            let github = gitHub(url, token: "tok", webURL: web)
            #expect(github.client.webURL == web)
            _ = try await github.user("mona")
            let feed = try await github.activity(of: "mona")
            #expect(feed.entries.count == 30)
            let requests = await server.requests
            #expect(requests.count == 2)
            #expect(requests[0].headers["authorization"] == "Bearer tok")
            #expect(requests[1].path == "/mona.atom")
            #expect(requests[1].headers["host"]?.hasPrefix("localhost") == true)
            #expect(requests[1].headers["authorization"] == nil)
        }
    }

    @Test func aSpentAPILimitDoesNotStopTheWebHostsFeed() async throws {
        try await FakeGitHub.serving { server, url in
            let port = try #require(url.port)
            let web = try #require(URL(string: "http://localhost:\(port)"))
            let github = gitHub(url, webURL: web)
            await server.setFault(.primaryRateLimitExhausted, times: 1)
            await #expect(throws: GitHubError.self) { try await github.user("mona") }
            // The API is refused locally until its reset; github.com's feed is not under that limit.
            await #expect(throws: GitHubError.self) { try await github.user("mona") }
            #expect(try await github.activity(of: "mona").entries.count == 30)
            #expect(await server.stats.total == 2)
        }
    }

    @Test func controlCharactersInAFeedNeverReachTheText() async throws {
        try await TestGitHub.run { kit in
            let feed = try await kit.client().activity(of: "evil-bio")
            let push = try #require(feed.entries.first { $0.kind == .push })
            #expect(push.content.contains("Totally normal commit[2J]0;pwned"))
            let text = feed.entries.flatMap { [$0.title, $0.content] }.joined()
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        }
    }

    @Test func theDefaultHeadersKeepTheFeedsAccept() async throws {
        let request = try GithubRouter.activity.feed("mona").urlRequest(
            baseURL: URL(string: "https://github.com")!)
        let adapted = try await HeadersAdapter.gitHub(userAgent: "test").adapt(request)
        #expect(adapted.value(forHTTPHeaderField: "Accept") == "application/atom+xml")
        #expect(adapted.value(forHTTPHeaderField: "User-Agent") == "test")
    }

    @Test func theWebHostIsDerivedFromTheAPIHost() throws {
        let github = GitHub(apiURL: URL(string: "https://api.github.com")!, token: "secret")
        #expect(github.client.webURL.absoluteString == "https://github.com")
        #expect(github.webURL == github.client.webURL)
        let request = try GithubRouter.activity.feed("mona").urlRequest(
            baseURL: github.client.baseURL(for: .web))
        #expect(request.url?.absoluteString == "https://github.com/mona.atom")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/atom+xml")
        #expect(GithubRouter.activity.feed("mona").host == .web)
        #expect(GithubRouter.users.get("mona").host == .api)
    }
}
