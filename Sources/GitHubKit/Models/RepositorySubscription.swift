import Foundation

/// Whether the authenticated user watches a repository (`repository-subscription`):
/// `GET /repos/{owner}/{repo}/subscription`, and the answer of `PUT` to it.
public struct RepositorySubscription: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads a subscription; no field is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a repository subscription", codingPath: codingPath)
        self.raw = raw
    }

    /// Whether the user gets notifications from the repository.
    public var subscribed: Bool? { raw["subscribed"]?.bool }
    /// Whether the user has muted the repository.
    public var ignored: Bool? { raw["ignored"]?.bool }
    /// Why the user is subscribed; null when they subscribed themselves.
    public var reason: String? { raw["reason"]?.string }
    /// When the subscription was made.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// The subscription's API URL.
    public var url: String? { raw["url"]?.string }
    /// The repository's API URL.
    public var repositoryUrl: String? { raw["repository_url"]?.string }
}
