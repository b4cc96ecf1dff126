/// Which of GitHub's two servers a route is sent to.
///
/// The REST API lives on the API host (`https://api.github.com`, or `https://HOST/api/v3`);
/// a few things, such as a user's Atom feed, only exist on the web host (`https://github.com`).
public enum RouteHost: Sendable, Hashable, CaseIterable {
    /// The REST API host: the client's `baseURL`.
    case api
    /// The web host: the client's `webURL`.
    case web
}
