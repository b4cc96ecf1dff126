import FakeGitHub
import Foundation
import Testing

/// A dump against a GitHub that fails now and then: it either completes with exactly the bytes
/// of a fault-free run, or fails with exit 6 and one clear line, leaving nothing half-written.
/// Every retry is one line on stderr, without --verbose.
///
/// Serialized: each test runs processes and a server, and two cores are all there is.
@Suite(.serialized, .oneBinaryAtATime) struct ChaosDumpTests {
    private static let retryPrefix = "ghtui: retrying "

    /// The lines of `stderr` that are not retry notices.
    private func nonRetryLines(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { !$0.hasPrefix(Self.retryPrefix) }
    }

    @Test func aRetryIsOneLineOnStderrAndTheDumpIsUnchanged() async throws {
        try await FakeGitHub.serving { server, url in
            let arguments = [
                "--user", "mona", "--json", "--limit", "0", "--include", "user,followers",
                "--api-url", url.absoluteString,
            ]
            let clean = try await runGHTUI(arguments)
            #expect(clean.status == 0)
            await server.setFault(.serverErrorHTML, path: "/users/mona/followers", times: 1)
            let retried = try await runGHTUI(arguments)
            #expect(retried.status == 0)
            #expect(retried.stderr == "ghtui: retrying users/mona/followers page 1 (1/3): HTTP 502\n")
            #expect(sameBytes(retried.stdout, clean.stdout))
        }
    }

    @Test func aDumpThatCannotFinishWritesNothingAndSaysWhyOnce() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.serverError(status: 503), path: "/users/mona/followers")
            let result = try await runGHTUI([
                "--user", "mona", "--json", "--limit", "0", "--include", "user,repos,followers",
                "--api-url", url.absoluteString,
            ])
            #expect(result.status == 6)
            #expect(result.stdout.isEmpty)
            let retries = result.stderr.split(separator: "\n").filter { $0.hasPrefix(Self.retryPrefix) }
            #expect(
                retries == [
                    "ghtui: retrying users/mona/followers page 1 (1/3): HTTP 503",
                    "ghtui: retrying users/mona/followers page 1 (2/3): HTTP 503",
                    "ghtui: retrying users/mona/followers page 1 (3/3): HTTP 503",
                ])
            #expect(
                nonRetryLines(result.stderr) == [
                    "ghtui: page 1 failed: GitHub is unavailable: HTTP 503: Service Unavailable"
                ])
        }
    }

    @Test func jsonLinesThatCannotFinishLeaveOnlyCompleteLines() async throws {
        try await FakeGitHub.serving { server, url in
            // The user and the followers arrive; the following keep failing.
            await server.setFault(.serverErrorHTML, path: "/users/mona/following")
            let result = try await runGHTUI([
                "--user", "mona", "--jsonl", "--limit", "0", "--include", "user,followers,following",
                "--api-url", url.absoluteString,
            ])
            #expect(result.status == 6)
            #expect(result.stdout.last == UInt8(ascii: "\n"))
            let lines = result.text.split(separator: "\n")
            #expect(lines.count == 1 + 3000)
            #expect(try await jqAccepts(result.stdout))
            #expect(nonRetryLines(result.stderr).count == 1)
        }
    }

    /// `--json` of a 3,000-follower user with everything, against a server disturbed by `chaos`,
    /// with the server's address in the output made `127.0.0.1:PORT`, so that runs compare.
    private static func chaoticDump(_ chaos: Chaos?) async throws -> RunResult {
        try await FakeGitHub.serving(options: Options(chaos: chaos)) { server, url in
            var result = try await runGHTUI(
                [
                    "--user", "mona", "--json", "--limit", "0", "--include", "user,repos,followers",
                    "--api-url", url.absoluteString,
                ])
            let address = Data("127.0.0.1:\(url.port ?? 0)".utf8)
            result.stdout = result.stdout.replacing(address, with: Data("127.0.0.1:PORT".utf8))
            if let chaos {
                let disturbed = await server.stats.chaosFaults.values.reduce(0, +)
                #expect(disturbed > 0, "seed \(chaos.seed) disturbed nothing")
            }
            return result
        }
    }

    /// The fault-free dump both chaos tests compare with, made once.
    private static let cleanDump = Task { try await chaoticDump(nil) }

    /// The fault-free dump, and one per seed under chaos at `rate`. One at a time: run side by
    /// side on two busy cores, even fault-free requests can outlast a timeout.
    private func dumps(rate: Double, seeds: [UInt64]) async throws -> (clean: RunResult, [UInt64: RunResult])
    {
        let clean = try await Self.cleanDump.value
        var chaotic: [UInt64: RunResult] = [:]
        for seed in seeds {
            // A short stall: ghtui's timeout is 30 s, so a stall only slows the dump down
            // (RetryTests retry real timeouts).
            chaotic[seed] = try await Self.chaoticDump(
                Chaos(rate: rate, seed: seed, stall: .milliseconds(500)))
        }
        return (clean, chaotic)
    }

    @Test func underFifteenPercentChaosTheDumpIsByteForByteTheFaultFreeOne() async throws {
        let (clean, chaotic) = try await dumps(rate: 0.15, seeds: [1, 2, 3])
        #expect(clean.status == 0)
        #expect(chaotic.count == 3)
        for (seed, result) in chaotic {
            #expect(result.status == 0, "seed \(seed): \(result.stderr)")
            #expect(sameBytes(result.stdout, clean.stdout), "seed \(seed)")
            #expect(nonRetryLines(result.stderr).isEmpty, "seed \(seed)")
        }
    }

    @Test func underSixtyPercentChaosADumpIsCompleteOrEmptyWithOneLine() async throws {
        let (clean, chaotic) = try await dumps(rate: 0.6, seeds: [4, 5, 6])
        #expect(clean.status == 0)
        #expect(chaotic.count == 3)
        for (seed, result) in chaotic {
            let errors = nonRetryLines(result.stderr)
            switch result.status {
            case 0:
                #expect(sameBytes(result.stdout, clean.stdout), "seed \(seed)")
                #expect(errors.isEmpty, "seed \(seed)")
            case 5, 6:
                // 5 when the last try met a secondary rate limit, 6 for any other failure.
                #expect(result.stdout.isEmpty, "seed \(seed)")
                #expect(errors.count == 1, "seed \(seed): \(result.stderr)")
                let line = errors.first ?? ""
                let said =
                    result.status == 5
                    ? line.contains("rate limited")
                    : line.contains("GitHub is unavailable") || line.contains("network error")
                #expect(said, "seed \(seed): \(result.stderr)")
            default:
                Issue.record("seed \(seed): exit \(result.status): \(result.stderr)")
            }
        }
    }
}
