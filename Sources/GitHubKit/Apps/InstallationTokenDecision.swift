/// Retries a request GitHub answered 401 once, with a fresh installation token: a token revoked
/// or expired early is replaced rather than reported.
public struct InstallationTokenDecision: ResponseDecision {
    private let tokens: InstallationTokenStore

    /// A decision renewing `tokens` on a 401.
    public init(tokens: InstallationTokenStore) {
        self.tokens = tokens
    }

    /// A 401 is retried after the token it was sent with is dropped, unless that token was itself
    /// fetched after a 401; anything else passes on.
    public func decide(_ response: APIResponse, context: DecisionContext) async throws(GitHubError)
        -> DecisionAction
    {
        guard response.status == 401 else { return .proceed(response) }
        let header = response.request.value(forHTTPHeaderField: "Authorization") ?? ""
        let sent = header.hasPrefix("Bearer ") ? String(header.dropFirst(7)) : header
        if context.retries < max(1, context.retryPolicy.maxRetries), await tokens.drop(rejected: sent) {
            return .retry(after: .zero)
        }
        guard case .unauthorized(let message) = StatusDecision.error(for: response) else {
            return .proceed(response)
        }
        return .fail(.app(.installationTokenRejected(installation: tokens.installationID, message: message)))
    }
}
