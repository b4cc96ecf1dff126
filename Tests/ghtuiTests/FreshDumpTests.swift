import FakeGitHub
import Foundation
import Testing

/// Freshness as a script sees it: a warm dump inside `max-age` sends nothing, `--refresh`
/// revalidates everything, and `--refresh` never pairs with `--offline` or `--no-cache`.
@Suite(.serialized, .oneBinaryAtATime) struct FreshDumpTests {
    private func arguments(_ url: URL, _ extra: [String] = []) -> [String] {
        ["--user", "mona", "--json", "--limit", "0", "--api-url", url.absoluteString] + extra
    }

    @Test func aWarmDumpInsideMaxAgeSendsNoRequestAndSaysWhereItsAnswersCameFrom() async throws {
        try await FakeGitHub.serving { server, url in
            let home = scratchDirectory()
            let cold = try await runGHTUI(arguments(url), home: home)
            #expect(cold.status == 0, "\(cold.stderr)")
            #expect(await server.requests.count == 34)
            await server.clearRequests()
            let warm = try await runGHTUI(arguments(url, ["--verbose"]), home: home)
            #expect(warm.status == 0, "\(warm.stderr)")
            #expect(sameBytes(warm.stdout, cold.stdout))
            #expect(await server.requests.isEmpty)
            #expect(warm.stderr.contains("GET /users/mona → fresh in cache ("))
            #expect(warm.stderr.components(separatedBy: "fresh in cache").count - 1 == 34)
        }
    }

    @Test func refreshRevalidatesEveryPageInsideMaxAge() async throws {
        try await FakeGitHub.serving { server, url in
            let home = scratchDirectory()
            let cold = try await runGHTUI(arguments(url), home: home)
            await server.clearRequests()
            let refreshed = try await runGHTUI(arguments(url, ["--refresh"]), home: home)
            #expect(refreshed.status == 0, "\(refreshed.stderr)")
            #expect(sameBytes(refreshed.stdout, cold.stdout))
            let requests = await server.requests
            #expect(requests.count == 34)
            #expect(requests.allSatisfy { $0.status == 304 && $0.header("if-none-match") != nil })
            // Revalidated copies are fresh again: the next run sends nothing.
            await server.clearRequests()
            let warm = try await runGHTUI(arguments(url), home: home)
            #expect(sameBytes(warm.stdout, cold.stdout))
            #expect(await server.requests.isEmpty)
        }
    }

    @Test func refreshWithOfflineOrNoCacheIsAUsageErrorThatSaysWhy() async throws {
        let offline = try await runGHTUI(["--user", "mona", "--json", "--refresh", "--offline"])
        #expect(offline.status == 2)
        #expect(offline.stderr.contains("--refresh asks GitHub, which --offline never does"))
        let noCache = try await runGHTUI(["--user", "mona", "--json", "--refresh", "--no-cache"])
        #expect(noCache.status == 2)
        #expect(noCache.stderr.contains("--no-cache already asks GitHub for everything; drop --refresh"))
    }
}
