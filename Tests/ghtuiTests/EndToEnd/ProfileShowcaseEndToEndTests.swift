import FakeGitHub
import Foundation
import Testing

@testable import ghtui

/// A person's profile in the real `ghtui` under tmux against FakeGitHub: with a token, the
/// pinned repositories and the contribution graph (GraphQL); without one, neither and no error.
@Suite(.serialized, .oneBinaryAtATime) struct ProfileShowcaseEndToEndTests {
    private let token = "showcase-e2e-token"

    private func command(_ arguments: String, url: URL, environment: String = "") -> String {
        ghtuiShellCommand(arguments, url: url, environment: environment)
    }

    /// How many weeks the graph's Monday row shows.
    private func weeks(in screen: String) -> Int {
        guard let row = screen.split(separator: "\n").first(where: { $0.hasPrefix(" Mon ") }) else {
            return 0
        }
        return row.dropFirst(5).filter { ContributionGraph.glyphs.contains(String($0)) }.count
    }

    @Test func withATokenMonaShowsPinnedRepositoriesAndTheGraphWithItsTotal() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-showcase", width: 120, height: 45,
                command: command("--user mona", url: url, environment: "GH_TOKEN=\(token)"))
            defer { session.kill() }
            var screen = try await session.waitFor(
                "contributions in the last year", where: { $0.contains(" Pinned") && $0.contains("page 1/") })
            #expect(screen.contains(" Mon ") && screen.contains(" Wed ") && screen.contains(" Fri "))
            #expect(weeks(in: screen) >= 52)
            // Colours are on: the busy days are green (32).
            #expect(session.captureStyled().contains("32m"))
            let graphQL = await server.requests.filter { $0.method == "POST" && $0.path == "/graphql" }
            #expect(graphQL.count == 2)
            #expect(graphQL.contains { String(decoding: $0.body, as: UTF8.self).contains("PinnedItems") })
            #expect(
                graphQL.contains { String(decoding: $0.body, as: UTF8.self).contains("ContributionCalendar") }
            )

            // Narrower: the most recent weeks that fit.
            session.resize(width: 60, height: 45)
            screen = try await session.waitFor(
                "contributions in the last year", where: { weeks(in: $0) < 52 })
            let narrow = weeks(in: screen)
            // About 60 columns: the weekday labels and some 27 weeks.
            #expect((20..<40).contains(narrow))

            // k from the list's top row enters the pinned block; Enter opens the repository.
            session.send("k", "Enter")
            try await session.waitFor("open issues")
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func withoutATokenNeitherShowsAndNothingComplains() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-showcase-anon", width: 120, height: 45,
                command: command("--user mona", url: url))
            defer { session.kill() }
            let screen = try await session.waitFor("page 1/3")
            #expect(!screen.contains(" Pinned"))
            #expect(!screen.contains("contributions in the last year"))
            #expect(!screen.lowercased().contains("error") && !screen.contains("401"))
            #expect(await server.requests.allSatisfy { $0.path != "/graphql" })
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }

    @Test func noColorShadesTheGraphWithCharactersAlone() async throws {
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { _, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-showcase-nocolor", width: 120, height: 45,
                command: command("--user mona", url: url, environment: "GH_TOKEN=\(token) NO_COLOR=1"))
            defer { session.kill() }
            let screen = try await session.waitFor("contributions in the last year")
            for glyph in ContributionGraph.glyphs {
                #expect(screen.contains(glyph), "no \(glyph) in the graph")
            }
            let styled = session.captureStyled()
            #expect(!styled.contains("32m") && !styled.contains("35m"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
