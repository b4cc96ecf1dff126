import Foundation
import GitHubKit

/// What a pull request's dump reads besides plain lists: the checks of its head commit, written
/// as one object, `{"check_runs": [...], "status": {...}}`.
enum PullRequestParts {
    /// GitHub's combined status of `sha` as received (`GET /repos/{owner}/{repo}/commits/{sha}/status`:
    /// `state`, `statuses`, the first 100 of them, `total_count`, `sha`, …).
    static func combinedStatus(of sha: String, in repository: RepositoryName, github: GitHub) async throws
        -> RawJSON?
    {
        try await github.rawObject(
            at: GithubRouter.repos.getCombinedStatusForRef(
                owner: repository.owner, repo: repository.name, ref: sha, perPage: 100),
            absentWhen: { _ in false })
    }

    /// The `checks` section: `check_runs`, the items of GitHub's `GET …/commits/{sha}/check-runs`
    /// pages as received, and `status`, the combined status object (null when `--fields` kept
    /// nothing of it).
    static func checks(runs: [RawJSON], status: RawJSON?) -> RawJSON {
        var bytes = Array("{\"check_runs\":[".utf8)
        for (index, run) in runs.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += run.bytes
        }
        bytes += Array("],\"status\":".utf8)
        bytes += status?.bytes ?? Array("null".utf8)
        bytes.append(UInt8(ascii: "}"))
        return RawJSON(bytes: bytes)
    }
}
