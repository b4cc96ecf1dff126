import Foundation

/// The body of `POST /gists`: a new gist's files, description and visibility.
public struct NewGist: Encodable, Sendable, Hashable {
    /// The files, by name: each needs some content.
    public var files: [String: String]
    /// What the gist is about.
    public var description: String?
    /// Whether the gist is listed publicly; GitHub makes it secret when nil.
    public var isPublic: Bool?

    /// Creates the body of a new gist from its files (name to content).
    public init(files: [String: String], description: String? = nil, isPublic: Bool? = nil) {
        self.files = files
        self.description = description
        self.isPublic = isPublic
    }

    private enum CodingKeys: String, CodingKey {
        case files, description
        case isPublic = "public"
    }

    private struct FileBody: Encodable {
        var content: String
    }

    /// Encodes GitHub's shape: `{"files": {"name": {"content": "…"}}, "description": …, "public": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(files.mapValues { FileBody(content: $0) }, forKey: .files)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(isPublic, forKey: .isPublic)
    }

    /// Throws `.invalidInput` unless there is a file, every name is usable and every file has content.
    func validate() throws(GitHubError) {
        guard !files.isEmpty else { throw .invalidInput("a gist needs at least one file") }
        for (name, content) in files.sorted(by: { $0.key < $1.key }) {
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty, !name.contains("/") else {
                throw .invalidInput("a gist file name cannot be blank or contain \"/\" (got \"\(name)\")")
            }
            guard !content.isEmpty else { throw .invalidInput("the gist file \"\(name)\" has no content") }
        }
    }
}
