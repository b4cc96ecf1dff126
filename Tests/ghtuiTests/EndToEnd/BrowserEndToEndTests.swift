import FakeGitHub
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real `ghtui` in a real (tmux) terminal against FakeGitHub, driven by key presses.
@Suite(.serialized, .oneBinaryAtATime) struct BrowserEndToEndTests {
    private func command(_ arguments: String, url: URL, environment: String = "") -> String {
        ghtuiShellCommand(arguments, url: url, environment: environment)
    }

    @Test func browsingAProfileFollowersAFollowerAndBack() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-browse", command: command("--user mona", url: url))
            defer { session.kill() }
            try await session.waitFor("Mona Lisa Octocat")
            try await session.waitFor("page 1/3 · 100 of 300")
            session.send("2")
            try await session.waitFor("page 1/30 · 100 of 3,000")
            // Paging down through the first page prefetches the second.
            session.send("n", "n", "n", "n", "n")
            try await session.waitFor("page 2/30 · 200 of 3,000")
            session.send("g", "j", "j", "Enter")
            var screen = try await session.waitFor("ghtui › mona › user-00003")
            screen = try await session.waitFor("repos ·")
            #expect(screen.contains("user-00003  "))
            session.send("BSpace")
            screen = try await session.waitFor("page 2/30 · 200 of 3,000")
            let title = screen.prefix { $0 != "\n" }
            #expect(title.hasPrefix(" ghtui › mona ") && !title.contains("user-00003"))
            #expect(screen.contains("Mona Lisa Octocat"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aRepositoryOpensWithItsReadme() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-repo", command: command("--user zhang-wei", url: url))
            defer { session.kill() }
            try await session.waitFor("dragon-cli")
            session.send("/")
            session.type("dragon")
            try await session.waitFor("filter: dragon")
            session.send("Enter", "Enter")
            let screen = try await session.waitFor("Getting started")
            #expect(screen.contains("zhang-wei/dragon-cli"))
            #expect(screen.contains("git clone https://github.com/zhang-wei/dragon-cli.git"))
            session.send("Escape")
            try await session.waitFor("filter: dragon")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func resizingBelowTheMinimumAndBackRelaysOut() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-resize", command: command("--user mona", url: url))
            defer { session.kill() }
            try await session.waitFor("Mona Lisa Octocat")
            session.resize(width: 30, height: 8)
            let small = try await session.waitFor("terminal too small")
            #expect(!small.contains("Mona Lisa"))
            session.resize(width: 100, height: 30)
            let big = try await session.waitFor("Mona Lisa Octocat")
            #expect(!big.contains("terminal too small"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func anEvilBioNeitherMovesTheCursorNorChangesTheTitle() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-evil", command: command("--user evil-bio", url: url))
            defer { session.kill() }
            let before = session.title()
            let screen = try await session.waitFor("Totally normal bio")
            #expect(screen.contains("Totally normal bio rtl:gnp.exe bs:␈␈ cr:␍ nul:␀ del:␡ c1: red:RED"))
            // The screen was not cleared from under the title bar, and the layout holds.
            #expect(screen.hasPrefix(" ghtui › evil-bio"))
            #expect(screen.contains("Evil Blink Bio"))
            try await session.waitFor("terminal-trap")
            #expect(session.title() == before)
            #expect(session.title() != "pwned" && session.title() != "owned")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func theActivityTabShowsTheFeedAndABrokenFeedInWords() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-activity", command: command("--user mona", url: url))
            defer { session.kill() }
            try await session.waitFor("page 1/3 · 100 of 300")
            session.send("5")
            var screen = try await session.waitFor("page 1/1 · 30 of 30")
            #expect(screen.contains("WHAT") && screen.contains("pushed") && screen.contains("starred"))
            #expect(screen.contains("mona released v1.15.0 – Tom & Jerry"), "entities decoded")
            session.send("/")
            session.type("starred")
            try await session.waitFor("filter: starred")
            // A broken feed, asked for again with r: the loaded entries stay, the error is said.
            await server.setFault(.htmlBody, path: "/mona.atom")
            session.send("Enter", "r")
            screen = try await session.waitFor("expected an Atom or RSS feed but got HTML")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func anUnknownUserIsSaidInWords() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-404", command: command("--user no-such-user", url: url))
            defer { session.kill() }
            try await session.waitFor("no GitHub user named no-such-user")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aRateLimitedAPISaysUntilWhen() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.primaryRateLimitExhausted)
            let session = try await TmuxSession(
                name: "ghtui-e2e-rate", command: command("--user mona", url: url))
            defer { session.kill() }
            let screen = try await session.waitFor("rate limited until ")
            #expect(screen.contains("API 0/5,000"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func noColorKeepsAttributesButDropsColours() async throws {
        try await FakeGitHub.serving { _, url in
            let colored = try await TmuxSession(
                name: "ghtui-e2e-color", command: command("--user mona", url: url))
            defer { colored.kill() }
            try await colored.waitFor("page 1/3")
            // Languages are magenta (35) when colours are on.
            #expect(colored.captureStyled().contains("35m"))
            colored.send("q")

            let noColor = command("--user mona", url: url, environment: "NO_COLOR=1")
            let plain = try await TmuxSession(name: "ghtui-e2e-nocolor", command: noColor)
            defer { plain.kill() }
            try await plain.waitFor("page 1/3")
            let styled = plain.captureStyled()
            #expect(!styled.contains("35m") && !styled.contains("31m") && !styled.contains("32m"))
            // The selection is still visible: reverse video.
            #expect(styled.contains("\u{1B}[7m") || styled.contains(";7m"))
            plain.send("q")
            try await plain.waitFor("EXITED:0")
        }
    }

    @Test func quittingRestoresTheTerminal() async throws {
        try await FakeGitHub.serving { _, url in
            for (index, key) in ["q", "C-c"].enumerated() {
                let session = try await TmuxSession(
                    name: "ghtui-e2e-quit-\(index)", command: command("--user mona", url: url))
                defer { session.kill() }
                try await session.waitFor("Mona Lisa Octocat")
                session.send(key)
                let screen = try await session.waitFor("EXITED:0")
                // The alternate screen is gone: nothing of the browser is left.
                #expect(!screen.contains("ghtui ›"))
                #expect(!screen.contains("Mona Lisa"))
            }
        }
    }

    @Test func sigtermRestoresTheTerminalToo() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-term",
                command: command("--user mona", url: url) + "; sleep 0")
            defer { session.kill() }
            try await session.waitFor("Mona Lisa Octocat")
            let panePID = try TmuxSession.tmux(["display-message", "-p", "-t", session.name, "#{pane_pid}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let pid = try #require(childProcess(of: panePID, named: "ghtui"))
            #expect(Glibc.kill(pid, SIGTERM) == 0)
            let screen = try await session.waitFor("EXITED:143")
            #expect(!screen.contains("ghtui ›"))
        }
    }

    @Test func aWarmCacheShowsTheProfileBeforeGitHubAnswers() async throws {
        // Stale at once (max-age=0), so that GitHub is asked; inside max-age the copy would answer.
        try await FakeGitHub.serving(options: Options(maxAge: 0)) { server, url in
            let cache = scratchDirectory().appendingPathComponent("cache.sqlite").path
            let arguments = "--user mona --cache-path \(cache)"
            let cold = try await TmuxSession(name: "ghtui-e2e-cold", command: command(arguments, url: url))
            defer { cold.kill() }
            // Both answers in, so both are in the cache: on a busy machine the first page can
            // come before the user, and quitting then would leave the user out.
            try await cold.waitFor("page 1/3") { $0.contains("Mona Lisa Octocat") }
            cold.send("q")
            try await cold.waitFor("EXITED:0")

            // Slow enough that the cached copy must be on screen long before any answer.
            await server.setLatency(.seconds(3))
            await server.resetStats()
            await server.clearRequests()
            let warm = try await TmuxSession(name: "ghtui-e2e-warm", command: command(arguments, url: url))
            defer { warm.kill() }
            let screen = try await warm.waitFor("Mona Lisa Octocat") { $0.contains("page 1/3 · 100 of 300") }
            // An ordering check: GitHub has not answered the revalidation yet.
            #expect(await server.requests.isEmpty)
            #expect(await server.stats.notModified == 0)
            #expect(screen.contains("revalidating cached data…"))
            // Then both 304s arrive and the status bar stops saying so.
            let revalidated = try await warm.waitFor("page 1/3") {
                !$0.contains("revalidating") && !$0.contains("loading")
            }
            #expect(revalidated.contains("Mona Lisa Octocat"))
            let stats = await server.stats
            #expect(stats.notModified == 2)
            #expect(stats.rateLimitUsed == 0)
            warm.send("q")
            try await warm.waitFor("EXITED:0")
        }
    }

    @Test func theTraceFileIsWellFormedAndHoldsNoToken() async throws {
        let token = "s3cr3t-trace-token"
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { _, url in
            let trace = scratchDirectory().appendingPathComponent("trace.log")
            let session = try await TmuxSession(
                name: "ghtui-e2e-trace",
                command: command(
                    "--user mona", url: url, environment: "GH_TOKEN=\(token) GHTUI_TRACE=\(trace.path)"))
            defer { session.kill() }
            try await session.waitFor("page 1/3")
            session.send("j", "j", "j")
            // q only once the three keys were drawn: a frame cut short by quitting is not traced.
            let deadline = ContinuousClock.now + .seconds(10)
            while keysDrawn(in: trace) < 3 && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(25))
            }
            session.send("q")
            try await session.waitFor("EXITED:0")

            let text = try String(contentsOf: trace, encoding: .utf8)
            #expect(!text.contains(token))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(text.hasSuffix("\n"))
            let event = #/[a-z][a-z0-9 -]*[a-z0-9] [0-9]+\.[0-9] ms( \([a-z]+(, cpu [0-9]+\.[0-9] ms)?\))?/#
            let frame =
                #/frame [0-9]+\.[0-9] ms keys [0-9]+ reduce [0-9]+\.[0-9]{3} ms render [0-9]+\.[0-9]{3} ms draw [0-9]+\.[0-9]{3} ms/#
            for line in lines {
                #expect(
                    line.wholeMatch(of: frame) != nil || line.wholeMatch(of: event) != nil,
                    "malformed trace line: \(line)")
            }
            for name in ["main ", "terminal ", "request user ", "answer user ", "request repos page 1 "] {
                #expect(lines.contains { $0.hasPrefix(name) }, "no \(name)line")
            }
            #expect(lines.contains { $0.hasPrefix("paint profile ") && $0.hasSuffix(" ms (network)") })
            #expect(keysDrawn(in: trace) == 3)
        }
    }

    /// The keys that the frames in the trace file at `url` answered.
    private func keysDrawn(in url: URL) -> Int {
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: #/frame .* keys ([0-9]+) reduce .*/#).flatMap { Int($0.1) }
        }.reduce(0, +)
    }

    /// The process id of `parent`'s child running `name`.
    private func childProcess(of parent: String, named name: String) -> pid_t? {
        let children =
            (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
        for child in children.split(separator: " ") {
            let comm = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
            if comm.trimmingCharacters(in: .whitespacesAndNewlines) == name { return pid_t(child) }
            if let found = childProcess(of: String(child), named: name) { return found }
        }
        return nil
    }
}
