/// The routes below `/repos/{owner}/{name}`: `GithubRouter.repos`.
public struct ReposRoutes: Sendable {
    /// `GET /repos/{owner}/{name}`.
    public func get(owner: String, name: String) -> Route<Repository> {
        repository(owner, name, [])
    }

    /// `GET /repos/{owner}/{name}/readme`: base64 content (see `Readme.decodedContent`).
    public func readme(owner: String, name: String) -> Route<Readme> {
        repository(owner, name, ["readme"])
    }

    private func repository<Response>(_ owner: String, _ name: String, _ rest: [String]) -> Route<Response> {
        Route(path: ["repos", owner, name] + rest) { () throws(GitHubError) in
            try GitHubNames.validateLogin(owner)
            try GitHubNames.validateRepositoryName(name)
        }
    }
}
