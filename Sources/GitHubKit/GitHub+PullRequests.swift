extension GitHub {
    /// Whether pull request `number` of `owner/name` was merged: `GET …/pulls/{number}/merge`
    /// answers `204` when it was and `404` when it was not (or does not exist).
    public func isMerged(owner: String, name: String, number: Int) async throws(GitHubError) -> Bool {
        do {
            _ = try await client.response(
                for: GithubRouter.pulls.merged(owner: owner, name: name, number: number))
            return true
        } catch .notFound {
            return false
        }
    }
}
