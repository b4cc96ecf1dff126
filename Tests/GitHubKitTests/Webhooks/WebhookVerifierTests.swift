import Foundation
import GitHubKit
import Testing

/// Signatures: GitHub's HMAC-SHA256 over the exact body, several secrets while one is rotated, and
/// a typed refusal for each bad header, none of which quotes a secret.
@Suite struct WebhookVerifierTests {
    static let body = Data(#"{"zen":"Keep it logically awesome.","hook_id":1}"#.utf8)

    @Test func aSignatureMatchesOpenSSLsHMAC() throws {
        let signature = WebhookVerifier.signature(for: Self.body, secret: "It's a Secret to Everybody")
        let openssl = try run(
            "/usr/bin/openssl", ["dgst", "-sha256", "-hmac", "It's a Secret to Everybody", "-r"],
            input: String(decoding: Self.body, as: UTF8.self))
        #expect(signature == "sha256=" + openssl.prefix(64))
        try WebhookVerifier(secret: "It's a Secret to Everybody").verify(
            body: Self.body, signature: signature)
    }

    @Test func eitherSecretOfARotationIsAccepted() throws {
        let verifier = try WebhookVerifier(secrets: ["new-secret", "old-secret"])
        try verifier.verify(
            body: Self.body, signature: WebhookVerifier.signature(for: Self.body, secret: "old-secret"))
        try verifier.verify(
            body: Self.body, signature: WebhookVerifier.signature(for: Self.body, secret: "new-secret"))
        #expect(throws: WebhookError.signatureMismatch) {
            try verifier.verify(
                body: Self.body,
                signature: WebhookVerifier.signature(for: Self.body, secret: "retired-secret"))
        }
        #expect(!verifier.description.contains("secret-"))
    }

    @Test func aChangedBodyIsRefused() throws {
        let signature = WebhookVerifier.signature(for: Self.body, secret: "s3cret")
        var forged = Self.body
        forged[forged.count - 2] = UInt8(ascii: "2")
        #expect(throws: WebhookError.signatureMismatch) {
            try WebhookVerifier(secret: "s3cret").verify(body: forged, signature: signature)
        }
    }

    @Test(
        arguments: [
            (nil, WebhookError.missingSignature),
            ("sha1=0123456789abcdef0123456789abcdef01234567", .wrongPrefix(found: "sha1")),
            ("0123456789abcdef", .wrongPrefix(found: "0123456789abcdef")),
            ("sha256=zz23456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef", .badHex),
            ("sha256=0123456789abcdef", .wrongLength(count: 16)),
            ("sha256=" + String(repeating: "a", count: 63), .wrongLength(count: 63)),
        ] as [(String?, WebhookError)])
    func malformedSignaturesAreTypedErrors(header: String?, expected: WebhookError) throws {
        let verifier = try WebhookVerifier(secret: "s3cret")
        #expect(throws: expected) { try verifier.verify(body: Self.body, signature: header) }
        #expect(!expected.description.contains("s3cret"))
    }

    @Test func aVerifierNeedsASecret() {
        #expect(throws: WebhookError.noSecrets) { try WebhookVerifier(secrets: []) }
        #expect(throws: WebhookError.noSecrets) { try WebhookVerifier(secret: "") }
    }
}
