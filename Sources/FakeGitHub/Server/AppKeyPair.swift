import _CryptoExtras

/// A new RSA key pair for a GitHub App that only FakeGitHub knows: the private half for the app
/// to sign its JWTs with, the public half for ``AppOptions/publicKeyPEM``.
///
/// ```swift
/// let key = try AppKeyPair.generate()
/// var options = Options()
/// options.app = AppOptions(id: 1, publicKeyPEM: key.publicKeyPEM, installations: [...])
/// // the app under test signs with key.privateKeyPEM
/// ```
public struct AppKeyPair: Sendable {
    /// The private key as GitHub lets an app's owner download it (PEM, `BEGIN RSA PRIVATE KEY`).
    public let privateKeyPEM: String
    /// The public key (PEM, `BEGIN PUBLIC KEY`) that checks the app's JWTs.
    public let publicKeyPEM: String

    /// A fresh 2048-bit key pair, as GitHub makes for an app.
    public static func generate() throws -> AppKeyPair {
        let key = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        return AppKeyPair(privateKeyPEM: key.pemRepresentation, publicKeyPEM: key.publicKey.pemRepresentation)
    }
}
