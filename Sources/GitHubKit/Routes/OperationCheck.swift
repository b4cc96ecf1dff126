/// The checks a generated route runs before anything is sent; each error names the parameter.
enum OperationCheck {
    /// A login (`owner`, `username`, `org`): GitHub's rules for logins.
    static func login(_ value: String, _ parameter: String) throws(GitHubError) {
        try naming(parameter) { () throws(GitHubError) in try GitHubNames.validateLogin(value) }
    }

    /// A repository name (`repo`).
    static func repositoryName(_ value: String, _ parameter: String) throws(GitHubError) {
        try naming(parameter) { () throws(GitHubError) in try GitHubNames.validateRepositoryName(value) }
    }

    /// A path in a repository (`path`, `dir`): no empty, `.` or `..` part; "" is the root.
    static func filePath(_ value: String, _ parameter: String) throws(GitHubError) {
        try naming(parameter) { () throws(GitHubError) in try PathValue.validateFilePath(value) }
    }

    /// A Git ref (`ref`), which may hold `/`: no empty, `.` or `..` part.
    static func refName(_ value: String, _ parameter: String) throws(GitHubError) {
        try naming(parameter) { () throws(GitHubError) in try PathValue.validateRefName(value, "ref") }
    }

    /// Any other path value: one whole segment, not empty, `.` or `..` (a `/` is sent encoded).
    static func segment(_ value: String, _ parameter: String) throws(GitHubError) {
        guard !value.isEmpty, value != ".", value != ".." else {
            throw .invalidInput("\(parameter) may not be \(GitHubNames.quoted(value))")
        }
    }

    /// A number or ID in the path: 1 or more.
    static func positive(_ value: Int, _ parameter: String) throws(GitHubError) {
        guard value >= 1 else { throw .invalidInput("\(parameter) must be 1 or more (got \(value))") }
    }

    /// `per_page`, when set: 1 to the operation's largest page.
    static func perPage(_ value: Int?, max: Int) throws(GitHubError) {
        guard let value else { return }
        guard (1...max).contains(value) else {
            throw .invalidInput("per_page must be from 1 to \(max) (got \(value))")
        }
    }

    /// `page`, when set: 1 or more.
    static func page(_ value: Int?) throws(GitHubError) {
        guard let value else { return }
        guard value >= 1 else { throw .invalidInput("page must be 1 or more (got \(value))") }
    }

    /// Runs `check`, putting the parameter's name in front of its refusal.
    private static func naming(_ parameter: String, _ check: () throws(GitHubError) -> Void)
        throws(GitHubError)
    {
        do {
            try check()
        } catch .invalidInput(let message) {
            throw .invalidInput("\(parameter): \(message)")
        }
    }
}
