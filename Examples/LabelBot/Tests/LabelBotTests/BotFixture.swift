import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import LabelBot
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The bot running in this process on a free loopback port, acting as a GitHub App that
/// FakeGitHub knows, with a sender posting deliveries to it signed as GitHub signs them.
struct BotFixture {
    static let appID = 1
    static let secret = "It's a Secret to Everybody"
    /// Installation 1 reaches every repository of mona's; installation 2 is suspended.
    static let installation = 1
    static let suspendedInstallation = 2
    /// A user token of mona's, for opening issues as a person would.
    static let userToken = "t0ken"
    /// One key pair for the whole run: making an RSA key takes a while in a debug build.
    static let keys = Result { try AppKeyPair.generate() }

    let github: TestGitHub
    let sender: WebhookSender
    let log: LogLines

    /// The private key written to a file of its own, as GitHub's download would be.
    static func keyFile() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "label-bot-\(UUID().uuidString).pem")
        try keys.get().privateKeyPEM.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Runs `body` with FakeGitHub and the bot (rule: `bug` when the title matches
    /// `(?i)crash|error`), and stops both however `body` ends.
    static func run(_ body: (BotFixture) async throws -> Void) async throws {
        var options = Options(tokens: [userToken: "mona"])
        options.app = AppOptions(
            id: appID, publicKeyPEM: try keys.get().publicKeyPEM,
            installations: [
                AppInstallationRecord(id: installation, account: "mona"),
                AppInstallationRecord(id: suspendedInstallation, account: "mona", suspended: true),
            ])
        try await TestGitHub.run(options: options) { github in
            let configuration = try BotConfiguration(
                appID: String(appID), privateKeyPath: try keyFile().path, webhookSecret: secret,
                apiURL: github.url.absoluteString,
                rule: try LabelRule(label: "bug", whenTitleMatches: "(?i)crash|error"))
            let log = LogLines()
            let bot = LabelBot(
                app: github.app(configuration.credentials), verifier: configuration.verifier,
                rule: configuration.rule, log: log.append)
            let server = try BotServer(bot: bot, port: 0)
            let url = try await server.start()
            let fixture = BotFixture(
                github: github, sender: WebhookSender(url: url, secret: secret), log: log)
            do {
                try await body(fixture)
                await server.stop()
            } catch {
                await server.stop()
                throw error
            }
        }
    }

    /// Opens an issue titled `title` in mona/hello-world as mona, as a person would.
    func openIssue(_ title: String) async throws -> Issue {
        try await github.client(token: Self.userToken).client.send(
            GithubRouter.issues.create(owner: "mona", name: "hello-world", NewIssue(title: title)))
    }

    /// The payload GitHub sends an app's webhook for `action` on `fields` in mona/hello-world.
    func payload(action: String, installation: Int = installation, _ fields: [String: JSONValue]) async throws
        -> Data
    {
        let repo = try await github.client().repository(owner: "mona", name: "hello-world")
        let common: [String: JSONValue] = [
            "action": .string(action), "repository": repo.raw,
            "installation": .object([
                "id": .integer(installation), "node_id": .string("MDIzOkludGVncmF0aW9u"),
            ]),
            "sender": .object(["login": .string("mona"), "id": .integer(1), "type": .string("User")]),
        ]
        return try JSONEncoder().encode(JSONValue.object(common.merging(fields) { _, field in field }))
    }

    /// The status FakeGitHub answers `GET path` with, sent with `authorization`.
    func status(of path: String, authorization: String) async throws -> Int {
        var request = URLRequest(url: github.url.appendingPathComponent(path))
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        request.setValue("label-bot-tests", forHTTPHeaderField: "User-Agent")
        return try await URLSessionTransport(timeout: .seconds(60)).send(request).1.statusCode
    }

    /// The requests FakeGitHub answered with `method` on `path`.
    func requests(_ method: String, _ path: String) async -> [RecordedRequest] {
        await github.server.requests.filter { $0.method == method && $0.path == path }
    }
}

/// What the bot logged, in order.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    /// Keeps `line`.
    @Sendable func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// Every line so far.
    var all: [String] { lines.withLock { $0 } }
}
