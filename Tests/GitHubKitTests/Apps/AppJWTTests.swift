import Foundation
import GitHubKit
import Testing

/// The app's JWT: GitHub's claims, and an RS256 signature that a second implementation (the
/// openssl command) verifies with the public key.
@Suite struct AppJWTTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// The JSON object in a base64url JWT part.
    static func decodedPart(_ part: Substring) throws -> [String: Any] {
        var text = part.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        text += String(repeating: "=", count: (4 - text.count % 4) % 4)
        let data = try #require(Data(base64Encoded: text))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func claimsAreBackdatedAMinuteAndExpireInNineMinutes() throws {
        let jwt = try AppJWT(issuer: "4242", now: Self.now).signed(with: AppFixtures.key())
        let parts = jwt.split(separator: ".")
        #expect(parts.count == 3)
        let header = try Self.decodedPart(parts[0])
        #expect(header["alg"] as? String == "RS256")
        #expect(header["typ"] as? String == "JWT")
        let claims = try Self.decodedPart(parts[1])
        #expect(claims["iat"] as? Int == 1_800_000_000 - 60)
        #expect(claims["exp"] as? Int == 1_800_000_000 + 540)
        #expect(claims["iss"] as? String == "4242")
    }

    @Test func opensslVerifiesTheSignatureWithThePublicKey() throws {
        let jwt = try AppJWT(issuer: "Iv23liClientID", now: Date()).signed(with: AppFixtures.key())
        let parts = jwt.split(separator: ".").map(String.init)
        var signature = parts[2].replacingOccurrences(of: "-", with: "+").replacingOccurrences(
            of: "_", with: "/")
        signature += String(repeating: "=", count: (4 - signature.count % 4) % 4)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "app-jwt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input")
        let signatureFile = folder.appendingPathComponent("signature")
        try Data((parts[0] + "." + parts[1]).utf8).write(to: input)
        try #require(Data(base64Encoded: signature)).write(to: signatureFile)
        let publicKey = AppFixtures.url("app-public.pem").path
        let verified = try run(
            "/usr/bin/openssl",
            ["dgst", "-sha256", "-verify", publicKey, "-signature", signatureFile.path, input.path])
        #expect(verified.contains("Verified OK"))
        // A changed claim no longer verifies.
        try Data((parts[0] + "." + parts[1] + "x").utf8).write(to: input)
        #expect(throws: ProcessFailure.self) {
            try run(
                "/usr/bin/openssl",
                ["dgst", "-sha256", "-verify", publicKey, "-signature", signatureFile.path, input.path])
        }
    }

    @Test func credentialsReuseATokenUntilLessThanAMinuteIsLeft() throws {
        let clock = TestClock(Self.now)
        let credentials = AppCredentials(appID: 4242, privateKey: try AppFixtures.key(), now: { clock.now })
        let first = try credentials.jwt()
        clock.advance(by: 7 * 60)
        #expect(try credentials.jwt() == first)
        clock.advance(by: 61)
        let second = try credentials.jwt()
        #expect(second != first)
        let claims = try Self.decodedPart(second.split(separator: ".")[1])
        #expect(claims["exp"] as? Int == 1_800_000_000 + 8 * 60 + 1 + 540)
    }
}
