/// GitHubKit's named endpoints, by area: `GithubRouter.users.followers("octocat")` is a
/// `Route<[SimpleUser]>`, ready for `client.send(_:)` or `github.pages(of:)`.
///
/// Each area is one file in `Routes/`. An endpoint that is not here is one `Route` away
/// (see `Route` and `Router`); it is sent, cached, retried and paged like these.
public enum GithubRouter {
    /// `/users/…` and `/user`: accounts and their lists.
    public static let users = UsersRoutes()
    /// `/repos/{owner}/{name}/…`: one repository.
    public static let repos = ReposRoutes()
    /// Public activity: Atom feeds on the web host.
    public static let activity = ActivityRoutes()
    /// `/search/…`.
    public static let search = SearchRoutes()
    /// Everything else: `/rate_limit`.
    public static let misc = MiscRoutes()
}
