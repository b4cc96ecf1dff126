import Foundation

extension World {
    /// The pull request (as writes left it) whose node ID is `nodeID` (`PR_` and the base64 of
    /// `0:<id>`, the id being the repository's id × 10,000 + the number); nil for any other ID.
    func pullRequest(nodeID: String, changes: WorldChanges) -> IssueRecord? {
        guard nodeID.hasPrefix("PR_") else { return nil }
        var encoded = String(nodeID.dropFirst(3))
        encoded += String(repeating: "=", count: (4 - encoded.count % 4) % 4)
        guard let data = Data(base64Encoded: encoded), let text = String(data: data, encoding: .utf8),
            text.hasPrefix("0:"), let id = Int(text.dropFirst(2)),
            let repo = issues.reposWithIssues.first(where: { $0.id == id / 10_000 })
        else { return nil }
        let number = id % 10_000
        let issue =
            changes.current.issues.issue(repoID: repo.id, number: number)
            ?? issues.issue(of: repo, number: number)
        return issue?.pull == nil ? nil : issue
    }
}
