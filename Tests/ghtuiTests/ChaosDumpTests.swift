import FakeGitHub
import Foundation
import Testing

/// A dump against a GitHub that fails now and then: it either completes with exactly the bytes
/// of a fault-free run, or fails with exit 6 and one clear line, leaving nothing half-written.
/// Every retry is one line on stderr, without --verbose.
///
/// Serialized: each test runs processes and a server, and two cores are all there is.
@Suite(.serialized) struct ChaosDumpTests {
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
            #expect(retried.stdout == clean.stdout)
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
}
