import FakeGitHub
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import ghtui

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `ghtui --repo OWNER/NAME --job ID --log`: one Actions job's log as plain text, the real binary
/// against FakeGitHub, whose log route redirects to its storage host (`localhost` for
/// `127.0.0.1`).
@Suite(.serialized, .oneBinaryAtATime) struct JobLogTests {
    private static let token = "tok-123"
    private static let options = Options(tokens: [token: "mona"])
    private static let environment = ["GH_TOKEN": token]
    /// For the test that measures a child's peak memory: under AddressSanitizer
    /// (`Scripts/sanitize/run.sh address`), without ASan's quarantine, which keeps freed memory
    /// (256 MB by default) to catch a use after free, so that a stream that frees each chunk still
    /// grew the peak by 92 MB for the 20 MB log. With it off, freed memory is reused as it is
    /// without ASan and the 8 MB limit keeps its meaning; everything else ASan checks still runs.
    private static let measuredEnvironment =
        environment.merging(
            sanitizerEnvironment["ASAN_OPTIONS"].map { ["ASAN_OPTIONS": $0 + ":quarantine_size_mb=0"] } ?? [:]
        ) { $1 }

    private func arguments(_ job: Int, _ url: URL) -> [String] {
        ["--repo", "mona/hello-world", "--job", "\(job)", "--log", "--api-url", url.absoluteString]
    }

    /// The log as FakeGitHub's storage serves it (URLSession follows the redirect).
    private func served(_ job: Int, _ url: URL) async throws -> Data {
        var request = URLRequest(url: url.appending(path: "repos/mona/hello-world/actions/jobs/\(job)/logs"))
        request.setValue("Bearer \(Self.token)", forHTTPHeaderField: "Authorization")
        let (body, response) = try await URLSession.shared.fetch(request)
        #expect(response.statusCode == 200)
        return body
    }

    /// A log line's timestamp, as GitHub writes it.
    private func stamp(_ line: some StringProtocol) -> Substring? {
        let prefix = line.prefix(29)
        return prefix.count == 29 && prefix.hasSuffix("Z ") ? Substring(prefix) : nil
    }

    /// The line of `text` that contains `needle`, without its timestamp.
    private func line(_ text: String, containing needle: String) -> Substring? {
        text.split(separator: "\n").first { $0.contains(needle) }.map { $0.dropFirst(29) }
    }

    @Test func theHostileLogIsPlainTextWithEveryLineAndTimestampKept() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let result = try await runGHTUI(
                arguments(ActionsSamples.hostileLogJob, url), environment: Self.environment)
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            let output = result.stdout
            #expect(!output.isEmpty)
            #expect(
                output.allSatisfy { $0 >= 0x20 && $0 != 0x7F || $0 == 0x0A || $0 == 0x09 }, "no ESC, CR or C0"
            )
            #expect(output.range(of: Data("\r".utf8)) == nil)
            let text = try #require(String(validating: output, as: UTF8.self), "valid UTF-8")
            #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "no C1 control")

            // The token went to the API only; the storage host got none.
            let requests = await server.requests
            let api = try #require(
                requests.first { $0.path.hasSuffix("/jobs/\(ActionsSamples.hostileLogJob)/logs") })
            #expect(api.header("authorization") == "Bearer \(Self.token)")
            #expect(api.status == 302)
            let storage = try #require(requests.first { $0.path.hasPrefix("/_storage/") })
            #expect(storage.header("host")?.hasPrefix("localhost") == true)
            #expect(storage.header("authorization") == nil)
            #expect(storage.status == 200)
            #expect(requests.count == 2)

            let raw = try await served(ActionsSamples.hostileLogJob, url)
            // Split as bytes: a String holds CR LF as one Character, which "\n" does not split.
            let rawLines = raw.split(separator: 0x0A, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            let lines = output.split(separator: 0x0A, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            #expect(lines.count == rawLines.count, "every line, none added")
            for (written, original) in zip(lines, rawLines) where !original.isEmpty {
                #expect(stamp(written) != nil && stamp(written) == stamp(original), "\(written)")
                if original.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                    #expect(written == original, "a plain line is as GitHub wrote it")
                }
            }
            #expect(
                line(text, containing: "retitle") == "Test output tried to retitle and clear the terminal")
            #expect(line(text, containing: "progress") == "progress: 50%")
            #expect(line(text, containing: "binary junk") == "binary junk: \u{FFFD}\u{FFFD}\u{FFFD}( end")
            #expect(line(text, containing: "Build complete") == "Build complete! (12.34s)")
            #expect(text.contains("##[error]Process completed with exit code 1."))
        }
    }

    @Test func theTwentyMegabyteLogIsWrittenWholeStreamedThroughAFile() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let small = Peak()
            let baseline = try await runGHTUI(
                arguments(ActionsSamples.hostileLogJob, url), environment: Self.measuredEnvironment,
                whileRunning: small.watch)
            #expect(baseline.status == 0)
            let huge = Peak()
            let result = try await runGHTUI(
                arguments(ActionsSamples.hugeLogJob, url), environment: Self.measuredEnvironment,
                whileRunning: huge.watch)
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            let raw = try await served(ActionsSamples.hugeLogJob, url)
            #expect(raw.count == ActionsSamples.hugeLogBytes)
            // Only the colour escapes of the first lines go: the rest is the same bytes.
            #expect(result.stdout.count > raw.count - 1000 && result.stdout.count < raw.count)
            #expect(sameBytes(result.stdout.suffix(19_000_000), raw.suffix(19_000_000)))
            #expect(result.stdout.filter { $0 == 0x0A }.count == raw.filter { $0 == 0x0A }.count)
            let grown = (huge.kilobytes - small.kilobytes) / 1024
            print(
                "job log: peak resident memory \(small.kilobytes / 1024) MB for a small log, \(huge.kilobytes / 1024) MB for the 20 MB one"
            )
            // Downloaded to a file and written a chunk at a time: the log is never whole in memory.
            #expect(grown < 8, "a 20 MB log grew the peak by \(grown) MB: it was held in memory")
        }
    }

    @Test(arguments: [
        (ActionsSamples.inProgressJob, "the log is not ready yet: the job is still running"),
        (ActionsSamples.expiredLogJob, "the log has expired: GitHub keeps logs 90 days"),
        (99_999, "no Actions job 99999 in mona/hello-world"),
    ])
    func aMissingLogSaysWhyWithNothingOnStdout(job: Int, message: String) async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let result = try await runGHTUI(arguments(job, url), environment: Self.environment)
            #expect(result.status == 3)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("ghtui: ") && result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func withoutATokenTheLogIsAnAuthenticationError() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let result = try await runGHTUI(arguments(ActionsSamples.hostileLogJob, url))
            #expect(result.status == 4)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("ghtui: "))
        }
    }

    @Test(arguments: [
        (["--repo", "mona/hello-world", "--log"], "--log needs --job ID"),
        (["--repo", "mona/hello-world", "--job", "5"], "--job needs --log"),
        (["--job", "5", "--log"], "--job needs --repo OWNER/NAME"),
        (["--user", "mona", "--job", "5", "--log"], "--job needs --repo OWNER/NAME"),
        (["--repo", "mona/hello-world", "--job", "0", "--log"], "--job needs a job ID, 1 or more"),
        (["--repo", "mona/hello-world", "--job", "five", "--log"], "--job"),
        (["--repo", "mona/hello-world", "--job", "5", "--log", "--json"], "--log writes plain text"),
        (["--repo", "mona/hello-world", "--job", "5", "--log", "--fields", "id"], "not --log"),
        (["--repo", "mona/hello-world", "--job", "5", "--log", "--pull", "3"], "--log and --pull exclude"),
        (["--repo", "mona/hello-world", "--job", "5", "--log", "--offline"], "drop --offline"),
    ])
    func badInputIsAUsageErrorWithNothingOnStdout(arguments: [String], mention: String) async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            let result = try await runGHTUI(
                arguments + ["--api-url", url.absoluteString], environment: Self.environment)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(mention), "\(result.stderr)")
            #expect(await server.stats.total == 0, "nothing was sent")
        }
    }
}

/// `PlainLog`, the cleaning `--log` does, on its own: what each kind of sequence leaves, and the
/// same text however the log is cut into chunks.
@Suite struct PlainLogTests {
    private func plain(_ chunks: [[UInt8]]) -> String {
        var log = PlainLog()
        var out: [UInt8] = []
        for chunk in chunks {
            chunk.withUnsafeBytes { log.clean($0, into: &out) }
        }
        log.finish(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func plain(_ text: String) -> String { plain([Array(text.utf8)]) }

    @Test(arguments: [
        ("a\u{1B}[31;1mb\u{1B}[0m", "ab"),
        ("\u{1B}]0;pwned\u{07}\u{1B}[2Jafter", "after"),
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{1B}P1$r0m\u{1B}\\x", "x"),
        ("\u{1B}(Bx\u{1B}=y\u{1B}7z", "xyz"),
        ("\u{1B}[command]/usr/bin/git version", "[command]/usr/bin/git version"),
        ("\u{1B}[cx", "x"),
        ("\u{1B}[comx", "omx"),
        ("\u{1B}]0;left open\nnext", "\nnext"),
        ("\u{9B}31mred\u{9D}0;t\u{9C}!", "red!"),
        ("a\r\nb\rc", "a\nbc"),
        ("tab\there\u{07}\u{08}\u{7F}\u{00}\u{85}.", "tab\there."),
        ("caf\u{E9} \u{1F600}", "caf\u{E9} \u{1F600}"),
    ])
    func eachSequenceGoesAndTheTextStays(log: String, text: String) {
        #expect(plain(log) == text)
    }

    @Test(
        arguments: [
            [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xE2, 0x82, 0x41],
            [0xF4, 0x90, 0x80, 0x80],
            [0x61, 0xF0, 0x9F, 0x98], [0xC3, 0x28],
        ] as [[UInt8]])
    func invalidUTF8BecomesWhatSwiftReadsItAs(bytes: [UInt8]) {
        #expect(plain([bytes]) == String(decoding: bytes, as: UTF8.self))
    }

    @Test func theTextIsTheSameWhereverTheChunksAreCut() {
        let log =
            Array(
                "1Z \u{1B}[36;1mswift\u{1B}[0m\n2Z \u{1B}]0;t\u{1B}\\\u{1B}[command]git caf\u{E9}\r\n3Z \u{9B}2J\u{1F600}\n"
                    .utf8) + [0xFF, 0xE2, 0x82, 0x0A]
        let whole = plain([log])
        for cut in 0...log.count {
            #expect(plain([Array(log[..<cut]), Array(log[cut...])]) == whole, "cut at \(cut)")
        }
        #expect(plain(log.map { [$0] }) == whole, "a byte at a time")
        #expect(whole == "1Z swift\n2Z [command]git caf\u{E9}\n3Z \u{1F600}\n\u{FFFD}\u{FFFD}\n")
    }
}

/// The peak resident memory (`VmHWM`) of a running child, read until it exits.
private final class Peak: Sendable {
    private let value = Mutex(0)

    /// In kilobytes.
    var kilobytes: Int { value.withLock { $0 } }

    @Sendable func watch(_ process: ChildProcess) async throws {
        let path = "/proc/\(process.processIdentifier)/status"
        while true {
            if let status = try? String(contentsOfFile: path, encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
            {
                value.withLock { $0 = max($0, kilobytes) }
            }
            guard process.isRunning else { return }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
