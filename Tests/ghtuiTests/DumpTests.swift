import FakeGitHub
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `ghtui --json` / `--jsonl` as a script runs them: the real binary against FakeGitHub.
///
/// Serialized: each test runs a process and a server, and two cores are all there is.
@Suite(.serialized, .oneBinaryAtATime) struct DumpTests {
    private func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theDemoDumpsFakeGitHubsWorldAsOfToday() async throws {
        let result = try await runGHTUI(["--demo", "--json", "--include", "user,repos"])
        #expect(result.status == 0)
        let document = try json(result.stdout)
        #expect((document["user"] as? [String: Any])?["login"] as? String == "mona")
        let pushes = try #require(document["repos"] as? [[String: Any]]).compactMap { repo in
            (repo["pushed_at"] as? String).flatMap { try? Date($0, strategy: .iso8601) }
        }
        #expect(pushes.count == 300)
        // The demo's world is live: pushed to within the last month, not years ago.
        let newest = try #require(pushes.max())
        #expect(newest.timeIntervalSinceNow <= 0 && newest.timeIntervalSinceNow > -30 * 86_400)
    }

    @Test func theDocumentHoldsGitHubsObjectsAsReceivedInKeyOrder() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--user", "mona", "--json", "--limit", "0", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            #expect(try await jqAccepts(result.stdout))
            let text = result.text
            let user = try #require(text.range(of: "\"user\":"))
            let repos = try #require(text.range(of: "\"repos\":"))
            let followers = try #require(text.range(of: "\"followers\":["))
            #expect(user.lowerBound < repos.lowerBound && repos.lowerBound < followers.lowerBound)
            #expect(!text.dropLast().contains("\n"), "compact when stdout is not a terminal")

            let document = try json(result.stdout)
            let (raw, _) = try await URLSession.shared.fetch(
                URLRequest(url: url.appendingPathComponent("users/mona")))
            let original = try #require(try JSONSerialization.jsonObject(with: raw) as? NSDictionary)
            #expect((document["user"] as? NSDictionary) == original)
            #expect((document["repos"] as? [Any])?.count == 300)
            let logins =
                (document["followers"] as? [[String: Any]])?.compactMap { $0["login"] as? String } ?? []
            #expect(logins.count == 3000)
            #expect(logins.first == "user-00001")
        }
    }

    @Test func aCutListIsReportedOnceOnStderr() async throws {
        try await FakeGitHub.serving { server, url in
            let result = try await runGHTUI(["--user", "mona", "--json", "--api-url", url.absoluteString])
            #expect(result.status == 0)
            #expect(result.stderr == "followers: 1000 of 3000; --limit 0 for all\n")
            #expect((try json(result.stdout)["followers"] as? [Any])?.count == 1000)
            // user + 3 pages of repos + 10 pages of followers: nothing past the limit.
            #expect(await server.stats.total == 14)
        }
    }

    @Test func jsonLinesStreamEveryObjectWithItsSection() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--user", "mona", "--jsonl", "--include", "followers,following,starred", "--limit", "0",
                "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            let lines = result.text.split(separator: "\n")
            #expect(lines.count == 3000 + 120 + 80)
            #expect(try await jqAccepts(result.stdout))
            let first = try json(Data(try #require(lines.first).utf8))
            #expect(first["section"] as? String == "followers")
            #expect((first["data"] as? [String: Any])?["login"] as? String == "user-00001")
            #expect(lines.last?.hasPrefix("{\"section\":\"starred\"") == true)
        }
    }

    @Test func fieldsKeepOnlyTheNamedKeys() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--user", "mona", "--json", "--fields", "login,name,followers", "--include", "user,followers",
                "--limit", "2", "--pretty", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.text.contains("\n  \"user\": {\n    \"login\": \"mona\""))
            let document = try json(result.stdout)
            #expect(
                Set((document["user"] as? [String: Any])?.keys ?? [:].keys) == ["login", "name", "followers"])
            #expect(
                (document["followers"] as? [[String: Any]])?.allSatisfy { Set($0.keys) == ["login"] } == true)
        }
    }

    @Test func withoutUserTheTokensUserIsDumpedAndWithoutTokenItIsAUsageError() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["tok-123": "zhang-wei"])) { _, url in
            let mine = try await runGHTUI(
                ["--json", "--include", "user", "--api-url", url.absoluteString],
                environment: ["GH_TOKEN": "tok-123"])
            #expect(mine.status == 0)
            #expect((try json(mine.stdout)["user"] as? [String: Any])?["login"] as? String == "zhang-wei")
            let nobody = try await runGHTUI(["--json", "--api-url", url.absoluteString])
            #expect(nobody.status == 2)
            #expect(nobody.stdout.isEmpty)
            #expect(nobody.stderr.contains("--user"))
        }
    }

    @Test(arguments: [
        (["--user", "../etc", "--json"], "not a valid GitHub login"),
        (["--user", "a b", "--json"], "not a valid"),
        (["--user=-x", "--json"], "not a valid"),
        (["--user", "mona", "--json", "--include", "user,bogus"], "bogus"),
        (["--user", "mona", "--json", "--limit", "-1"], "--limit"),
        (["--user", "mona", "--json", "--fields", ",!,"], "--fields"),
        (["--user", "mona", "--json", "--jsonl"], "exclude"), (["--user", "mona"], "--json"),
        (["--user", "mona", "--json", "--bogus-flag"], "bogus-flag"),
        (["--user", "mona", "--json", "--api-url", "ftp://example.com"], "ftp://example.com"),
        (["--user", "mona", "--json", "--fields", "no_such_field"], "no_such_field"),
        (["--user", "mona", "--json", "--retries", "11"], "--retries must be an integer from 0 to 10"),
    ])
    func badInputIsAUsageErrorWithNothingOnStdout(arguments: [String], mention: String) async throws {
        try await FakeGitHub.serving { _, url in
            let args =
                arguments.contains("--api-url") ? arguments : arguments + ["--api-url", url.absoluteString]
            let result = try await runGHTUI(args)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(mention), "\(result.stderr)")
            #expect(result.stderr.hasPrefix("ghtui: "))
        }
    }

    @Test func githubsFailuresHaveTheirOwnExitCodes() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["good": "mona"])) { server, url in
            let api = ["--api-url", url.absoluteString, "--json"]
            let missing = try await runGHTUI(["--user", "no-such-user"] + api)
            #expect(missing.status == 3)
            #expect(missing.stderr == "ghtui: no GitHub user named no-such-user\n")

            let badToken = try await runGHTUI(
                ["--user", "mona"] + api, environment: ["GH_TOKEN": "wrong-secret"])
            #expect(badToken.status == 4)
            #expect(!badToken.stderr.contains("wrong-secret"))

            await server.setFault(.primaryRateLimitExhausted)
            let limited = try await runGHTUI(["--user", "mona"] + api)
            #expect(limited.status == 5)
            #expect(limited.stderr.contains("resets at"))
            await server.setFault(nil)

            let unreachable = try await runGHTUI([
                "--user", "mona", "--json", "--api-url", "http://127.0.0.1:9",
            ])
            #expect(unreachable.status == 6)
            #expect(unreachable.stderr.contains("cannot connect to 127.0.0.1:9"))
            for result in [missing, badToken, limited, unreachable] { #expect(result.stdout.isEmpty) }
        }
    }

    @Test func retriesSetHowOftenAFailedReadIsSentAgain() async throws {
        try await FakeGitHub.serving { server, url in
            let arguments = [
                "--user", "mona", "--json", "--include", "user", "--api-url", url.absoluteString,
            ]
            await server.setFault(.serverError(status: 502), path: "/users/mona")
            let once = try await runGHTUI(arguments + ["--retries", "0"])
            #expect(once.status == 6)
            #expect(once.stdout.isEmpty)
            #expect(await server.stats.perPath["/users/mona"] == 1)

            await server.resetStats()
            let home = scratchDirectory()
            let config = home.appendingPathComponent("config.json")
            try Data(#"{"retries": 1}"#.utf8).write(to: config)
            let twice = try await runGHTUI(arguments + ["--config", config.path], home: home)
            #expect(twice.status == 6)
            #expect(await server.stats.perPath["/users/mona"] == 2)

            await server.resetStats()
            let flagWins = try await runGHTUI(
                arguments + ["--config", config.path, "--retries", "2"], home: home)
            #expect(flagWins.status == 6)
            #expect(await server.stats.perPath["/users/mona"] == 3)
        }
    }

    @Test func aUserVanishingBetweenPagesFailsCleanly() async throws {
        try await FakeGitHub.serving { server, url in
            let (raw, _) = try await URLSession.shared.fetch(
                URLRequest(url: url.appendingPathComponent("users/mona")))
            let id = try #require(
                (try JSONSerialization.jsonObject(with: raw) as? [String: Any])?["id"] as? Int)
            await server.setFault(.serverError(status: 404), path: "/user/\(id)/followers")
            let args = [
                "--user", "mona", "--include", "followers", "--limit", "0", "--api-url", url.absoluteString,
            ]
            let document = try await runGHTUI(args + ["--json", "--concurrency", "1"])
            #expect(document.status == 3)
            #expect(document.stdout.isEmpty)
            #expect(document.stderr.contains("page 2 failed"))
            let lines = try await runGHTUI(args + ["--jsonl", "--concurrency", "1"])
            #expect(lines.status == 3)
            #expect(lines.text.split(separator: "\n").count == 100)
            #expect(lines.text.hasSuffix("}\n"))
        }
    }

    @Test func activityIsTheAtomFeedsEntriesAsPlainObjects() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--user", "mona", "--json", "--include", "user,activity", "--limit", "0", "--api-url",
                url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            #expect(try await jqAccepts(result.stdout))
            let entries = try #require(try json(result.stdout)["activity"] as? [[String: Any]])
            #expect(entries.count == 30)
            let keys = ["id", "kind", "title", "published", "updated", "link", "author", "content"]
            #expect(entries.allSatisfy { Set($0.keys) == Set(keys) })
            #expect(result.text.contains("{\"id\":\"tag:github.com,2008:"), "keys in the documented order")
            #expect(
                Set(entries.compactMap { $0["kind"] as? String }).isSuperset(of: ["push", "watch", "fork"]))
            let contents = entries.compactMap { $0["content"] as? String }
            #expect(contents.count == 30)
            #expect(!contents.contains { $0.contains("<a ") || $0.contains("<div") || $0.contains("&lt;") })
            #expect(contents.contains { $0.contains("Why <this> and not <that>?") }, "entities decoded")
        }
    }

    @Test func activityLinesHonourTheLimit() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--user", "mona", "--jsonl", "--include", "activity", "--limit", "3", "--api-url",
                url.absoluteString,
            ])
            #expect(result.status == 0)
            let lines = result.text.split(separator: "\n")
            #expect(lines.count == 3)
            #expect(lines.allSatisfy { $0.hasPrefix("{\"section\":\"activity\",\"data\":{\"id\":") })
            #expect(result.stderr.contains("activity: 3+; --limit 0 for all"))
        }
    }

    @Test func aBrokenFeedIsAClearErrorAndACutOneAPartialResult() async throws {
        try await FakeGitHub.serving { server, url in
            let arguments = [
                "--user", "mona", "--json", "--include", "activity", "--api-url", url.absoluteString,
            ]
            await server.setFault(.htmlBody, path: "/mona.atom")
            let html = try await runGHTUI(arguments)
            #expect(html.status != 0)
            #expect(html.stdout.isEmpty)
            #expect(html.stderr.contains("expected an Atom or RSS feed but got HTML"))

            await server.setFault(.truncatedJSON, path: "/mona.atom")
            let cut = try await runGHTUI(arguments)
            #expect(cut.status == 0)
            #expect(cut.stderr.contains("activity: the feed was cut short"))
            let entries = try #require(try json(cut.stdout)["activity"] as? [Any])
            #expect((1..<30).contains(entries.count))
        }
    }

    @Test func aClosedPipeEndsTheDumpQuietly() async throws {
        try await FakeGitHub.serving { _, url in
            let script =
                "\"$0\" --user mona --jsonl --limit 0 --api-url \(url.absoluteString) | head -n 1 >/dev/null; echo ${PIPESTATUS[0]} >&2"
            let process = ChildProcess()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", script, ghtuiBinary.path]
            process.environment = ["HOME": scratchDirectory().path, "PATH": "/usr/bin:/bin"].merging(
                sanitizerEnvironment
            ) { $1 }
            let err = Pipe()
            process.standardError = err
            try process.run()
            let stderr = await offThePool {
                String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            }
            await offThePool { process.waitUntilExit() }
            #expect(stderr == "0\n")
        }
    }

    @Test func ctrlCStopsTheDumpWithStatus130() async throws {
        try await FakeGitHub.serving(options: Options(latency: .milliseconds(300))) { server, url in
            let result = try await runGHTUI(
                [
                    "--user", "mona", "--jsonl", "--limit", "0", "--concurrency", "1", "--api-url",
                    url.absoluteString,
                ]
            ) { process in
                // Once the dump has asked for something, not after a fixed time: ghtui installs its
                // Ctrl-C handler as the run starts, and a slow start (a sanitized build) took longer
                // than the 800 ms this waited, so SIGINT's default action ended it (status 2).
                try await poll(timeout: hangGuard) { await server.stats.total > 0 }
                process.interrupt()
            }
            #expect(result.status == 130)
            let requests = await server.stats.total
            try await Task.sleep(for: .milliseconds(700))
            #expect(await server.stats.total == requests)
            #expect(result.text.isEmpty || result.text.hasSuffix("}\n"))
        }
    }

    @Test func verboseLogsRequestsButNeverTheToken() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["s3cr3t-token-value": "mona"])) { _, url in
            let result = try await runGHTUI(
                [
                    "--user", "mona", "--json", "--include", "user", "--verbose", "--api-url",
                    url.absoluteString,
                ],
                environment: ["GH_TOKEN": "s3cr3t-token-value"])
            #expect(result.status == 0)
            #expect(result.stderr.contains("GET /users/mona → 200"))
            #expect(result.stderr.contains("token: ***"))
            #expect(result.stderr.contains("rate limit core:"))
            #expect(!result.stderr.contains("s3cr3t") && !result.text.contains("s3cr3t"))
        }
    }

    @Test func aWarmCacheRevalidatesWithNotModified() async throws {
        // Stale at once (max-age=0): inside max-age the warm run would send nothing at all.
        try await FakeGitHub.serving(options: Options(maxAge: 0)) { server, url in
            let home = scratchDirectory()
            let args = ["--user", "mona", "--json", "--limit", "0", "--api-url", url.absoluteString]
            let cold = try await runGHTUI(args, home: home)
            let used = await server.stats.rateLimitUsed
            let warm = try await runGHTUI(args, home: home)
            #expect(sameBytes(warm.stdout, cold.stdout))
            #expect(await server.stats.rateLimitUsed == used)
            #expect(await server.stats.notModified == 34)
            let offline = try await runGHTUI(args + ["--offline"], home: home)
            #expect(sameBytes(offline.stdout, cold.stdout))
            let uncached = try await runGHTUI(
                ["--user", "zhang-wei", "--json", "--offline", "--api-url", url.absoluteString], home: home)
            #expect(uncached.status == 1)
            #expect(uncached.stderr.contains("not in the cache"))
        }
    }

    @Test func aMalformedConfigFileIsAUsageErrorNamingTheFile() async throws {
        let home = scratchDirectory()
        let file = home.appendingPathComponent("bad.json")
        try Data("{\"per_page\": ".utf8).write(to: file)
        let result = try await runGHTUI(["--user", "mona", "--json", "--config", file.path], home: home)
        #expect(result.status == 2)
        #expect(result.stderr.contains(file.path))
    }
}
