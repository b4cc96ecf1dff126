/// A user as a GraphQL connection lists one (`nodes { login name databaseId avatarUrl url }`);
/// `login` is required, every other field is lenient.
public struct GraphQLUser: Sendable, Hashable {
    /// The node as GitHub sent it.
    public var raw: JSONValue
    /// The login.
    public var login: String

    /// Reads a node; throws `.decodingFailed` without a login.
    public init(raw: JSONValue) throws(GitHubError) {
        guard let login = raw["login"]?.string, !login.isEmpty else {
            throw .decodingFailed(
                endpoint: GraphQLResponse<GraphQLUser>.endpoint, codingPath: "nodes.login",
                reason: "a user node has no login")
        }
        self.raw = raw
        self.login = login
    }

    /// The display name, nil when not set.
    public var name: String? { raw["name"]?.string }
    /// The REST API's numeric id.
    public var databaseID: Int? { raw["databaseId"]?.int }
    /// The avatar image.
    public var avatarURL: String? { raw["avatarUrl"]?.string }
    /// The profile page on github.com.
    public var url: String? { raw["url"]?.string }
}
