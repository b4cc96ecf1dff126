import GitHubKit

/// Where ghtui keeps its files, by the XDG base-directory rules: the config file and the
/// response cache.
enum ConfigurationPaths {
    /// The config file in use: `explicit` (`--config`, `~` expanded), else the default one.
    static func configFile(explicit: String?, environment: [String: String], home: String) -> String {
        if let explicit {
            return expandingTilde(in: explicit, home: home)
        }
        return defaultConfigFile(environment: environment, home: home)
    }

    /// `$XDG_CONFIG_HOME/ghtui/config.json`, else `home/.config/ghtui/config.json`.
    static func defaultConfigFile(environment: [String: String], home: String) -> String {
        let base = xdgDirectory("XDG_CONFIG_HOME", environment: environment, home: home, fallback: ".config")
        return joined(base, "ghtui", "config.json")
    }

    /// The cache file to open.
    ///
    /// `cache.path` with a leading `~` expanded against `home`; without a path,
    /// `$XDG_CACHE_HOME/ghtui/cache.sqlite`, else `home/.cache/ghtui/cache.sqlite`.
    static func cacheFile(
        _ cache: Configuration.CacheSettings, environment: [String: String], home: String
    ) -> String {
        if let path = cache.path {
            return expandingTilde(in: path, home: home)
        }
        let base = xdgDirectory("XDG_CACHE_HOME", environment: environment, home: home, fallback: ".cache")
        return joined(base, "ghtui", "cache.sqlite")
    }

    /// `$NAME` when it is set to an absolute path, else `home/fallback`.
    ///
    /// The XDG spec says relative values are invalid and must be ignored, and an empty
    /// variable counts as unset.
    static func xdgDirectory(
        _ name: String, environment: [String: String], home: String, fallback: String
    ) -> String {
        if let value = environment[name], value.hasPrefix("/") {
            return value
        }
        return joined(home, fallback)
    }

    /// `~` and `~/rest` against `home`; shells leave `--config=~/x` and JSON strings unexpanded.
    static func expandingTilde(in path: String, home: String) -> String {
        if path == "~" {
            return home
        }
        if path.hasPrefix("~/") {
            return joined(home, String(path.dropFirst(2)))
        }
        return path
    }

    /// Joins components with single slashes, whether or not `first` ends with one.
    static func joined(_ first: String, _ rest: String...) -> String {
        var result = first
        for component in rest {
            while result.hasSuffix("/") {
                result.removeLast()
            }
            result += "/" + component
        }
        return result
    }
}
