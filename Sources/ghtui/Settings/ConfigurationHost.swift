import Foundation

/// The name a host's entry has in the config file's `hosts`, and that `gh auth token --hostname`
/// takes: the web host, lowercased, with its port when the URL names one.
///
/// `https://api.github.com` (web `https://github.com`) is `github.com`; an Enterprise Server's
/// `https://HOST/api/v3` is `HOST`; a local FakeGitHub's `http://127.0.0.1:8080` is `127.0.0.1:8080`.
enum ConfigurationHost {
    /// The host name of `webURL`.
    static func name(of webURL: URL) -> String {
        let host = (webURL.host ?? webURL.absoluteString).lowercased()
        return webURL.port.map { "\(host):\($0)" } ?? host
    }
}
