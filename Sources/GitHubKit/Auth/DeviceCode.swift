import Foundation

/// What GitHub hands out when a device flow starts: the code the user types, where they type it,
/// and how often and how long the app may poll for the token.
///
/// `deviceCode` is half of a token request: descriptions never show it.
public struct DeviceCode: Sendable, Equatable, CustomStringConvertible {
    /// The code the app polls with (40 characters on GitHub); secret, like a token.
    public var deviceCode: String
    /// The code the user types at ``verificationURI`` (`WDJB-MJHT`).
    public var userCode: String
    /// Where the user enters ``userCode`` (`https://github.com/login/device`).
    public var verificationURI: URL
    /// How long the codes stay valid (GitHub: 15 minutes).
    public var expiresIn: Duration
    /// The least time between two polls (GitHub: 5 seconds).
    public var interval: Duration

    /// Creates a device code as GitHub sent it.
    public init(
        deviceCode: String, userCode: String, verificationURI: URL, expiresIn: Duration, interval: Duration
    ) {
        self.deviceCode = deviceCode
        self.userCode = userCode
        self.verificationURI = verificationURI
        self.expiresIn = expiresIn
        self.interval = interval
    }

    /// The user code, the verification URI and the timings; never the device code.
    public var description: String {
        "DeviceCode(userCode: \(userCode), verificationURI: \(verificationURI.absoluteString), "
            + "expiresIn: \(expiresIn), interval: \(interval))"
    }
}
