import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import LabelBot
import Testing

/// The bot end to end: a signed delivery in over HTTP, the bot's write out to FakeGitHub, made
/// with the installation's token. The bot acts before it answers, so each write is recorded by
/// the time the delivery's answer arrives: nothing here waits.
@Suite struct LabelBotTests {
    @Test func aNewIssueThatMatchesIsLabelledWithTheInstallationsToken() async throws {
        try await BotFixture.run { bot in
            let issue = try await bot.openIssue("App crashes on launch")
            let payload = try await bot.payload(action: "opened", ["issue": issue.raw])
            let answer = try await bot.sender.send(event: "issues", payload: payload, deliveryID: "d-1")
            #expect(answer.status == 200)
            let text = String(decoding: answer.body, as: UTF8.self)
            #expect(text == "delivery d-1: labelled mona/hello-world#\(issue.number) bug")

            let writes = await bot.requests("POST", "/repos/mona/hello-world/issues/\(issue.number)/labels")
            try #require(writes.count == 1)
            #expect(writes[0].status == 200)
            #expect(
                try JSONDecoder().decode([String: [String]].self, from: writes[0].body) == ["labels": ["bug"]]
            )
            // The installation's token, which the app asked for with its JWT: not the JWT itself,
            // not the user's token.
            let tokenRequests = await bot.requests(
                "POST", "/app/installations/\(BotFixture.installation)/access_tokens")
            try #require(tokenRequests.count == 1)
            #expect(tokenRequests[0].header("Authorization")?.split(separator: ".").count == 3)
            let authorization = try #require(writes[0].header("Authorization"))
            #expect(authorization.hasPrefix("Bearer ghs_"))
            #expect(authorization != tokenRequests[0].header("Authorization"))
            #expect(!authorization.contains(BotFixture.userToken))
            // It works until FakeGitHub revokes the installation tokens it issued: it was one.
            #expect(try await bot.status(of: "/repos/mona/hello-world", authorization: authorization) == 200)
            await bot.github.server.revokeInstallationTokens()
            #expect(try await bot.status(of: "/repos/mona/hello-world", authorization: authorization) == 401)

            let labels = try await bot.github.client().client.send(
                GithubRouter.issues.listLabelsOnIssue(
                    owner: "mona", repo: "hello-world", issueNumber: issue.number))
            #expect(labels.map(\.name) == ["bug"])
        }
    }

    @Test func aNewIssueThatDoesNotMatchIsLeftAlone() async throws {
        try await BotFixture.run { bot in
            let issue = try await bot.openIssue("Add a dark theme")
            let payload = try await bot.payload(action: "opened", ["issue": issue.raw])
            let answer = try await bot.sender.send(event: "issues", payload: payload)
            #expect(answer.status == 200)
            #expect(
                String(decoding: answer.body, as: UTF8.self).contains(
                    "does not match (?i)crash|error; left alone"))
            #expect(
                await bot.github.server.requests.allSatisfy {
                    $0.method == "GET" || $0.path.hasSuffix("/issues")
                })
        }
    }

    @Test func aForgedDeliveryIsRefusedWith401AndNothingIsWritten() async throws {
        try await BotFixture.run { bot in
            let issue = try await bot.openIssue("Error on save")
            let payload = try await bot.payload(action: "opened", ["issue": issue.raw])
            let forged = WebhookSender(url: bot.sender.url, secret: "a guess")
            let answer = try await forged.send(event: "issues", payload: payload)
            #expect(answer.status == 401)
            let unsigned = try await WebhookSender(url: bot.sender.url, secret: nil).send(
                event: "issues", payload: payload)
            #expect(unsigned.status == 401)

            #expect(
                await bot.requests("POST", "/repos/mona/hello-world/issues/\(issue.number)/labels").isEmpty)
            #expect(await bot.github.server.installationTokenRequests == 0)
            let log = bot.log.all
            #expect(log.count == 2)
            #expect(log.allSatisfy { $0.hasPrefix("refused a delivery:") })
            #expect(log[0].contains("does not match"))
            #expect(log[1].contains("X-Hub-Signature-256"))
            for text in log + [String(decoding: answer.body, as: UTF8.self)] {
                #expect(!text.contains(BotFixture.secret))
            }
        }
    }

    @Test func aPingCommentIsAnsweredWithPong() async throws {
        try await BotFixture.run { bot in
            let issue = try await bot.openIssue("Is this thing on?")
            let comment: JSONValue = .object([
                "id": .integer(1), "body": .string("/ping"),
                "user": .object(["login": .string("mona"), "id": .integer(1)]),
            ])
            let payload = try await bot.payload(action: "created", ["issue": issue.raw, "comment": comment])
            let answer = try await bot.sender.send(event: "issue_comment", payload: payload)
            #expect(answer.status == 200)

            let comments = await bot.requests(
                "POST", "/repos/mona/hello-world/issues/\(issue.number)/comments")
            try #require(comments.count == 1)
            #expect(comments[0].status == 201)
            #expect(
                try JSONDecoder().decode([String: String].self, from: comments[0].body) == ["body": "pong"])
            #expect(comments[0].header("Authorization")?.hasPrefix("Bearer ghs_") == true)

            // Another comment, or the bot's own answer coming back as a delivery, is no ping.
            let chat = try await bot.payload(
                action: "created",
                ["issue": issue.raw, "comment": .object(["id": .integer(2), "body": .string("pong")])])
            #expect(try await bot.sender.send(event: "issue_comment", payload: chat).status == 200)
            #expect(
                await bot.requests("POST", "/repos/mona/hello-world/issues/\(issue.number)/comments").count
                    == 1)
        }
    }

    @Test func aRedeliveryIsNotActedOnTwice() async throws {
        try await BotFixture.run { bot in
            let issue = try await bot.openIssue("Crash when offline")
            let payload = try await bot.payload(action: "opened", ["issue": issue.raw])
            let first = try await bot.sender.send(event: "issues", payload: payload, deliveryID: "d-7")
            let again = try await bot.sender.send(event: "issues", payload: payload, deliveryID: "d-7")
            #expect(first.status == 200)
            #expect(again.status == 200)
            #expect(
                String(decoding: again.body, as: UTF8.self) == "delivery d-7 was handled before; ignored")
            #expect(
                await bot.requests("POST", "/repos/mona/hello-world/issues/\(issue.number)/labels").count == 1
            )
        }
    }

    @Test func aDeliveryGitHubRefusedIsActedOnWhenRedelivered() async throws {
        try await BotFixture.run { bot in
            let issue = try await bot.openIssue("Error 500 on login")
            let suspended = try await bot.payload(
                action: "opened", installation: BotFixture.suspendedInstallation, ["issue": issue.raw])
            let refused = try await bot.sender.send(event: "issues", payload: suspended, deliveryID: "d-9")
            #expect(refused.status == 502)
            #expect(String(decoding: refused.body, as: UTF8.self).contains("is suspended"))
            // Once the bot can act (here: the delivery names a working installation), the same
            // delivery ID is acted on, not dropped as seen.
            let payload = try await bot.payload(action: "opened", ["issue": issue.raw])
            let redelivered = try await bot.sender.send(event: "issues", payload: payload, deliveryID: "d-9")
            #expect(redelivered.status == 200)
            #expect(
                await bot.requests("POST", "/repos/mona/hello-world/issues/\(issue.number)/labels").count == 1
            )
        }
    }

    @Test func aRepositoryWebhooksDeliveryWithoutAnInstallationIsRefusedWith400() async throws {
        try await BotFixture.run { bot in
            let issue = try await bot.openIssue("Crash on exit")
            let payload = try JSONEncoder().encode(
                JSONValue.object(["action": .string("opened"), "issue": issue.raw]))
            let answer = try await bot.sender.send(event: "issues", payload: payload)
            #expect(answer.status == 400)
            #expect(String(decoding: answer.body, as: UTF8.self).contains("names no app installation"))
        }
    }
}
