import GitHubKit

/// Settings given on the command line; nil means the flag was not given (the memberwise
/// initializer leaves every omitted setting nil, to the environment, file and defaults).
///
/// There is deliberately no token here: a token on a command line ends up in shell history
/// and in every other user's `ps` output. Tokens come from `GH_TOKEN`, `GITHUB_TOKEN` or the
/// config file.
struct ConfigurationOverrides: Sendable, Equatable {
    /// `--config PATH`: read this file instead of the default one; it must exist.
    var configPath: String?
    /// `--api-url URL`, validated like every other source.
    var apiURL: String?
    /// `--web-url URL`, validated like every other source.
    var webURL: String?
    /// `--per-page N`
    var perPage: Int?
    /// `--concurrency N`
    var concurrency: Int?
    /// `--connections N`
    var connections: Int?
    /// `--timeout SECONDS`
    var timeout: Double?
    /// `--retries N`
    var retries: Int?
    /// `--offline` (`.offline`) or `--no-cache` (`.disabled`).
    var cacheMode: Configuration.CacheMode?
    /// `--cache-path PATH`
    var cachePath: String?
    /// The cache size limit in megabytes; there is no flag for it yet.
    var cacheMaxSizeMB: Int?
    /// The colour scheme; there is no flag for it yet.
    var theme: Theme?
    /// `--no-mouse` (false): the browser leaves the mouse to the terminal.
    var mouse: Bool?
    /// `--client-id ID` of `ghtui auth login`: the OAuth app to sign in with.
    var oauthClientID: String?
}
