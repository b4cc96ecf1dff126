/// The parts of a repository below `/repos/{owner}/{repo}/…`: contributors, languages, tags,
/// branches and forks, derived from the repository's id. `mona/hello-world` is the busy one, with
/// lists long enough to page; `mona/mystery` is empty.
struct RepoDetails: Sendable {
    let repo: RepoRecord
    let users: UserCatalog
    let repos: RepoCatalog

    private var bits: UInt64 { Scramble.bits(repo.id, salt: 23) }
    private var isBusy: Bool { repo.owner.origin == .main && repo.name == "hello-world" }
    /// Whether the repository has no commits at all.
    var isEmpty: Bool { repo.size == 0 }

    /// An author without a GitHub account: what `anon=1` adds to the contributors.
    struct Anonymous: Sendable {
        var name: String
        var email: String
        var contributions: Int
    }

    /// The contributors with accounts, most commits first, with their commit counts.
    var contributors: LazyList<(user: UserRecord, contributions: Int)> {
        let users = self.users
        guard !isEmpty else { return LazyList(count: 0) { _ in (users.main, 0) } }
        let count = isBusy ? 60 : 1 + Scramble.pick(bits, shift: 0, below: 5)
        let owner = repo.owner.isOrganization ? users.main : repo.owner
        let seed = repo.id % 400
        return LazyList(count: count) { offset in
            let user = offset == 0 ? owner : users.generated((seed + offset * 3) % users.pool + 1)
            return (user, (count - offset) * 7 + 3)
        }
    }

    /// Commit authors without accounts, fewest commits of all.
    var anonymous: [Anonymous] {
        guard !isEmpty else { return [] }
        return (1...(isBusy ? 3 : 1)).map {
            Anonymous(name: "Anonymous Coder \($0)", email: "coder\($0)@example.com", contributions: 4 - $0)
        }
    }

    /// Bytes of code per language, most first, as GitHub lists them.
    var languages: [(name: String, bytes: Int)] {
        if isBusy { return [("Swift", 182_345), ("C", 20_480), ("Shell", 1_234), ("Dockerfile", 512)] }
        guard let language = repo.language, !isEmpty else { return [] }
        let main = 1_000 + repo.size * 9
        return Scramble.pick(bits, shift: 8, below: 2) == 0
            ? [(language, main)] : [(language, main), ("Shell", 321)]
    }

    /// Branch names: the default branch, `feature/x` and friends; the busy repository has 45.
    var branches: [String] {
        guard !isEmpty else { return [] }
        let extra = isBusy ? (1...41).map { "topic-\($0 < 10 ? "0" : "")\($0)" } : []
        return [repo.defaultBranch, "dev", "feature/x", "release/1.0"] + extra
    }

    /// The offset (0 = newest) of the commit `branch` points at.
    func headOffset(ofBranch branch: String, commitCount: Int) -> Int? {
        branches.firstIndex(of: branch).map { min($0 * 3, max(0, commitCount - 1)) }
    }

    /// Tag names, newest first. One has a `/` in it, as Git allows.
    var tags: [String] {
        guard !isEmpty else { return [] }
        let count = isBusy ? 35 : Scramble.pick(bits, shift: 12, below: 4)
        return (0..<count).map { offset in
            offset == 2 ? "nightly/build-\(count - offset)" : "v1.\(count - 1 - offset).0"
        }
    }

    /// The offset (0 = newest) of the commit tag number `offset` points at.
    func commitOffset(ofTag offset: Int, commitCount: Int) -> Int {
        min(offset * 5 + 1, max(0, commitCount - 1))
    }

    /// The forks, oldest first; each a fork by another account, with the same name.
    var forks: LazyList<RepoRecord> {
        let count = min(repo.forks, 300)
        let repo = self.repo
        let users = self.users
        let repos = self.repos
        let span = max(count + 1, UserCatalog.worldNow - repo.createdAt)
        return LazyList(count: count) { offset in
            let owner = users.generated((repo.id + offset * 13) % users.pool + 1)
            var fork = repos.repo(of: owner, index: 0)
            fork.name = repo.name
            fork.id = repo.id * 1000 + offset
            fork.fork = true
            fork.parentFullName = repo.fullName
            fork.description = repo.description
            fork.stargazers = Scramble.pick(Scramble.bits(fork.id, salt: 29), shift: 0, below: 40)
            fork.forks = 0
            fork.createdAt = repo.createdAt + span / (count + 1) * (offset + 1)
            fork.updatedAt = fork.createdAt + 3_600
            fork.pushedAt = fork.createdAt + 600
            return fork
        }
    }
}

extension RepoCatalog {
    /// The parts of `repo` below its path.
    func details(of repo: RepoRecord) -> RepoDetails {
        RepoDetails(repo: repo, users: users, repos: self)
    }
}
