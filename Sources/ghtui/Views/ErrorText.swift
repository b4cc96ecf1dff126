import Foundation
import GitHubKit

/// GitHub's errors in the browser's words: short, and saying what it means for the user.
enum ErrorText {
    /// The message for `error` met while loading `login`'s data; `showsData` says whether
    /// what is on screen came from earlier or cached answers; a hint names its key in `keyMap`.
    static func describe(
        _ error: GitHubError, login: String?, showsData: Bool, keyMap: KeyMap = .standard,
        context: RenderContext, repository: String? = nil
    ) -> String {
        let problemRepository = repository
        switch error.rootCause {
        case .notFound(let endpoint, _):
            if let login, endpoint.hasPrefix("GET /users/\(login)") { return "no GitHub user named \(login)" }
            if let repository = problemRepository, endpoint.hasPrefix("GET "),
                endpoint.hasSuffix("/repos/\(repository)")
            {
                return noSuchRepository(repository)
            }
            if endpoint.hasSuffix("/readme") { return "no README" }
            if endpoint.hasPrefix("GET /gists/"), let id = endpoint.split(separator: "/").last {
                return "no gist \(id): it does not exist, was deleted, or is not yours to see"
            }
            if let repository = problemRepository,
                endpoint.contains("/repos/\(repository)/issues/")
                    || endpoint.contains("/repos/\(repository)/pulls/")
            {
                return "not found: \(endpoint) (\(noSuchRepository(repository)))"
            }
            return "not found: \(endpoint)"
        case .forbidden(let message) where scopesNeeded(message) != nil:
            return scopesNeeded(message) ?? message
        case .unauthorized:
            return "token rejected: check GH_TOKEN, GITHUB_TOKEN or the config file"
        case .rateLimited(let reset, let retryAfter, _):
            var text: String
            if let retryAfter {
                text = "rate limited (secondary): retry in \(retryAfter.components.seconds) s"
            } else if let reset {
                text = "rate limited until \(Format.clock(reset, timeZone: context.timeZone))"
            } else {
                text = "rate limited"
            }
            if showsData { text += " — showing cached data" }
            return text
        case .transport(let failure):
            return failure.description + (showsData ? " — showing cached data" : "")
        case .serverError(let status, _):
            let shown = showsData ? " — showing cached data" : ""
            let retry = keyMap.key(.refresh, in: .profile)
            return "GitHub is unavailable (HTTP \(status))\(shown); press \(retry) to retry"
        case .invalidInput(let reason):
            return reason
        case .decodingFailed(_, _, let reason):
            // The endpoint is in --verbose and the dump's message; the status bar has one line.
            return "unreadable answer: \(reason)" + (showsData ? " — showing what was loaded" : "")
        case .validationFailed(let failure) where failure.endpoint.contains("/search/"):
            return SearchRows.refusal(failure)
        case .notCached:
            return "offline, and this is not in the cache"
        case .cancelled:
            return "cancelled"
        default:
            return error.description
        }
    }

    /// "the token needs scope notifications or repo (it has public_repo)", when `message` (a 403's,
    /// which GitHubKit ends with the scopes GitHub named) says which scopes were missing; nil when
    /// the token has one the endpoint accepts (GitHub refused for another reason).
    static func scopesNeeded(_ message: String) -> String? {
        guard let accepted = quoted(after: "this endpoint accepts `", in: message) else { return nil }
        let granted = quoted(after: "the token has scopes `", in: message)
        let names = { (list: String) in
            Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        if let granted, !names(granted).isDisjoint(with: names(accepted)) { return nil }
        let needs = accepted.replacingOccurrences(of: ", ", with: " or ")
        return "the token needs scope \(needs)" + (granted.map { " (it has \($0))" } ?? "")
    }

    /// The text between `marker` and the next backquote in `message`.
    private static func quoted(after marker: String, in message: String) -> String? {
        guard let start = message.range(of: marker)?.upperBound,
            let end = message[start...].firstIndex(of: "`")
        else { return nil }
        return String(message[start..<end])
    }

    /// Why GitHub shows no repository `name` (owner/name): it does not exist, or it is private
    /// and the request had no token that can see it (GitHub answers 404 to both).
    static func noSuchRepository(_ name: String) -> String {
        "no GitHub repository named \(name), or it is private (a token that can see it is needed)"
    }
}
