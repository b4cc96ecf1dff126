/// Explains GitHub's 401 to a request signed with the app's JWT: a wrong app ID or key, or a
/// clock that is off (GitHub's "'Expiration time' claim ('exp') is too far in the future").
public struct AppJWTDecision: ResponseDecision {
    /// Creates the decision.
    public init() {}

    /// Fails a 401 with `AppAuthError`; passes anything else on.
    public func decide(_ response: APIResponse, context: DecisionContext) async throws(GitHubError)
        -> DecisionAction
    {
        guard response.status == 401 else { return .proceed(response) }
        return .fail(AppAuthError.explainingJWT(StatusDecision.error(for: response)))
    }
}
