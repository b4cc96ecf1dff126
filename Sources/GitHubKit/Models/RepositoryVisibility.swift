/// Who can see a repository; values GitHub adds later keep their name in `other`.
public enum RepositoryVisibility: GitHubNamed {
    /// Anyone.
    case `public`
    /// Only people with access.
    case `private`
    /// Members of the enterprise (GitHub Enterprise).
    case `internal`
    /// A value this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the visibilities with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .public: "public", .private: "private", .internal: "internal",
    ]

    /// The name of a visibility this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
