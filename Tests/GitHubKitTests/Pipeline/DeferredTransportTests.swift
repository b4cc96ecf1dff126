import FakeGitHub
import Foundation
import GitHubKit
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `DeferredTransport` against FakeGitHub, over the real `CurlTransport`: nothing is made until
/// the first request, then one transport carries every request, however many start at once.
@Suite struct DeferredTransportTests {
    @Test func theTransportIsMadeOnceAtTheFirstRequestAndCarriesEveryOne() async throws {
        try await FakeGitHub.serving { server, url in
            let made = Atomic<Int>(0)
            let transport = DeferredTransport {
                made.add(1, ordering: .sequentiallyConsistent)
                return CurlTransport.make(timeout: .seconds(30))
            }
            #expect(made.load(ordering: .sequentiallyConsistent) == 0)
            let github = GitHub(apiURL: url, token: nil, transport: transport)
            let logins = try await withThrowingTaskGroup(of: String.self) { group in
                for login in ["mona", "emoji-fan", "nullish"] {
                    group.addTask {
                        let user = try await github.client.send(GithubRouter.users.get(login))
                        return user.login
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(logins.sorted() == ["emoji-fan", "mona", "nullish"])
            #expect(made.load(ordering: .sequentiallyConsistent) == 1)
            #expect(await server.stats.total == 3)
        }
    }
}
