import FakeGitHub
import Foundation
import Testing

@testable import ghtui

/// An organization's profile in the real `ghtui` under tmux against FakeGitHub: its description,
/// site and location, the tabs Repos · People, a member opened and left, an organization without
/// public members, one that does not exist, `NO_COLOR`, a resize, and the demo.
@Suite(.serialized, .oneBinaryAtATime) struct OrgEndToEndTests {
    private func command(_ arguments: String, url: URL, environment: String = "") -> String {
        ghtuiShellCommand(arguments, url: url, environment: environment)
    }

    /// Waits until `server` was asked for `path` (the screen may show the profile's copy of what
    /// it answers first).
    private func waitForRequest(_ server: FakeGitHub, _ path: String) async throws {
        let deadline = ContinuousClock.now + hangGuard
        while await !server.requests.contains(where: { $0.path == path }) {
            guard ContinuousClock.now < deadline else {
                Issue.record("\(path) was never asked for")
                throw CancellationError()
            }
            try await Task.sleep(for: TmuxSession.pollInterval)
        }
    }

    @Test func octoOrgShowsItsProfileReposAndPeopleAndAMemberOpensAndGoesBack() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-org", command: command("--user octo-org", url: url))
            defer { session.kill() }
            var screen = try await session.waitFor(
                "Eight arms, many repositories.", where: { $0.contains("page 1/1 · 40 of 40") })
            #expect(screen.contains("octo-org  Octo Org  Organization"))
            #expect(
                screen.contains("Location The Sea") && screen.contains("Site https://octo-org.example.com"))
            #expect(screen.contains("1 Repos 40") && screen.contains("2 People"))
            #expect(!screen.contains("Followers") && !screen.contains("Activity"))
            try await waitForRequest(server, "/orgs/octo-org")

            // A person's tab number says which tabs an organization has.
            session.send("3")
            try await session.waitFor("octo-org is an organization: its tabs are 1 Repos, 2 People")

            session.send("2")
            var shown = try await session.screen("the People tab") {
                $0.currentTab == 2 && $0.text.contains("page 1/2 · 100 loaded")
            }
            #expect(shown.listRows.first?.hasPrefix("mona ") == true)
            #expect(shown.text.contains("emoji-fan"))
            try await waitForRequest(server, "/orgs/octo-org/public_members")

            // Enter on a member opens their profile (a person's, with a person's tabs); back returns.
            session.send("j")
            try await session.screen("emoji-fan selected") {
                $0.selectedRow?.hasPrefix("emoji-fan ") == true
            }
            session.send("Enter")
            // The tabs are a person's from the start; the counts line says the profile arrived.
            screen = try await session.waitFor(
                "ghtui › octo-org › emoji-fan", where: { $0.contains("3 following") })
            #expect(screen.contains("Emoji Fan") && screen.contains("5 Activity"))
            session.send("BSpace")
            shown = try await session.screen("back on octo-org's People") {
                !$0.title.contains("emoji-fan") && $0.currentTab == 2
                    && $0.selectedRow?.hasPrefix("emoji-fan ") == true
            }
            #expect(shown.text.contains("Eight arms, many repositories."))

            // Tab goes round the two tabs.
            session.send("Tab")
            try await session.screen("the Repos tab") {
                $0.currentTab == 1 && $0.text.contains("40 of 40")
            }
            session.send("Tab")
            try await session.screen("the People tab again") { $0.currentTab == 2 }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aClickOnPeopleShowsIt() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-org-mouse", command: command("--user octo-org", url: url))
            defer { session.kill() }
            try await session.waitFor("page 1/1 · 40 of 40")
            let lines = TerminalScreen(session).text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let row = lines.firstIndex(where: { $0.contains(" 1 Repos") && $0.contains(" 2 People") }),
                let label = lines[row].range(of: "2 People")
            else {
                Issue.record("no tab bar")
                return
            }
            let column = lines[row].distance(from: lines[row].startIndex, to: label.lowerBound)
            session.mouse(.click, row: row, column: column + 2)
            try await session.screen("the People tab") {
                $0.currentTab == 2 && $0.text.contains("page 1/2")
            }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func ghostOrgSaysItHasNoPublicMembers() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-org-ghost", command: command("--user ghost-org", url: url))
            defer { session.kill() }
            try await session.waitFor("ghost-org has no public repositories")
            session.send("2")
            let screen = try await session.screen("the empty People tab") {
                $0.currentTab == 2 && $0.text.contains("ghost-org has no public members")
            }
            #expect(screen.text.contains("page 1/1 · 0 of 0") && !screen.statusShowsError)
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func anUnknownOrganizationIsSaidInWords() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-org-404", command: command("--user no-such-org", url: url))
            defer { session.kill() }
            try await session.waitFor("no GitHub user named no-such-org")
            #expect(await server.requests.allSatisfy { !$0.path.hasPrefix("/orgs/") })
            session.send("2")
            try await session.waitFor("nothing to show; press r to retry")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func aFailedMembersPageIsSaidAndRLoadsIt() async throws {
        try await FakeGitHub.serving { server, url in
            // A 500, retried and still failing: the status bar says so. (A 200 with a broken body
            // would keep its ETag, and the cache would answer the 304 of `r` with that body.)
            await server.setFault(.serverError(status: 500), path: "/orgs/octo-org/public_members")
            let session = try await TmuxSession(
                name: "ghtui-e2e-org-fault", command: command("--user octo-org", url: url))
            defer { session.kill() }
            try await session.waitFor("page 1/1 · 40 of 40")
            session.send("2")
            try await session.screen("the failed page") {
                $0.status.contains("GitHub is unavailable (HTTP 500)") && $0.statusShowsError
                    && $0.text.contains("nothing to show; press r to retry")
            }
            await server.setFault(nil)
            session.send("r")
            try await session.screen("the members") {
                $0.text.contains("page 1/2 · 100 loaded") && !$0.status.contains("unavailable")
            }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func underNoColorAVerifiedOrganizationStaysReadableAndResizesRelayItOut() async throws {
        try await FakeGitHub.serving { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-org-nocolor",
                command: command("--user acme-corp", url: url, environment: "NO_COLOR=1"))
            defer { session.kill() }
            let screen = try await session.waitFor(
                "✓ Verified", where: { $0.contains("We make everything.") && $0.contains("page 1/1") })
            #expect(
                screen.contains("Site https://acme.example.com") && screen.contains("Location Everywhere"))
            #expect(!session.captureStyled().contains("32m"), "no green under NO_COLOR")

            session.resize(width: 40, height: 16)
            try await session.screen("the narrow layout") {
                $0.text.contains("2 People") && !$0.text.contains("Location Everywhere   Site")
                    && $0.text.split(separator: "\n").allSatisfy { $0.count <= 40 }
            }
            session.resize(width: 100, height: 30)
            try await session.screen("the wide layout") {
                $0.text.contains("Location Everywhere   Site https://acme.example.com")
            }
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func theDemoOpensAnOrganization() async throws {
        let home = scratchDirectory().path
        let session = try await TmuxSession(
            name: "ghtui-e2e-org-demo",
            command:
                "env -u GH_TOKEN -u GITHUB_TOKEN -u NO_COLOR HOME=\(home) XDG_CONFIG_HOME=\(home)/config "
                + "XDG_CACHE_HOME=\(home)/cache LANG=C.UTF-8 LC_ALL=C.UTF-8 "
                + "\(ghtuiBinary.path) --demo --user octo-org; echo EXITED:$?")
        defer { session.kill() }
        try await session.waitFor("Eight arms, many repositories.", where: { $0.contains("2 People") })
        session.send("2")
        try await session.screen("the demo's People tab") {
            $0.currentTab == 2 && $0.text.contains("emoji-fan")
        }
        session.send("q")
        try await session.waitFor("EXITED:0")
    }
}
