import Crypto
import Foundation

/// Checks that a webhook delivery came from GitHub: `X-Hub-Signature-256` must be the HMAC-SHA256
/// of the exact body bytes under one of the secrets (several while a secret is being rotated),
/// compared in constant time.
public struct WebhookVerifier: Sendable, CustomStringConvertible {
    /// The secrets' bytes (SymmetricKey is not Sendable, so each check makes its keys).
    private let secrets: [Data]

    /// A verifier accepting a signature made with any of `secrets` (the new one first, the old
    /// one until every sender has switched).
    public init(secrets: [String]) throws(WebhookError) {
        guard !secrets.isEmpty, secrets.allSatisfy({ !$0.isEmpty }) else { throw .noSecrets }
        self.secrets = secrets.map { Data($0.utf8) }
    }

    /// A verifier for one secret.
    public init(secret: String) throws(WebhookError) {
        try self.init(secrets: [secret])
    }

    /// Throws unless `signature` (the `X-Hub-Signature-256` header's value) signs `body`.
    public func verify(body: some DataProtocol, signature: String?) throws(WebhookError) {
        guard let signature else { throw .missingSignature }
        let prefix = "sha256="
        guard signature.hasPrefix(prefix) else {
            throw .wrongPrefix(found: String(signature.prefix { $0 != "=" }.prefix(16)))
        }
        let hex = signature.dropFirst(prefix.count)
        guard let mac = Self.bytes(hex: hex) else { throw .badHex }
        guard mac.count == SHA256.byteCount else { throw .wrongLength(count: hex.count) }
        let valid = secrets.contains { secret in
            HMAC<SHA256>.isValidAuthenticationCode(
                mac, authenticating: body, using: SymmetricKey(data: secret))
        }
        guard valid else { throw .signatureMismatch }
    }

    /// The `X-Hub-Signature-256` value GitHub sends for `body` signed with `secret`.
    public static func signature(for body: some DataProtocol, secret: String) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: body, using: SymmetricKey(data: Data(secret.utf8)))
        return "sha256=" + Hex.string(mac)
    }

    /// "a webhook verifier with N secrets": never a secret.
    public var description: String { "a webhook verifier with \(secrets.count) secret(s)" }

    /// The bytes of an even-length hex string; nil when it has another character.
    private static func bytes(hex: Substring) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return digits.allSatisfy(\.isHexDigit) ? [] : nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = digits[index].hexValue, let low = digits[index + 1].hexValue else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }
}

extension UInt8 {
    /// The value of an ASCII hex digit.
    fileprivate var hexValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether this is an ASCII hex digit.
    fileprivate var isHexDigit: Bool { hexValue != nil }
}
