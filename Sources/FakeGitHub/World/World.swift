/// The deterministic population of users and repositories a ``FakeGitHub`` serves.
///
/// Everything is derived arithmetically from indices, so two worlds with the same sizes
/// produce byte-identical responses and a huge world allocates nothing until it is paged.
public struct World: Sendable {
    /// Login of the central user, the one most tests look at.
    public static let mainLogin = "mona"

    /// Number of followers of the main user (`user-00001` … in order).
    public let followerCount: Int
    /// Number of accounts the main user follows (a few special users first, then `user-NNNNN`).
    public let followingCount: Int
    /// Number of public repositories owned by the main user.
    public let repoCount: Int
    /// Number of repositories the main user has starred.
    public let starredCount: Int
    /// Accounts and repositories a test added to a running server; none in a new world.
    var additions = WorldAdditions()

    /// The standard world: `mona` with 3,000 followers, 120 following, 300 repos, 80 starred.
    public static let standard = World(followers: 3000, following: 120, repos: 300, starred: 80)

    /// A world whose main user has the given counts; the rest of the population stays the same.
    public static func sized(followers: Int, repos: Int, following: Int = 120, starred: Int = 80) -> World {
        World(followers: followers, following: following, repos: repos, starred: starred)
    }

    private init(followers: Int, following: Int, repos: Int, starred: Int) {
        followerCount = max(0, followers)
        followingCount = max(0, following)
        repoCount = max(0, repos)
        starredCount = max(0, starred)
    }

    /// Number of `user-NNNNN` accounts that exist: enough for every list in the world.
    public var generatedUserCount: Int {
        max(followerCount, followingCount, 1000)
    }

    /// Login of the generated user at a 1-based index (`user-00042`).
    public static func generatedLogin(_ index: Int) -> String {
        let digits = String(index)
        return "user-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    var users: UserCatalog { UserCatalog(world: self) }
    var repos: RepoCatalog { RepoCatalog(users: users) }
    var issues: IssueCatalog { IssueCatalog(repos: repos) }
}
