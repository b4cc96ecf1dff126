import Foundation

/// A gist from `GET /gists/{id}`, `/gists/public` and `/users/{username}/gists` (`base-gist`,
/// `gist-simple`).
public struct Gist: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The gist's ID, e.g. `aa5a315d61ae9438b18d`.
    public let id: String

    /// Reads a gist; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a gist", codingPath: codingPath).string("id")
    }

    /// The files by name, as GitHub lists them; members of `files` that are not objects are left out.
    public var files: [GistFile] {
        let members = raw["files"]?.object ?? [:]
        return members.keys.sorted().compactMap { name in
            members[name].flatMap { $0.object == nil ? nil : GistFile(raw: $0, key: name) }
        }
    }

    /// The description; null or "" when there is none.
    public var description: String? { raw["description"]?.string }
    /// Whether anyone can see it; false for secret gists.
    public var isPublic: Bool { raw["public"]?.bool ?? false }
    /// Who owns it; nil for anonymous gists.
    public var owner: SimpleUser? { raw.model("owner") }
    /// The number of comments.
    public var comments: Int? { raw["comments"]?.int }
    /// Whether the file list was cut short.
    public var truncated: Bool { raw["truncated"]?.bool ?? false }
    /// The gist's web URL.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// When it was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When it last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
}
