import GitHubKit

/// Everything the browser shows and knows; changed only by `Reducer`.
struct BrowserState: Equatable, Sendable {
    /// The screens, the last on top; going back pops one.
    var stack: [Screen]
    /// The terminal's size.
    var size: ScreenSize
    /// Items per API page.
    var perPage: Int
    /// GitHub's latest core rate-limit status.
    var rateLimit: RateLimitStatus?
    /// A passing message for the status bar; the next key clears it.
    var notice: String?
    /// Whether the key help covers the screen.
    var showsHelp = false
    /// The spinner's frame.
    var spinner = 0
    /// Names learnt from loaded profiles, shown next to logins in lists.
    var names: [String: String] = [:]
    /// Set when the user asked to quit.
    var quits = false
    /// The number the next request gets.
    private(set) var nextRequest = 1

    /// The browser opening on `login`; nil with `hasToken` opens the token's user, nil
    /// without one asks for a login.
    init(login: String?, hasToken: Bool, size: ScreenSize, perPage: Int = 100) {
        if login != nil || hasToken {
            stack = [.profile(ProfileScreen(login: login))]
        } else {
            stack = [.prompt(LoginPrompt())]
        }
        self.size = size
        self.perPage = max(1, min(100, perPage))
    }

    /// The screen on top.
    var top: Screen {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }

    /// A fresh request number.
    mutating func makeRequestID() -> RequestID {
        defer { nextRequest += 1 }
        return RequestID(value: nextRequest)
    }
}
