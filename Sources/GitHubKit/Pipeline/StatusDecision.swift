import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns every status that is not a success into the `GitHubError` a user can act on.
///
/// It runs after redirects and retries had their turn, so what reaches it is final.
public struct StatusDecision: ResponseDecision {
    /// Creates the decision.
    public init() {}

    /// Passes 2xx and 304 on; fails everything else with GitHub's own message.
    public func decide(_ response: APIResponse, context: DecisionContext) async throws(GitHubError)
        -> DecisionAction
    {
        if (200...299).contains(response.status) || response.status == 304 {
            return .proceed(response)
        }
        return .fail(Self.error(for: response))
    }

    /// The error that a non-success response stands for.
    ///
    /// A 403 or 404 answering a write names the token's scopes against those the endpoint
    /// accepts, from GitHub's `X-OAuth-Scopes` and `X-Accepted-OAuth-Scopes` (never the token);
    /// a 403 to a fine-grained token names the permissions it lacks (`X-Accepted-GitHub-Permissions`).
    public static func error(for response: APIResponse) -> GitHubError {
        var message = errorMessage(response)
        if response.status == 403 || response.status == 404, let scopes = ScopeExplanation(response) {
            message += "; \(scopes)"
        } else if let permissions = PermissionExplanation(response) {
            message += "; \(permissions)"
        }
        switch response.status {
        case 401:
            return .unauthorized(message: message)
        case 403, 429:
            switch RateLimitDecision.limit(in: response, message: message) {
            case .primary(let reset):
                return .rateLimited(reset: reset, retryAfter: nil, message: message)
            case .secondary(let retryAfter):
                return .rateLimited(reset: nil, retryAfter: retryAfter, message: message)
            case nil:
                return .forbidden(message: message)
            }
        case 404:
            return .notFound(endpoint: response.endpoint, message: message)
        case 422:
            let body = try? JSONParser<GitHubErrorBody>.decoder().decode(
                GitHubErrorBody.self, from: response.body)
            return .validationFailed(
                ValidationFailure(endpoint: response.endpoint, body: body, fallbackMessage: message))
        case 408, 500...599:
            return .serverError(status: response.status, message: message)
        default:
            return .httpError(status: response.status, message: message)
        }
    }

    /// GitHub's JSON `message`, else the first line of text in the body (HTML stripped),
    /// else the status's standard phrase.
    static func errorMessage(_ response: APIResponse) -> String {
        if let body = try? JSONParser<GitHubErrorBody>.decoder().decode(
            GitHubErrorBody.self, from: response.body),
            !body.message.isEmpty
        {
            return body.message
        }
        let text = String(decoding: response.body.prefix(4096), as: UTF8.self)
            .replacingOccurrences(of: "<[^>]*>", with: "\n", options: .regularExpression)
        let firstLine = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty }
        if let firstLine {
            return String(firstLine.prefix(200))
        }
        return HTTPURLResponse.localizedString(forStatusCode: response.status)
    }
}
