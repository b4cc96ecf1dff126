/// Finds and generates the accounts of a ``World``.
struct UserCatalog: Sendable {
    let world: World

    static let mainID = 583_231
    static let generatedIDBase = 10_000_000
    /// Fixed "now" of the world, so no date ever depends on the clock.
    static let fixedNow = 1_748_736_000  // 2025-06-01T00:00:00Z
    /// "Now" for the world's dates: ``fixedNow``, or today in a live world (``WorldClock``).
    static var worldNow: Int { WorldClock.today ?? fixedNow }

    /// Special accounts the main user follows, first in her following list.
    /// `loner` is left out on purpose: it must keep zero followers.
    private static let followedSpecials = ["zhang-wei", "emoji-fan", "evil-bio", "nullish"]

    var pool: Int { world.generatedUserCount }

    var main: UserRecord {
        counted(mainRecord)
    }

    private var mainRecord: UserRecord {
        UserRecord(
            origin: .main, login: World.mainLogin, id: Self.mainID,
            name: "Mona Lisa Octocat", company: "@github", blog: "https://github.blog",
            location: "San Francisco", email: "mona@example.com", hireable: nil,
            bio: "There once was a cat who wanted to code. 🐙🐱",
            twitterUsername: "monalisa", publicRepos: world.repoCount, publicGists: 8,
            followers: world.followerCount, following: world.followingCount,
            starred: world.starredCount, createdAt: 1_295_981_076, updatedAt: 1_735_689_600)
    }

    /// The hand-written accounts with unusual data, in a fixed order.
    var specials: [UserRecord] {
        specialRecords.map(counted)
    }

    private var specialRecords: [UserRecord] {
        [
            UserRecord(
                origin: .special, login: "zhang-wei", id: 5_000_001, name: "张伟",
                company: "某科技公司", blog: "https://zhangwei.example.cn", location: "北京",
                bio: "写代码的人 🐉🚀", publicRepos: 5, publicGists: 2,
                followers: 42 + 1, following: 7, starred: 3,
                createdAt: 1_400_000_000, updatedAt: 1_700_000_000),
            UserRecord(
                origin: .special, login: "emoji-fan", id: 5_000_002,
                name: "🦄✨ Emoji Fan 👩‍👩‍👧‍👦", company: "🍕 Pizza Co", blog: "https://emoji.example.com",
                location: "🌍 Earth 🇺🇳",
                bio: "🏳️‍🌈 Flags: 🇯🇵🇫🇷🇧🇷🇺🇦🏴‍☠️ · Family: 👨‍👩‍👧‍👦 · Tones: 👍🏻👍🏽👍🏿 · "
                    + "Keycaps: 1️⃣#️⃣ · ❤️‍🔥 🧑🏽‍💻 🫠",
                twitterUsername: "emoji_fan", publicRepos: 2, followers: 8 + 1, following: 3,
                starred: 12, createdAt: 1_450_000_000, updatedAt: 1_710_000_000),
            UserRecord(
                origin: .special, login: "nullish", id: 5_000_003, name: nil, company: nil,
                blog: "", location: nil, email: nil, hireable: nil, bio: nil, twitterUsername: nil,
                publicRepos: 1, followers: 1, following: 0, createdAt: 1_500_000_000,
                updatedAt: 1_500_000_000),
            UserRecord(
                origin: .special, login: "acme-corp", id: 5_000_004, isOrganization: true,
                name: "ACME Corporation", company: nil, blog: "https://acme.example.com",
                location: "Everywhere", email: "hello@acme.example.com",
                bio: "We make everything. Quality since 1949.", publicRepos: 25, publicGists: 0,
                followers: min(1200, pool - 2), following: 0, createdAt: 1_300_000_000,
                updatedAt: 1_720_000_000),
            UserRecord(
                origin: .special, login: "evil-bio", id: 5_000_005,
                name: "Evil \u{1B}[5mBlink\u{1B}[0m Bio",
                company: "\u{1B}]8;;https://evil.example\u{07}click me\u{1B}]8;;\u{07}",
                blog: "javascript:alert(1)", location: "\u{202E}dlrow olleh\u{202C}",
                bio: "Totally normal bio\u{1B}[2J\u{1B}[H\u{1B}]0;pwned\u{07} rtl:\u{202E}gnp.exe\u{202C} "
                    + "bs:\u{08}\u{08} cr:\r nul:\u{00} del:\u{7F} c1:\u{9B}31m red:\u{1B}[31mRED\u{1B}[0m "
                    + "tab:\there\nsecond line",
                twitterUsername: nil, publicRepos: 1, followers: 3 + 1, following: 0,
                createdAt: 1_600_000_000, updatedAt: 1_730_000_000),
            UserRecord(
                origin: .special, login: "loner", id: 5_000_006, name: "Lonely Loner",
                blog: "", bio: "Nobody here.", publicRepos: 0, followers: 0, following: 0,
                createdAt: 1_650_000_000, updatedAt: 1_650_000_000),
        ]
    }

    /// Looks a login up the way GitHub does: case-insensitively, answering with the canonical login.
    func user(login: String) -> UserRecord? {
        let wanted = login.lowercased()
        if wanted == World.mainLogin { return main }
        if let special = specials.first(where: { $0.login == wanted }) { return special }
        guard wanted.hasPrefix("user-"), let index = Int(wanted.dropFirst(5)),
            (1...pool).contains(index), World.generatedLogin(index) == wanted
        else { return world.additions.user(login: wanted).map(counted) }
        return generated(index)
    }

    /// Looks an account up by its numeric id, as `/user/{id}/…` URLs do.
    func user(id: Int) -> UserRecord? {
        if id == Self.mainID { return main }
        if let special = specials.first(where: { $0.id == id }) { return special }
        let index = id - Self.generatedIDBase
        if (1...pool).contains(index) { return generated(index) }
        return world.additions.user(id: id).map(counted)
    }

    /// `user` with the repositories added to it counted in `public_repos`.
    private func counted(_ user: UserRecord) -> UserRecord {
        let added = world.additions.repos(ownedBy: user.id).count
        guard added > 0 else { return user }
        var user = user
        user.publicRepos += added
        return user
    }

    /// The generated user at a 1-based index, with fields varied (and often null) by index.
    func generated(_ index: Int) -> UserRecord {
        let bits = Scramble.bits(index, salt: 1)
        let login = World.generatedLogin(index)
        let created = 1_230_768_000 + Scramble.pick(bits, shift: 12, below: 400_000_000)
        let baseFollowers = Scramble.pick(bits, shift: 40, below: min(300, pool - 2))
        let baseFollowing = Scramble.pick(bits, shift: 48, below: min(150, pool - 2))
        let record = UserRecord(
            origin: .generated(index), login: login, id: Self.generatedIDBase + index,
            name: generatedName(index),
            company: Scramble.pick(bits, shift: 9, below: 3) == 0
                ? nil : Scramble.choose(WorldText.companies, bits, shift: 20),
            blog: Scramble.pick(bits, shift: 24, below: 4) == 0 ? "" : "https://\(login).example.com",
            location: Scramble.pick(bits, shift: 26, below: 4) == 0
                ? nil : Scramble.choose(WorldText.locations, bits, shift: 28),
            email: Scramble.pick(bits, shift: 32, below: 5) == 0 ? "\(login)@example.com" : nil,
            hireable: Scramble.pick(bits, shift: 34, below: 3) == 0 ? true : nil,
            bio: Scramble.pick(bits, shift: 36, below: 3) == 0
                ? nil : Scramble.choose(WorldText.bios, bits, shift: 38),
            twitterUsername: Scramble.pick(bits, shift: 44, below: 4) == 0
                ? login.replacingOccurrences(of: "-", with: "_") : nil,
            publicRepos: 1 + Scramble.pick(bits, shift: 46, below: 40),
            publicGists: Scramble.pick(bits, shift: 52, below: 10),
            followers: baseFollowers + (isFollowedByMain(index) ? 1 : 0),
            following: baseFollowing + (index <= world.followerCount ? 1 : 0),
            starred: Scramble.pick(bits, shift: 56, below: 20), createdAt: created,
            updatedAt: min(Self.worldNow, created + Scramble.pick(bits, shift: 16, below: 200_000_000)))
        return world.additions.isEmpty ? record : counted(record)
    }

    /// The display name of a generated user; nil for about one in seven.
    func generatedName(_ index: Int) -> String? {
        let bits = Scramble.bits(index, salt: 1)
        guard Scramble.pick(bits, shift: 3, below: 7) != 0 else { return nil }
        let firstName = Scramble.choose(WorldText.firstNames, bits, shift: 0)
        let lastName = Scramble.choose(WorldText.lastNames, bits, shift: 6)
        return "\(firstName) \(lastName)"
    }

    /// Who follows `user`.
    func followers(of user: UserRecord) -> LazyList<UserRecord> {
        switch user.origin {
        case .main:
            return LazyList(count: world.followerCount) { generated($0 + 1) }
        case .special:
            return othersList(count: user.followers, seed: user.id, mainFirst: followsSpecial(user))
        case .generated(let index):
            return othersList(count: user.followers, seed: index - 1, mainFirst: isFollowedByMain(index))
        case .added:
            return LazyList(count: 0) { _ in user }
        }
    }

    /// Whom `user` follows.
    func following(of user: UserRecord) -> LazyList<UserRecord> {
        switch user.origin {
        case .main:
            let specials = self.specials
            let firsts = Self.followedSpecials.compactMap { login in specials.first { $0.login == login } }
            return LazyList(count: world.followingCount) { offset in
                offset < firsts.count ? firsts[offset] : generated(offset - firsts.count + 1)
            }
        case .special:
            return othersList(count: user.following, seed: user.id + 7, mainFirst: false)
        case .generated(let index):
            return othersList(count: user.following, seed: index - 1, mainFirst: index <= world.followerCount)
        case .added:
            return LazyList(count: 0) { _ in user }
        }
    }

    /// Every account a search can find, in a stable order (accounts a test added last), with the
    /// fields a search matches on.
    ///
    /// Only login and name are made per candidate, so scanning a 100,000-user world stays cheap.
    func searchable() -> LazyList<SearchCandidate> {
        let fixed = [main] + specials
        let added = world.additions.users.map(counted)
        return LazyList(count: fixed.count + pool + added.count) { offset in
            if offset < fixed.count || offset >= fixed.count + pool {
                let user = offset < fixed.count ? fixed[offset] : added[offset - fixed.count - pool]
                return SearchCandidate(
                    login: user.login, name: user.name, isOrganization: user.isOrganization
                ) {
                    user
                }
            }
            let index = offset - fixed.count + 1
            return SearchCandidate(
                login: World.generatedLogin(index), name: generatedName(index), isOrganization: false
            ) { generated(index) }
        }
    }

    /// What a user search looks at, with the full record made only for hits.
    struct SearchCandidate: Sendable {
        var login: String
        var name: String?
        var isOrganization: Bool
        var record: @Sendable () -> UserRecord
    }

    private func isFollowedByMain(_ index: Int) -> Bool {
        index <= world.followingCount - Self.followedSpecials.count
    }

    private func followsSpecial(_ user: UserRecord) -> Bool {
        Self.followedSpecials.prefix(world.followingCount).contains(user.login)
    }

    /// Generated users after `seed` in index order; the main user first when she is among them.
    /// Stored counts stay below the pool size, so nobody lists themselves.
    private func othersList(count: Int, seed: Int, mainFirst: Bool) -> LazyList<UserRecord> {
        let main = self.main
        let pool = self.pool
        return LazyList(count: count) { offset in
            if mainFirst && offset == 0 { return main }
            let step = mainFirst ? offset : offset + 1
            return generated((seed + step) % pool + 1)
        }
    }
}
