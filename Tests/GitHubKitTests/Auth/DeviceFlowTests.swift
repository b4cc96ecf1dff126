import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The device flow against FakeGitHub's web host over loopback, through the real transport, with a
/// wait that records what it was asked to wait instead of waiting.
@Suite struct DeviceFlowTests {
    /// The waits a flow asked for, in order.
    final class Waits: Sendable {
        private let recorded = Mutex<[Duration]>([])
        var all: [Duration] { recorded.withLock { $0 } }
        func record(_ duration: Duration) { recorded.withLock { $0.append(duration) } }
    }

    static let token = "gho_devicefakegithubtoken"

    static func options(_ configure: (inout DeviceFlowOptions) -> Void = { _ in }) -> Options {
        var options = Options(tokens: [token: "mona"], tokenScopes: [token: ["repo", "read:org"]])
        options.deviceFlow = DeviceFlowOptions(token: token)
        configure(&options.deviceFlow)
        return options
    }

    static func flow(_ url: URL, clientID: String = "fakegithub-client-id", waits: Waits) -> DeviceFlow {
        DeviceFlow(
            webURL: url, clientID: clientID, transport: URLSessionTransport(timeout: .seconds(60)),
            sleep: { waits.record($0) })
    }

    @Test func approvedAtOnceGrantsATokenThatWorksOnTheAPI() async throws {
        try await TestGitHub.run(options: Self.options()) { kit in
            let waits = Waits()
            let flow = Self.flow(kit.url, waits: waits)
            let code = try await flow.requestCode(scopes: ["repo", "read:org"])
            #expect(code.userCode == "FAKE-0001")
            #expect(code.verificationURI.path == "/login/device")
            #expect(code.interval == .seconds(5))
            #expect(code.expiresIn == .seconds(900))
            #expect(!code.description.contains(code.deviceCode))
            let grant = try await flow.waitForToken(code)
            #expect(grant.token.value == Self.token)
            #expect(grant.scopes == ["repo", "read:org"])
            #expect(!grant.description.contains(Self.token))
            #expect(waits.all == [.seconds(5)])
            let user = try await kit.client(token: grant.token.value).authenticatedUser()
            #expect(user.login == "mona")
            let posts = await kit.server.requests.filter { $0.method == "POST" }
            #expect(posts.map(\.path) == ["/login/device/code", "/login/oauth/access_token"])
            let form = String(decoding: posts[1].body, as: UTF8.self)
            #expect(form.contains("grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code"))
            #expect(posts[0].header("authorization") == nil)
        }
    }

    @Test func pendingPollsWaitTheIntervalEachTimeUntilApproved() async throws {
        let options = Self.options {
            $0.pendingPolls = 3
            $0.interval = 2
        }
        try await FakeGitHub.serving(options: options) { _, url in
            let waits = Waits()
            let flow = Self.flow(url, waits: waits)
            let grant = try await flow.waitForToken(try await flow.requestCode(scopes: []))
            #expect(grant.token.value == Self.token)
            #expect(waits.all == Array(repeating: .seconds(2), count: 4))
        }
    }

    @Test func slowDownRaisesTheIntervalByFiveSeconds() async throws {
        let options = Self.options {
            $0.slowDownOnce = true
            $0.pendingPolls = 1
        }
        try await FakeGitHub.serving(options: options) { _, url in
            let waits = Waits()
            let heard = Waits()
            let flow = Self.flow(url, waits: waits)
            let code = try await flow.requestCode(scopes: [])
            _ = try await flow.waitForToken(code) { heard.record($0) }
            #expect(waits.all == [.seconds(5), .seconds(10), .seconds(10)])
            #expect(heard.all == [.seconds(10)])
        }
    }

    @Test(arguments: [(DeviceFlowOptions.Outcome.deny, DeviceFlowError.denied), (.expire, .expired)])
    func aDeniedOrExpiredSignInIsATypedError(outcome: DeviceFlowOptions.Outcome, error: DeviceFlowError)
        async throws
    {
        let options = Self.options {
            $0.outcome = outcome
            $0.pendingPolls = 1
        }
        try await FakeGitHub.serving(options: options) { _, url in
            let flow = Self.flow(url, waits: Waits())
            let code = try await flow.requestCode(scopes: [])
            await #expect(throws: error) { try await flow.waitForToken(code) }
        }
    }

    @Test func pollingStopsWhenTheCodeExpiresWithoutAnAnswer() async throws {
        let options = Self.options {
            $0.pendingPolls = 1000
            $0.expiresIn = 12
        }
        try await FakeGitHub.serving(options: options) { server, url in
            let waits = Waits()
            let flow = Self.flow(url, waits: waits)
            let code = try await flow.requestCode(scopes: [])
            await #expect(throws: DeviceFlowError.expired) { try await flow.waitForToken(code) }
            #expect(waits.all == [.seconds(5), .seconds(5)])
            let polls = await server.requests.filter { $0.path == "/login/oauth/access_token" }
            #expect(polls.count == 2)
        }
    }

    @Test func anUnknownClientIDIsRefusedBeforeAnyCodeIsShown() async throws {
        try await FakeGitHub.serving(options: Self.options()) { _, url in
            let flow = Self.flow(url, clientID: "someone-else", waits: Waits())
            await #expect(throws: DeviceFlowError.incorrectClientCredentials) {
                try await flow.requestCode(scopes: [])
            }
            let code = try await Self.flow(url, waits: Waits()).requestCode(scopes: [])
            await #expect(throws: DeviceFlowError.incorrectClientCredentials) {
                try await flow.waitForToken(code)
            }
        }
    }

    @Test func aUsedOrUnknownDeviceCodeIsRefused() async throws {
        try await FakeGitHub.serving(options: Self.options()) { _, url in
            let flow = Self.flow(url, waits: Waits())
            let code = try await flow.requestCode(scopes: [])
            _ = try await flow.waitForToken(code)
            await #expect(throws: DeviceFlowError.incorrectDeviceCode) { try await flow.waitForToken(code) }
            var forged = code
            forged.deviceCode = "../../user"
            await #expect(throws: DeviceFlowError.incorrectDeviceCode) { try await flow.waitForToken(forged) }
        }
    }

    @Test func formEncodedAnswersReadLikeJSONOnes() async throws {
        try await FakeGitHub.serving(options: Self.options()) { _, url in
            var request = URLRequest(url: url.appendingPathComponent("login/device/code"))
            request.httpMethod = "POST"
            request.setValue("ghtui-tests", forHTTPHeaderField: "User-Agent")
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(#"{"client_id":"fakegithub-client-id","scope":"repo"}"#.utf8)
            let (data, response) = try await URLSessionTransport().send(request)
            #expect(response.statusCode == 200)
            let text = String(decoding: data, as: UTF8.self)
            #expect(
                text.hasPrefix("device_code=fakegithub-device-code-1&expires_in=900&interval=5&user_code="))
        }
    }

    @Test func aServerThatCannotBeReachedIsANetworkError() async throws {
        let flow = DeviceFlow(
            webURL: URL(string: "http://127.0.0.1:9")!, clientID: "x", transport: URLSessionTransport(),
            sleep: { _ in })
        await #expect {
            try await flow.requestCode(scopes: [])
        } throws: { error in
            guard case .network = error as? DeviceFlowError else { return false }
            return true
        }
    }
}
