import Foundation

/// A response type made from the body's bytes as they are, not from JSON: `JSONParser` (so
/// `client.send(_:)`) builds it with `init(body:response:)` whatever the body holds.
///
/// `NoContent` (a `204`) and `String` (a body that is text, not JSON) are such types.
public protocol RawBodyDecodable: Sendable {
    /// Makes the value from a final response's body.
    init(body: Data, response: APIResponse) throws(GitHubError)
}
