import Foundation

/// A repository's autolink reference (`autolink`), which turns text such as `TICKET-123` into a link:
/// `GET /repos/{owner}/{repo}/autolinks` and `GET /repos/{owner}/{repo}/autolinks/{autolink_id}`.
public struct Autolink: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric autolink ID.
    public let id: Int

    /// Reads an autolink; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "an autolink", codingPath: codingPath).int("id")
    }

    /// The prefix that starts a reference, e.g. `TICKET-`.
    public var keyPrefix: String? { raw["key_prefix"]?.string }
    /// The link, with `<num>` where the reference's rest goes.
    public var urlTemplate: String? { raw["url_template"]?.string }
    /// Whether the reference's rest may hold letters as well as digits.
    public var isAlphanumeric: Bool? { raw["is_alphanumeric"]?.bool }
    /// When the autolink was last changed; newer objects only.
    public var updatedAt: Date? { raw["updated_at"]?.date }
}
