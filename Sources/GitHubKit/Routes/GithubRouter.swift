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
    /// `/repos/{owner}/{name}/issues/…`, labels, and the issue lists of `/issues`, `/user/issues`
    /// and `/orgs/{org}/issues`.
    public static let issues = IssuesRoutes()
    /// `/repos/{owner}/{name}/pulls/…`.
    public static let pulls = PullsRoutes()
    /// `/search/…`.
    public static let search = SearchRoutes()
    /// `/orgs/{org}/…`: organizations, their members and repositories.
    public static let orgs = OrgsRoutes()
    /// `/repos/{owner}/{name}/releases/…`: releases and their assets.
    public static let releases = ReleasesRoutes()
    /// `/gists/…` and `/users/{login}/gists`.
    public static let gists = GistsRoutes()
    /// `/meta`: GitHub's IP ranges and SSH keys.
    public static let meta = MetaRoutes()
    /// Everything else: `/rate_limit`.
    public static let misc = MiscRoutes()
}
