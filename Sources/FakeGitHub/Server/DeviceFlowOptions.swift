/// How a ``FakeGitHub`` server's OAuth device flow (`POST /login/device/code`,
/// `POST /login/oauth/access_token`) answers, so tests can script each way a sign-in ends.
///
/// The granted ``token`` authenticates API requests only if ``Options/tokens`` lists it, as
/// every token the fake accepts.
public struct DeviceFlowOptions: Sendable {
    /// How the user answers once ``pendingPolls`` polls have been told to wait.
    public enum Outcome: Sendable, Equatable {
        /// The user authorizes the app: the next poll gets ``DeviceFlowOptions/token``.
        case approve
        /// The user cancels: `access_denied`.
        case deny
        /// Nobody enters the code in time: `expired_token`.
        case expire
    }

    /// The one OAuth app client ID the fake knows; any other is refused.
    public var clientID: String
    /// The token granted on approval.
    public var token: String
    /// Polls answered `authorization_pending` before ``outcome`` applies (after any `slow_down`).
    public var pendingPolls: Int
    /// What happens after the pending polls.
    public var outcome: Outcome
    /// Whether the first poll of each device code is answered `slow_down`.
    public var slowDownOnce: Bool
    /// The polling interval announced, in seconds (GitHub: 5; tests use 0).
    public var interval: Int
    /// How long codes are announced to stay valid, in seconds (GitHub: 900).
    public var expiresIn: Int

    /// A flow that approves at the first poll, with GitHub's interval and lifetime.
    public init(
        clientID: String = "fakegithub-client-id",
        token: String = "fakegithub-device-token",
        pendingPolls: Int = 0,
        outcome: Outcome = .approve,
        slowDownOnce: Bool = false,
        interval: Int = 5,
        expiresIn: Int = 900
    ) {
        self.clientID = clientID
        self.token = token
        self.pendingPolls = max(0, pendingPolls)
        self.outcome = outcome
        self.slowDownOnce = slowDownOnce
        self.interval = max(0, interval)
        self.expiresIn = max(1, expiresIn)
    }
}
