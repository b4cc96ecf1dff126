/// One entry of a Git tree: the `tree` of `GET /repos/{owner}/{repo}/git/trees/{tree_sha}`.
public struct GitTreeEntry: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The entry's path from the tree, e.g. `Sources/App/main.swift` in a recursive listing.
    public let path: String

    /// Reads an entry; only `path` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        path = try ModelFields(raw, kind: "a Git tree entry", codingPath: codingPath).string("path")
    }

    /// The file mode: `100644` a file, `100755` an executable, `040000` a tree, `160000` a
    /// submodule, `120000` a symlink.
    public var mode: String? { raw["mode"]?.string }
    /// `blob`, `tree`, or `commit` for a submodule.
    public var type: String? { raw["type"]?.string }
    /// The SHA of the blob, tree or submodule commit.
    public var sha: String? { raw["sha"]?.string }
    /// The blob's size in bytes; absent for trees and submodules.
    public var size: Int? { raw["size"]?.int }
    /// The API URL of the blob or tree; absent for submodules.
    public var url: String? { raw["url"]?.string }
}
