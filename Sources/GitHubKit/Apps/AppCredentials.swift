import Foundation
import Synchronization

/// A GitHub App's identity and key, signing its JWTs on demand and reusing each one until it has
/// less than a minute left.
///
/// Safe to share across tasks. Neither `description` nor a mirror shows the key or a token.
public final class AppCredentials: Sendable, CustomStringConvertible, CustomReflectable {
    /// The app's ID or client ID, the JWT's `iss`.
    public let issuer: String
    /// The app's private key.
    public let privateKey: AppPrivateKey
    private let now: @Sendable () -> Date
    private let current = Mutex<(token: String, expiry: Date)?>(nil)

    /// Credentials for the app `appID` (its numeric ID, or its client ID), signing with `privateKey`.
    ///
    /// - Parameters:
    ///   - appID: the app's numeric ID or its client ID, as the JWT's `iss`.
    ///   - privateKey: the key GitHub checks the JWT with.
    ///   - now: the clock the JWT's `iat` and `exp` are read from (tests pass a fake one).
    public init(appID: String, privateKey: AppPrivateKey, now: @escaping @Sendable () -> Date = Date.init) {
        issuer = appID
        self.privateKey = privateKey
        self.now = now
    }

    /// Credentials for the app with numeric ID `appID`, signing with `privateKey` at the time `now` gives.
    public convenience init(
        appID: Int, privateKey: AppPrivateKey, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.init(appID: String(appID), privateKey: privateKey, now: now)
    }

    /// A JWT with at least a minute left: the last one, or a new one signed now.
    public func jwt() throws(AppKeyError) -> String {
        let now = now()
        if let current = current.withLock({ $0 }), current.expiry.timeIntervalSince(now) > 60 {
            return current.token
        }
        let claims = AppJWT(issuer: issuer, now: now)
        let token = try claims.signed(with: privateKey)
        current.withLock { $0 = (token, claims.expiryDate) }
        return token
    }

    /// "GitHub App 123 (an RSA private key (2048 bits, fingerprint …))".
    public var description: String { "GitHub App \(issuer) (\(privateKey))" }
    /// The issuer and the key's fingerprint only.
    public var customMirror: Mirror {
        Mirror(self, children: ["issuer": issuer, "key": privateKey.fingerprint])
    }
}
