import GitHubKit

/// A change the browser asks GitHub for (`*` stars, `F` follows): sent by the effect runner as
/// `Effect.write`, answered by `.loaded(id, .written)` or `.failed`. Screens show the change at
/// once and take it back when GitHub refuses it.
enum Write: Equatable, Sendable {
    /// `PUT` (`starring`) or `DELETE` `/user/starred/{owner}/{name}`.
    case star(owner: String, name: String, starring: Bool)
    /// `PUT` (`following`) or `DELETE` `/user/following/{login}`.
    case follow(login: String, following: Bool)

    /// The route GitHub is sent.
    var route: Route<NoContent> {
        switch self {
        case .star(let owner, let name, true): GithubRouter.activity.star(owner: owner, repo: name)
        case .star(let owner, let name, false): GithubRouter.activity.unstar(owner: owner, repo: name)
        case .follow(let login, true): GithubRouter.users.follow(login)
        case .follow(let login, false): GithubRouter.users.unfollow(login)
        }
    }

    /// What the trace calls the write: its kind, never a login or name.
    var traceName: String {
        switch self {
        case .star(_, _, let starring): starring ? "star" : "unstar"
        case .follow(_, let following): following ? "follow" : "unfollow"
        }
    }

    /// The verb for messages: "star", "unstar", "follow", "unfollow".
    private var verb: String { traceName }

    /// What it is done to: `owner/name` or the login.
    private var subject: String {
        switch self {
        case .star(let owner, let name, _): "\(owner)/\(name)"
        case .follow(let login, _): login
        }
    }

    /// The status bar's message when there is no token to write with.
    var needsToken: String {
        switch self {
        case .star: "starring needs a token (GH_TOKEN or ghtui auth login)"
        case .follow: "following needs a token (GH_TOKEN or ghtui auth login)"
        }
    }

    /// The status bar's message for it, said when asked (the screen shows it done at once).
    var done: String {
        switch self {
        case .star(_, _, let starring): starring ? "★ starred \(subject)" : "unstarred \(subject)"
        case .follow(_, let following): following ? "following \(subject)" : "unfollowed \(subject)"
        }
    }

    /// Why GitHub refused it, in the status bar's words: the scope a 403 asks for (GitHubKit
    /// adds the token's and the accepted scopes to the message), what a 404 means.
    func refusal(_ error: GitHubError) -> String {
        let prefix = "could not \(verb) \(subject)"
        switch error.rootCause {
        case .forbidden(let message), .httpError(403, let message):
            // GitHubKit ends a refused write's message with the scopes GitHub named.
            let accepted = Self.quoted(after: "this endpoint accepts `", in: message)
            let granted = Self.quoted(after: "the token has scopes `", in: message)
            guard let accepted else { return "\(prefix): GitHub refused (403): \(message)" }
            let needs = accepted.replacingOccurrences(of: ", ", with: " or ")
            return "\(prefix): the token needs scope \(needs)" + (granted.map { " (it has \($0))" } ?? "")
        case .notFound:
            let what =
                switch self {
                case .star: "GitHub shows no such repository to this token"
                case .follow: "GitHub shows no such user to this token"
                }
            return "\(prefix): \(what), or the token may not write (404)"
        case .unauthorized:
            return "\(prefix): token rejected: check GH_TOKEN, GITHUB_TOKEN or the config file"
        default:
            return "\(prefix): \(error.description)"
        }
    }

    /// The text between `marker` and the next backquote in `message`.
    private static func quoted(after marker: String, in message: String) -> String? {
        guard let start = message.range(of: marker)?.upperBound,
            let end = message[start...].firstIndex(of: "`")
        else { return nil }
        return String(message[start..<end])
    }
}
