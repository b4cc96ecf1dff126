import Foundation
import GitHubKit
import Testing

/// The README's "GitHubKit in a few lines" is Swift that compiles against today's GitHubKit: its
/// lines are the body of `readmeExample` below, word for word (it is compiled, never run: the
/// names are real GitHub's), and a test checks that the README still shows exactly them.
@Suite struct ReadmeExampleTests {
    @Test func theReadmesSwiftIsTheCompiledExampleWordForWord() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## GitHubKit in a few lines"))
        let after = readme[section.upperBound...]
        let open = try #require(after.range(of: "```swift\nimport GitHubKit\n\n"))
        let close = try #require(after[open.upperBound...].range(of: "```\n"))
        let shown = after[open.upperBound..<close.lowerBound].split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        let compiled = try Self.exampleLines()
        #expect(Array(shown.dropLast()) == compiled)
    }

    /// The lines between the markers in this file, without the function body's indentation.
    private static func exampleLines() throws -> [String] {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let begin = try #require(lines.firstIndex { $0.hasSuffix("// README: begin") })
        let end = try #require(lines.firstIndex { $0.hasSuffix("// README: end") })
        return lines[(begin + 1)..<end].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }
    }

    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README's example; compiled with the tests, never called.
    private func readmeExample() async throws {
        // README: begin
        let github = GitHub(apiURL: URL(string: "https://api.github.com")!, token: nil)
        let user = try await github.user("dyljqq")
        for try await page in try github.pages(of: GithubRouter.users.followers("dyljqq")) {
            print(page.number, page.totalPages ?? 0, page.items.map(\.login))
        }
        let repos = try await github.all(GithubRouter.users.repos("dyljqq"), limit: 200)

        // Issues (pull requests among them), pull requests and searches: typed filters, checked before sending.
        let bugs = try await github.all(
            GithubRouter.issues.list(
                owner: "dyljqq", name: "ghtui", filter: IssueFilter(state: .all, labels: ["bug"])))
        let files = try await github.all(GithubRouter.pulls.files(owner: "dyljqq", name: "ghtui", number: 1))
        for try await page in try github.pages(
            of: GithubRouter.search.repositories("language:swift stars:>1000"))
        {
            // Search has its own limit (30 a minute); core requests don't wait on it.
            print(page.items.map(\.fullName))
        }

        // Repositories, organisations, releases, gists: README as Markdown, a directory, the latest release.
        let readme = try await github.client.send(
            GithubRouter.repos.readmeText(owner: "dyljqq", name: "ghtui"))
        let docs = try await github.client.send(
            GithubRouter.repos.contents(owner: "dyljqq", name: "ghtui", path: "docs"))
        let latest = try await github.client.send(
            GithubRouter.releases.latest(owner: "dyljqq", name: "ghtui"))

        // Writes (a token with the scopes they need): JSON bodies in snake_case, a 422 is
        // `.validationFailed` naming the field, writes are spaced a second apart, never retried once
        // they may have reached GitHub, and the cached reads they change are forgotten.
        let authed = GitHub(apiURL: URL(string: "https://api.github.com")!, token: "ghp_…")
        _ = try await authed.client.send(GithubRouter.activity.star(owner: "dyljqq", repo: "ghtui"))
        let starred = try await authed.client.check(
            GithubRouter.activity.isStarred(owner: "dyljqq", repo: "ghtui"))
        let issue = try await authed.client.send(
            GithubRouter.issues.create(owner: "dyljqq", name: "ghtui", NewIssue(title: "Found a bug")))

        // GraphQL through the same pipeline: typed queries, errors, the rateLimit cost, cursor pages.
        let pinned = try await authed.pinnedItems(of: "dyljqq")
        let calendar = try await authed.contributionCalendar(of: "dyljqq")

        // Every operation of GitHub's REST description has a generated route, typed and checked before
        // sending; lists GitHub wraps ({"total_count", "workflow_runs": [...]}) page like any other.
        let failedRuns = try await authed.all(
            GithubRouter.actions.listWorkflowRunsForRepo(owner: "dyljqq", repo: "ghtui", status: .failure),
            limit: 50)
        let hooks = try await authed.all(GithubRouter.repos.listWebhooks(owner: "dyljqq", repo: "ghtui"))
        let diff = try await authed.client.send(
            GithubRouter.pulls.get(owner: "dyljqq", repo: "ghtui", pullNumber: 1, media: .diff))
        // Or any path, by its template; raw JSON kept as `JSONValue`.
        let traffic = try await authed.client.send(
            try Route<JSONValue>(
                template: "/repos/{owner}/{repo}/traffic/views", ["owner": "dyljqq", "repo": "ghtui"]))
        // README: end
        _ = (user, repos, bugs, files, readme, docs, latest, starred, issue, pinned, calendar)
        _ = (failedRuns, hooks, diff, traffic)
    }
}
