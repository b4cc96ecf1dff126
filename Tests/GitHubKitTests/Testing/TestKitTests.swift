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
