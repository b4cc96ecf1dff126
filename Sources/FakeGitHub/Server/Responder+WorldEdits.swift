import Foundation

/// A test's changes to the world of a running server: accounts, repositories, issues and comments
/// added as if they had always been there (or just been written), kept in ``WorldChanges`` like
/// the routes' writes, so every later read shows them.
extension Responder {
    /// Adds `user`; returns its id.
    mutating func addUser(_ user: WorldUser) throws(WorldEditError) -> Int {
        guard Self.isLogin(user.login) else { throw .invalidLogin(user.login) }
        let world = self.world
        guard world.account(login: user.login) == nil else { throw .loginTaken(user.login) }
        let now = Int(Date().timeIntervalSince1970)
        let id = WorldAdditions.userIDBase + world.additions.users.count + 1
        let record = UserRecord(
            origin: .added, login: user.login, id: id, isOrganization: user.isOrganization, name: user.name,
            company: user.company, blog: "", location: user.location, email: user.email, bio: user.bio,
            createdAt: now, updatedAt: now)
        changes.update { $0.additions.add(record) }
        forgetRendered()
        return id
    }

    /// Adds `repository` after its owner's others; returns its id.
    mutating func addRepository(_ repository: WorldRepository) throws(WorldEditError) -> Int {
        let world = self.world
        guard let owner = world.users.user(login: repository.owner) else {
            throw .unknownAccount(repository.owner)
        }
        guard Self.isRepositoryName(repository.name) else { throw .invalidRepositoryName(repository.name) }
        guard world.orgs.repo(owner: owner.login, name: repository.name) == nil,
            OddRepos.repo(owner: owner.login, name: repository.name, world: world) == nil
        else { throw .repositoryExists("\(owner.login)/\(repository.name)") }
        let now = Int(Date().timeIntervalSince1970)
        let id = WorldAdditions.repoIDBase + world.additions.repoCount + 1
        let record = RepoRecord(
            owner: owner, index: owner.publicRepos, name: repository.name, id: id,
            description: repository.description, language: repository.language,
            archived: repository.archived, topics: repository.topics, stargazers: max(0, repository.stars),
            subscribers: 1, defaultBranch: repository.defaultBranch, createdAt: now, updatedAt: now,
            pushedAt: now)
        changes.update { $0.additions.add(record) }
        forgetRendered()
        return id
    }

    /// Opens `issue` in `repository` (`owner/name`); returns its number.
    mutating func addIssue(_ issue: WorldIssue, in repository: String) throws(WorldEditError) -> Int {
        let world = self.world
        let repo = try Self.repo(repository, in: world)
        guard let author = world.account(login: issue.author) else { throw .unknownAccount(issue.author) }
        guard !issue.title.isEmpty else { throw .emptyText("title") }
        let now = Int(Date().timeIntervalSince1970)
        let number = world.issues.count(of: repo) + changes.current.issues.openedCount(inRepo: repo.id) + 1
        let record = IssueRecord(
            repo: repo, number: number, id: repo.id * 10_000 + number, title: issue.title, body: issue.body,
            author: author, isOpen: issue.isOpen, stateReason: issue.isOpen ? nil : "completed", labels: [],
            assignees: [], milestone: nil, commentCount: 0, reactionCounts: [Int](repeating: 0, count: 8),
            locked: false, createdAt: now, updatedAt: now, closedAt: issue.isOpen ? nil : now, pull: nil)
        changes.update { $0.issues.store(record, isNew: true) }
        forgetRendered()
        return number
    }

    /// Adds a comment by `author` to issue `number` of `repository`; returns its id.
    mutating func addComment(_ body: String, by author: String, issue number: Int, in repository: String)
        throws(WorldEditError) -> Int
    {
        let world = self.world
        let repo = try Self.repo(repository, in: world)
        guard
            let issue = changes.current.issues.issue(repoID: repo.id, number: number)
                ?? world.issues.issue(of: repo, number: number)
        else { throw .unknownIssue(repository: repo.fullName, number: number) }
        guard let author = world.account(login: author) else { throw .unknownAccount(author) }
        guard !body.isEmpty else { throw .emptyText("comment") }
        let now = Int(Date().timeIntervalSince1970)
        let comment = changes.update { changes in
            changes.issues.add { id in
                CommentRecord(
                    id: id, issue: issue, author: author, body: body, createdAt: now, updatedAt: now,
                    reactionCounts: [Int](repeating: 0, count: 8))
            }
        }
        forgetRendered()
        return comment.id
    }

    /// The repository `owner/name` of `world`, the odd ones included.
    private static func repo(_ fullName: String, in world: World) throws(WorldEditError) -> RepoRecord {
        let parts = fullName.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2,
            let repo = world.orgs.repo(owner: parts[0], name: parts[1])
                ?? OddRepos.repo(owner: parts[0], name: parts[1], world: world)
        else { throw .unknownRepository(fullName) }
        return repo
    }

    /// Whether `login` is one GitHub allows: letters, digits and single hyphens, neither first nor
    /// last, at most 39 characters.
    static func isLogin(_ login: String) -> Bool {
        (1...39).contains(login.count) && !login.hasPrefix("-") && !login.hasSuffix("-")
            && !login.contains("--")
            && login.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// Whether `name` is a repository name GitHub allows: letters, digits, `.`, `-` and `_`, at
    /// most 100 characters, not `.` or `..`.
    static func isRepositoryName(_ name: String) -> Bool {
        (1...100).contains(name.count) && name != "." && name != ".."
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }
}
