/// The XDG base-directory rules and path joining shared by the config and cache locations.
enum ConfigurationPaths {
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
