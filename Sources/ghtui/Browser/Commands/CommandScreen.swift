/// The screens a command of the user's own may be on (the config file's `"on"`).
enum CommandScreen: String, CaseIterable, Hashable, Sendable {
    /// A pull request's page (its tabs).
    case pull
    /// An issue's page.
    case issue
    /// A repository's page.
    case repo
    /// A profile.
    case user
    /// A workflow run.
    case run
    /// A file's diff on a pull request's page.
    case file

    /// Where its keys are read: an issue's page takes the repository's keys.
    var keyContext: KeyContext {
        switch self {
        case .pull: .pull
        case .issue, .repo: .repository
        case .user: .profile
        case .run: .run
        case .file: .diff
        }
    }

    /// The kind of `screen`; nil for one no command runs on.
    init?(_ screen: Screen) {
        switch screen {
        case .issue(let issue) where issue.isPullRequest: self = issue.parts.showsDiff ? .file : .pull
        case .issue: self = .issue
        case .repository: self = .repo
        case .profile: self = .user
        case .run: self = .run
        default: return nil
        }
    }
}
