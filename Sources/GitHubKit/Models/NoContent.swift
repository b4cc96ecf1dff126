import Foundation

/// The answer of an endpoint that says `204 No Content`: a `Route<NoContent>` decodes an empty
/// body (or any body) to this, so a write such as "star a repository" is sent like any route.
///
/// ```swift
/// _ = try await github.client.send(GithubRouter.activity.star(owner: "mona", repo: "hello"))
/// ```
public struct NoContent: RawBodyDecodable, Decodable, Equatable, Sendable {
    /// The empty answer.
    public init() {}

    /// Ignores whatever JSON there is.
    public init(from decoder: any Decoder) throws {}

    /// Ignores the body.
    public init(body: Data, response: APIResponse) {}
}
