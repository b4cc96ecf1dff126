/// Reads a response body as text: raw files and READMEs (`application/vnd.github.raw+json`),
/// rendered HTML (`application/vnd.github.html+json`) and other answers that are not JSON.
///
/// ```swift
/// let html = try await github.client.send(
///     GithubRouter.repos.readmeHTML(owner: "mona", name: "hello-world"), parser: TextParser())
/// ```
///
/// Bytes that are not UTF-8 become U+FFFD rather than failing the whole text.
public struct TextParser: Parsable {
    /// Creates a parser.
    public init() {}

    /// The body as UTF-8 text.
    public func parse(_ response: APIResponse) throws(GitHubError) -> String {
        String(decoding: response.body, as: UTF8.self)
    }
}
