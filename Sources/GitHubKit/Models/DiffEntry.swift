/// One file a pull request changes (`diff-entry`), from `GET /repos/{owner}/{repo}/pulls/{number}/files`.
public struct DiffEntry: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The file's path after the change, e.g. `Sources/App/main.swift`.
    public let filename: String

    /// Reads a diff entry; only `filename` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        filename = try ModelFields(raw, kind: "a diff entry", codingPath: codingPath).string("filename")
    }

    /// The blob's SHA; null for some removed or submodule entries.
    public var sha: String? { raw["sha"]?.string }
    /// What the change does to the file.
    public var status: DiffEntryStatus? { raw["status"]?.string.map { DiffEntryStatus($0) } }
    /// Lines added.
    public var additions: Int? { raw["additions"]?.int }
    /// Lines deleted.
    public var deletions: Int? { raw["deletions"]?.int }
    /// Lines changed (added plus deleted).
    public var changes: Int? { raw["changes"]?.int }
    /// The unified diff of the file; GitHub leaves it out for binary and very large files.
    public var patch: String? { raw["patch"]?.string }
    /// The path before a rename; nil otherwise.
    public var previousFilename: String? { raw["previous_filename"]?.string }
    /// The file's web page at the head commit.
    public var blobUrl: String? { raw["blob_url"]?.string }
    /// The raw file at the head commit.
    public var rawUrl: String? { raw["raw_url"]?.string }
}
