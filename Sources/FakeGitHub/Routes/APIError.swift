/// An error answer with GitHub's JSON body: `message`, `documentation_url`, `status`.
struct APIError: Sendable, Error {
    var status: Int
    var message: String
    var documentationURL: String
    var errors: [JSONValue] = []

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("message", .string(message))]
        if !errors.isEmpty {
            members.append(("errors", .array(errors)))
        }
        members.append(("documentation_url", .string(documentationURL)))
        members.append(("status", .string(String(status))))
        return .object(members)
    }

    static func notFound(_ documentationURL: String = "https://docs.github.com/rest") -> APIError {
        APIError(status: 404, message: "Not Found", documentationURL: documentationURL)
    }

    static func requiresAuthentication(_ documentationURL: String) -> APIError {
        APIError(status: 401, message: "Requires authentication", documentationURL: documentationURL)
    }

    static let badCredentials = APIError(
        status: 401, message: "Bad credentials", documentationURL: "https://docs.github.com/rest")

    static func validationFailed(field: String, code: String, documentationURL: String) -> APIError {
        invalid(resource: "Search", field: field, code: code, documentationURL: documentationURL)
    }

    /// 422 "Unprocessable Entity" with `reason` as its one error, a bare string, as GitHub words
    /// refusals of reviews ("Can not approve your own pull request").
    static func unprocessable(_ reason: String, documentationURL: String) -> APIError {
        APIError(
            status: 422, message: "Unprocessable Entity", documentationURL: documentationURL,
            errors: [.string(reason)])
    }

    /// 422 "Validation Failed" with one error naming `resource`'s `field` and GitHub's `code`.
    static func invalid(resource: String, field: String, code: String, documentationURL: String) -> APIError {
        APIError(
            status: 422, message: "Validation Failed", documentationURL: documentationURL,
            errors: [
                .object([("resource", .string(resource)), ("field", .string(field)), ("code", .string(code))])
            ])
    }
}

extension APIError {
    /// 403 for a spent primary rate limit, worded as GitHub words it for users and for addresses.
    static func rateLimitExceeded(viewer: UserRecord?) -> APIError {
        let message =
            if let viewer {
                "API rate limit exceeded for user ID \(viewer.id)."
            } else {
                "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests "
                    + "get a higher rate limit. Check out the documentation for more details.)"
            }
        return APIError(
            status: 403, message: message,
            documentationURL: "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting")
    }
}
