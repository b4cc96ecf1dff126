/// A public repository a test adds to a running server with ``FakeGitHub/addRepository(_:)``:
/// it comes after its owner's other repositories and has no issues until some are added.
public struct WorldRepository: Sendable, Hashable {
    /// The owner's login: an account of the world or one a test added.
    public var owner: String
    /// The name, unique for its owner case-insensitively: letters, digits, `.`, `-` and `_`.
    public var name: String
    /// The description.
    public var description: String?
    /// The main language.
    public var language: String?
    /// The topics.
    public var topics: [String]
    /// The default branch.
    public var defaultBranch: String
    /// How many stars it has.
    public var stars: Int
    /// Whether it is archived.
    public var archived: Bool

    /// `owner/name`.
    public var fullName: String { "\(owner)/\(name)" }

    /// A repository `name` of `owner`.
    public init(
        owner: String, name: String, description: String? = nil, language: String? = nil,
        topics: [String] = [], defaultBranch: String = "main", stars: Int = 0, archived: Bool = false
    ) {
        self.owner = owner
        self.name = name
        self.description = description
        self.language = language
        self.topics = topics
        self.defaultBranch = defaultBranch
        self.stars = stars
        self.archived = archived
    }
}
