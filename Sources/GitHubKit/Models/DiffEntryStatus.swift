/// What a pull request does to one file; kinds GitHub adds later keep their name.
public enum DiffEntryStatus: GitHubNamed {
    /// `added`.
    case added
    /// `removed`.
    case removed
    /// `modified`.
    case modified
    /// `renamed` (see `DiffEntry.previousFilename`).
    case renamed
    /// `copied`.
    case copied
    /// `changed` (mode only).
    case changed
    /// `unchanged`.
    case unchanged
    /// A kind this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the kinds with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .added: "added", .removed: "removed", .modified: "modified", .renamed: "renamed", .copied: "copied",
        .changed: "changed", .unchanged: "unchanged",
    ]

    /// The name of a kind this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
