import GitHubKit

/// Everything the browser shows and knows; changed only by `Reducer`.
struct BrowserState: Equatable, Sendable {
    /// The screens, the last on top; going back pops one.
    var stack: [Screen]
    /// The terminal's size.
    var size: ScreenSize
    /// Items per API page.
    var perPage: Int
    /// Whether requests carry a token: GraphQL reads and writes (`*`, `F`) need one.
    var hasToken = false
    /// Which key does what.
    let keyMap: KeyMap
    /// GitHub's latest core rate-limit status.
    var rateLimit: RateLimitStatus?
    /// A passing message for the status bar; the next key clears it.
    var notice: String?
    /// Whether the key help covers the screen.
    var showsHelp = false
    /// The first line of the key help on screen.
    var helpScroll = 0
    /// The spinner's frame.
    var spinner = 0
    /// Names learnt from loaded profiles, shown next to logins in lists.
    var names: [String: String] = [:]
    /// The last search run, what `S` starts from.
    var lastSearch = ""
    /// What Home shows (`H`, and where a token's browser starts).
    let home: HomeSetup
    /// The inbox's unread threads, once it has loaded: shown on every screen's title bar.
    var unread: UnreadCount?
    /// Set when the user asked to quit.
    var quits = false
    /// The number the next request gets.
    private(set) var nextRequest = 1

    /// The browser opening on `repository` (its issues and pull requests in `issueState`), else
    /// on `login`; nil with `hasToken` opens Home (`home`), nil without one asks for a login.
    /// With `inbox` (and a token) the inbox is on top of that. Keys mean what `keyMap` says.
    init(
        login: String?, hasToken: Bool, repository: RepositoryName? = nil, pull: Int? = nil,
        issueState: IssueStateFilter = .open, inbox: InboxStart? = nil, home: HomeSetup = HomeSetup(),
        size: ScreenSize, perPage: Int = 100, keyMap: KeyMap = .standard
    ) {
        if let repository {
            stack = [
                .repository(
                    RepoScreen(
                        owner: repository.owner, name: repository.name, issueState: issueState, size: size))
            ]
            if let pull {
                stack.append(
                    .issue(IssueScreen(repository: repository, number: pull, isPullRequest: true, size: size))
                )
            }
        } else if login != nil {
            stack = [.profile(ProfileScreen(login: login, size: size))]
        } else if hasToken {
            stack = [.home(HomeScreen(setup: home, size: size))]
        } else {
            stack = [.prompt(LoginPrompt())]
        }
        if let inbox, hasToken { stack.append(.inbox(InboxScreen(showing: inbox, size: size))) }
        self.size = size
        self.home = home
        self.hasToken = hasToken
        self.perPage = max(1, min(100, perPage))
        self.keyMap = keyMap
    }

    /// The screen on top.
    var top: Screen {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }

    /// The last first line of the key help: its end at the bottom of the screen.
    var maxHelpScroll: Int { max(0, keyMap.helpLines.count - Layout.helpRows(size)) }

    /// Takes what a screen's update changed besides the screen itself.
    mutating func absorb(_ context: UpdateContext) {
        nextRequest = context.nextRequest
        notice = context.notice
        names = context.names
    }
}
