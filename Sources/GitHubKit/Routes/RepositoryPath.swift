/// Checks shared by the routes below `/repos/{owner}/{name}/…` (repositories, issues, pull
/// requests, releases), run before anything is sent.
enum RepositoryPath {
    /// Throws unless `owner` is a valid login and `name` a valid repository name.
    static func validate(owner: String, name: String) throws(GitHubError) {
        try GitHubNames.validateLogin(owner)
        try GitHubNames.validateRepositoryName(name)
    }

    /// Throws unless `number` (an issue's, a pull request's) is 1 or more.
    static func validateNumber(_ number: Int, _ what: String = "an issue number") throws(GitHubError) {
        guard number >= 1 else { throw .invalidInput("\(what) must be 1 or more (got \(number))") }
    }

    /// Throws unless `id` (a comment's) is 1 or more.
    static func validateID(_ id: Int) throws(GitHubError) {
        guard id >= 1 else { throw .invalidInput("a comment ID must be 1 or more (got \(id))") }
    }
}
