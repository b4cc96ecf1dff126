/// Accounts and repositories a test added to a running server (``FakeGitHub/addUser(_:)``,
/// ``FakeGitHub/addRepository(_:)``): the one part of a ``World`` that is not computed.
///
/// Kept in ``WorldChanges`` and laid on the world for each request, so the catalogs find them as
/// they find their own: an added account by login or id, an added repository after its owner's
/// own in every list and by `owner/name`. Nothing added means the world answers as it always did.
struct WorldAdditions: Sendable {
    /// Added accounts, oldest first.
    private(set) var users: [UserRecord] = []
    /// Added repositories by their owner's id, oldest first; each keeps its owner as it was added.
    private(set) var repos: [Int: [RepoRecord]] = [:]

    /// Ids of added accounts start here: above the generated users' block (`10,000,000 + index`).
    static let userIDBase = 80_000_000
    /// Ids of added repositories start here: above every block the repository catalog uses.
    static let repoIDBase = 900_000_000

    /// Whether nothing was added.
    var isEmpty: Bool { users.isEmpty && repos.isEmpty }

    /// The added account `login`, case-insensitively.
    func user(login: String) -> UserRecord? {
        let wanted = login.lowercased()
        return users.first { $0.login.lowercased() == wanted }
    }

    /// The added account with `id`.
    func user(id: Int) -> UserRecord? {
        users.first { $0.id == id }
    }

    /// The repositories added to the account with `ownerID`, oldest first.
    func repos(ownedBy ownerID: Int) -> [RepoRecord] {
        repos[ownerID] ?? []
    }

    /// How many repositories were added in all, for the next one's id.
    var repoCount: Int { repos.values.reduce(0) { $0 + $1.count } }

    /// Adds `user`, whose id comes from ``userIDBase``.
    mutating func add(_ user: UserRecord) {
        users.append(user)
    }

    /// Adds `repo` after its owner's other repositories.
    mutating func add(_ repo: RepoRecord) {
        repos[repo.owner.id, default: []].append(repo)
    }
}
