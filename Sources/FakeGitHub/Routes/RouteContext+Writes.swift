import Foundation

extension RouteContext {
    /// Now, in epoch seconds: when a write happens.
    var now: Int { Int(Date().timeIntervalSince1970) }

    /// The scopes of the caller's token: ``Options/tokenScopes``, else a classic token's
    /// `repo, user`; none for anonymous callers.
    var scopes: [String] {
        guard viewer != nil, let token = request.token else { return [] }
        return options.scopes(of: token)
    }

    /// A write's (or a check's) answer: `answer` runs only for a signed-in caller whose token has
    /// one of `accepted` (any token when `accepted` is empty); every answer, refusals included,
    /// names `accepted` in `X-Accepted-OAuth-Scopes`, as GitHub's do.
    ///
    /// A missing token is a 401; a token without the scope a 403 in GitHub's words.
    func authorized(accepting accepted: [String], docs: String, _ answer: (UserRecord) -> RouteOutcome)
        -> RouteOutcome
    {
        let outcome: RouteOutcome
        if let viewer {
            if accepted.isEmpty || scopes.contains(where: accepted.contains) {
                outcome = answer(viewer)
            } else {
                outcome = .failure(
                    APIError(
                        status: 403, message: "Resource not accessible by personal access token",
                        documentationURL: docs))
            }
        } else {
            outcome = .failure(.requiresAuthentication(docs))
        }
        return .headed(outcome, headers: [("x-accepted-oauth-scopes", accepted.joined(separator: ", "))])
    }

    /// The request's JSON object body with every `required` field present: 400 "Problems parsing
    /// JSON" when it is not JSON, 422 "Validation Failed" naming the field that is missing or
    /// when the JSON is not an object.
    func jsonBody(required: [String], resource: String, docs: String) -> Result<[String: Any], APIError> {
        let body = request.body.isEmpty ? Data("{}".utf8) : request.body
        guard let parsed = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
            return .failure(APIError(status: 400, message: "Problems parsing JSON", documentationURL: docs))
        }
        guard let object = parsed as? [String: Any] else {
            return .failure(
                .invalid(resource: resource, field: "body", code: "invalid", documentationURL: docs))
        }
        if let missing = required.first(where: { object[$0] == nil || object[$0] is NSNull }) {
            return .failure(
                .invalid(resource: resource, field: missing, code: "missing_field", documentationURL: docs))
        }
        return .success(object)
    }
}
