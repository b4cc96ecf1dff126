/// Repositories of the main user that exist only to be asked for by name (`ghtui --repo`):
/// none is in the user's repository list, so no existing answer changes.
///
/// - `mona/issues-off` has issues turned off: its issue list answers 410 Gone.
/// - `mona/empty-repo` has nothing pushed: its README and contents answer 409 Conflict, its
///   contributors 204 No Content, its branches and tags an empty list.
/// - `mona/secret-plans` is private: 404 without a token, the repository with one, holding
///   a `temp_clone_token` (``cloneToken``) as GitHub's does for a viewer who may clone it.
/// - `mona/long-thread` has one issue with 10,000 comments (``LongThread``).
/// - `mona/huge-readme` has a README of over 5 MB (``HugeReadme``).
enum OddRepos {
    /// The repository with issues turned off.
    static let issuesOff = "issues-off"
    /// The empty repository.
    static let empty = "empty-repo"
    /// The private repository.
    static let secret = "secret-plans"
    /// The private repository's `temp_clone_token`: a credential, which no output may hold.
    static let cloneToken = "AABCDEFGHSECRETCLONETOKEN7Q"
    /// The repository with one very long issue.
    static let longThread = "long-thread"
    /// The repository with a README of over 5 MB.
    static let hugeReadme = "huge-readme"

    private static let names = [issuesOff, empty, secret, longThread, hugeReadme]

    /// `owner/name` when it is one of these, else nil.
    static func repo(owner: String, name: String, world: World) -> RepoRecord? {
        let wanted = name.lowercased()
        guard owner.lowercased() == World.mainLogin,
            let position = names.firstIndex(where: { $0 == wanted }),
            let mona = world.users.user(login: World.mainLogin)
        else { return nil }
        // Built from the main user's first repository, with its own name and id.
        var repo = world.repos.repo(of: mona, index: 0)
        repo.name = names[position]
        repo.id = 990_000_000 + position
        repo.fork = false
        repo.parentFullName = nil
        repo.topics = []
        repo.description =
            switch repo.name {
            case issuesOff: "Issues are turned off here."
            case empty: nil
            case longThread: "One issue, ten thousand comments."
            case hugeReadme: "A README of over five megabytes."
            default: "Plans nobody may read without a token."
            }
        repo.hasIssues = repo.name != issuesOff
        if repo.name == empty {
            repo.size = 0
            repo.hasReadme = false
            repo.language = nil
            repo.stargazers = 0
            repo.forks = 0
            repo.openIssues = 0
        }
        return repo
    }
}
