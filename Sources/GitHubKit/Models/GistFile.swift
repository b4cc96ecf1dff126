/// One file of a gist: a value of the gist's `files` map.
///
/// Lists leave out `content`; a single gist (`GET /gists/{id}`) has it, `truncated` past 1 MB.
public struct GistFile: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The file name: `filename`, or the file's key in `files` when GitHub left it out.
    public let filename: String

    /// Reads a file; only `filename` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        filename = try ModelFields(raw, kind: "a gist file", codingPath: codingPath).string("filename")
    }

    /// A file named by its key in the gist's `files`, for objects without `filename`.
    init(raw: JSONValue, key: String) {
        self.raw = raw
        filename = raw["filename"]?.string ?? key
    }

    /// The language GitHub detected; null or missing when it found none.
    public var language: String? { raw["language"]?.string }
    /// The MIME type.
    public var type: String? { raw["type"]?.string }
    /// The size in bytes.
    public var size: Int? { raw["size"]?.int }
    /// The raw file's URL.
    public var rawUrl: String? { raw["raw_url"]?.string }
    /// The text; only in a single gist.
    public var content: String? { raw["content"]?.string }
    /// Whether `content` was cut short.
    public var truncated: Bool { raw["truncated"]?.bool ?? false }
}
