import Foundation
import LabelBot
import Testing

/// The configuration as the command reads it: each missing or unusable part refused before the
/// bot starts, saying what to fix, and never showing the key or the secret.
@Suite struct BotConfigurationTests {
    static let rule = Result { try LabelRule(label: "bug", whenTitleMatches: "(?i)crash|error") }

    static func configuration(
        appID: String? = "1", keyPath: String? = nil, secret: String? = BotFixture.secret,
        apiURL: String = "https://api.github.com"
    ) throws -> BotConfiguration {
        try BotConfiguration(
            appID: appID, privateKeyPath: keyPath ?? BotFixture.keyFile().path, webhookSecret: secret,
            apiURL: apiURL, rule: try rule.get())
    }

    /// The error `make` throws, which must be a `BotConfigurationError`.
    static func refusal(_ make: () throws -> Any) throws -> BotConfigurationError {
        do {
            _ = try make()
        } catch let error as BotConfigurationError {
            return error
        }
        Issue.record("no error")
        throw CancellationError()
    }

    @Test func aCompleteConfigurationIsAccepted() throws {
        let configuration = try Self.configuration(apiURL: "http://127.0.0.1:8080")
        #expect(configuration.apiURL.absoluteString == "http://127.0.0.1:8080")
        #expect(configuration.credentials.issuer == "1")
        #expect(configuration.rule.matches(title: "App CRASHES on start"))
        #expect(!configuration.rule.matches(title: "Add a dark theme"))
    }

    @Test func aMissingKeyFileIsNamedWithWhatToDo() throws {
        let error = try Self.refusal { try Self.configuration(keyPath: "/nowhere/app.pem") }
        guard case .privateKey(let path, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(path == "/nowhere/app.pem")
        #expect(error.description.hasPrefix("cannot use the private key /nowhere/app.pem: "))
        #expect(try Self.refusal { try Self.configuration(keyPath: "") } == .missingPrivateKey)
    }

    @Test func aFileThatIsNoKeyOrADamagedKeyIsRefusedWithoutQuotingIt() throws {
        let folder = FileManager.default.temporaryDirectory
        let notPEM = folder.appendingPathComponent("label-bot-\(UUID().uuidString).pem")
        try "ghp_notakey".write(to: notPEM, atomically: true, encoding: .utf8)
        let error = try Self.refusal { try Self.configuration(keyPath: notPEM.path) }
        #expect(error.description.contains("is not PEM"))
        #expect(!error.description.contains("ghp_notakey"))

        let pem = try BotFixture.keys.get().privateKeyPEM
        let lines = pem.split(separator: "\n")
        let damaged = folder.appendingPathComponent("label-bot-\(UUID().uuidString).pem")
        try (lines.prefix(4) + lines.suffix(1)).joined(separator: "\n").write(
            to: damaged, atomically: true, encoding: .utf8)
        let cut = try Self.refusal { try Self.configuration(keyPath: damaged.path) }
        #expect(cut.description.contains("could not be read as an RSA key"))
        #expect(!cut.description.contains(String(lines[2])))
    }

    @Test func aMissingOrEmptySecretIsRefused() throws {
        #expect(try Self.refusal { try Self.configuration(secret: nil) } == .missingSecret)
        #expect(try Self.refusal { try Self.configuration(secret: "") } == .missingSecret)
        #expect(BotConfigurationError.missingSecret.description.contains("WEBHOOK_SECRET"))
    }

    @Test func aMissingAppIDOrABadURLIsRefused() throws {
        #expect(try Self.refusal { try Self.configuration(appID: nil) } == .missingAppID)
        #expect(
            try Self.refusal { try Self.configuration(apiURL: "api.github.com") }
                == .badAPIURL("api.github.com"))
    }

    @Test func aRuleNeedsALabelAndARegularExpression() throws {
        #expect(try Self.refusal { try LabelRule(label: " ", whenTitleMatches: "crash") } == .emptyLabel)
        let error = try Self.refusal { try LabelRule(label: "bug", whenTitleMatches: "(crash") }
        guard case .badPattern(let pattern, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(pattern == "(crash")
        #expect(error.description.hasPrefix("--when-title-matches \"(crash\" is not a regular expression: "))
    }
}
