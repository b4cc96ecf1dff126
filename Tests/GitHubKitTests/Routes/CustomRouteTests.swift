import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// A route written outside GitHubKit, with its own response type, goes through the same
/// pipeline as the built-in ones: sent, validated, paged, cached and retried alike.
@Suite struct CustomRouteTests {
    /// A follower as this test reads it: its own type, not GitHubKit's `SimpleUser`.
    struct MyFollower: Decodable, Sendable, Equatable {
        let login: String
        let id: Int
    }

    /// `GET /users/{login}/followers`, spelled out the way a library user adds an endpoint.
    static func followers(of login: String, perPage: Int = 100) -> Route<[MyFollower]> {
        Route(
            path: ["users", login, "followers"],
            query: [URLQueryItem(name: "per_page", value: String(perPage))]
        ) {
            () throws(GitHubError) in try GitHubNames.validateLogin(login)
        }
    }

    /// The same endpoint as a plain `Router`, whose item type is given at the call.
    struct FollowersOf: Router {
        let login: String
        var method: HTTPMethod { .get }
        var pathSegments: [String] { ["users", login, "followers"] }
        var queryItems: [URLQueryItem] { Paging.query(page: 1, perPage: 100) }
    }

    /// 250 followers: three pages of 100.
    let world = World.sized(followers: 250, repos: 10)

    @Test func aCustomRouteIsSentAsWrittenAndDecodedAsItsOwnType() async throws {
        try await TestGitHub.run(world: world) { kit in
            let github = kit.client()
            let mine = try await github.client.send(Self.followers(of: "mona", perPage: 5))
            let builtIn = try await github.followers(of: "mona", perPage: 5)
            #expect(mine.count == 5)
            #expect(mine.map(\.login) == builtIn.map(\.login))
            #expect(mine.map(\.id) == builtIn.map(\.id))
            let sent = try #require(await kit.server.requests.first)
            #expect(sent.path == "/users/mona/followers")
            #expect(sent.query == "per_page=5")
        }
    }

    @Test func aCustomRouteIsValidatedBeforeAnythingIsSent() async throws {
        try await TestGitHub.run(world: world) { kit in
            await #expect(throws: GitHubError.self) {
                try await kit.client().client.send(Self.followers(of: "-bad-"))
            }
            #expect(await kit.server.stats.total == 0)
        }
    }

    @Test func aCustomRouteFollowsTheLinkHeaderToTheEnd() async throws {
        try await TestGitHub.run(world: world) { kit in
            let github = kit.client()
            var numbers: [Int] = []
            for try await page in try github.pages(of: Self.followers(of: "mona")) {
                numbers.append(page.number)
            }
            #expect(numbers == [1, 2, 3])
            let mine = try await github.all(Self.followers(of: "mona"))
            let builtIn = try await github.all(GithubRouter.users.followers("mona"))
            #expect(mine.count == 250)
            #expect(mine.map(\.login) == builtIn.map(\.login))
            let plain = try await github.all(FollowersOf(login: "mona"), as: MyFollower.self)
            #expect(plain == mine)
            #expect(await kit.server.stats.total == 4 * 3)
        }
    }

    @Test func aCustomRouteIsRevalidatedFromTheSQLiteCache() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ghtui-custom-route-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cache.sqlite").path
        // Stale at once (max-age=0): inside max-age the warm walk would send nothing.
        try await TestGitHub.run(world: world, options: Options(maxAge: 0)) { kit in
            let cold = try await kit.client(cache: try SQLiteResponseCache(path: path)).all(
                Self.followers(of: "mona"))
            #expect(await kit.server.stats.notModified == 0)
            let warm = try await kit.client(cache: try SQLiteResponseCache(path: path)).all(
                Self.followers(of: "mona"))
            #expect(warm == cold)
            #expect(await kit.server.stats.notModified == 3)
            let revalidations = await kit.server.requests.filter { $0.header("if-none-match") != nil }
            #expect(revalidations.count == 3)
        }
    }

    @Test func aCustomRouteIsRetriedAfterAServerError() async throws {
        try await TestGitHub.run(world: world) { kit in
            await kit.server.setFault(.serverError(status: 502), times: 1)
            let mine = try await kit.client().all(Self.followers(of: "mona"))
            #expect(mine.count == 250)
            let statuses = await kit.server.requests.map(\.status)
            #expect(statuses == [502, 200, 200, 200])
        }
    }

    @Test func aRoutesOwnRetryPolicyGovernsEveryPageOfAWalk() async throws {
        try await TestGitHub.run(world: world) { kit in
            await kit.server.setFault(.serverError(status: 502), path: "/users/mona/followers", times: 1)
            var route = Self.followers(of: "mona")
            route.retryPolicy = .never
            await #expect {
                try await kit.client().all(route)
            } throws: { error in
                guard case .pageFailed(1, .serverError(502, _)) = error as? GitHubError else { return false }
                return true
            }
            #expect(await kit.server.requests.map(\.status) == [502])
        }
    }
}
