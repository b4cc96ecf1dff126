import FakeGitHub
import Foundation
import Testing

/// The response cache as several real `ghtui` processes use it: one file, shared, damaged, and
/// never holding the token.
@Suite(.serialized, .oneBinaryAtATime) struct SharedCacheTests {
    private static let token = "ghp_sharedCacheSecret0123456789"

    private func dump(_ url: URL, cache: String) async throws -> RunResult {
        try await runGHTUI(
            [
                "--user", "mona", "--json", "--limit", "0", "--include", "user,repos,followers",
                "--cache-path", cache, "--api-url", url.absoluteString,
            ],
            environment: ["GH_TOKEN": Self.token])
    }

    @Test func severalProcessesShareOneCacheFileAndItNeverHoldsTheToken() async throws {
        // Stale at once (max-age=0), so that the fourth run revalidates every page.
        try await FakeGitHub.serving(options: Options(tokens: [Self.token: "mona"], maxAge: 0)) {
            server, url in
            let cache = scratchDirectory().appendingPathComponent("cache.sqlite").path
            async let first = dump(url, cache: cache)
            async let second = dump(url, cache: cache)
            async let third = dump(url, cache: cache)
            let results = try await [first, second, third]
            for result in results {
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stderr.isEmpty)
                #expect(sameBytes(result.stdout, results[0].stdout))
                #expect(!result.stderr.contains(Self.token) && !result.text.contains(Self.token))
            }
            // A fourth run finds every page in the shared file: all 304s.
            let before = await server.stats.notModified
            let warm = try await dump(url, cache: cache)
            #expect(sameBytes(warm.stdout, results[0].stdout))
            #expect(await server.stats.notModified - before == 34)
            for suffix in ["", "-wal", "-shm"] {
                let bytes = FileManager.default.contents(atPath: cache + suffix) ?? Data()
                #expect(
                    bytes.range(of: Data(Self.token.utf8)) == nil, "the token is in cache.sqlite\(suffix)")
            }
        }
    }

    @Test func aFirstRunMakesItsCacheFileWhileItsRequestsGoAndKeepsEveryAnswer() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [Self.token: "mona"], maxAge: 0)) {
            server, url in
            // Neither the file nor its folder is there: the run makes both (OpeningCache).
            let cache = scratchDirectory().appendingPathComponent("new/cache.sqlite").path
            let first = try await dump(url, cache: cache)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stderr.isEmpty)
            let before = await server.stats.notModified
            let second = try await dump(url, cache: cache)
            #expect(sameBytes(second.stdout, first.stdout))
            #expect(await server.stats.notModified - before == 34)
        }
    }

    @Test func aCacheFileThatCannotBeMadeLeavesTheRunWithoutACacheAndSaysSoOnce() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [Self.token: "mona"])) { _, url in
            let folder = scratchDirectory()
            let blocker = folder.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: blocker)
            let result = try await dump(url, cache: blocker.appendingPathComponent("cache.sqlite").path)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.isEmpty)
            let warnings = result.stderr.components(separatedBy: "continuing without a cache").count - 1
            #expect(warnings == 1, "\(result.stderr)")
        }
    }

    @Test func aCorruptCacheFileIsMovedAsideWithAWarningAndTheDumpGoesOn() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [Self.token: "mona"])) { _, url in
            let folder = scratchDirectory()
            let cache = folder.appendingPathComponent("cache.sqlite").path
            let clean = try await dump(url, cache: cache)
            #expect(clean.status == 0)
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: cache + suffix) }
            try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: cache))

            let result = try await dump(url, cache: cache)
            #expect(result.status == 0)
            #expect(sameBytes(result.stdout, clean.stdout))
            #expect(result.stderr.contains("was unreadable"), "\(result.stderr)")
            #expect(result.stderr.contains("moved it to"))
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.contains { $0.hasPrefix("cache.sqlite.corrupt-") })
        }
    }
}
