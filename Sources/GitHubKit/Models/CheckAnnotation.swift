/// One annotation on a check run (`check-annotation`): `GET
/// /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations`. It has no ID of its own.
public struct CheckAnnotation: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue

    /// Reads an annotation; it needs only be an object.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        _ = try ModelFields(raw, kind: "a check annotation", codingPath: codingPath)
        self.raw = raw
    }

    /// The annotated file's path in the repository, e.g. `README.md`.
    public var path: String? { raw["path"]?.string }
    /// The first annotated line.
    public var startLine: Int? { raw["start_line"]?.int }
    /// The last annotated line.
    public var endLine: Int? { raw["end_line"]?.int }
    /// The first annotated column; null when the annotation spans lines.
    public var startColumn: Int? { raw["start_column"]?.int }
    /// The last annotated column; null when the annotation spans lines.
    public var endColumn: Int? { raw["end_column"]?.int }
    /// How serious it is: `notice`, `warning` or `failure`.
    public var annotationLevel: String? { raw["annotation_level"]?.string }
    /// What the annotation says.
    public var message: String? { raw["message"]?.string }
    /// Its title.
    public var title: String? { raw["title"]?.string }
    /// Further details, as the check's app wrote them.
    public var rawDetails: String? { raw["raw_details"]?.string }
    /// The file's blob web URL.
    public var blobHref: String? { raw["blob_href"]?.string }
}
