/// Why a GitHub App's private key could not be used; no message ever quotes the key.
public enum AppKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text has no `-----BEGIN … PRIVATE KEY-----` block.
    case notPEM
    /// The key is encrypted with a passphrase; GitHub's downloaded keys never are.
    case encrypted
    /// The key is not RSA (`kind` says what it is, e.g. "an EC key"); GitHub Apps sign with RSA.
    case notRSA(kind: String)
    /// The PEM block could not be read as an RSA private key (damaged, cut short, too small).
    case unreadableKey(reason: String)
    /// The key file could not be read.
    case unreadableFile(path: String, reason: String)

    /// One sentence saying what is wrong and what to do.
    public var description: String {
        switch self {
        case .notPEM:
            return "the GitHub App private key is not PEM: expected a \"-----BEGIN RSA PRIVATE KEY-----\" "
                + "or \"-----BEGIN PRIVATE KEY-----\" block, as in the .pem file GitHub lets you download"
        case .encrypted:
            return "the GitHub App private key is encrypted with a passphrase; decrypt it first "
                + "(openssl pkey -in key.pem -out plain.pem) or download a new key from the app's settings"
        case .notRSA(let kind):
            return "the GitHub App private key is \(kind), but GitHub Apps sign with RSA (RS256); "
                + "use the .pem file from the app's settings"
        case .unreadableKey(let reason):
            return "the GitHub App private key could not be read as an RSA key: \(reason)"
        case .unreadableFile(let path, let reason):
            return "cannot read the GitHub App private key file \(path): \(reason)"
        }
    }
}
