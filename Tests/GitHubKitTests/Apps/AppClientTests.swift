import FakeGitHub
import Foundation
import GitHubKit
import Testing

/// A GitHub App against FakeGitHub over loopback: the JWT on `/app/…`, installation clients whose
/// tokens are fetched once, renewed before they expire and after a 401, and GitHub's refusals
/// explained.
@Suite struct AppClientTests {
    @Test func theAppFindsItselfAndItsInstallations() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { _, url in
            let app = try AppFixtures.app(url)
            #expect(try await app.authenticatedApp().id == AppFixtures.appID)
            #expect(try await app.installations().map(\.id) == [1, 2, 3])
            #expect(try await app.findInstallation(owner: "mona", repo: "hello-world").id == 1)
            #expect(try await app.findInstallation(organization: "acme-corp").id == 2)
            #expect(try await app.findInstallation(user: "mona").account?.login == "mona")
            await #expect(
                throws: GitHubError.app(
                    .notInstalled(endpoint: "GET /repos/octocat/hello-world/installation"))
            ) {
                try await app.findInstallation(owner: "octocat", repo: "hello-world")
            }
            // The initializer spelling makes the same client.
            let initialized = GitHub(
                app: AppCredentials(appID: AppFixtures.appID, privateKey: try AppFixtures.key()), apiURL: url)
            #expect(try await initialized.authenticatedApp().id == AppFixtures.appID)
            #expect(
                try await initialized.installation(1).repository(owner: "mona", name: "hello-world").id > 0)
        }
    }

    @Test func anInstallationClientReadsWithItsOwnToken() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { server, url in
            let app = try AppFixtures.app(url)
            let mona = try await app.installation(owner: "mona", repo: "hello-world")
            #expect(
                try await mona.repository(owner: "mona", name: "hello-world").fullName == "mona/hello-world")
            #expect(try await mona.user("user-00001").login == "user-00001")
            #expect(await server.installationTokenRequests == 1)
            let sent = await server.requests.filter { $0.path == "/users/user-00001" }
            #expect(sent.first?.header("authorization")?.hasPrefix("Bearer ghs_") == true)
            let token = try await app.installationToken(
                3, scope: InstallationTokenScope(repositories: ["hello-world"]))
            #expect(token.repositories?.map(\.name) == ["hello-world"])
            #expect(!token.description.contains(token.token))
            #expect(!String(reflecting: token).contains(token.token))
        }
    }

    @Test func theTokenIsRenewedFiveMinutesBeforeItExpires() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { server, url in
            let clock = TestClock()
            let app = try AppFixtures.app(url, now: { clock.now })
            let mona = try app.installation(1)
            _ = try await mona.user("user-00001")
            // Another client for the same installation shares the token.
            _ = try await app.installation(1).user("user-00001")
            clock.advance(by: 54 * 60)
            _ = try await mona.user("user-00003")
            #expect(await server.installationTokenRequests == 1)
            clock.advance(by: 2 * 60)
            _ = try await mona.user("user-00002")
            #expect(await server.installationTokenRequests == 2)
        }
    }

    @Test func fiftyConcurrentRequestsWaitForOneTokenFetch() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { server, url in
            let mona = try AppFixtures.app(url).installation(1)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<50 {
                    group.addTask { _ = try await mona.user(World.generatedLogin(index + 1)) }
                }
                try await group.waitForAll()
            }
            #expect(await server.installationTokenRequests == 1)
        }
    }

    @Test func aRevokedTokenIsRefusedThenRenewedOnceAndTheRequestSucceeds() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { server, url in
            let mona = try AppFixtures.app(url).installation(1)
            _ = try await mona.user("user-00001")
            await server.revokeInstallationTokens()
            #expect(try await mona.user("user-00002").login == "user-00002")
            #expect(await server.installationTokenRequests == 2)
            let statuses = await server.requests.filter { $0.path == "/users/user-00002" }.map(\.status)
            #expect(statuses == [401, 200])
        }
    }

    @Test func aTokenRefusedAgainAfterRenewalIsReported() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options(tokenLifetime: 0)) { server, url in
            // The client's clock lags an hour, so it believes the tokens have long to live; FakeGitHub
            // refuses each the moment it is issued.
            let mona = try AppFixtures.app(url, now: { Date().addingTimeInterval(-3600) }).installation(1)
            do throws(GitHubError) {
                _ = try await mona.user("user-00002")
                Issue.record("an expired token was accepted")
            } catch {
                guard case .app(.installationTokenRejected(1, let message)) = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(message == "Bad credentials")
                #expect(!error.description.contains("ghs_"))
            }
            #expect(await server.installationTokenRequests == 2)
            let statuses = await server.requests.filter { $0.path == "/users/user-00002" }.map(\.status)
            #expect(statuses == [401, 401])
        }
    }

    @Test func aWrongAppIDIsExplained() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { _, url in
            let app = try AppFixtures.app(url, appID: 999)
            do throws(GitHubError) {
                _ = try await app.authenticatedApp()
                Issue.record("a wrong app ID was accepted")
            } catch {
                #expect(error == .app(.jwtRejected(message: "A JSON web token could not be decoded")))
                #expect(error.description.contains("check the app ID"))
                #expect(!error.description.contains("eyJ"))
            }
        }
    }

    @Test func aClockAheadOfGitHubsIsExplained() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { _, url in
            let app = try AppFixtures.app(url, signingNow: { Date().addingTimeInterval(300) })
            await #expect(
                throws: GitHubError.app(
                    .clockSkew(
                        message:
                            "'Issued at' claim ('iat') must be an Integer representing a time in the past"))
            ) { try await app.authenticatedApp() }
        }
    }

    @Test func anExpiryTooFarAheadIsExplainedAsTheClock() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { _, url in
            let now = Int(Date().timeIntervalSince1970)
            let jwt = try AppJWT(issuer: "\(AppFixtures.appID)", issuedAt: now - 60, expiresAt: now + 3600)
                .signed(with: AppFixtures.key())
            let client = APIClient(
                baseURL: url,
                adapters: [HeadersAdapter.gitHub(userAgent: "tests"), TokenAdapter(token: jwt, apiURL: url)],
                decisions: [AppJWTDecision()] + APIClient.standardDecisions)
            do throws(GitHubError) {
                _ = try await client.send(GithubRouter.apps.getAuthenticated())
                Issue.record("a JWT expiring in an hour was accepted")
            } catch {
                #expect(
                    error
                        == .app(
                            .clockSkew(message: "'Expiration time' claim ('exp') is too far in the future")))
                #expect(error.description.contains("clock"))
            }
        }
    }

    @Test func aSuspendedInstallationIsExplained() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { _, url in
            let acme = try AppFixtures.app(url)
            do throws(GitHubError) {
                _ = try await acme.installation(2).user("acme-corp")
                Issue.record("a suspended installation got a token")
            } catch {
                #expect(
                    error
                        == .app(
                            .installationSuspended(
                                installation: 2, message: "This installation has been suspended")))
                #expect(error.description.contains("unsuspend"))
            }
        }
    }

    @Test func aRepositoryTheInstallationCannotSeeIsExplained() async throws {
        try await FakeGitHub.serving(options: AppFixtures.options()) { _, url in
            let app = try AppFixtures.app(url)
            do throws(GitHubError) {
                _ = try await app.installationToken(
                    3, scope: InstallationTokenScope(repositories: ["Spoon-Knife"]))
                Issue.record("a token reached a repository the installation cannot see")
            } catch {
                guard case .app(.notGranted(3, let message)) = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(message.contains("not accessible to the parent installation"))
            }
        }
    }

    @Test func aClientWithoutAnAppCannotActForOne() throws {
        let github = GitHub(apiURL: Configuration.defaultAPIURL, token: nil)
        #expect(throws: GitHubError.app(.notAnAppClient)) { try github.installation(1) }
    }
}
