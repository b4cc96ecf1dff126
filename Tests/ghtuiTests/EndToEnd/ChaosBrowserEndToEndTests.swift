import FakeGitHub
import Foundation
import GitHubKit
import Testing

/// The browser against a GitHub that fails now and then (FakeGitHub's chaos: 5xx, resets, cut
/// bodies, stalls, secondary limits on 15% of requests): the real `ghtui` under tmux, walked
/// through mona's profile, a repository and its README, the followers past the first page, a
/// follower and back, and the other tabs, ends up showing at each step what a fault-free
/// FakeGitHub says; keys pressed while requests fail or wait are acted on; a list that cannot load
/// says so and loads on `r`; no error stays; `q` leaves a restored terminal and exit status 0.
///
/// Serialized: each case runs a terminal, a `ghtui` and two servers, and two cores are all there is.
@Suite(.serialized, .oneBinaryAtATime) struct ChaosBrowserEndToEndTests {
    /// Seeds whose faults the client's three retries always get past on this walk (checked:
    /// the walk stops at the first error it did not ask for, naming it). The one failure the
    /// walk meets, on purpose, is armed: the Following tab fails every try until `r`.
    @Test(arguments: [UInt64(1), 2, 3])
    func underChaosTheBrowserStaysResponsiveAndEndsUpShowingWhatGitHubHas(seed: UInt64) async throws {
        try await FakeGitHub.serving { _, cleanURL in
            let truth = GitHub(apiURL: cleanURL, token: nil)
            // A short stall: the client's timeout is 30 s, so a stall only slows the walk down.
            let chaos = Chaos(rate: 0.15, seed: seed, stall: .milliseconds(300))
            try await FakeGitHub.serving(options: Options(chaos: chaos)) { server, url in
                let session = try await TmuxSession(
                    name: "ghtui-e2e-chaos-\(seed)", width: ChaosWalk.width, height: 30,
                    command: ghtuiShellCommand("--user mona", url: url))
                defer { session.kill() }
                let walk = ChaosWalk(
                    tour: KeyTour(session: session, server: server, place: .profile), truth: truth)
                try await walk.profileAndARepository()
                try await walk.followersPastTheFirstPagesAndOneOfThem()
                try await walk.aTabThatFailsUntilRefreshed()
                try await walk.starsAndActivity()

                session.send("q")
                let screen = try await session.waitFor("EXITED:0")
                // The alternate screen is gone: nothing of the browser is left.
                #expect(!screen.contains("ghtui ›"))
                let disturbed = await server.stats.chaosFaults.values.reduce(0, +)
                #expect(disturbed > 0, "seed \(seed) disturbed nothing")
            }
        }
    }
}
