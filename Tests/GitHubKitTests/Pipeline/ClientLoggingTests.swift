import FakeGitHub
import Foundation
import GitHubKitTesting
import Logging
import Synchronization
import Testing

@testable import GitHubKit

/// A caller's `Logger` on a client: requests at debug, retries at notice, rate-limit waits at
/// warning, through the real transport against FakeGitHub, and never a token.
@Suite struct ClientLoggingTests {
    static let token = "ghp_t0kenThatMustNeverBeLogged"

    @Test func requestsRetriesAndRateLimitWaitsAreLoggedWithoutTheToken() async throws {
        let captured = CapturedLog()
        let logger = Logger(label: "test.github") { _ in CapturingLogHandler(log: captured) }
        try await TestGitHub.run(options: Options(tokens: [Self.token: "mona"])) { github in
            let client = github.client(token: Self.token, logger: logger)
            _ = try await client.user("mona")
            await github.server.setFault(.serverError(status: 502), path: "/users/user-00001", times: 1)
            _ = try await client.user("user-00001")
            await github.server.setFault(
                .secondaryRateLimit(retryAfter: "0"), path: "/users/user-00002", times: 1)
            _ = try await client.user("user-00002")
            let withSecret = try Route<JSONValue>(
                template: "/users/{username}", ["username": "user-00003"],
                query: [
                    URLQueryItem(name: "access_token", value: Self.token),
                    URLQueryItem(name: "per_page", value: "5"),
                ])
            _ = try await client.client.send(withSecret)
        }
        let lines = captured.lines

        let responses = lines.filter { $0.level == .debug }.map(\.message)
        #expect(responses.contains { $0.hasPrefix("GET /users/mona → 200 in ") && $0.hasSuffix(" ms") })
        #expect(responses.contains { $0.hasPrefix("GET /users/user-00001 → 502 in ") })
        #expect(
            responses.contains {
                $0.hasPrefix("GET /users/user-00003?access_token=[redacted]&per_page=5 → 200")
            })
        let ok = lines.first { $0.message.hasPrefix("GET /users/mona → 200") }
        #expect(ok?.metadata["github.method"] == "GET" && ok?.metadata["github.status"] == "200")
        #expect(ok?.metadata["github.path"] == "/users/mona")

        let notices = lines.filter { $0.level == .notice }.map(\.message)
        #expect(notices.count == 1)
        #expect(notices.first?.hasSuffix("users/user-00001 (1/3): HTTP 502") == true)
        let warnings = lines.filter { $0.level == .warning }.map(\.message)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("rate limited: waiting ") == true)
        #expect(warnings.first?.hasSuffix("users/user-00002 (1/3): secondary rate limit") == true)

        #expect(!lines.isEmpty)
        for line in lines {
            #expect(!line.text.contains(Self.token))
            #expect(!line.text.localizedCaseInsensitiveContains("authorization"))
        }
    }

    @Test func anAppsLoggerSeesItsInstallationsRequestsAndNoJWTOrToken() async throws {
        let captured = CapturedLog()
        let logger = Logger(label: "test.app") { _ in CapturingLogHandler(log: captured) }
        try await TestGitHub.run(options: AppFixtures.options()) { github in
            let app = github.app(
                AppCredentials(appID: AppFixtures.appID, privateKey: try AppFixtures.key()), logger: logger)
            _ = try await app.installation(1).user("user-00001")
            let issued = await github.server.requests.compactMap { $0.header("authorization") }
            #expect(issued.count == 2)
            let lines = captured.lines
            #expect(
                lines.map(\.message).contains {
                    $0.hasPrefix("POST /app/installations/1/access_tokens → 201")
                })
            #expect(lines.map(\.message).contains { $0.hasPrefix("GET /users/user-00001 → 200") })
            let secrets =
                issued.map { String($0.dropFirst("Bearer ".count)) } + [try AppFixtures.secretLine()]
            for line in lines {
                for secret in secrets { #expect(!line.text.contains(secret)) }
                #expect(!line.text.contains("ghs_"))
            }
        }
    }

    @Test func secretLookingQueryValuesAreRedactedAndOthersKept() {
        #expect(
            ClientEventLog.redacted("/x?client_secret=s&code=c&sig=abc&q=author:mona&api_key=k&page=2")
                == "/x?client_secret=[redacted]&code=[redacted]&sig=[redacted]&q=author:mona&api_key=[redacted]&page=2"
        )
        #expect(ClientEventLog.redacted("/users/mona") == "/users/mona")
    }
}

/// What a `CapturingLogHandler` was given.
final class CapturedLog: Sendable {
    /// One logged line: its level, its message and its metadata as text.
    struct Line: Sendable {
        var level: Logger.Level
        var message: String
        var metadata: [String: String]

        /// Everything the line holds, for looking for a secret in it.
        var text: String { ([message] + metadata.map { "\($0.key)=\($0.value)" }).joined(separator: " ") }
    }

    private let stored = Mutex<[Line]>([])

    /// Every line so far, oldest first.
    var lines: [Line] { stored.withLock { $0 } }

    func append(_ line: Line) { stored.withLock { $0.append(line) } }
}

/// A swift-log handler that keeps every line it is given, at every level.
struct CapturingLogHandler: LogHandler {
    let log: CapturedLog
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        log.append(
            CapturedLog.Line(
                level: event.level, message: event.message.description,
                metadata: merged.mapValues { $0.description }))
    }
}
