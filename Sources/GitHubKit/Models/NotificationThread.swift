import Foundation

/// One notification (`thread`): `GET /notifications`.
public struct NotificationThread: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The thread's ID, a string of digits; what `markThreadRead(_:)` takes.
    public let id: String

    /// Reads a thread; only `id` is required (it may come as a number).
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a notification thread", codingPath: codingPath)
        self.raw = raw
        id = try fields.required("id") { $0.string ?? $0.int.map(String.init) }
    }

    /// Whether it is unread.
    public var unread: Bool? { raw["unread"]?.bool }
    /// Why the user was notified, e.g. `mention`, `review_requested`, `subscribed`.
    public var reason: String? { raw["reason"]?.string }
    /// The title of what it is about.
    public var subjectTitle: String? { raw["subject"]?["title"]?.string }
    /// The kind of subject, e.g. `Issue`, `PullRequest`, `Release`.
    public var subjectType: String? { raw["subject"]?["type"]?.string }
    /// The subject's API URL.
    public var subjectUrl: String? { raw["subject"]?["url"]?.string }
    /// The repository it belongs to.
    public var repository: Repository? { raw.model("repository") }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
    /// When the user last read it.
    public var lastReadAt: Date? { raw["last_read_at"]?.date }
    /// The thread's API URL.
    public var url: String? { raw["url"]?.string }
}
