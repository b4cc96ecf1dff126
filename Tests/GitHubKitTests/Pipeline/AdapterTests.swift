import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct AdapterTests {
    let adapter = TokenAdapter(token: "s3cret", apiURL: URL(string: "https://api.github.com")!)

    private func request(_ url: String, authorization: String? = nil) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        return request
    }

    @Test func tokenGoesToTheConfiguredOrigin() async throws {
        let adapted = try await adapter.adapt(request("https://api.github.com/users/x"))
        #expect(adapted.value(forHTTPHeaderField: "Authorization") == "Bearer s3cret")
        let explicitPort = try await adapter.adapt(request("https://API.github.com:443/user"))
        #expect(explicitPort.value(forHTTPHeaderField: "Authorization") == "Bearer s3cret")
    }

    @Test(arguments: [
        "https://github.com/x.atom", "http://api.github.com/users/x", "https://api.github.com:8443/users/x",
        "https://api.github.com.evil.example/users/x", "https://evil.example/api.github.com",
    ])
    func tokenNeverGoesToAnotherOriginAndStrayAuthorizationIsRemoved(url: String) async throws {
        let adapted = try await adapter.adapt(request(url, authorization: "Bearer leaked"))
        #expect(adapted.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func noTokenMeansNoAuthorization() async throws {
        for token in [nil, ""] {
            let adapter = TokenAdapter(token: token, apiURL: URL(string: "https://api.github.com")!)
            let adapted = try await adapter.adapt(request("https://api.github.com/user"))
            #expect(adapted.value(forHTTPHeaderField: "Authorization") == nil)
        }
    }

    @Test func defaultHeadersDoNotOverrideTheRoutesOwn() async throws {
        var original = request("https://api.github.com/repos/a/b/readme")
        original.setValue("application/vnd.github.raw+json", forHTTPHeaderField: "Accept")
        let adapted = try await HeadersAdapter.gitHub(userAgent: "ghtui/test").adapt(original)
        #expect(adapted.value(forHTTPHeaderField: "Accept") == "application/vnd.github.raw+json")
        #expect(adapted.value(forHTTPHeaderField: "X-GitHub-Api-Version") == "2022-11-28")
        #expect(adapted.value(forHTTPHeaderField: "User-Agent") == "ghtui/test")
    }

    @Test func jsonBodiesAreLabelledAndRefusedOnReads() async throws {
        var post = request("https://api.github.com/user/repos")
        post.httpMethod = "POST"
        struct Body: Encodable { let fullName: String }
        post.httpBody = try JSONBodyAdapter.body(Body(fullName: "x"))
        let adapted = try await JSONBodyAdapter().adapt(post)
        #expect(adapted.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
        #expect(String(decoding: adapted.httpBody ?? Data(), as: UTF8.self) == #"{"full_name":"x"}"#)

        var get = request("https://api.github.com/user")
        get.httpBody = Data("{}".utf8)
        await #expect(throws: GitHubError.self) { try await JSONBodyAdapter().adapt(get) }
    }
}
