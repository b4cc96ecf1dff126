/// Why settings could not be loaded; each description is one sentence the user can act on.
///
/// No case ever carries a token: token problems describe the value's kind, never the value.
enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file named with `--config` does not exist.
    case missingFile(path: String)
    /// The config file exists but cannot be read: permissions, a directory, too large.
    case unreadableFile(path: String, reason: String)
    /// The config file is not JSON; `reason` is the parser's complaint, with line and column.
    case malformedFile(path: String, reason: String)
    /// The config file is JSON but not an object; `got` names what it is ("an array").
    case notAnObject(path: String, got: String)
    /// The config file could not be changed; `reason` says what failed. The file is as it was.
    case unwritableFile(path: String, reason: String)
    /// A value has the wrong type or is out of range.
    ///
    /// `expected` completes "must be …"; `got` is the offending value as written in JSON
    /// (`"abc"`, `true`, `0`) or, for a token, only its kind.
    case invalidValue(source: ConfigurationSource, expected: String, got: String)
    /// A URL that cannot be used as an API or web URL.
    ///
    /// `problem` completes the sentence ("is not an http(s) URL"); `value` is as given, with
    /// any user name or password replaced by `***`.
    case invalidURL(source: ConfigurationSource, value: String, problem: String)
    /// An entry of `keys` that cannot be used: an unknown action, a key a terminal sends as
    /// another, or a key another action has there. `problem` completes the sentence
    /// ("is not an action (did you mean \"star\"?)").
    case invalidKeys(source: ConfigurationSource, problem: String)
    /// A key of `theme.colors` that names no `ColorRole`; `suggestion` is the role it is
    /// closest to, if any is close.
    case unknownRole(source: ConfigurationSource, suggestion: String?)

    /// The error as one sentence, naming the file, variable or flag at fault.
    var description: String {
        switch self {
        case .missingFile(let path):
            return "config file \(path) does not exist (it was given with --config)"
        case .unreadableFile(let path, let reason):
            return "cannot read config file \(path): \(reason)"
        case .malformedFile(let path, let reason):
            return "config file \(path) is not valid JSON: \(reason)"
        case .notAnObject(let path, let got):
            return "config file \(path) must hold a JSON object such as {\"theme\": \"dark\"} (got \(got))"
        case .unwritableFile(let path, let reason):
            return "cannot write config file \(path): \(reason); the file was not changed"
        case .invalidValue(let source, let expected, let got):
            return "\(source) must be \(expected) (got \(got))"
        case .invalidURL(let source, let value, let problem):
            return "\(source) \(problem): \(ConfigurationJSON.quoted(value))"
        case .invalidKeys(let source, let problem):
            return "\(source) \(problem)"
        case .unknownRole(let source, let suggestion):
            let roles = ColorRole.allCases.map(\.rawValue).joined(separator: ", ")
            let guess = suggestion.map { " (did you mean \(("theme.colors." + $0).debugDescription)?)" } ?? ""
            return "\(source) is not a colour role\(guess); the roles are \(roles)"
        }
    }
}
