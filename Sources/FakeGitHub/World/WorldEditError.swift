/// Why a test's change to a running server's world (``FakeGitHub/addUser(_:)`` and its kin) was
/// refused; nothing was changed.
public enum WorldEditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The login is not one GitHub allows (letters, digits and single hyphens, at most 39).
    case invalidLogin(String)
    /// An account with this login exists already (logins are case-insensitive).
    case loginTaken(String)
    /// No account has this login.
    case unknownAccount(String)
    /// The repository name is not one GitHub allows (letters, digits, `.`, `-`, `_`; at most 100).
    case invalidRepositoryName(String)
    /// The owner has a repository with this name already.
    case repositoryExists(String)
    /// No repository is called `owner/name`.
    case unknownRepository(String)
    /// The repository (`owner/name`) has no issue with this number.
    case unknownIssue(repository: String, number: Int)
    /// A title or a comment was empty.
    case emptyText(String)

    /// What was refused, in a sentence.
    public var description: String {
        switch self {
        case .invalidLogin(let login):
            "“\(login)” is not a GitHub login: letters, digits and single hyphens, at most 39."
        case .loginTaken(let login): "An account called “\(login)” exists already."
        case .unknownAccount(let login): "No account is called “\(login)”."
        case .invalidRepositoryName(let name):
            "“\(name)” is not a repository name: letters, digits, “.”, “-” and “_”, at most 100."
        case .repositoryExists(let fullName): "The repository \(fullName) exists already."
        case .unknownRepository(let fullName): "No repository is called “\(fullName)”."
        case .unknownIssue(let repository, let number): "\(repository) has no issue #\(number)."
        case .emptyText(let what): "The \(what) is empty."
        }
    }
}
