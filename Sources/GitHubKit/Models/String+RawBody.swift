import Foundation

/// A `Route<String>` answers with its body as text rather than JSON: a raw file or README
/// (`application/vnd.github.raw+json`), rendered HTML (`application/vnd.github.html+json`,
/// `POST /markdown`), `GET /zen`.
///
/// ```swift
/// let markdown = try await client.send(GithubRouter.repos.readmeText(owner: "octocat", name: "Hello-World"))
/// ```
extension String: RawBodyDecodable {
    /// Reads the body as UTF-8 text; bytes that are not UTF-8 become U+FFFD rather than failing it.
    public init(body: Data, response: APIResponse) {
        self = String(decoding: body, as: UTF8.self)
    }
}
