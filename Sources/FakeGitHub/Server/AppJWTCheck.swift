import Foundation
import _CryptoExtras

/// Checks a GitHub App's JWT as GitHub does: RS256 with the app's public key, `iss` the app's ID
/// or client ID, `iat` in the past, `exp` in the future but at most ten minutes ahead, each
/// refusal a 401 with GitHub's words.
enum AppJWTCheck {
    static let docs = "https://docs.github.com/rest"
    static let undecodable = "A JSON web token could not be decoded"
    static let issuedAtMessage =
        "'Issued at' claim ('iat') must be an Integer representing a time in the past"
    static let expirationMessage =
        "'Expiration time' claim ('exp') must be a numeric value representing the future time at which "
        + "the assertion expires"
    static let tooFarMessage = "'Expiration time' claim ('exp') is too far in the future"

    /// Whether `token` has a JWT's shape (three dot-separated parts), so it is checked as one.
    static func looksLikeJWT(_ token: String) -> Bool {
        token.split(separator: ".", omittingEmptySubsequences: false).count == 3
    }

    /// Nil when `token` is a valid JWT of `app` at `now` (epoch seconds), else GitHub's refusal.
    static func refusal(of token: String, app: AppOptions, now: Int) -> APIError? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let header = json(parts[0]), header["alg"] as? String == "RS256",
            let claims = json(parts[1]), let signature = bytes(parts[2]),
            let key = try? _RSA.Signing.PublicKey(pemRepresentation: app.publicKeyPEM),
            key.isValidSignature(
                _RSA.Signing.RSASignature(rawRepresentation: signature),
                for: Data((parts[0] + "." + parts[1]).utf8),
                padding: .insecurePKCS1v1_5)
        else { return unauthorized(undecodable) }
        let issuer = (claims["iss"] as? String) ?? (claims["iss"] as? Int).map(String.init)
        guard issuer == String(app.id) || issuer == app.clientID else {
            return unauthorized(undecodable)
        }
        guard let issuedAt = claims["iat"] as? Int, issuedAt <= now else {
            return unauthorized(issuedAtMessage)
        }
        guard let expiry = claims["exp"] as? Int, expiry > now else { return unauthorized(expirationMessage) }
        guard expiry <= now + 600 else { return unauthorized(tooFarMessage) }
        return nil
    }

    private static func unauthorized(_ message: String) -> APIError {
        APIError(status: 401, message: message, documentationURL: docs)
    }

    /// A base64url part decoded to bytes.
    private static func bytes(_ part: String) -> Data? {
        var text = part.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        text += String(repeating: "=", count: (4 - text.count % 4) % 4)
        return Data(base64Encoded: text)
    }

    /// A base64url part decoded as a JSON object.
    private static func json(_ part: String) -> [String: Any]? {
        bytes(part).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }
}
