import GitHubKit

/// Everything that can happen to the browser: keys, resizes, time, and effects' answers.
enum Action: Equatable, Sendable {
    /// A key was pressed.
    case key(KeyEvent)
    /// The terminal has a new size.
    case resize(ScreenSize)
    /// Time passed: the spinner turns.
    case tick
    /// GitHub's latest rate-limit status for the core API.
    case rateLimit(RateLimitStatus?)
    /// The response cache's copy of what `id` fetches, shown while GitHub is asked.
    case cached(RequestID, Payload)
    /// A fetch succeeded.
    case loaded(RequestID, Payload)
    /// A fetch failed.
    case failed(RequestID, GitHubError)
    /// A message for the status bar, e.g. the URL that could not be opened.
    case notice(String)
}
