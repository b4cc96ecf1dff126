import FakeGitHub
import Foundation
import Testing

@testable import ghtui

/// The repository screen of the real `ghtui` (`--repo`, or Enter on a repository) in a real
/// (tmux) terminal against FakeGitHub: its tabs, `f`, `/`, a fork's parent, and the
/// repositories GitHub answers oddly for.
@Suite(.serialized, .oneBinaryAtATime) struct RepoEndToEndTests {
    private func command(_ arguments: String, url: URL, environment: String = "") -> String {
        ghtuiShellCommand(arguments, url: url, environment: environment)
    }

    /// The rows of the list under the column titles that start with `title`.
    private func rows(_ screen: String, under title: String) -> [Substring] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let header = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(title) })
        else { return [] }
        return lines[(header + 1)...].prefix {
            !$0.contains("page ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        .map { $0 }
    }

    @Test func repoOpensTheRepositoryWithItsFiveTabs() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-repo-tabs", command: command("--repo mona/hello-world", url: url))
            defer { session.kill() }
            // The README and the repository are asked for at once: wait for both.
            var screen = try await session.waitFor("Hello, World! 👋", where: { $0.contains("stars") })
            #expect(screen.hasPrefix(" ghtui › mona/hello-world"))
            #expect(screen.contains("My first repository on GitHub!"))
            #expect(
                screen.contains("1,820 stars") && screen.contains("912 forks") && screen.contains("watchers"))
            #expect(screen.contains("Language Swift") && screen.contains("License MIT"))
            #expect(screen.contains("Topics") && screen.contains("hello"))
            #expect(screen.contains(" 1 README ") && screen.contains(" 5 Contributors"))

            session.send("2")
            // Each wait is for the rows themselves: a capture can catch a frame half drawn, with
            // the footer of the new tab and none of its rows yet.
            screen = try await session.waitFor(
                "state: open (f)", where: { $0.contains("page 1/") && !rows($0, under: "#").isEmpty })
            #expect(screen.contains("LABELS"))
            let issues = rows(screen, under: "#")
            #expect(!issues.isEmpty)
            #expect(issues.allSatisfy { $0.contains(#/#[0-9]+ /#) })
            #expect(
                screen.contains("bug") || screen.contains("enhancement") || screen.contains("documentation"))
            #expect(screen.contains("Issues"))

            session.send("Tab")
            screen = try await session.waitFor(
                "state: open (f)", where: { $0.contains("page 1/1 · 42 of 42") })
            #expect(screen.contains("[draft]"))
            #expect(
                !rows(screen, under: "#").contains { $0.contains("#1 ") }, "issue 1 is not a pull request")

            session.send("4")
            screen = try await session.waitFor(
                "PUBLISHED",
                where: { $0.contains("page 1/") && rows($0, under: "TAG").contains { $0.contains("v") } })

            session.send("5")
            screen = try await session.waitFor(
                "CONTRIBUTIONS", where: { $0.contains("page 1/") && !rows($0, under: "LOGIN").isEmpty })

            session.send("BTab", "BTab", "BTab", "BTab")
            try await session.waitFor("Hello, World! 👋")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func fCyclesOpenClosedAllAndAsksGitHubForThem() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-repo-state", command: command("--repo mona/hello-world", url: url))
            defer { session.kill() }
            try await session.waitFor("Hello, World! 👋")
            session.send("2")
            try await session.waitFor("state: open (f)", where: { $0.contains("page 1/") })
            session.send("f")
            try await session.waitFor("state: closed (f)", where: { $0.contains("page 1/") })
            let closed = await server.requests.filter { $0.path == "/repos/mona/hello-world/issues" }
            #expect(closed.contains { $0.query.contains("state=closed") })
            session.send("f")
            try await session.waitFor("state: all (f)", where: { $0.contains("page 1/") })
            let all = await server.requests.filter { $0.path == "/repos/mona/hello-world/issues" }
            #expect(all.contains { $0.query.contains("state=all") })
            // The README tab has no states: f says where it applies.
            session.send("1", "f")
            try await session.waitFor("f chooses open, closed or all on the Issues and Pull requests tabs")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func slashFiltersTheLoadedIssuesAndEscClearsIt() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-repo-filter", command: command("--repo mona/hello-world", url: url))
            defer { session.kill() }
            try await session.waitFor("Hello, World! 👋")
            session.send("2")
            var screen = try await session.waitFor("state: open (f)", where: { $0.contains("page 1/") })
            let before = rows(screen, under: "#").count
            session.send("/")
            session.type("keyboard")
            screen = try await session.waitFor("filter: keyboard", where: { $0.contains(" shown") })
            let shown = rows(screen, under: "#")
            #expect(!shown.isEmpty && shown.count < before)
            #expect(shown.allSatisfy { $0.lowercased().contains("keyboard") })
            session.send("Enter", "Escape")
            screen = try await session.waitFor("state: open (f)", where: { !$0.contains("filter:") })
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aForksParentOpensWithUOrEnterAndBackspaceComesBack() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-repo-fork", command: command("--repo mona/Spoon-Knife", url: url))
            defer { session.kill() }
            try await session.waitFor("forked from acme-corp/Spoon-Knife")
            for key in ["u", "Enter"] {
                session.send(key)
                // The fork's copy of its parent shows first; GitHub's answer for the parent follows.
                try await session.waitFor(
                    "ghtui › mona/Spoon-Knife › acme-corp/Spoon-Knife", where: { $0.contains("12,500 stars") }
                )
                session.send("BSpace")
                try await session.waitFor(
                    "forked from acme-corp/Spoon-Knife", where: { !$0.contains("› acme-corp") })
            }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func issuesTurnedOffAnEmptyRepositoryAndAPrivateOneAreSaidInWords() async throws {
        try await FakeGitHub.serving { _, url in
            let off = try await TmuxSession(
                name: "ghtui-e2e-repo-410", command: command("--repo mona/issues-off", url: url))
            defer { off.kill() }
            try await off.waitFor("Issues are turned off here.")
            off.send("2")
            let disabled = try await off.waitFor("Issues are disabled for this repository.")
            #expect(!disabled.contains("410"), "not an error in the status bar")
            off.send("q")
            try await off.waitFor("EXITED:0")

            let empty = try await TmuxSession(
                name: "ghtui-e2e-repo-409", command: command("--repo mona/empty-repo", url: url))
            defer { empty.kill() }
            try await empty.waitFor("This repository is empty: nothing has been pushed to it yet.")
            empty.send("q")
            try await empty.waitFor("EXITED:0")

            let secret = try await TmuxSession(
                name: "ghtui-e2e-repo-404", command: command("--repo mona/secret-plans", url: url))
            defer { secret.kill() }
            try await secret.waitFor("no GitHub repository named mona/secret-plans, or it is private")
            secret.send("q")
            try await secret.waitFor("EXITED:0")
        }
    }

    @Test func anEvilDescriptionNeitherClearsTheScreenNorChangesTheTitle() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-repo-evil", command: command("--repo evil-bio/terminal-trap", url: url))
            defer { session.kill() }
            let before = session.title()
            // The README and the header's repository arrive apart: wait for both.
            let screen = try await session.waitFor(
                "Click here", where: { $0.contains("lines 1–") && $0.contains("Topics") })
            #expect(screen.hasPrefix(" ghtui › evil-bio/terminal-trap"))
            #expect(screen.contains("escape") && screen.contains("bidi"))
            #expect(session.title() == before && session.title() != "owned")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func labelsAreInColourUnlessNoColorAndTheListRelaysOutOnResize() async throws {
        try await FakeGitHub.serving { _, url in
            let colored = try await TmuxSession(
                name: "ghtui-e2e-repo-color", command: command("--repo mona/hello-world", url: url))
            defer { colored.kill() }
            try await colored.waitFor("Hello, World! 👋")
            colored.send("2")
            try await colored.waitFor("state: open (f)", where: { $0.contains("page 1/") })
            // Yellow (33) and cyan (36) are only ever label colours.
            let styled = colored.captureStyled()
            #expect(styled.contains("33m") || styled.contains("36m"))
            colored.resize(width: 60, height: 16)
            let narrow = try await colored.waitFor("state: open (f)", where: { !$0.contains("LABELS") })
            #expect(narrow.split(separator: "\n").allSatisfy { TextWidth.width(of: String($0)) <= 60 })
            colored.resize(width: 100, height: 30)
            try await colored.waitFor("LABELS")
            colored.send("q")
            try await colored.waitFor("EXITED:0")

            let plain = try await TmuxSession(
                name: "ghtui-e2e-repo-nocolor",
                command: command("--repo mona/hello-world", url: url, environment: "NO_COLOR=1"))
            defer { plain.kill() }
            try await plain.waitFor("Hello, World! 👋")
            plain.send("2")
            let screen = try await plain.waitFor("state: open (f)", where: { $0.contains("page 1/") })
            #expect(screen.contains("bug") || screen.contains("enhancement") || screen.contains("question"))
            let text = plain.captureStyled()
            #expect(!text.contains("31m") && !text.contains("33m") && !text.contains("36m"))
            plain.send("q")
            try await plain.waitFor("EXITED:0")
        }
    }
}
