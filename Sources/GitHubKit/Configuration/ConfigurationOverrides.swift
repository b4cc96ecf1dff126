/// Settings given on the command line; nil means the flag was not given.
///
/// There is deliberately no token here: a token on a command line ends up in shell history
/// and in every other user's `ps` output. Tokens come from `GH_TOKEN`, `GITHUB_TOKEN` or the
/// config file.
public struct ConfigurationOverrides: Sendable, Equatable {
    /// `--config PATH`: read this file instead of the default one; it must exist.
    public var configPath: String?
    /// `--api-url URL`, validated like every other source.
    public var apiURL: String?
    /// `--web-url URL`, validated like every other source.
    public var webURL: String?
    /// `--per-page N`
    public var perPage: Int?
    /// `--concurrency N`
    public var concurrency: Int?
    /// `--timeout SECONDS`
    public var timeout: Double?
    /// `--offline` (`.offline`) or `--no-cache` (`.disabled`).
    public var cacheMode: Configuration.CacheMode?
    /// `--cache-path PATH`
    public var cachePath: String?
    /// The cache size limit in megabytes; there is no flag for it yet.
    public var cacheMaxSizeMB: Int?
    /// `--theme NAME`
    public var theme: Configuration.Theme?

    /// Creates overrides; every omitted setting is left to the environment, file and defaults.
    public init(
        configPath: String? = nil,
        apiURL: String? = nil,
        webURL: String? = nil,
        perPage: Int? = nil,
        concurrency: Int? = nil,
        timeout: Double? = nil,
        cacheMode: Configuration.CacheMode? = nil,
        cachePath: String? = nil,
        cacheMaxSizeMB: Int? = nil,
        theme: Configuration.Theme? = nil
    ) {
        self.configPath = configPath
        self.apiURL = apiURL
        self.webURL = webURL
        self.perPage = perPage
        self.concurrency = concurrency
        self.timeout = timeout
        self.cacheMode = cacheMode
        self.cachePath = cachePath
        self.cacheMaxSizeMB = cacheMaxSizeMB
        self.theme = theme
    }
}
