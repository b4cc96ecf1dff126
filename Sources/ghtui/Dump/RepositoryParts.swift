import Foundation
import GitHubKit

/// What a repository's dump reads besides plain lists: its README object, its issues without
/// pull requests, and the answers GitHub gives for a repository that has none of them.
enum RepositoryParts {
    /// GitHub's README object as received (`GET /repos/{owner}/{name}/readme`: name, path, sha,
    /// size, URLs, `encoding` and base64 `content`); nil when the repository has no README (404)
    /// or is empty (409).
    static func readme(of repository: RepositoryName, github: GitHub) async throws -> RawJSON? {
        try await github.rawObject(
            at: GithubRouter.repos.readme(owner: repository.owner, name: repository.name),
            absentWhen: hasNoReadme)
    }

    /// Whether `error` says there is no README to read: none (404) or an empty repository (409).
    static func hasNoReadme(_ error: GitHubError) -> Bool {
        switch error.rootCause {
        case .notFound: true
        case .httpError(let status, _): status == 409
        default: false
        }
    }

    /// Whether `error` is GitHub's answer to the issue list of a repository with issues turned
    /// off: 410 Gone.
    static func issuesAreDisabled(_ error: GitHubError) -> Bool {
        if case .httpError(410, _) = error.rootCause { return true }
        return false
    }

    /// Whether `error` is GitHub's answer to the contents of an empty repository: 409 Conflict.
    static func isEmptyRepository(_ error: GitHubError) -> Bool {
        if case .httpError(409, _) = error.rootCause { return true }
        return false
    }

    /// A page of a list as received; none in an empty answer (GitHub answers an empty
    /// repository's contributors with 204 No Content).
    static func elements(_ response: APIResponse) throws(GitHubError) -> [RawJSON] {
        response.body.isEmpty ? [] : try JSONDump.elements(response)
    }

    /// A page of a list GitHub wraps in an object, `{"total_count": …, "workflow_runs": [...]}`:
    /// the items of the array under `key`, as received.
    static func items(under key: String) -> PageSequence<RawJSON>.Parse {
        { response throws(GitHubError) in
            guard let wrapper = try? RawJSON(validating: response.body),
                let list = (try? wrapper.members())?.first(where: { $0.key == key })?.value,
                let items = try? RawJSON.elements(ofArray: Data(list.bytes))
            else {
                throw .decodingFailed(
                    endpoint: response.endpoint, codingPath: key,
                    reason: "expected a JSON object with a \"\(key)\" array")
            }
            return items
        }
    }

    /// A page of GitHub's issue list without its pull requests (the items with a
    /// `pull_request` key), which the `pulls` section has.
    static func issuesOnly(_ response: APIResponse) throws(GitHubError) -> [RawJSON] {
        try elements(response).filter { item in
            !((try? item.members())?.contains { $0.key == "pull_request" } ?? false)
        }
    }
}
