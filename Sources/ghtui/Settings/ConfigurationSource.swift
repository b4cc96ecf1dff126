/// Where a setting's value came from; errors name it so the user knows what to fix.
enum ConfigurationSource: Sendable, Hashable, CustomStringConvertible {
    /// A command-line flag, such as `--per-page`.
    case commandLine(flag: String)
    /// An environment variable, such as `GH_TOKEN`.
    case environment(variable: String)
    /// A key in a config file; nested keys are dotted (`cache.mode`).
    case file(path: String, key: String)
    /// `gh auth token --hostname HOST`: the GitHub CLI's token for the host.
    case ghCLI(hostname: String)
    /// Computed from another setting: the web URL from the API URL.
    case derived
    /// Nothing set it.
    case `default`

    /// `--per-page`, `GH_TOKEN`, `config file /x/config.json: "per_page"`, `gh CLI`, `derived` or `default`.
    var description: String {
        switch self {
        case .commandLine(let flag):
            return flag
        case .environment(let variable):
            return variable
        case .file(let path, let key):
            // Escaped, as Swift writes a string literal: a key is the file's text, and a control
            // character in it must not reach the terminal.
            return "config file \(path): \(ConfigurationJSON.quoted(key))"
        case .ghCLI:
            return "gh CLI"
        case .derived:
            return "derived"
        case .default:
            return "default"
        }
    }
}
