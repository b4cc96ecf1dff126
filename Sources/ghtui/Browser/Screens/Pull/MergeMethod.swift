import GitHubKit

/// How `M` merges a pull request: GitHub's `merge_method`.
enum MergeMethod: String, CaseIterable, Sendable {
    /// A merge commit.
    case merge
    /// One commit of all the changes, with a title and message written in the editor.
    case squash
    /// Each commit replayed onto the base.
    case rebase

    /// The key that picks it after `M`.
    var key: Character {
        switch self {
        case .merge: "m"
        case .squash: "s"
        case .rebase: "r"
        }
    }

    /// How the prompt names it.
    var words: String {
        switch self {
        case .merge: "merge commit"
        case .squash: "squash"
        case .rebase: "rebase"
        }
    }

    /// The methods `repository` allows, in GitHub's order. GitHub says only to those who may
    /// push: a repository that does not say allows all three, and GitHub refuses what it must.
    static func allowed(by repository: Repository?) -> [MergeMethod] {
        let allowed = allCases.filter { method in
            switch method {
            case .merge: repository?.allowMergeCommit ?? true
            case .squash: repository?.allowSquashMerge ?? true
            case .rebase: repository?.allowRebaseMerge ?? true
            }
        }
        return allowed.isEmpty ? allCases : allowed
    }
}
