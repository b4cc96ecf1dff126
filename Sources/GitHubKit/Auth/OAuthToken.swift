/// The token a finished device flow grants, with what GitHub says about it.
public struct OAuthToken: Sendable, Equatable, CustomStringConvertible {
    /// The access token, redacted wherever it is printed.
    public var token: Configuration.Token
    /// The token type (`bearer`).
    public var tokenType: String
    /// The scopes granted, which may be fewer than those asked for.
    public var scopes: [String]

    /// Creates a grant as GitHub sent it.
    public init(token: Configuration.Token, tokenType: String, scopes: [String]) {
        self.token = token
        self.tokenType = tokenType
        self.scopes = scopes
    }

    /// The type and scopes; the token shows as `***`.
    public var description: String {
        "OAuthToken(token: \(Configuration.Token.redacted), tokenType: \(tokenType), "
            + "scopes: \(scopes.joined(separator: ", ")))"
    }
}
