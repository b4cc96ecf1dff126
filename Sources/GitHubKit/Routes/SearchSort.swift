/// What a search orders its matches by instead of best match; which ones apply depends on the
/// search (GitHub answers 422 for one that does not), and others can be spelled with `other`.
public enum SearchSort: GitHubNamed {
    /// Users, repositories: `followers` (users), `stars`, `forks` (repositories).
    case stars
    /// Repositories: number of forks.
    case forks
    /// Users: number of followers.
    case followers
    /// Users: number of public repositories.
    case repositories
    /// Users: when they joined.
    case joined
    /// Repositories, issues: last update.
    case updated
    /// Issues: number of comments.
    case comments
    /// Issues: creation time.
    case created
    /// Issues: number of reactions.
    case reactions
    /// Repositories: number of issues labelled `help-wanted`.
    case helpWantedIssues
    /// Code: when GitHub indexed the file.
    case indexed
    /// Commits: when they were authored.
    case authorDate
    /// Commits: when they were committed.
    case committerDate
    /// A sort this library does not name, spelled as GitHub's reference writes it.
    case other(String)

    /// GitHub's names for the sorts with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .stars: "stars", .forks: "forks", .followers: "followers", .repositories: "repositories",
        .joined: "joined", .updated: "updated", .comments: "comments", .created: "created",
        .reactions: "reactions", .helpWantedIssues: "help-wanted-issues", .indexed: "indexed",
        .authorDate: "author-date", .committerDate: "committer-date",
    ]

    /// The name of a sort this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
