/// Public activity, which GitHub serves as Atom feeds on the web host: `GithubRouter.activity`.
public struct ActivityRoutes: Sendable {
    /// The media type GitHub's web host serves activity feeds as.
    public static let atomMediaType = "application/atom+xml"

    /// `GET {web}/{login}.atom`: the account's public activity; parse it with `FeedParser`.
    public func feed(_ login: String) -> Route<Feed> {
        Route(host: .web, path: ["\(login).atom"], headers: ["Accept": Self.atomMediaType]) {
            () throws(GitHubError) in try GitHubNames.validateLogin(login)
        }
    }
}
