/// Why the bot cannot start, in words that say what to fix. No case carries a secret or a key.
public enum BotConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No app ID was given.
    case missingAppID
    /// No private key file was given.
    case missingPrivateKey
    /// The private key file could not be read or used.
    case privateKey(path: String, reason: String)
    /// No webhook secret was given, or it is empty.
    case missingSecret
    /// The API URL is not an http(s) URL.
    case badAPIURL(String)
    /// The label to add is empty.
    case emptyLabel
    /// The title pattern is not a regular expression.
    case badPattern(String, reason: String)

    /// One sentence saying what is wrong and what to do.
    public var description: String {
        switch self {
        case .missingAppID:
            return "no GitHub App ID: pass --app-id or set APP_ID (the app's settings page shows it)"
        case .missingPrivateKey:
            return "no private key: pass --private-key or set PRIVATE_KEY_PATH to the .pem file "
                + "downloaded from the app's settings"
        case .privateKey(let path, let reason):
            return "cannot use the private key \(path): \(reason)"
        case .missingSecret:
            return "no webhook secret: set WEBHOOK_SECRET to the secret in the app's webhook settings "
                + "(deliveries cannot be checked without it)"
        case .badAPIURL(let text):
            return "the API URL \"\(text)\" is not an http(s) URL; GitHub's is https://api.github.com"
        case .emptyLabel:
            return "the label to add is empty: pass --label NAME"
        case .badPattern(let pattern, let reason):
            return "--when-title-matches \"\(pattern)\" is not a regular expression: \(reason)"
        }
    }
}
