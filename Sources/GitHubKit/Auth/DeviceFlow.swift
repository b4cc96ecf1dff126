import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// GitHub's OAuth device flow: ask for a code, show it to the user, poll until they authorize
/// the app in a browser.
///
/// Both endpoints live on the web host (`https://github.com`, or a GitHub Enterprise Server's
/// host), not the API host. Requests go through a plain ``HTTPTransport``, without the API
/// pipeline: these answers are OAuth's, not the REST API's, and no token exists yet.
///
/// ```swift
/// let flow = DeviceFlow(webURL: URL(string: "https://github.com")!, clientID: "Iv1.…",
///                       transport: CurlTransport.make())
/// let code = try await flow.requestCode(scopes: ["repo", "read:org"])
/// print("Enter \(code.userCode) at \(code.verificationURI)")
/// let grant = try await flow.waitForToken(code)
/// ```
///
/// Polling waits GitHub's `interval` before each request, adds what `slow_down` asks for, and
/// gives up with ``DeviceFlowError/expired`` once `expires_in` has passed. The wait is a closure,
/// so tests can run the flow without waiting real seconds.
public struct DeviceFlow: Sendable {
    /// The grant type of a device-flow token request.
    public static let grantType = "urn:ietf:params:oauth:grant-type:device_code"

    /// The web host's URL (`https://github.com`).
    public var webURL: URL
    /// The OAuth app's client ID.
    public var clientID: String
    /// Sends the requests.
    public var transport: any HTTPTransport
    /// The `User-Agent` sent with each request.
    public var userAgent: String
    /// Waits between polls; `Task.sleep` unless a test gives another.
    public var sleep: @Sendable (Duration) async throws -> Void

    /// Creates a flow for the OAuth app `clientID` on the web host `webURL`.
    public init(
        webURL: URL, clientID: String, transport: any HTTPTransport,
        userAgent: String = "GitHubKit/\(GitHub.version)",
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.webURL = webURL
        self.clientID = clientID
        self.transport = transport
        self.userAgent = userAgent
        self.sleep = sleep
    }

    /// `POST {web}/login/device/code`: a new device code and user code for `scopes`.
    public func requestCode(scopes: [String]) async throws(DeviceFlowError) -> DeviceCode {
        let answer = try await post(
            ["login", "device", "code"], ["client_id": clientID, "scope": scopes.joined(separator: " ")])
        try Self.check(answer)
        guard answer.status == 200 else {
            throw .unexpectedAnswer(status: answer.status, reason: "no device code")
        }
        guard let deviceCode = answer.fields["device_code"], !deviceCode.isEmpty,
            let userCode = answer.fields["user_code"], !userCode.isEmpty,
            let uri = answer.fields["verification_uri"].flatMap(URL.init(string:)),
            let expiresIn = answer.seconds("expires_in"), expiresIn > .zero
        else {
            throw .unexpectedAnswer(status: answer.status, reason: "the device code answer is incomplete")
        }
        return DeviceCode(
            deviceCode: deviceCode, userCode: userCode, verificationURI: uri, expiresIn: expiresIn,
            interval: answer.seconds("interval") ?? .seconds(5))
    }

    /// Polls `POST {web}/login/oauth/access_token` until the user authorizes the app, denies it,
    /// or the code expires.
    ///
    /// `onSlowDown` hears the new interval each time GitHub asks to slow down.
    public func waitForToken(
        _ code: DeviceCode, onSlowDown: @Sendable (Duration) -> Void = { _ in }
    ) async throws(DeviceFlowError) -> OAuthToken {
        let clock = ContinuousClock()
        let start = clock.now
        var interval = code.interval
        var waited = Duration.zero
        while true {
            // Real time counts, and so does the time the wait claims to have waited: a test's
            // wait returns at once, yet must still meet the end of `expires_in`.
            guard max(waited, start.duration(to: clock.now)) + interval <= code.expiresIn else {
                throw .expired
            }
            do {
                try await sleep(interval)
            } catch {
                throw .cancelled
            }
            if Task.isCancelled { throw .cancelled }
            waited += interval
            let answer = try await post(
                ["login", "oauth", "access_token"],
                ["client_id": clientID, "device_code": code.deviceCode, "grant_type": Self.grantType])
            switch answer.error {
            case nil:
                try Self.check(answer)
                guard answer.status == 200, let token = answer.fields["access_token"], !token.isEmpty else {
                    throw .unexpectedAnswer(status: answer.status, reason: "no access token")
                }
                let scopes = (answer.fields["scope"] ?? "").split(whereSeparator: { $0 == "," || $0 == " " })
                return OAuthToken(
                    token: Configuration.Token(token), tokenType: answer.fields["token_type"] ?? "bearer",
                    scopes: scopes.map(String.init))
            case "authorization_pending":
                continue
            case "slow_down":
                // RFC 8628: add five seconds; GitHub also sends the interval it now wants.
                interval = max(answer.seconds("interval") ?? .zero, interval + .seconds(5))
                onSlowDown(interval)
            case let other?:
                throw DeviceFlowError(code: other, status: answer.status)
                    ?? .unexpectedAnswer(
                        status: answer.status, reason: other)
            }
        }
    }

    /// Throws the error an answer names, or the one its status implies.
    private static func check(_ answer: DeviceFlowAnswer) throws(DeviceFlowError) {
        let named = answer.error.flatMap { DeviceFlowError(code: $0, status: answer.status) }
        if let named, !named.isUnexpectedAnswer { throw named }
        // GitHub answers an unknown client ID's device-code request with a 404.
        if answer.status == 401 || answer.status == 404 { throw .incorrectClientCredentials }
        if let named { throw named }
        if answer.status != 200 {
            throw .unexpectedAnswer(status: answer.status, reason: "HTTP \(answer.status)")
        }
    }

    /// POSTs `form` to the web host's path and reads the answer.
    private func post(_ segments: [String], _ form: [String: String]) async throws(DeviceFlowError)
        -> DeviceFlowAnswer
    {
        var url = webURL
        for segment in segments { url.appendPathComponent(segment) }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.httpBody = Data(Self.formEncoded(form).utf8)
        do {
            let (body, response) = try await transport.send(request)
            return DeviceFlowAnswer(
                status: response.statusCode, body: body,
                contentType: response.value(forHTTPHeaderField: "Content-Type"))
        } catch {
            let failure = APIClient.gitHubError(error, url: url)
            throw failure == .cancelled ? .cancelled : .network(failure)
        }
    }

    /// `application/x-www-form-urlencoded`, keys sorted so requests are the same on every run.
    static func formEncoded(_ form: [String: String]) -> String {
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._*")
        return form.sorted { $0.key < $1.key }.map { key, value in
            let encode = { (text: String) in
                (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(
                    of: "%20", with: "+")
            }
            return encode(key) + "=" + encode(value)
        }.joined(separator: "&")
    }
}
