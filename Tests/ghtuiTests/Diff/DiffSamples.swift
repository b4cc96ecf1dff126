import FakeGitHub
import Foundation
import GitHubKit

@testable import ghtui

/// A pull request of `mona/hello-world` as FakeGitHub serves it, read through GitHubKit.
struct DiffSample {
    /// The pull request.
    var pull: PullRequest
    /// Its files list.
    var entries: [DiffEntry]
    /// Its review comments.
    var comments: [PullRequestReviewComment]

    /// The files, parsed.
    var files: [DiffFile] { entries.map { DiffFile(entry: $0) } }

    /// The file at `path`.
    func file(_ path: String) -> DiffFile? {
        files.first { $0.path == path }
    }

    /// The review threads on `path`.
    func threads(_ path: String, resolved: Set<Int> = []) -> [DiffThread] {
        DiffThread.threads(comments, resolved: resolved)[path] ?? []
    }

    /// Reads pull request `number` (its object, files and review comments) from the server at `url`.
    static func fetch(_ number: Int, from url: URL) async throws -> DiffSample {
        let github = GitHub(apiURL: url, token: nil)
        let pulls = GithubRouter.pulls
        let (owner, name) = ("mona", "hello-world")
        return DiffSample(
            pull: try await github.client.send(pulls.get(owner: owner, name: name, number: number)),
            entries: try await github.all(pulls.files(owner: owner, name: name, number: number)),
            comments: try await github.all(pulls.reviewComments(owner: owner, name: name, number: number)))
    }

    /// The whole diff of pull request `number` (`application/vnd.github.diff`).
    static func diff(_ number: Int, from url: URL) async throws -> String {
        try await GitHub(apiURL: url, token: nil).client.send(
            GithubRouter.pulls.get(owner: "mona", repo: "hello-world", pullNumber: number, media: .diff))
    }
}

extension DiffLayout {
    /// Every row's text, trailing spaces dropped.
    var texts: [String] {
        rows(0..<rowCount).map { row in
            var text = row.map(\.text).joined()
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
