import Foundation
import GitHubKit
import Testing

/// Deliveries: every event decoded from its example payload, unknown events and actions kept as
/// values, the delivery ID exposed, form bodies read, and bad bodies refused with typed errors.
@Suite struct WebhookEventTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Webhooks")

    static func body(_ event: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent("\(event).json"))
    }

    static func delivery(_ event: String, body: Data? = nil, extra: [String: String] = [:]) throws
        -> WebhookDelivery
    {
        let headers = ["X-GitHub-Event": event, "X-GitHub-Delivery": "72d3162e-cc78-11e3-81ab-4c9367dc0958"]
        return try WebhookDelivery(headers: headers.merging(extra) { $1 }, body: body ?? Self.body(event))
    }

    static let events = [
        "ping", "push", "pull_request", "pull_request_review", "pull_request_review_comment", "issues",
        "issue_comment",
        "check_run", "check_suite", "workflow_run", "workflow_job", "release", "installation",
        "installation_repositories", "star", "fork", "create", "delete",
    ]

    @Test(arguments: events)
    func everyEventDecodesFromItsExamplePayload(event: String) throws {
        let delivery = try Self.delivery(event)
        #expect(delivery.event.name == event)
        #expect(delivery.id == "72d3162e-cc78-11e3-81ab-4c9367dc0958")
        if case .unknown = delivery.event { Issue.record("\(event) was not typed") }
    }

    @Test func typedPayloadsReadTheirModels() throws {
        guard case .issues(let issues) = try Self.delivery("issues").event else {
            throw Failure("not issues")
        }
        #expect(issues.action == .opened)
        #expect(issues.issue.number == 1)
        #expect(issues.repository?.fullName == "Codertocat/Hello-World")
        #expect(issues.sender?.login == "Codertocat")
        #expect(issues.installation?.id == 2_311_213)
        guard case .pullRequest(let pull) = try Self.delivery("pull_request").event else {
            throw Failure("not a PR")
        }
        #expect(pull.action == .opened && pull.pullRequest.number == 2)
        guard case .issueComment(let comment) = try Self.delivery("issue_comment").event else {
            throw Failure("no comment")
        }
        #expect(comment.comment.body == "/ping")
        guard case .push(let push) = try Self.delivery("push").event else { throw Failure("not a push") }
        #expect(push.ref == "refs/tags/simple-tag" && push.deleted == true)
        guard case .checkRun(let run) = try Self.delivery("check_run").event else {
            throw Failure("not a check run")
        }
        #expect(run.action == .created && run.checkRun.name == "Octocoders-linter")
        guard case .workflowRun(let workflow) = try Self.delivery("workflow_run").event else {
            throw Failure("no run")
        }
        #expect(workflow.workflowRun.id == 30_433_642)
        guard case .installationRepositories(let added) = try Self.delivery("installation_repositories").event
        else {
            throw Failure("not installation_repositories")
        }
        #expect(added.action == .added && added.repositoriesAdded.count == 1)
    }

    @Test func anUnknownEventIsAValueKeepingItsPayload() throws {
        let delivery = try Self.delivery(
            "discussion", body: Data(#"{"action":"created","discussion":{"id":1}}"#.utf8))
        guard case .unknown(let unknown) = delivery.event else { throw Failure("an unknown event was typed") }
        #expect(unknown.event == "discussion" && unknown.action == "created")
        #expect(unknown.raw["discussion"]?["id"] == .integer(1))
    }

    @Test func anUnknownActionOfAKnownEventIsAValueKeepingItsPayload() throws {
        var payload = try JSONDecoder().decode(JSONValue.self, from: Self.body("issues"))
        guard case .object(var members) = payload else { throw Failure("not an object") }
        members["action"] = .string("frobnicated")
        payload = .object(members)
        let delivery = try Self.delivery("issues", body: JSONEncoder().encode(payload))
        guard case .unknown(let unknown) = delivery.event else {
            throw Failure("an unknown action was typed")
        }
        #expect(unknown.event == "issues" && unknown.action == "frobnicated")
        #expect(unknown.raw["issue"]?["number"] == .integer(1))
    }

    @Test func aReceiverThatRefusesWhatItCannotTypeGetsATypedError() throws {
        var payload = try JSONDecoder().decode(JSONValue.self, from: Self.body("issues"))
        guard case .object(var members) = payload else { throw Failure("not an object") }
        members["action"] = .string("frobnicated")
        payload = .object(members)
        let event = try Self.delivery("issues", body: JSONEncoder().encode(payload)).event
        do throws(WebhookError) {
            _ = try event.known()
            Issue.record("an unknown action was accepted")
        } catch {
            guard case .unknownAction("issues", "frobnicated", let known) = error else { throw error }
            #expect(known.contains("opened") && known.contains("closed"))
            #expect(
                error.description.hasPrefix(
                    "the issues delivery's action \"frobnicated\" is not one GitHubKit knows (assigned, closed"
                ))
        }
        let discussion = try Self.delivery("discussion", body: Data(#"{"action":"created"}"#.utf8)).event
        #expect(throws: WebhookError.unknownEvent("discussion")) { try discussion.known() }
        #expect(try Self.delivery("issues").event.known().name == "issues")
    }

    @Test func aFormEncodedDeliveryIsReadFromItsPayloadFieldAndVerifiedOverTheForm() throws {
        let json = try String(decoding: Self.body("star"), as: UTF8.self)
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let form = Data(
            ("payload=" + (json.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")).utf8)
        let headers = [
            "content-type": "application/x-www-form-urlencoded", "x-github-event": "star",
            "x-hub-signature-256": WebhookVerifier.signature(for: form, secret: "s3cret"),
            "X-GitHub-Hook-ID": "109948940",
        ]
        let delivery = try WebhookDelivery(
            headers: headers, body: form, verifier: WebhookVerifier(secret: "s3cret"))
        guard case .star(let star) = delivery.event else { throw Failure("not a star") }
        #expect(star.action == .created && star.starredAt != nil)
        #expect(delivery.hookID == "109948940")
    }

    @Test func aForgedDeliveryIsRefusedBeforeItIsRead() throws {
        let body = try Self.body("issues")
        let signature = WebhookVerifier.signature(for: body, secret: "s3cret")
        var forged = body
        forged.append(contentsOf: Array(" ".utf8))
        let headers = ["X-GitHub-Event": "issues", "X-Hub-Signature-256": signature]
        #expect(throws: WebhookError.signatureMismatch) {
            try WebhookDelivery(headers: headers, body: forged, verifier: WebhookVerifier(secret: "s3cret"))
        }
    }

    @Test func badDeliveriesAreTypedErrors() throws {
        #expect(throws: WebhookError.bodyNotJSON(reason: "it starts with \"<html>oops</html>\"")) {
            try Self.delivery("issues", body: Data("<html>oops</html>".utf8))
        }
        #expect(throws: WebhookError.bodyNotJSON(reason: "it is JSON but not an object")) {
            try Self.delivery("issues", body: Data("[1]".utf8))
        }
        #expect(throws: WebhookError.missingEvent) {
            try WebhookDelivery(headers: [:], body: Self.body("issues"))
        }
        let body = Data(#"{"action":"opened"}"#.utf8)
        do throws(WebhookError) {
            _ = try WebhookDelivery(headers: ["X-GitHub-Event": "issues"], body: body)
            Issue.record("an issues payload without an issue was read")
        } catch {
            guard case .unexpectedPayload("issues", let reason) = error else { throw error }
            #expect(reason.contains("issue"))
            #expect(error.description.hasPrefix("the issues delivery's payload is not what GitHub sends"))
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
