/// What `GET /repos/{owner}/{repo}/contents/{path}` answers: a file's object, or a directory's
/// entries as an array.
public enum RepositoryContents: GitHubObject {
    /// A file, symlink or submodule.
    case file(ContentFile)
    /// A directory's entries, in GitHub's order.
    case directory([ContentItem])

    /// Reads a file from an object or a directory from an array.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        if let elements = raw.array {
            self = .directory(
                try elements.enumerated().map { index, element in
                    try ContentItem(raw: element, codingPath: codingPath + [JSONIndex(index)])
                })
        } else {
            self = .file(try ContentFile(raw: raw, codingPath: codingPath))
        }
    }

    /// The object or array exactly as GitHub sent it.
    public var raw: JSONValue {
        switch self {
        case .file(let file): file.raw
        case .directory(let items): .array(items.map(\.raw))
        }
    }

    /// The file, when the path is one.
    public var file: ContentFile? {
        if case .file(let file) = self { file } else { nil }
    }

    /// The directory's entries, when the path is a directory.
    public var directory: [ContentItem]? {
        if case .directory(let items) = self { items } else { nil }
    }
}
