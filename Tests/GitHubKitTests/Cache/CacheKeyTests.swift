import GitHubKit
import Testing

@Suite struct CacheKeyTests {
    @Test func digestIsStableAcrossRunsAndVersions() {
        // Pinned: a changed digest silently empties every user's cache.
        #expect(cacheKey().digest == "ca37c0fb64825660e9c0791b5e13868f8caf5211a97d8e6ce546d8dda6391404")
    }

    @Test func everyFieldChangesTheDigest() {
        let base = cacheKey()
        let variants = [
            cacheKey(host: "github.example.com"),
            cacheKey(token: "ghp_other"),
            cacheKey(method: "HEAD"),
            cacheKey("https://api.github.com/users/octocat?page=2"),
            cacheKey(accept: "application/vnd.github.raw+json"),
        ]
        for variant in variants {
            #expect(variant.digest != base.digest)
            #expect(variant != base)
        }
        #expect(Set(variants.map(\.digest)).count == variants.count)
    }

    @Test func fieldBoundariesAreNotAmbiguous() {
        let first = CacheKey(apiHost: "a", tokenFingerprint: "bc", method: "GET", url: "u", accept: "x")
        let second = CacheKey(apiHost: "ab", tokenFingerprint: "c", method: "GET", url: "u", accept: "x")
        #expect(first.digest != second.digest)
    }

    @Test func hostAndMethodCaseDoNotMatter() {
        let lower = CacheKey(
            apiHost: "api.github.com", tokenFingerprint: "t", method: "get", url: "u", accept: "a")
        let upper = CacheKey(
            apiHost: "API.GitHub.com", tokenFingerprint: "t", method: "GET", url: "u", accept: "a")
        #expect(lower == upper)
        #expect(lower.digest == upper.digest)
    }

    @Test func digestIsSixtyFourHexCharacters() {
        let digest = cacheKey().digest
        #expect(digest.count == 64)
        #expect(digest.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }

    @Test(arguments: [nil, ""])
    func missingTokenFingerprintsAsAnonymous(token: String?) {
        #expect(TokenFingerprint.of(token) == "anonymous")
        #expect(TokenFingerprint.of(token) == TokenFingerprint.anonymous)
    }

    @Test(arguments: [
        "ghp_example", "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
        "Bearer gho_16C7e42F292c6912E7710c838347Ae178B4a",
        "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz", "anonymous",
    ])
    func tokenFingerprintNeverEqualsOrContainsTheToken(token: String) {
        let fingerprint = TokenFingerprint.of(token)
        #expect(fingerprint != token)
        #expect(!fingerprint.contains(token))
        #expect(fingerprint != TokenFingerprint.anonymous)
        #expect(fingerprint.count == 32)
        #expect(fingerprint.allSatisfy { $0.isHexDigit })
    }

    @Test func tokenFingerprintIsStableAndDiffersPerToken() {
        #expect(TokenFingerprint.of("ghp_example") == "c70c3e5bc95fc807c1869a72105f09bf")
        #expect(TokenFingerprint.of("ghp_example") == TokenFingerprint.of("ghp_example"))
        #expect(TokenFingerprint.of("ghp_example") != TokenFingerprint.of("ghp_examplf"))
    }
}
