import FakeGitHub
import Foundation
import Testing

/// Keys typed faster than GitHub answers, in the real `ghtui` under tmux. (Part of the
/// serialized end-to-end suite: one tmux session at a time.)
extension BrowserEndToEndTests {
    @Test func aBurstOfMovesPastTheFirstPageWaitsForTheSecond() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-typeahead", command: ghtuiShellCommand("--user mona", url: url))
            defer { session.kill() }
            let tour = KeyTour(session: session, server: server, place: .profile)
            session.send("2")
            try await tour.wait("no followers") { $0.selectedPerson == 0 && $0.text.contains("page 1/30") }
            // Slow enough that all 130 keys are read long before page 2 arrives.
            await server.setLatency(.seconds(2))
            session.type(String(repeating: "j", count: 130))
            let waiting = try await tour.wait("the moves past row 100 did not wait") {
                $0.selectedPerson == 99 && $0.status.contains("loading…")
            }
            #expect(waiting.text.contains("page 1/30 · 100 of 3,000"))
            await server.setLatency(.zero)
            let done = try await tour.wait("the waiting moves were not applied") {
                $0.text.contains("page 2/30 · 200 of 3,000") && $0.selectedPerson != 99
            }
            // 130 moves down from the first row: user-00131 is selected.
            #expect(done.selectedPerson == 130)
            #expect(done.text.contains("user-00131"))
            session.send("q")
            try await session.waitFor("EXITED:0")
        }
    }
}
