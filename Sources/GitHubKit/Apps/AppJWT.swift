import Foundation

/// The JSON Web Token a GitHub App signs (RS256) to call the `/app/…` routes as itself.
///
/// GitHub accepts it when `iat` is in the past and `exp` at most 10 minutes ahead by GitHub's
/// clock; `iat` is set 60 seconds back and `exp` 9 minutes on, leaving a minute for clock drift
/// either way.
public struct AppJWT: Sendable, Equatable {
    /// How far back `iat` is set, for clocks that run a little fast.
    public static let backdating: TimeInterval = 60
    /// How long after "now" the token expires: 9 minutes, under GitHub's 10-minute limit.
    public static let lifetime: TimeInterval = 9 * 60

    /// The app's ID (`123456`) or client ID (`Iv23li…`), as the `iss` claim.
    public let issuer: String
    /// The `iat` claim, whole seconds since 1970.
    public let issuedAt: Int
    /// The `exp` claim, whole seconds since 1970.
    public let expiresAt: Int

    /// Claims for a token made at `now` by the app `issuer`.
    public init(issuer: String, now: Date) {
        let seconds = Int(now.timeIntervalSince1970.rounded(.down))
        self.issuer = issuer
        issuedAt = seconds - Int(Self.backdating)
        expiresAt = seconds + Int(Self.lifetime)
    }

    /// Claims with times of the caller's choosing (GitHub refuses `exp` more than 10 minutes ahead).
    public init(issuer: String, issuedAt: Int, expiresAt: Int) {
        self.issuer = issuer
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
    }

    /// When the token stops working.
    public var expiryDate: Date { Date(timeIntervalSince1970: TimeInterval(expiresAt)) }

    /// `header.claims.signature`, each part base64url without padding, signed RS256 with `key`.
    public func signed(with key: AppPrivateKey) throws(AppKeyError) -> String {
        let header = #"{"alg":"RS256","typ":"JWT"}"#
        let claims = #"{"iat":\#(issuedAt),"exp":\#(expiresAt),"iss":"\#(Self.escaped(issuer))"}"#
        let signingInput = Self.base64URL(Data(header.utf8)) + "." + Self.base64URL(Data(claims.utf8))
        do {
            return signingInput + "." + Self.base64URL(try key.signRS256(Data(signingInput.utf8)))
        } catch {
            throw .unreadableKey(reason: "signing failed")
        }
    }

    /// Base64url without padding (RFC 7515's encoding of each JWT part).
    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// `text` safe inside a JSON string (an issuer is digits or a client ID, but never trust that).
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
