import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// A 200 whose body cannot be decoded is stored with GitHub's ETag before it is read; it must
/// not be kept, or every later request is a 304 decoded from the same broken bytes.
@Suite struct UndecodableCopyTests {
    @Test(arguments: [Fault.malformedJSON, .truncatedJSON, .emptyBody])
    func aBrokenBodyIsForgottenSoTheNextRequestGetsTheWholeAnswer(fault: Fault) async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            // Stale at once, so that a kept copy would be revalidated, not used as it is.
            try await TestGitHub.run(options: Options(maxAge: 0)) { kit in
                let github = kit.client(cache: cache)
                await kit.server.setFault(fault, path: "/users/mona", times: 1)
                await #expect(throws: GitHubError.self) { try await github.user("mona") }
                let again = try await github.user("mona")
                #expect(again.login == "mona")
                let sent = await kit.server.requests.filter { $0.path == "/users/mona" }
                #expect(sent.count == 2)
                #expect(sent.last?.header("if-none-match") == nil, "the broken copy was not revalidated")
                #expect(sent.last?.status == 200)
                // The good copy is kept: the third request is a 304 decoded from it.
                let third = try await github.user("mona")
                #expect(third.login == "mona")
                #expect(await kit.server.requests.last?.status == 304)
            }
        }
    }

    @Test func aBrokenPageIsForgottenToo() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            try await TestGitHub.run(options: Options(maxAge: 0)) { kit in
                let github = kit.client(cache: cache)
                let path = "/users/mona/followers"
                await kit.server.setFault(.malformedJSON, path: path, times: 1)
                let request = try GithubRouter.users.followers("mona").urlRequest(baseURL: kit.url)
                let parse: PageSequence<SimpleUser>.Parse = { response throws(GitHubError) in
                    try JSONParser<[SimpleUser]>().parse(response)
                }
                await #expect(throws: GitHubError.self) {
                    try await github.client.page(request, number: 1, parse: parse)
                }
                let page = try await github.client.page(request, number: 1, parse: parse)
                #expect(!page.items.isEmpty)
                #expect(
                    await kit.server.requests.filter { $0.path == path }.last?.header("if-none-match") == nil)
            }
        }
    }
}
