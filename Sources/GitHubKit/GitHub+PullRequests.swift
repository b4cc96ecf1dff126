extension GitHub {
    /// Whether pull request `number` of `owner/name` was merged: `GET …/pulls/{number}/merge`
    /// answers `204` when it was and `404` when it was not (or does not exist).
    public func isMerged(owner: String, name: String, number: Int) async throws(GitHubError) -> Bool {
        try await client.check(GithubRouter.pulls.isMerged(owner: owner, name: name, number: number))
    }
}
