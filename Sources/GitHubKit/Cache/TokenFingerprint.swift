import Crypto

/// Who a cached response belongs to, without keeping the token itself.
public enum TokenFingerprint {
    /// What `of(_:)` returns for requests without a token.
    public static let anonymous = "anonymous"

    /// The first 16 bytes of the SHA-256 of `token`, as 32 hex characters; `anonymous` for nil or empty.
    ///
    /// A digest is one-way and a GitHub token has far too much entropy to guess, so the
    /// cache file can record whose responses it holds without holding anything usable.
    public static func of(_ token: String?) -> String {
        guard let token, !token.isEmpty else { return anonymous }
        // The domain prefix keeps this from matching a plain SHA-256 of the token published
        // anywhere else (a log, another tool's cache).
        let digest = SHA256.hash(data: Array("GitHubKit.TokenFingerprint.v1\n".utf8) + Array(token.utf8))
        return Hex.string(digest.prefix(16))
    }
}
