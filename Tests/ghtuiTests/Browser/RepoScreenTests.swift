import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The repository screen in the pure core, against FakeGitHub: what each tab asks for and
/// when, what `f` and leaving a tab do, and the answers that are not errors.
@Suite struct RepoScreenTests {
    private let helloWorld = try! RepositoryName(owner: "mona", name: "hello-world")

    @Test func theReadmeLoadsFirstAndEachListWhenItsTabIsFirstShown() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(repository: helloWorld, url: url)
            #expect(driver.queued.map(\.1.traceName) == ["repository", "readme"])
            await driver.settle()
            #expect(driver.screen.contains("Hello, World! 👋"))
            driver.press(.character("2"))
            #expect(
                driver.queued.map(\.1) == [
                    .repoPage(.issues, helloWorld, state: .open, page: 1, perPage: 100)
                ])
            await driver.settle()
            let issues = driver.repository?.lists[.issues]?.items ?? []
            #expect(!issues.isEmpty)
            #expect(
                issues.allSatisfy { if case .issue(let issue) = $0 { !issue.isPullRequest } else { false } })
            driver.press(.tab)
            #expect(driver.repository?.tab == .pulls)
            #expect(driver.queued.map(\.1.traceName) == ["pull requests page 1"])
            // Back on Issues: nothing is asked again.
            driver.press(.backTab)
            #expect(driver.queued.map(\.1.traceName) == [])
        }
    }

    @Test func leavingATabCancelsItsPageAndComingBackAsksAgain() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(repository: helloWorld, url: url)
            await driver.settle()
            driver.press(.character("2"))
            let asked = try #require(driver.queued.first?.0)
            driver.press(.character("5"))
            #expect(driver.effects.contains(.cancel(asked)))
            #expect(driver.queued.map(\.1.traceName) == ["contributors page 1"])
            driver.press(.character("2"))
            #expect(driver.queued.map(\.1.traceName) == ["issues page 1"])
        }
    }

    @Test func fStartsIssuesAndPullRequestsOverInTheNextStateKeepingTheFilter() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(repository: helloWorld, url: url)
            await driver.settle()
            driver.press(.character("2"))
            await driver.settle()
            driver.press(.character("/"))
            driver.type("bug")
            driver.press(.enter, .character("f"))
            #expect(driver.repository?.issueState == .closed)
            #expect(driver.repository?.list.filter == "bug")
            #expect(
                driver.queued.map(\.1) == [
                    .repoPage(.issues, helloWorld, state: .closed, page: 1, perPage: 100)
                ])
            await driver.settle()
            let items = driver.repository?.lists[.issues]?.items ?? []
            #expect(!items.isEmpty)
            #expect(
                items.allSatisfy { if case .issue(let issue) = $0 { issue.state == .closed } else { false } })
            driver.press(.character("f"), .character("f"))
            #expect(driver.repository?.issueState == .open)
        }
    }

    @Test func issuesTurnedOffAndAnEmptyRepositoryAreSaidOnTheirTabsNotAsErrors() async throws {
        try await FakeGitHub.serving { _, url in
            var off = BrowserDriver(
                repository: try RepositoryName(owner: "mona", name: "issues-off"), url: url)
            off.press(.character("2"))
            await off.settle()
            #expect(off.screen.contains("Issues are disabled for this repository."))
            #expect(off.state.top.problem == nil)

            var empty = BrowserDriver(
                repository: try RepositoryName(owner: "mona", name: "empty-repo"), url: url)
            await empty.settle()
            #expect(empty.screen.contains("This repository is empty"))
            #expect(empty.state.top.problem == nil)
            // Its contributors are GitHub's 204 No Content: none, and no error.
            empty.press(.character("5"))
            await empty.settle()
            #expect(empty.screen.contains("no contributors"))
            #expect(empty.state.top.problem == nil)
        }
    }

    @Test func enterOnAContributorOpensTheirProfile() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(repository: helloWorld, url: url)
            driver.press(.character("5"))
            await driver.settle()
            guard case .contributor(let first)? = driver.repository?.list.selected else {
                Issue.record("no contributor selected")
                return
            }
            driver.press(.enter)
            #expect(driver.profile?.login == first.login)
        }
    }
}
