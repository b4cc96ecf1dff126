/// One setting; the raw value is its key path in the config file.
enum ConfigurationKey: String, Sendable, Hashable, CaseIterable {
    /// `token`
    case token
    /// `api_url`
    case apiURL = "api_url"
    /// `web_url`
    case webURL = "web_url"
    /// `per_page`
    case perPage = "per_page"
    /// `concurrency`
    case concurrency
    /// `connections`: connections per host
    case connections
    /// `timeout`, in seconds
    case timeout
    /// `retries`
    case retries
    /// `cache.mode`
    case cacheMode = "cache.mode"
    /// `cache.path`
    case cachePath = "cache.path"
    /// `cache.max_size_mb`
    case cacheMaxSizeMB = "cache.max_size_mb"
    /// `theme`
    case theme
    /// `mouse`: whether the browser takes clicks and the wheel
    case mouse
    /// `keys`: the browser's keys, by action
    case keys
    /// `sections`: Home's searches
    case sections
    /// `commands`: the user's own commands, on keys
    case commands
    /// `downloads_dir`: where the browser saves release assets
    case downloadsDir = "downloads_dir"
}
