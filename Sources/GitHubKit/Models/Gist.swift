import Foundation

/// A gist from `GET /gists/{id}`, `/gists/public` and `/users/{username}/gists` (`base-gist`,
/// `gist-simple`).
public struct Gist: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The gist's ID, e.g. `aa5a315d61ae9438b18d`.
    public let id: String

    /// The names in `files` in the order GitHub sent them, when known.
    private let fileOrder: [String]?

    /// Reads a gist; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        try self.init(raw: raw, codingPath: codingPath, fileOrder: nil)
    }

    /// Reads a gist whose `files` were sent in `fileOrder`.
    init(raw: JSONValue, codingPath: [any CodingKey], fileOrder: [String]?) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a gist", codingPath: codingPath).string("id")
        self.fileOrder = fileOrder
    }

    /// The files in the order GitHub sent them; members of `files` that are not objects are left out.
    ///
    /// `client.send(_:)` and `pages(of:)` keep the body's order. A `JSONValue` does not keep member
    /// order, so a gist made from one (`init(raw:)`, a `Decoder`) lists its files by name, as
    /// GitHub does.
    public var files: [GistFile] {
        let members = raw["files"]?.object ?? [:]
        let names = fileOrder ?? members.keys.sorted()
        return names.compactMap { name in
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

extension Gist: JSONMemberOrdered {
    static var memberOrderDepth: Int { 1 }

    init(document: JSONValue, memberOrder: JSONMemberOrder) throws {
        try self.init(raw: document, codingPath: [], fileOrder: memberOrder.names(at: [.member("files")]))
    }
}
