import Crypto
import Foundation
import _CryptoExtras

/// A GitHub App's RSA private key (PEM, PKCS#1 or PKCS#8), which signs the app's JWTs.
///
/// The key is a secret: its `description` names only its size and fingerprint, and no error
/// quotes it.
public struct AppPrivateKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    private let key: _RSA.Signing.PrivateKey
    /// A one-way digest of the public key (32 hex characters): safe to log, the same for both forms.
    public let fingerprint: String

    /// Reads a key from PEM text: `BEGIN RSA PRIVATE KEY` (PKCS#1) or `BEGIN PRIVATE KEY` (PKCS#8).
    public init(pem: String) throws(AppKeyError) {
        guard let begin = pem.range(of: "-----BEGIN "), pem.range(of: "-----END ") != nil else {
            throw .notPEM
        }
        let label = pem[begin.upperBound...].prefix { $0 != "-" }
        if label == "ENCRYPTED PRIVATE KEY" || pem.contains("Proc-Type: 4,ENCRYPTED") { throw .encrypted }
        if label == "EC PRIVATE KEY" || Self.isEllipticCurve(pem) { throw .notRSA(kind: "an EC key") }
        guard label == "RSA PRIVATE KEY" || label == "PRIVATE KEY" else {
            throw .notRSA(kind: "a \"\(label.prefix(40))\" block, not a private key")
        }
        do {
            key = try _RSA.Signing.PrivateKey(pemRepresentation: pem)
        } catch {
            throw .unreadableKey(reason: "the PEM block is damaged, cut short, or smaller than 2048 bits")
        }
        fingerprint = TokenFingerprint.of(key.publicKey.pemRepresentation)
    }

    /// Reads a key from a PEM file, such as the one GitHub lets an app's owner download.
    public init(contentsOf file: URL) throws(AppKeyError) {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            let reason =
                (error as NSError).localizedFailureReason ?? "it does not exist or is not readable text"
            throw .unreadableFile(path: file.path, reason: reason)
        }
        try self.init(pem: text)
    }

    /// The public half, as PEM (`BEGIN PUBLIC KEY`): what GitHub keeps to check the app's JWTs.
    public var publicKeyPEM: String { key.publicKey.pemRepresentation }

    /// The key's size in bits.
    public var bits: Int { key.keySizeInBits }

    /// `RSASSA-PKCS1-v1_5` with SHA-256 (JWT's `RS256`) over `message`.
    func signRS256(_ message: some DataProtocol) throws -> Data {
        try key.signature(for: SHA256.hash(data: message), padding: .insecurePKCS1v1_5).rawRepresentation
    }

    /// "an RSA private key (2048 bits, fingerprint …)": never the key.
    public var description: String { "an RSA private key (\(bits) bits, fingerprint \(fingerprint))" }
    /// The same as `description`.
    public var debugDescription: String { description }
    /// Only the fingerprint and size, so `dump` and debuggers never show the key.
    public var customMirror: Mirror { Mirror(self, children: ["fingerprint": fingerprint, "bits": bits]) }

    /// Whether `pem` holds an elliptic-curve key (in a PKCS#8 `BEGIN PRIVATE KEY` block).
    private static func isEllipticCurve(_ pem: String) -> Bool {
        (try? P256.Signing.PrivateKey(pemRepresentation: pem)) != nil
            || (try? P384.Signing.PrivateKey(pemRepresentation: pem)) != nil
            || (try? P521.Signing.PrivateKey(pemRepresentation: pem)) != nil
    }
}
