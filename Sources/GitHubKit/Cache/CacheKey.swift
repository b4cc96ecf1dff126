import Crypto

/// What identifies a cached response. ETags differ per token, so the token's identity is part of it.
public struct CacheKey: Hashable, Sendable {
    /// The API host, lowercased (with a port if the request had one), e.g. `api.github.com`.
    public let apiHost: String
    /// `TokenFingerprint.of(token)`: which token the response was fetched with.
    public let tokenFingerprint: String
    /// The HTTP method, uppercased.
    public let method: String
    /// The full request URL, query included.
    public let url: String
    /// The `Accept` header, which selects the media type of the body.
    public let accept: String

    /// Creates a key; the host is lowercased and the method uppercased, since neither is case-sensitive.
    public init(apiHost: String, tokenFingerprint: String, method: String, url: String, accept: String) {
        self.apiHost = apiHost.lowercased()
        self.tokenFingerprint = tokenFingerprint
        self.method = method.uppercased()
        self.url = url
        self.accept = accept
    }

    /// A stable hex SHA-256 of the fields: the primary key of the cache table.
    public var digest: String {
        // Length prefixes keep field boundaries unambiguous ("a" + "bc" is not "ab" + "c"),
        // and the version prefix lets a future key layout never collide with this one.
        var message = "GitHubKit.CacheKey.v1"
        for field in [apiHost, tokenFingerprint, method, url, accept] {
            message += "\n\(field.utf8.count):\(field)"
        }
        return Hex.string(SHA256.hash(data: Array(message.utf8)))
    }
}
