import Foundation

/// Finds and generates the repositories of a ``World``.
struct RepoCatalog: Sendable {
    let users: UserCatalog

    /// Hand-named repositories at the start of some owners' lists; the rest are `<word>-<index>`.
    private static let namedRepos: [String: [String]] = [
        World.mainLogin: [
            "hello-world", "Spoon-Knife", "legacy-app", "mystery", "long-description",
            "topics-galore", "mona.github.io", "template-repo", "unicode-notes",
        ],
        "acme-corp": ["Spoon-Knife", "acme-platform"],
        "zhang-wei": ["dragon-cli", "beijing-metro", "leetcode-solutions", "dotfiles", "blog"],
        "emoji-fan": ["emoji-picker", "flag-parade"],
        "nullish": ["void"],
        "evil-bio": ["terminal-trap"],
    ]

    /// The repositories `owner` owns, in creation order.
    func repos(of owner: UserRecord) -> LazyList<RepoRecord> {
        LazyList(count: owner.publicRepos) { repo(of: owner, index: $0) }
    }

    /// Looks up `owner/name` case-insensitively, as GitHub does.
    func repo(owner login: String, name: String) -> RepoRecord? {
        guard let owner = users.user(login: login) else { return nil }
        let wanted = name.lowercased()
        let added = users.world.additions.repos(ownedBy: owner.id)
        if let offset = added.firstIndex(where: { $0.name.lowercased() == wanted }) {
            return repo(of: owner, index: owner.publicRepos - added.count + offset)
        }
        let own = owner.publicRepos - added.count
        let named = Self.namedRepos[owner.login] ?? []
        if let index = named.firstIndex(where: { $0.lowercased() == wanted }), index < own {
            return repo(of: owner, index: index)
        }
        guard let dash = wanted.lastIndex(of: "-"), let index = Int(wanted[wanted.index(after: dash)...]),
            named.count < own, (named.count..<own).contains(index)
        else { return nil }
        let candidate = repo(of: owner, index: index)
        return candidate.name.lowercased() == wanted ? candidate : nil
    }

    /// The repositories `user` has starred, all owned by other accounts.
    func starred(by user: UserRecord) -> LazyList<RepoRecord> {
        let users = self.users
        let fixed = ["acme-corp", "zhang-wei", "emoji-fan"].compactMap { users.user(login: $0) }
        let seed = user.id
        return LazyList(count: user.starred) { offset in
            if case .main = user.origin, offset < fixed.count {
                return repo(of: fixed[offset], index: 0)
            }
            let owner = users.generated((seed + offset * 37) % users.pool + 1)
            return repo(of: owner, index: offset % owner.publicRepos)
        }
    }

    /// The repository a fork was made from.
    func parent(of repo: RepoRecord) -> RepoRecord? {
        guard let parent = repo.parentFullName?.split(separator: "/"), parent.count == 2 else { return nil }
        return self.repo(owner: String(parent[0]), name: String(parent[1]))
    }

    /// The README text, or nil when the repository has none.
    func readme(of repo: RepoRecord) -> String? {
        guard repo.hasReadme else { return nil }
        if repo.owner.origin == .main && repo.name == "hello-world" {
            return WorldText.helloWorldReadme
        }
        return WorldText.readme(for: repo)
    }

    /// The repository at `index` in `owner`'s list, varied by its id; past the world's own, the
    /// ones a test added (``WorldAdditions``), as they were added.
    func repo(of owner: UserRecord, index: Int) -> RepoRecord {
        let added = users.world.additions.repos(ownedBy: owner.id)
        let own = owner.publicRepos - added.count
        if !added.isEmpty, index >= own, index < owner.publicRepos {
            var repo = added[index - own]
            repo.owner = owner
            repo.index = index
            return repo
        }
        let id = Self.repoID(owner: owner, index: index)
        let bits = Scramble.bits(id, salt: 11)
        let named = Self.namedRepos[owner.login] ?? []
        let name =
            index < named.count
            ? named[index] : "\(Scramble.choose(WorldText.repoWords, bits, shift: 0))-\(index)"
        let span = max(86_400, UserCatalog.worldNow - owner.createdAt - 86_400)
        let created =
            owner.createdAt + 86_400 + (index * 259_200 + Scramble.pick(bits, shift: 4, below: 86_400)) % span
        // A live world's repositories were pushed to in the last two years (the demo's "3d ago").
        let updated =
            WorldClock.isLive
            ? max(created, UserCatalog.worldNow - Scramble.pick(bits, shift: 8, below: 63_000_000))
            : min(UserCatalog.worldNow, created + Scramble.pick(bits, shift: 8, below: 90_000_000))
        let pushed = max(created, updated - Scramble.pick(bits, shift: 12, below: 3_000_000))
        let stars =
            Scramble.pick(bits, shift: 16, below: 10) == 0
            ? Scramble.pick(bits, shift: 20, below: 50_000) : Scramble.pick(bits, shift: 20, below: 300)
        let licenses: [RepoRecord.License?] = [nil, .mit, .apache, .gpl, .bsd, .other, .mit]
        let topicCount =
            Scramble.pick(bits, shift: 36, below: 3) == 0 ? 0 : Scramble.pick(bits, shift: 38, below: 5)
        let firstTopic = Scramble.pick(bits, shift: 42, below: WorldText.topics.count)
        let isFork = !owner.isOrganization && Scramble.pick(bits, shift: 24, below: 9) == 0
        var repo = RepoRecord(
            owner: owner, index: index, name: name, id: id,
            description: Scramble.pick(bits, shift: 28, below: 6) == 0
                ? nil : Scramble.choose(WorldText.descriptions, bits, shift: 30),
            homepage: Scramble.choose(
                [nil, "", "https://\(owner.login).example.com/\(name)"], bits, shift: 34),
            language: Scramble.pick(bits, shift: 46, below: 5) == 0
                ? nil : Scramble.choose(WorldText.languages, bits, shift: 48),
            license: Scramble.choose(licenses, bits, shift: 52),
            fork: isFork,
            parentFullName: isFork ? "acme-corp/\(acmeRepoName(index))" : nil,
            archived: Scramble.pick(bits, shift: 55, below: 11) == 0,
            topics: (0..<topicCount).map { WorldText.topics[(firstTopic + $0) % WorldText.topics.count] },
            stargazers: stars, forks: stars / (2 + Scramble.pick(bits, shift: 58, below: 6)),
            openIssues: IssueCatalog.openCount(of: "\(owner.login)/\(name)", id: id),
            subscribers: stars / 10 + 1,
            size: Scramble.pick(bits, shift: 44, below: 200_000),
            hasPages: Scramble.pick(bits, shift: 50, below: 7) == 0,
            hasDiscussions: Scramble.pick(bits, shift: 54, below: 2) == 0,
            defaultBranch: Scramble.pick(bits, shift: 60, below: 8) == 0 ? "master" : "main",
            createdAt: created, updatedAt: updated, pushedAt: pushed,
            hasReadme: Scramble.pick(bits, shift: 2, below: 5) != 0)
        applyOverrides(to: &repo)
        return repo
    }

    /// Ids in GitHub's range that never collide: each kind of owner gets its own block.
    private static func repoID(owner: UserRecord, index: Int) -> Int {
        switch owner.origin {
        case .main: 100_000_000 + index
        case .special: 150_000_000 + (owner.id % 1000) * 100_000 + index
        case .generated(let user): 300_000_000 + user * 100 + index
        // An added account has only repositories a test added, each with its own id.
        case .added: WorldAdditions.repoIDBase - 1 - index
        }
    }

    /// Name of one of acme-corp's repositories, the upstream of every generated fork.
    private func acmeRepoName(_ index: Int) -> String {
        guard let acme = users.user(login: "acme-corp"), acme.publicRepos > 0 else { return "Spoon-Knife" }
        return repo(of: acme, index: index % acme.publicRepos).name
    }

    /// Gives the hand-named repositories the traits their names promise.
    private func applyOverrides(to repo: inout RepoRecord) {
        switch (repo.owner.login, repo.name) {
        case (World.mainLogin, "hello-world"):
            repo.description = "My first repository on GitHub!"
            repo.language = "Swift"
            repo.license = .mit
            repo.topics = ["hello", "github", "swift"]
            repo.fork = false
            repo.parentFullName = nil
            repo.archived = false
            repo.hasReadme = true
            repo.stargazers = 1820
            repo.forks = 912
        case (World.mainLogin, "Spoon-Knife"):
            repo.fork = true
            repo.parentFullName = "acme-corp/Spoon-Knife"
            repo.description = "This repo is for demonstration purposes only."
            repo.language = "HTML"
            repo.license = nil
        case (World.mainLogin, "legacy-app"):
            repo.archived = true
            repo.description = "Old app. No longer maintained."
            repo.language = "Objective-C"
        case (World.mainLogin, "mystery"), ("nullish", "void"):
            repo.description = nil
            repo.language = nil
            repo.license = nil
            repo.homepage = nil
            repo.topics = []
            repo.hasReadme = false
            repo.fork = false
            repo.parentFullName = nil
            repo.size = 0
            repo.stargazers = 0
            repo.forks = 0
            repo.openIssues = 0
        case (World.mainLogin, "long-description"):
            repo.description = WorldText.longDescription
        case (World.mainLogin, "topics-galore"):
            repo.topics = WorldText.topics
        case (World.mainLogin, "mona.github.io"):
            repo.hasPages = true
            repo.homepage = "https://mona.github.io"
            repo.language = "HTML"
        case (World.mainLogin, "template-repo"):
            repo.isTemplate = true
        case (World.mainLogin, "unicode-notes"):
            repo.description = "Notes — 笔记 — ноты — ملاحظات — 📝"
        case ("acme-corp", "Spoon-Knife"):
            repo.description = "This repo is for demonstration purposes only."
            repo.language = "HTML"
            repo.stargazers = 12_500
            repo.forks = 145_000
        case ("zhang-wei", _):
            repo.description = "代码仓库：\(repo.name) — 一个测试项目 🐉"
        case ("emoji-fan", _):
            repo.description = "✨🎉 \(repo.name) 🎉✨ 👩‍💻🇯🇵"
        case ("evil-bio", "terminal-trap"):
            repo.description = "Click here\u{1B}[2J\u{1B}]0;owned\u{07}\u{202E}txt.exe\u{202C}\u{9B}1m"
            repo.topics = ["escape", "bidi"]
        default:
            break
        }
    }
}
