/// The reduced account GitHub puts in events (`actor`): only `id, login, display_login,
/// gravatar_id, url, avatar_url`.
public struct EventActor: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The account's login, e.g. `octocat`.
    public let login: String
    /// GitHub's numeric account ID.
    public let id: Int

    /// Reads an actor; only `login` and `id` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "an event actor", codingPath: codingPath)
        self.raw = raw
        login = try fields.string("login")
        id = try fields.int("id")
    }

    /// The login as GitHub displays it (e.g. without a bot's `[bot]` suffix); `login` when absent.
    public var displayLogin: String { raw["display_login"]?.string ?? login }
    /// The legacy Gravatar ID; usually empty.
    public var gravatarId: String? { raw["gravatar_id"]?.string }
    /// The account's API URL.
    public var url: String? { raw["url"]?.string }
    /// The avatar image URL.
    public var avatarUrl: String? { raw["avatar_url"]?.string }
}
