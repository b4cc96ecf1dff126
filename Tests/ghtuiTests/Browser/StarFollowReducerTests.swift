import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// `*` and `F` in the pure core: what is asked of GitHub, the screen at once, and after a
/// refusal GitHubKit really reports (FakeGitHub refusing a token without the scope).
@Suite struct StarFollowReducerTests {
    private let helloWorld = try! RepositoryName(owner: "mona", name: "hello-world")
    private let token = "read-only"

    /// The write the reducer asked for last.
    private func lastWrite(_ driver: BrowserDriver) -> (RequestID, Write)? {
        driver.effects.reversed().lazy.compactMap { effect -> (RequestID, Write)? in
            if case .write(let id, let write) = effect { (id, write) } else { nil }
        }.first
    }

    /// `write` sent with a token that has only `read:user`: the error GitHubKit throws.
    private func refusal(of write: Write, url: URL) async -> GitHubError? {
        let github = GitHub(apiURL: url, token: token, writeSpacing: .zero)
        do {
            try await write.send(with: github.client)
            return nil
        } catch {
            return error
        }
    }

    @Test func starWithoutATokenSaysSoAndAsksNothing() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(repository: helloWorld, url: url)
            await driver.settle()
            driver.press(.character("*"))
            #expect(driver.state.notice == "starring needs a token (GH_TOKEN or ghtui auth login)")
            #expect(lastWrite(driver) == nil)
            #expect(!driver.fetches.contains(.isStarred(owner: "mona", name: "hello-world")))
            #expect(!driver.screen.contains("★ starred"))
        }
    }

    @Test func starShowsAtOnceAndARefusalTakesItBackNamingTheScope() async throws {
        let options = Options(tokens: [token: "mona"], tokenScopes: [token: ["read:user"]])
        try await FakeGitHub.serving(options: options) { _, url in
            var driver = BrowserDriver(hasToken: true, repository: helloWorld, url: url)
            #expect(driver.fetches.contains(.isStarred(owner: "mona", name: "hello-world")))
            await driver.settle()
            let stars = try #require(driver.repository?.repository?.stargazersCount)
            #expect(driver.screen.contains("\(Format.grouped(stars)) stars"))
            driver.press(.character("*"))
            let (id, write) = try #require(lastWrite(driver))
            #expect(write == .star(owner: "mona", name: "hello-world", starring: true))
            #expect(driver.screen.contains("★ starred"))
            #expect(driver.screen.contains("\(Format.grouped(stars + 1)) stars"))

            let error = try #require(await refusal(of: write, url: url))
            driver.send(.failed(id, error))
            #expect(!driver.screen.contains("★ starred"))
            #expect(driver.screen.contains("\(Format.grouped(stars)) stars"))
            #expect(
                driver.state.notice
                    == "could not star mona/hello-world: the token needs scope public_repo or repo (it has read:user)"
            )
        }
    }

    @Test func starThenUnstarWhenGitHubAgrees() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(hasToken: true, repository: helloWorld, url: url)
            await driver.settle()
            driver.press(.character("*"))
            let (first, star) = try #require(lastWrite(driver))
            #expect(star == .star(owner: "mona", name: "hello-world", starring: true))
            driver.send(.loaded(first, .written))
            #expect(driver.repository?.star.write == nil)
            #expect(driver.screen.contains("★ starred"))
            driver.press(.character("*"))
            let (_, unstar) = try #require(lastWrite(driver))
            #expect(unstar == .star(owner: "mona", name: "hello-world", starring: false))
            #expect(!driver.screen.contains("★ starred"))
        }
    }

    @Test func followShowsAtOnceAndARefusalTakesItBack() async throws {
        let options = Options(tokens: [token: "mona"], tokenScopes: [token: ["read:user"]])
        try await FakeGitHub.serving(options: options) { _, url in
            var driver = BrowserDriver(login: "user-00001", hasToken: true, url: url)
            await driver.settle()
            #expect(driver.fetches.contains(.isFollowing("user-00001")))
            let followers = try #require(driver.profile?.user?.followers)
            driver.press(.character("F"))
            let (id, write) = try #require(lastWrite(driver))
            #expect(write == .follow(login: "user-00001", following: true))
            #expect(driver.screen.contains("✓ Following"))
            #expect(driver.screen.contains("\(Format.grouped(followers + 1)) followers"))
            let error = try #require(await refusal(of: write, url: url))
            driver.send(.failed(id, error))
            #expect(!driver.screen.contains("✓ Following"))
            #expect(driver.screen.contains("\(Format.grouped(followers)) followers"))
            #expect(driver.state.notice?.contains("the token needs scope user or user:follow") == true)
        }
    }
}
