/// Where keys are pressed: the same key can mean one thing on a list and another in a text
/// field.
enum KeyContext: CaseIterable, Hashable, Sendable {
    /// A profile's lists.
    case profile
    /// A repository's page.
    case repository
    /// Typing a filter after `/`.
    case filter
    /// Typing a login at the prompt.
    case prompt
    /// The key help.
    case help
    /// A search's results.
    case search
    /// Typing a search query.
    case searchPrompt
    /// The inbox's notifications.
    case inbox
    /// Home's sections.
    case home
    /// A workflow run's jobs.
    case run
    /// A job's log.
    case log
    /// A pull request's page: its tabs and lists.
    case pull
    /// A file's diff on a pull request's page.
    case diff
    /// A gist's files.
    case gist
    /// A release and its assets.
    case release
    /// The code screen's directory listing (and its branch and tag picker).
    case code
    /// A file open on the code screen.
    case codeFile

    /// Whether text is typed here (a filter, a login, a search query): letters are text, and the
    /// few keys that are not keep their meaning whatever the config file says.
    var takesText: Bool { self == .filter || self == .prompt || self == .searchPrompt }

    /// The context's name in the help.
    var title: String {
        switch self {
        case .profile: "profile"
        case .repository: "repository"
        case .filter: "filter"
        case .prompt: "login prompt"
        case .help: "help"
        case .search: "search results"
        case .searchPrompt: "search prompt"
        case .inbox: "inbox"
        case .home: "home"
        case .run: "workflow run"
        case .log: "job log"
        case .pull: "pull request"
        case .diff: "diff"
        case .gist: "gist"
        case .release: "release"
        case .code: "code"
        case .codeFile: "code file"
        }
    }

    /// The context of what `state` shows.
    init(_ state: BrowserState) {
        if state.showsHelp {
            self = .help
            return
        }
        switch state.top {
        case .prompt: self = .prompt
        case .profile(let profile): self = profile.isEditingFilter ? .filter : .profile
        case .repository(let repository): self = repository.isEditingFilter ? .filter : .repository
        case .search(let search):
            self = search.isEditingQuery ? .searchPrompt : search.isEditingFilter ? .filter : .search
        // An issue's page takes the repository's keys (and `c`); a pull request's has its own.
        case .issue(let issue):
            self = !issue.isPullRequest ? .repository : issue.parts.showsDiff ? .diff : .pull
        case .inbox(let inbox): self = inbox.isEditingFilter ? .filter : .inbox
        case .home(let home): self = home.isEditingFilter ? .filter : .home
        case .run: self = .run
        case .jobLog(let log): self = log.searchDraft != nil ? .filter : .log
        case .gist: self = .gist
        case .release: self = .release
        case .code(let code):
            self = code.isTyping ? .filter : code.filePath != nil ? .codeFile : .code
        }
    }
}
