import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Follows 301, 302, 303, 307 and 308 (a renamed user or repository) to their `Location`.
///
/// The new request starts from the route's request, before adapters, so that the adapters
/// decide afresh for the new host: a token is not carried to another server.
public struct RedirectDecision: ResponseDecision {
    /// Creates the decision.
    public init() {}

    /// Asks the client to send the request to the new location, or passes the response on.
    public func decide(_ response: APIResponse, context: DecisionContext) async throws(GitHubError)
        -> DecisionAction
    {
        guard [301, 302, 303, 307, 308].contains(response.status) else { return .proceed(response) }
        guard let location = response.header("Location"), let base = response.request.url,
            let target = URL(string: location, relativeTo: base)?.absoluteURL,
            target.scheme == "http" || target.scheme == "https"
        else {
            return .fail(
                .httpError(status: response.status, message: "a redirect without a usable Location header"))
        }
        var request = context.request
        request.url = target
        if response.status == 303 {
            request.httpMethod = HTTPMethod.get.rawValue
            request.httpBody = nil
        }
        return .redirect(request)
    }
}
