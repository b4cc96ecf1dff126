import GitHubKit

/// A repository named as `OWNER/NAME`, both parts checked by GitHub's rules.
struct RepositoryName: Hashable, Sendable, CustomStringConvertible {
    /// The owner's login.
    let owner: String
    /// The repository's name.
    let name: String

    /// `owner/name`, checked.
    init(owner: String, name: String) throws(GitHubError) {
        try GitHubNames.validateLogin(owner)
        try GitHubNames.validateRepositoryName(name)
        self.owner = owner
        self.name = name
    }

    /// `text` read as `OWNER/NAME`; throws `.invalidInput` saying what is wrong.
    init(parsing text: String) throws(GitHubError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .invalidInput("\"\(Sanitizer.clean(text))\" is not a repository: write it OWNER/NAME")
        }
        try self.init(owner: String(parts[0]), name: String(parts[1]))
    }

    /// `owner/name`.
    var description: String { "\(owner)/\(name)" }
}
