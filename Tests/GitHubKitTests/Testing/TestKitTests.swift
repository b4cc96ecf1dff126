import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// The test kit as its users use it: FakeGitHub in-process with the app's side, and signed
/// deliveries from a sender to a receiver over loopback.
@Suite struct TestKitTests {
    @Test func aTestGitHubServesTokensAndTheApp() async throws {
        var options = try AppFixtures.options()
        options.tokens = ["t0ken": "mona"]
        try await TestGitHub.run(options: options) { github in
            #expect(try await github.client(token: "t0ken").authenticatedUser().login == "mona")
            let app = github.app(AppCredentials(appID: AppFixtures.appID, privateKey: try AppFixtures.key()))
            let mona = try await app.installation(owner: "mona", repo: "hello-world")
            #expect(try await mona.repository(owner: "mona", name: "hello-world").name == "hello-world")
            #expect(await github.server.installationTokenRequests == 1)
        }
    }

    @Test func aFailingRouteFailsAsArmedAndTheRestAnswer() async throws {
        try await TestGitHub.run(options: Options(tokens: ["t0ken": "mona"])) { github async throws in
            let client = github.client(token: "t0ken")
            // Once: the client's retry gets the answer.
            await github.server.setFault(.serverError(status: 502), path: "/users/mona", times: 1)
            #expect(try await client.user("mona").login == "mona")
            // More times than the client retries: a typed error, and other routes unaffected.
            await github.server.setFault(.serverError(status: 502), path: "/users/mona", times: 10)
            let failed = await #expect(throws: GitHubError.self) { try await client.user("mona") }
            #expect(failed.map { if case .serverError(502, _) = $0 { true } else { false } } == true)
            #expect(try await client.user("user-00001").login == "user-00001")
        }
    }

    @Test func chaosWithOneSeedDisturbsTheSameRequestsEachRun() async throws {
        /// What a client met reading ten users through chaos: each outcome and the faults drawn.
        func run() async throws -> (outcomes: [String], faults: [ChaosFault: Int]) {
            let options = Options(chaos: Chaos(rate: 0.3, seed: 2024, stall: .milliseconds(1)))
            return try await TestGitHub.run(options: options) { github in
                let client = github.client()
                var outcomes: [String] = []
                for index in 1...10 {
                    let login = String(format: "user-%05d", index)
                    do {
                        outcomes.append(try await client.user(login).login)
                    } catch {
                        outcomes.append("failed: \(login)")
                    }
                }
                return (outcomes, await github.server.stats.chaosFaults)
            }
        }
        let first = try await run()
        let second = try await run()
        #expect(first.faults.values.reduce(0, +) > 0)
        #expect(first.outcomes == second.outcomes)
        #expect(first.faults == second.faults)
    }

    @Test func signedDeliveriesAreReceivedAndForgedOnesRefused() async throws {
        let receiver = WebhookReceiver(verifier: try WebhookVerifier(secrets: ["new", "old"]))
        let url = try await receiver.start()
        let payload = try WebhookEventTests.body("issue_comment")
        let sent = try await WebhookSender(url: url, secret: "old").send(
            event: "issue_comment", payload: payload, deliveryID: "d-1")
        #expect(sent.status == 202)
        let form = try await WebhookSender(url: url, secret: "new").send(
            event: "star", payload: WebhookEventTests.body("star"), form: true)
        #expect(form.status == 202)
        let forged = try await WebhookSender(url: url, secret: "guess").send(
            event: "issue_comment", payload: payload)
        #expect(forged.status == 400)
        #expect(String(decoding: forged.body, as: UTF8.self).contains("does not match"))
        let deliveries = await receiver.deliveries
        #expect(deliveries.map(\.id) == ["d-1", deliveries.last?.id])
        #expect(deliveries.map(\.event.name) == ["issue_comment", "star"])
        #expect(await receiver.refusals == [.signatureMismatch])
        await receiver.stop()
    }
}
