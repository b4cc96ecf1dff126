/// Why a device flow ended without a token, in terms a user can act on.
///
/// The cases follow GitHub's error codes for the device flow; no case carries a device code or
/// a token.
public enum DeviceFlowError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The user cancelled the authorization (`access_denied`).
    case denied
    /// The codes expired before the user authorized the app (`expired_token`, or ``DeviceCode/expiresIn``
    /// passed while polling).
    case expired
    /// GitHub does not know the client ID (`incorrect_client_credentials`, or a 401/404 answer).
    case incorrectClientCredentials
    /// The OAuth app has not enabled the device flow (`device_flow_disabled`).
    case deviceFlowDisabled
    /// GitHub does not know the device code (`incorrect_device_code`).
    case incorrectDeviceCode
    /// GitHub refused the grant type (`unsupported_grant_type`).
    case unsupportedGrantType
    /// Any other answer: `status` and GitHub's error code or a short reason.
    case unexpectedAnswer(status: Int, reason: String)
    /// The request never got an answer.
    case network(GitHubError)
    /// The caller cancelled the flow.
    case cancelled

    /// One sentence saying what happened and what to do.
    public var description: String {
        switch self {
        case .denied:
            return "sign-in was denied: the authorization was cancelled in the browser"
        case .expired:
            return "sign-in expired: the code was not entered in time; run the sign-in again for a new code"
        case .incorrectClientCredentials:
            return "GitHub does not know this OAuth client ID; check the client ID of your OAuth app"
        case .deviceFlowDisabled:
            return "the OAuth app has not enabled the device flow; enable it in the app's settings on GitHub"
        case .incorrectDeviceCode:
            return "GitHub does not know the device code; run the sign-in again"
        case .unsupportedGrantType:
            return "GitHub refused the device-flow grant type"
        case .unexpectedAnswer(let status, let reason):
            return "unexpected answer from GitHub's sign-in (HTTP \(status)): \(reason)"
        case .network(let error):
            return "could not reach GitHub's sign-in: \(error)"
        case .cancelled:
            return "sign-in cancelled"
        }
    }

    /// Whether this is ``unexpectedAnswer(status:reason:)``.
    var isUnexpectedAnswer: Bool {
        if case .unexpectedAnswer = self { return true }
        return false
    }

    /// The error for one of GitHub's device-flow error codes; nil for codes that mean "keep polling".
    init?(code: String, status: Int) {
        switch code {
        case "authorization_pending", "slow_down": return nil
        case "access_denied": self = .denied
        case "expired_token": self = .expired
        case "incorrect_client_credentials": self = .incorrectClientCredentials
        case "device_flow_disabled": self = .deviceFlowDisabled
        case "incorrect_device_code": self = .incorrectDeviceCode
        case "unsupported_grant_type": self = .unsupportedGrantType
        default: self = .unexpectedAnswer(status: status, reason: String(code.prefix(80)))
        }
    }
}
