import Foundation
import GitHubKit

/// What the bot needs, read and checked before it starts: a missing or unusable part is a
/// ``BotConfigurationError`` that says which, and never shows the key or the secret.
public struct BotConfiguration: Sendable {
    /// The app's ID or client ID, and its private key.
    public let credentials: AppCredentials
    /// Checks each delivery's signature with the webhook secret.
    public let verifier: WebhookVerifier
    /// GitHub's API: `https://api.github.com`, Enterprise Server's `…/api/v3`, or FakeGitHub's.
    public let apiURL: URL
    /// Which issues get which label.
    public let rule: LabelRule

    /// Reads the key file and checks every part.
    ///
    /// - Parameters:
    ///   - appID: the app's numeric ID or client ID.
    ///   - privateKeyPath: the app's private key, a `.pem` file.
    ///   - webhookSecret: the app's webhook secret.
    ///   - apiURL: GitHub's API URL.
    ///   - rule: which issues get which label.
    public init(
        appID: String?, privateKeyPath: String?, webhookSecret: String?, apiURL: String, rule: LabelRule
    )
        throws(BotConfigurationError)
    {
        guard let appID, !appID.isEmpty else { throw .missingAppID }
        guard let privateKeyPath, !privateKeyPath.isEmpty else { throw .missingPrivateKey }
        let key: AppPrivateKey
        do {
            key = try AppPrivateKey(contentsOf: URL(fileURLWithPath: privateKeyPath))
        } catch .unreadableFile(_, let reason) {
            throw .privateKey(path: privateKeyPath, reason: reason)
        } catch {
            throw .privateKey(path: privateKeyPath, reason: error.description)
        }
        guard let webhookSecret, let verifier = try? WebhookVerifier(secret: webhookSecret) else {
            throw .missingSecret
        }
        guard let url = URL(string: apiURL), ["http", "https"].contains(url.scheme), url.host != nil else {
            throw .badAPIURL(apiURL)
        }
        credentials = AppCredentials(appID: appID, privateKey: key)
        self.verifier = verifier
        self.apiURL = url
        self.rule = rule
    }
}
