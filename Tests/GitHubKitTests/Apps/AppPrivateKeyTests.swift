import Foundation
import GitHubKit
import Testing

/// Reading a GitHub App's key: both PEM forms, and a clear typed error for each key that cannot be
/// used, none of which quotes the key.
@Suite struct AppPrivateKeyTests {
    @Test func pkcs1AndPkcs8FormsReadAsTheSameKey() throws {
        let pkcs1 = try AppPrivateKey(pem: AppFixtures.text("app-pkcs1.pem"))
        let pkcs8 = try AppPrivateKey(contentsOf: AppFixtures.url("app-pkcs8.pem"))
        #expect(pkcs1.fingerprint == pkcs8.fingerprint)
        #expect(pkcs1.bits == 2048)
        #expect(pkcs1.publicKeyPEM.hasPrefix("-----BEGIN PUBLIC KEY-----"))
    }

    @Test func describingAKeyNeverShowsIt() throws {
        let key = try AppFixtures.key()
        let secret = try AppFixtures.secretLine()
        var dumped = ""
        dump(key, to: &dumped)
        for text in [
            key.description, String(reflecting: key), dumped, "\(AppCredentials(appID: 1, privateKey: key))",
        ] {
            #expect(!text.contains(secret))
            #expect(text.contains(key.fingerprint))
        }
    }

    @Test(arguments: [
        ("not-pem", AppKeyError.notPEM, "not PEM"),
        ("encrypted-pkcs1.pem", .encrypted, "encrypted with a passphrase"),
        ("encrypted-pkcs8.pem", .encrypted, "encrypted with a passphrase"),
        ("ec.pem", .notRSA(kind: "an EC key"), "is an EC key, but GitHub Apps sign with RSA"),
        ("ec-pkcs8.pem", .notRSA(kind: "an EC key"), "is an EC key, but GitHub Apps sign with RSA"),
        (
            "damaged",
            .unreadableKey(reason: "the PEM block is damaged, cut short, or smaller than 2048 bits"),
            "could not be read as an RSA key"
        ),
    ])
    func unusableKeysAreTypedErrors(name: String, expected: AppKeyError, words: String) throws {
        let pem: String
        switch name {
        case "not-pem": pem = "123456:not a key"
        case "damaged":
            let lines = try AppFixtures.text("app-pkcs1.pem").split(separator: "\n")
            pem = (lines.prefix(4) + lines.suffix(2)).joined(separator: "\n")
        default: pem = try AppFixtures.text(name)
        }
        #expect(throws: expected) { try AppPrivateKey(pem: pem) }
        #expect(expected.description.contains(words))
        #expect(!expected.description.contains(try AppFixtures.secretLine()))
    }

    @Test func aMissingFileNamesItsPath() {
        let path = AppFixtures.url("no-such-key.pem")
        do {
            _ = try AppPrivateKey(contentsOf: path)
            Issue.record("a missing file was read")
        } catch {
            guard case .unreadableFile(let named, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(named == path.path)
            #expect(error.description.hasPrefix("cannot read the GitHub App private key file"))
        }
    }
}
