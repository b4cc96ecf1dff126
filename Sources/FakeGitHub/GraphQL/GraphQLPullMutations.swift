import Foundation

/// The GraphQL mutations that REST lacks for pull requests: `markPullRequestReadyForReview` and
/// `convertPullRequestToDraft`, each `(input: {pullRequestId: "<node_id>"})` (or `(input: $input)`)
/// answering `{pullRequest {isDraft id number}}` with the fields asked for.
///
/// Only the pull request's author or its repository's owner may change it (an installation's
/// token: one that reaches the repository with `pull_requests` write); the change is an issue
/// edit (``IssueEdits``) that every later read shows.
struct GraphQLPullMutations {
    /// The mutations, each with whether it leaves the pull request a draft.
    static let drafts = ["markPullRequestReadyForReview": false, "convertPullRequestToDraft": true]

    let document: GraphQLDocument
    let world: World
    let changes: WorldChanges
    let viewer: UserRecord
    /// What the caller's installation token reaches; nil for a person's token.
    var grant: AppLedger.Grant?

    /// The mutation `document` asks for, nil when it asks for none.
    static func mutation(in document: GraphQLDocument) -> String? {
        drafts.keys.sorted().first(where: document.asks)
    }

    /// `{"data": {mutation: …}}`, with `errors` when the pull request is unknown or not the viewer's.
    func answer(_ mutation: String) -> JSONValue {
        let id = pullRequestID(of: mutation) ?? ""
        let found = world.pullRequest(nodeID: id, changes: changes)
        let reached = found.map { pull in
            grant.map { $0.reaches(owner: pull.repo.owner.login, name: pull.repo.name) } ?? true
        }
        guard let issue = found, reached == true else {
            return failure(
                mutation, type: "NOT_FOUND", "Could not resolve to a node with the global id of '\(id)'.")
        }
        if let grant {
            let refused = IntegrationPermissions.refusal(
                of: grant, method: "PATCH", owner: issue.repo.owner.login, name: issue.repo.name,
                below: ["pulls", String(issue.number)])
            if refused != nil {
                return failure(mutation, type: "FORBIDDEN", IntegrationPermissions.notAccessible.message)
            }
        } else if viewer.id != issue.author.id && viewer.id != issue.repo.owner.id {
            let name = mutation.prefix(1).uppercased() + mutation.dropFirst()
            return failure(
                mutation, type: "FORBIDDEN",
                "\(viewer.login) does not have the correct permissions to execute `\(name)`")
        }
        var changed = issue
        let draft = Self.drafts[mutation] ?? false
        if issue.pull?.draft != draft {
            changed.pull?.draft = draft
            changed.updatedAt = Int(Date().timeIntervalSince1970)
            changes.update { $0.issues.store(changed) }
        }
        var fields: [(key: String, value: JSONValue)] = []
        if document.asks("isDraft") { fields.append(("isDraft", .bool(draft))) }
        if document.asks("id") { fields.append(("id", .string(IDs.nodeID("PR_", issue.id)))) }
        if document.asks("number") { fields.append(("number", .int(issue.number))) }
        return .object([("data", .object([(mutation, .object([("pullRequest", .object(fields))]))]))])
    }

    /// The `pullRequestId` of the mutation's `input`, a literal or from the variables.
    private func pullRequestID(of mutation: String) -> String? {
        if let input = document.argument("input", of: mutation) as? [String: Any] {
            return input["pullRequestId"] as? String
        }
        let pattern = "\\bpullRequestId\\s*:\\s*(\"[^\"]*\"|\\$\\w+)"
        guard let found = document.text.range(of: pattern, options: .regularExpression) else { return nil }
        let value = document.text[found].split(separator: ":", maxSplits: 1)[1].trimmingCharacters(
            in: .whitespaces)
        if value.hasPrefix("$") { return document.variables[String(value.dropFirst())] as? String }
        return String(value.dropFirst().dropLast())
    }

    /// GitHub's error answer: `data.<mutation>` null and one error of `type`.
    private func failure(_ mutation: String, type: String, _ message: String) -> JSONValue {
        .object([
            ("data", .object([(mutation, .null)])),
            (
                "errors",
                .array([
                    .object([
                        ("type", .string(type)), ("path", .array([.string(mutation)])),
                        ("locations", document.location(of: mutation)), ("message", .string(message)),
                    ])
                ])
            ),
        ])
    }
}
