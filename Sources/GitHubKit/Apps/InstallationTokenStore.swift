import Foundation

/// One installation's access token: fetched when first needed, kept until five minutes before it
/// expires, and fetched again then, once, however many requests are waiting for it.
///
/// The token never leaves through a description or an error.
public actor InstallationTokenStore {
    /// Fetches a new token (`POST /app/installations/{id}/access_tokens`, signed with the app's JWT).
    public typealias Fetch = @Sendable () async throws(GitHubError) -> InstallationToken

    /// How long before `expires_at` a token is replaced: GitHub's tokens live an hour.
    public static let margin: TimeInterval = 5 * 60

    /// The installation the tokens are for.
    public nonisolated let installationID: Int
    /// How many tokens were fetched so far (refreshes included).
    public private(set) var fetches = 0
    private let fetch: Fetch
    private let now: @Sendable () -> Date
    private var current: Held?
    private var inFlight: Task<Held, any Error>?
    /// Whether the next fetch replaces a token GitHub refused; a 401 with that one is final.
    private var replacingRejected = false

    /// A token and what the store knows of it.
    private struct Held: Sendable {
        var token: String
        var expiresAt: Date
        /// Fetched because GitHub refused the one before.
        var afterRejection: Bool
    }

    /// A store for `installationID`'s tokens, fetched by `fetch`; `now` is the clock expiry is
    /// judged by.
    public init(installationID: Int, now: @escaping @Sendable () -> Date = Date.init, fetch: @escaping Fetch)
    {
        self.installationID = installationID
        self.now = now
        self.fetch = fetch
    }

    /// A token with more than five minutes left: the kept one, or one fetched now.
    public func token() async throws(GitHubError) -> String {
        if let current, current.expiresAt.timeIntervalSince(now()) > Self.margin { return current.token }
        return try await refreshed().token
    }

    /// When the kept token expires; nil before the first fetch or after a refusal.
    public var expiresAt: Date? { current?.expiresAt }

    /// Forgets `rejected` (a token GitHub answered 401 to) and says whether a retry may help: not
    /// when `rejected` was itself fetched after a refusal.
    public func drop(rejected: String) -> Bool {
        guard let current, current.token == rejected else { return true }
        if current.afterRejection { return false }
        self.current = nil
        replacingRejected = true
        return true
    }

    /// The token fetched by the one fetch in flight, started here if none is.
    private func refreshed() async throws(GitHubError) -> Held {
        let task: Task<Held, any Error>
        if let inFlight {
            task = inFlight
        } else {
            let afterRejection = replacingRejected
            replacingRejected = false
            fetches += 1
            task = Task { [fetch, now] in
                let token = try await fetch()
                // GitHub always says when; an answer without it is treated as GitHub's usual hour.
                let expiry = token.expiresAt ?? now().addingTimeInterval(3600)
                return Held(token: token.token, expiresAt: expiry, afterRejection: afterRejection)
            }
            inFlight = task
        }
        do {
            let held = try await task.value
            if inFlight == task {
                inFlight = nil
                current = held
            }
            return held
        } catch {
            if inFlight == task { inFlight = nil }
            throw APIClient.gitHubError(error, url: nil)
        }
    }
}
