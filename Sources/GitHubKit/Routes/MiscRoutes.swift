/// Routes that belong to no other area: `GithubRouter.misc`.
public struct MiscRoutes: Sendable {
    /// `GET /rate_limit`: the current limits; free against the primary limit.
    ///
    /// A convenience over the generated `get()` of `GithubRouter.rateLimit`: a property, in the area the app
    /// reads it from.
    public var rateLimit: Route<RateLimitOverview> { Route(path: ["rate_limit"]) }

    /// How `POST /markdown` renders.
    public enum MarkdownMode: String, Sendable, Encodable {
        /// Plain Markdown, as in a README.
        case markdown
        /// GitHub Flavored Markdown, as in an issue: `#123` and `@login` become links (with `context`).
        case gfm
    }

    /// `POST /markdown`: `text` rendered as HTML, as GitHub renders READMEs and comments.
    ///
    /// A convenience over the generated `render(body:)` of `GithubRouter.markdown`: the text and a
    /// `MarkdownMode` instead of a body, and `Accept: text/html`.
    ///
    /// - Parameters:
    ///   - mode: `.markdown` (GitHub's default) or `.gfm`.
    ///   - context: `owner/repo` that `#123` refers to in `.gfm` mode.
    public func markdown(_ text: String, mode: MarkdownMode? = nil, context: String? = nil) -> Route<String> {
        Route(
            .post, path: ["markdown"], headers: ["Accept": "text/html"],
            json: MarkdownRequest(text: text, mode: mode, context: context))
    }

    /// The body of `POST /markdown`.
    private struct MarkdownRequest: Encodable, Sendable {
        var text: String
        var mode: MarkdownMode?
        var context: String?
    }
}
