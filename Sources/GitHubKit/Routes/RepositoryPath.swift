import Foundation

/// Checks shared by the routes below `/repos/{owner}/{name}/…` (issues, pull requests), run
/// before anything is sent.
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

    /// A route that sends `body` as JSON (snake-case keys, ISO 8601 dates), encoded now; a body that
    /// cannot be encoded fails the route's validation, so nothing is sent.
    static func write<Response>(
        _ method: HTTPMethod, path: [String], body: some Encodable,
        validate: @escaping @Sendable () throws(GitHubError) -> Void
    ) -> Route<Response> {
        let encoded: Result<Data, GitHubError>
        do {
            encoded = .success(try JSONBodyAdapter.body(body))
        } catch {
            encoded = .failure(
                .invalidInput("the body of \(method.rawValue) cannot be encoded as JSON: \(error)"))
        }
        return Route(method, path: path, body: try? encoded.get()) { () throws(GitHubError) in
            try validate()
            _ = try encoded.get()
        }
    }
}
