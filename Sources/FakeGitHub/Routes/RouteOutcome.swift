import Foundation

/// What a route produced, before headers are added.
enum RouteOutcome: Sendable {
    /// A single object; `lastModified` in epoch seconds when GitHub would send the header.
    case object(JSONValue, lastModified: Int?)
    /// One page of a list; `linkPath` is the path GitHub's `Link` URLs use for it.
    case page(JSONValue, Page, linkPath: String)
    /// An error answer.
    case failure(APIError)
    /// A write's answer (or a check's): `status` with a JSON body, or none (`204 No Content`).
    case status(Int, JSONValue?)
    /// Another outcome with extra headers, such as `X-Accepted-OAuth-Scopes`.
    indirect case headed(RouteOutcome, headers: [(name: String, value: String)])
    /// A web-host document (a feed, an HTML page) with its own status and content type;
    /// `etag` when it is cheaper to name than to hash.
    case document(status: Int, contentType: String, body: Data, etag: String?)
}
