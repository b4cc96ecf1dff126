/// The `repository(owner:name:)` field of a GraphQL answer: the repository as connections list one
/// (``GraphQLUserFields/repoNode(_:)``) with its `id` and `databaseId`, or null with GitHub's
/// `NOT_FOUND` error for one nobody has or the caller's installation token does not reach.
struct GraphQLRepositoryField {
    let document: GraphQLDocument
    let world: World
    /// What the caller's installation token reaches; nil for a person's token.
    let grant: AppLedger.Grant?

    /// Whether `document` asks for this field: `repository` with an `owner` argument (a
    /// `repository { … }` inside another field is not this one).
    static func isAsked(in document: GraphQLDocument) -> Bool {
        document.argument("owner", of: "repository") != nil
    }

    /// `data.repository`, and the errors beside it.
    func answer() -> (value: JSONValue, errors: [JSONValue]) {
        let owner = document.argument("owner", of: "repository") as? String ?? ""
        let name = document.argument("name", of: "repository") as? String ?? ""
        let visible = grant.map {
            IntegrationPermissions.mayRead($0, owner: owner, name: name, below: [])
        }
        guard let repo = world.orgs.repo(owner: owner, name: name), visible != false else {
            let error: JSONValue = .object([
                ("type", .string("NOT_FOUND")), ("path", .array([.string("repository")])),
                ("locations", document.location(of: "repository")),
                ("message", .string("Could not resolve to a Repository with the name '\(owner)/\(name)'.")),
            ])
            return (.null, [error])
        }
        let node = GraphQLUserFields.repoNode(repo).appending([
            ("id", .string(repo.nodeID)), ("databaseId", .int(repo.id)),
        ])
        return (node, [])
    }
}
