import Foundation
import GitHubKit

/// The bot: checks that a webhook delivery came from GitHub, then acts on it as the app's
/// installation it was sent for. It labels new issues whose title matches its rule and answers
/// `/ping` comments with "pong".
///
/// It acts before it answers, so the status GitHub shows for a delivery says how it went: 200
/// (done, or nothing to do), 401 (not signed with the webhook secret), 400 (not a delivery it can
/// act on), 502 (GitHub refused what the bot asked; a redelivery tries again).
public struct LabelBot: Sendable {
    /// The answer to one delivery: its HTTP status and a line saying what happened.
    public struct Reply: Sendable, Equatable {
        /// The HTTP status.
        public var status: Int
        /// What happened, also logged.
        public var message: String
    }

    private let app: GitHub
    private let verifier: WebhookVerifier
    private let rule: LabelRule
    private let log: @Sendable (String) -> Void
    private let deliveries = DeliveryLog()

    /// A bot acting through `app` (a client made with `GitHub.app(_:)`), accepting deliveries
    /// signed as `verifier` checks, labelling as `rule` says, and telling `log` what it does.
    public init(
        app: GitHub, verifier: WebhookVerifier, rule: LabelRule, log: @escaping @Sendable (String) -> Void
    ) {
        self.app = app
        self.verifier = verifier
        self.rule = rule
        self.log = log
    }

    /// Handles one delivery: its headers (any case) and its exact body bytes.
    public func receive(headers: [String: String], body: Data) async -> Reply {
        let headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        // First, before anything reads the body: the signature covers its exact bytes.
        do {
            try verifier.verify(body: body, signature: headers["x-hub-signature-256"])
        } catch {
            return reply(401, "refused a delivery: \(error)")
        }
        let delivery: WebhookDelivery
        do {
            delivery = try WebhookDelivery(headers: headers, body: body)
        } catch {
            return reply(400, "cannot read a delivery: \(error)")
        }
        let name = "delivery \(delivery.id ?? "without an ID")"
        // A redelivery repeats X-GitHub-Delivery; each ID is acted on once.
        if let id = delivery.id, await !deliveries.claim(id) {
            return reply(200, "\(name) was handled before; ignored")
        }
        do {
            return reply(200, "\(name): " + (try await act(on: delivery.event)))
        } catch {
            if let id = delivery.id { await deliveries.release(id) }
            return reply(error is GitHubError ? 502 : 400, "\(name) failed: \(error)")
        }
    }

    /// Does what `event` calls for and says what was done.
    private func act(on event: WebhookEvent) async throws -> String {
        switch event {
        case .issues(let issues) where issues.action == .opened:
            let number = issues.issue.number
            guard rule.matches(title: issues.issue.title ?? "") else {
                return "issue #\(number) does not match \(rule.titlePattern); left alone"
            }
            let (installation, repo) = try target(of: issues)
            _ = try await installation.client.send(
                GithubRouter.issues.addLabels(
                    owner: repo.ownerLogin, repo: repo.name, issueNumber: number,
                    body: .init(labels: [rule.label])))
            return "labelled \(repo.fullName)#\(number) \(rule.label)"
        case .issueComment(let comment)
        where comment.action == .created
            && comment.comment.body?.trimmingCharacters(in: .whitespacesAndNewlines) == "/ping":
            let (installation, repo) = try target(of: comment)
            let number = comment.issue.number
            _ = try await installation.client.send(
                GithubRouter.issues.createComment(
                    owner: repo.ownerLogin, name: repo.name, number: number, body: "pong"))
            return "answered /ping on \(repo.fullName)#\(number)"
        default:
            return "nothing to do for \(event.name)"
        }
    }

    /// A client acting as the installation `payload` was sent for, and the repository it is about.
    private func target(of payload: some WebhookPayload) throws -> (GitHub, Repository) {
        guard let installation = payload.installation, let repo = payload.repository else {
            throw DeliveryError.notFromAnApp
        }
        return (try app.installation(installation.id), repo)
    }

    /// Logs `message` and answers with it.
    private func reply(_ status: Int, _ message: String) -> Reply {
        log(message)
        return Reply(status: status, message: message)
    }
}

/// A verified delivery the bot cannot act on.
enum DeliveryError: Error, CustomStringConvertible {
    /// It names no installation or no repository: it came from a repository's webhook, not the app's.
    case notFromAnApp

    var description: String {
        "it names no app installation or no repository; send the app's own webhook (the app's settings), "
            + "not a repository's"
    }
}
