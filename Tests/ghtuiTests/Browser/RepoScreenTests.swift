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

    @Test func pullRequestRowsShowTheirChecksFromOneGraphQLQueryAPage() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["tok": "mona"])) { server, url in
            var driver = BrowserDriver(
                hasToken: true, repository: helloWorld, perPage: 30, url: url, token: "tok")
            await driver.settle()
            driver.press(.character("3"))
            await driver.settle()
            let items = try #require(driver.repository?.lists[.pulls]?.items)
            #expect(items.count == 30)
            let asked = driver.effects.compactMap { effect -> [String]? in
                if case .fetch(_, .pullStatuses(let ids)) = effect { ids } else { nil }
            }
            #expect(asked.count == 1 && asked.first?.count == 30, "one query for the page, not one a row")
            #expect(await server.requests.filter { $0.path == "/graphql" }.count == 1)
            let statuses = try #require(driver.repository?.pullStatuses)
            let rows = driver.screen.split(separator: "\n")
            var marks = Set<String>()
            for item in items {
                guard case .pullRequest(let pull) = item,
                    let row = rows.first(where: { $0.contains("#\(pull.number) ") })
                else { continue }
                let mark = CheckMark.of(statuses.status(of: item)?.checks)?.mark
                if let mark { marks.insert(mark) }
                let title = row.split(separator: "#\(pull.number)", maxSplits: 1).last ?? ""
                #expect(
                    title.trimmingCharacters(in: .whitespaces).hasPrefix("\(mark ?? "")"),
                    "#\(pull.number) shows \(mark ?? "no mark")")
            }
            #expect(marks.isSuperset(of: ["✓", "✗"]), "rows of several states: \(marks)")

            // The next page asks only for its own rows; without a token nothing is asked.
            driver.press(.character("G"))
            await driver.settle()
            #expect(
                driver.effects.filter { if case .fetch(_, .pullStatuses) = $0 { true } else { false } }.count
                    == 2)
            var anonymous = BrowserDriver(repository: helloWorld, url: url)
            await anonymous.settle()
            anonymous.press(.character("3"))
            await anonymous.settle()
            #expect(
                !anonymous.effects.contains { if case .fetch(_, .pullStatuses) = $0 { true } else { false } })
        }
    }
}
