import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a refused request is explained by scopes: only writes, only when GitHub named what it accepts.
@Suite struct ScopeExplanationTests {
    private func response(
        _ method: String, status: Int, headers: [String: String], message: String = "Not Found"
    ) -> APIResponse {
        var request = URLRequest(url: URL(string: "https://api.github.com/user/following/octocat")!)
        request.httpMethod = method
        request.setValue("Bearer secret-token-value", forHTTPHeaderField: "Authorization")
        return APIResponse(
            request: request, status: status, headers: headers, body: Data(#"{"message":"\#(message)"}"#.utf8)
        )
    }

    @Test func aRefused404WriteNamesTheScopesAndNotTheToken() {
        let error = StatusDecision.error(
            for: response(
                "PUT", status: 404,
                headers: [
                    "X-OAuth-Scopes": "repo, read:user", "X-Accepted-OAuth-Scopes": "user, user:follow",
                ]))
        #expect(
            error
                == .notFound(
                    endpoint: "PUT /user/following/octocat",
                    message:
                        "Not Found; the token has scopes `repo, read:user`; this endpoint accepts `user, user:follow`"
                ))
        #expect(!error.description.contains("secret-token-value"))
    }

    @Test func aTokenWithoutScopesOrWithoutTheHeaderIsSaidSo() {
        let none = StatusDecision.error(
            for: response(
                "DELETE", status: 403, headers: ["X-OAuth-Scopes": "", "X-Accepted-OAuth-Scopes": "repo"],
                message: "Forbidden"))
        #expect(
            none == .forbidden(message: "Forbidden; the token has no scopes; this endpoint accepts `repo`"))
        let fineGrained = StatusDecision.error(
            for: response(
                "PATCH", status: 403, headers: ["X-Accepted-OAuth-Scopes": "repo"], message: "Forbidden"))
        #expect(
            fineGrained
                == .forbidden(
                    message:
                        "Forbidden; GitHub did not say which scopes the token has (a fine-grained token?); "
                        + "this endpoint accepts `repo`"))
    }

    @Test func readsAndAnswersWithoutAcceptedScopesAreLeftAsGitHubWroteThem() {
        let headers = ["X-OAuth-Scopes": "read:user", "X-Accepted-OAuth-Scopes": "user"]
        #expect(
            StatusDecision.error(for: response("GET", status: 404, headers: headers))
                == .notFound(endpoint: "GET /user/following/octocat", message: "Not Found"))
        #expect(
            StatusDecision.error(for: response("PUT", status: 404, headers: ["X-Accepted-OAuth-Scopes": ""]))
                == .notFound(endpoint: "PUT /user/following/octocat", message: "Not Found"))
    }
}
