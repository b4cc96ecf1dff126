import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// The facade against FakeGitHub over loopback HTTP, through the real URLSession transport.
@Suite struct GitHubClientTests {
    @Test func fetchesAUserAPageOfReposAndAPageOfFollowers() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let user = try await github.user("mona")
            #expect(user.login == "mona")
            #expect(user.type == "User")
            #expect(user.followers == 3000)
            #expect(user.publicRepos == 300)
            let repos = try await github.repositories(of: "mona")
            #expect(repos.count == 100)
            #expect(repos.allSatisfy { $0.ownerLogin == "mona" || $0.fork })
            let followers = try await github.followers(of: "mona", page: 2, perPage: 50)
            #expect(followers.count == 50)
            #expect(Set(followers.map(\.login)).count == 50)
        }
    }

    @Test func everyEndpointDecodesIntoItsModel() async throws {
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            let github = kit.client(token: "tok")
            #expect(try await github.authenticatedUser().login == "mona")
            #expect(try await github.following(of: "mona").count == 100)
            #expect(try await github.starred(by: "mona").count == 80)
            let repos = try await github.repositories(of: "mona", sort: .updated, perPage: 5)
            let repo = try await github.repository(owner: "mona", name: repos[0].name)
            #expect(repo.fullName == "mona/\(repos[0].name)")
            let readme = try await github.readme(owner: "mona", name: repos[0].name)
            #expect(readme.decodedContent?.contains("#") == true)
            let search = try await github.searchUsers("user", perPage: 10)
            #expect(search.items.count == 10)
            #expect(search.totalCount >= 10)
            let limits = try await github.rateLimit()
            #expect(limits.resources.core.limit > 0)
        }
    }

    @Test func anOrganizationDecodesAsAUserOfTypeOrganization() async throws {
        try await TestGitHub.run { kit in
            let org = try await kit.client().user("acme-corp")
            #expect(org.type == "Organization")
            #expect(org.isOrganization)
        }
    }

    @Test func nullFieldsDecodeAsNilAndUnicodeSurvives() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let nullish = try await github.user("nullish")
            #expect(
                nullish.name == nil && nullish.bio == nil && nullish.company == nil && nullish.location == nil
            )
            let zhang = try await github.user("zhang-wei")
            #expect(zhang.name == "张伟")
            #expect(zhang.bio?.contains("🐉") == true)
        }
    }

    @Test func anUnknownUserIsNotFound() async throws {
        try await TestGitHub.run { kit in
            await #expect {
                try await kit.client().user("no-such-user")
            } throws: { error in
                guard case .notFound(let endpoint, let message) = error as? GitHubError else { return false }
                return endpoint == "GET /users/no-such-user" && message == "Not Found"
            }
        }
    }

    @Test func badInputIsRejectedBeforeAnyRequest() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            for login in ["../etc", "a b", "-x", String(repeating: "a", count: 40), "", "%00"] {
                await #expect(throws: GitHubError.self) { try await github.user(login) }
                await #expect(throws: GitHubError.self) { try await github.followers(of: login) }
            }
            await #expect(throws: GitHubError.self) { try await github.repository(owner: "mona", name: "..") }
            #expect(await kit.server.stats.total == 0)
        }
    }

    @Test func aBadTokenIsUnauthorizedAndMissingTokenOnUserToo() async throws {
        try await TestGitHub.run(options: Options(tokens: ["good": "mona"])) { kit in
            await #expect {
                try await kit.client(token: "bad").user("mona")
            } throws: { error in
                guard case .unauthorized(let message) = error as? GitHubError else { return false }
                return message == "Bad credentials" && !"\(error)".contains("bad\"")
            }
            await #expect {
                try await kit.client().authenticatedUser()
            } throws: { error in
                guard case .unauthorized = error as? GitHubError else { return false }
                return true
            }
        }
    }

    @Test func theTokenIsSentToTheAPIHostButNotAcrossARedirectToAnotherHost() async throws {
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            await kit.server.setFault(.redirectToOtherHost, path: "/users/mona", times: 1)
            let user = try await kit.client(token: "tok").user("mona")
            #expect(user.login == "mona")
            let requests = await kit.server.requests
            #expect(requests.count == 2)
            #expect(requests[0].headers["authorization"] == "Bearer tok")
            #expect(requests[1].headers["host"]?.hasPrefix("localhost") == true)
            #expect(requests[1].headers["authorization"] == nil)
        }
    }

    @Test func aSameHostRedirectIsFollowedWithTheToken() async throws {
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            await kit.server.setFault(.redirect(status: 301), path: "/users/mona", times: 1)
            let user = try await kit.client(token: "tok").user("mona")
            #expect(user.login == "mona")
            let requests = await kit.server.requests
            #expect(requests.count == 2)
            #expect(requests.allSatisfy { $0.headers["authorization"] == "Bearer tok" })
        }
    }

    @Test func serverErrorsAreRetriedThenReportedWithTheFirstLineOfAnHTMLBody() async throws {
        try await TestGitHub.run { kit in
            await kit.server.setFault(.serverErrorHTML)
            await #expect {
                try await kit.client().user("mona")
            } throws: { error in
                guard case .serverError(502, let message) = error as? GitHubError else { return false }
                return message.contains("502") && !message.contains("<")
            }
            #expect(await kit.server.stats.total == 4)
        }
    }

    @Test func aPassingServerErrorIsHiddenByARetry() async throws {
        try await TestGitHub.run { kit in
            await kit.server.setFault(.serverError(status: 503), times: 2)
            let user = try await kit.client().user("mona")
            #expect(user.login == "mona")
            #expect(await kit.server.stats.total == 3)
        }
    }

    @Test func writesAreNeverRetried() async throws {
        // PUT and DELETE are idempotent and retried; POST and PATCH are not (RetryTests).
        struct Star: Router {
            var method: HTTPMethod { .post }
            var pathSegments: [String] { ["user", "starred", "mona", "ghtui"] }
            var body: Data? { Data("{}".utf8) }
        }
        try await TestGitHub.run { kit in
            await kit.server.setFault(.serverError(status: 502))
            await #expect(throws: GitHubError.self) { try await kit.client().client.response(for: Star()) }
            #expect(await kit.server.stats.total == 1)
        }
    }

    @Test(arguments: [
        (Fault.malformedJSON, "not valid JSON"), (.truncatedJSON, "not valid JSON"),
        (.emptyBody, "the body is empty"),
        (.htmlBody, "expected JSON but got text/html"),
    ])
    func brokenBodiesAreDecodingErrorsNamingTheEndpoint(fault: Fault, reason: String) async throws {
        try await TestGitHub.run { kit in
            await kit.server.setFault(fault)
            await #expect {
                try await kit.client().user("mona")
            } throws: { error in
                guard case .decodingFailed(let endpoint, _, let actual) = error as? GitHubError else {
                    return false
                }
                return endpoint == "GET /users/mona" && actual.contains(reason)
            }
        }
    }

    @Test func anExhaustedPrimaryLimitIsRateLimitedWithTheResetTime() async throws {
        try await TestGitHub.run { kit in
            await kit.server.setFault(.primaryRateLimitExhausted)
            await #expect {
                try await kit.client().user("mona")
            } throws: { error in
                guard case .rateLimited(let reset?, nil, _) = error as? GitHubError else { return false }
                return reset > Date() && "\(error)".contains("resets at")
            }
            #expect(await kit.server.stats.total == 1)
        }
    }

    @Test func aSecondaryLimitCarriesRetryAfter() async throws {
        try await TestGitHub.run { kit in
            await kit.server.setFault(.secondaryRateLimit(retryAfter: "30"))
            await #expect {
                try await kit.client().user("mona")
            } throws: { error in
                guard case .rateLimited(nil, let wait?, let message) = error as? GitHubError else {
                    return false
                }
                return wait == .seconds(30) && message.contains("secondary rate limit")
            }
        }
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        try await FakeGitHub.serving { server, url in
            await server.setFault(.slow(.seconds(5)))
            await #expect {
                try await gitHub(url, timeout: .milliseconds(300)).user("mona")
            } throws: { error in
                guard case .transport(.timedOut(let host)) = error as? GitHubError else { return false }
                return host.hasPrefix("127.0.0.1:")
            }
        }
    }

    @Test func aClosedPortIsACannotConnectErrorAfterRetries() async throws {
        let stopped = try await TestGitHub.run { kit in kit }
        await #expect {
            try await stopped.client().user("mona")
        } throws: { error in
            guard case .transport(.cannotConnect) = error as? GitHubError else { return false }
            return "\(error)".contains("cannot connect to 127.0.0.1")
        }
    }
}
