/// `nodes(ids: [...])` over pull requests' node IDs, for a list's page of rows at once: each
/// `PullRequest` with the fields asked for of `id`, `number`, `isDraft`, `reviewDecision` and
/// `commits(last: 1) { nodes { commit { statusCheckRollup { state } } } }`: the rollup of the
/// head commit's check runs and statuses as ``CheckRoutes`` serve them. An ID that names no pull
/// request (or one in a repository the caller's installation token does not reach) is null in
/// `nodes`, with GitHub's `NOT_FOUND` error beside it; one the token may not read
/// (`pull_requests`) is null with a `FORBIDDEN` error.
struct GraphQLPullNodes {
    let document: GraphQLDocument
    let world: World
    let changes: WorldChanges
    /// What the caller's installation token reaches; nil for a person's token.
    var grant: AppLedger.Grant?

    /// `{"data": {"nodes": [...]}}`, with `errors` for the IDs that resolve to nothing.
    func answer() -> JSONValue {
        let ids = (document.argument("ids", of: "nodes") as? [Any])?.compactMap { $0 as? String } ?? []
        var nodes: [JSONValue] = []
        var errors: [JSONValue] = []
        for (index, id) in ids.enumerated() {
            let found = world.pullRequest(nodeID: id, changes: changes)
            let reached = found.map { pull in
                grant.map { $0.reaches(owner: pull.repo.owner.login, name: pull.repo.name) } ?? true
            }
            guard let pull = found, reached == true else {
                nodes.append(.null)
                errors.append(
                    .object([
                        ("type", .string("NOT_FOUND")), ("path", .array([.string("nodes"), .int(index)])),
                        ("locations", document.location(of: "nodes")),
                        ("message", .string("Could not resolve to a node with the global id of '\(id)'")),
                    ]))
                continue
            }
            if let grant,
                !IntegrationPermissions.mayRead(
                    grant, owner: pull.repo.owner.login, name: pull.repo.name,
                    below: ["pulls", String(pull.number)])
            {
                nodes.append(.null)
                errors.append(
                    .object([
                        ("type", .string("FORBIDDEN")), ("path", .array([.string("nodes"), .int(index)])),
                        ("locations", document.location(of: "nodes")),
                        ("message", .string(IntegrationPermissions.notAccessible.message)),
                    ]))
                continue
            }
            nodes.append(node(pull, id: id))
        }
        var members: [(key: String, value: JSONValue)] = [("data", .object([("nodes", .array(nodes))]))]
        if !errors.isEmpty { members.append(("errors", .array(errors))) }
        return .object(members)
    }

    private func node(_ pull: IssueRecord, id: String) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = []
        if document.asks("id") { fields.append(("id", .string(id))) }
        if document.asks("number") { fields.append(("number", .int(pull.number))) }
        if document.asks("isDraft") { fields.append(("isDraft", .bool(pull.pull?.draft == true))) }
        if document.asks("reviewDecision") { fields.append(("reviewDecision", reviewDecision(pull))) }
        if document.asks("statusCheckRollup") {
            let rollup = checksState(pull).map { JSONValue.object([("state", .string($0))]) } ?? .null
            let commit: JSONValue = .object([("commit", .object([("statusCheckRollup", rollup)]))])
            fields.append(("commits", .object([("nodes", .array([commit]))])))
        }
        return .object(fields)
    }

    /// The head commit's checks summed up as GitHub does: FAILURE (or ERROR, from a status) when
    /// one failed, else PENDING while one runs, else SUCCESS; nil when it has none.
    private func checksState(_ pull: IssueRecord) -> String? {
        let catalog = CheckCatalog(
            actions: ActionsCatalog(world: world, repo: pull.repo, edits: changes.current.actions))
        guard let commit = catalog.commit(pull.headSHA) else { return nil }
        let runs = catalog.checkRuns(of: commit, all: false).map(\.json)
        let statuses = catalog.statuses(of: commit).map(\.state)
        guard !runs.isEmpty || !statuses.isEmpty else { return nil }
        let failed = ["failure", "timed_out", "cancelled", "action_required", "startup_failure"]
        if runs.contains(where: { failed.contains($0["conclusion"]?.text ?? "") })
            || statuses.contains("failure")
        {
            return "FAILURE"
        }
        if statuses.contains("error") { return "ERROR" }
        if runs.contains(where: { $0["status"]?.text != "completed" }) || statuses.contains("pending") {
            return "PENDING"
        }
        return "SUCCESS"
    }

    /// CHANGES_REQUESTED when a reviewer's last verdict asks for changes, else APPROVED when one
    /// approves, else REVIEW_REQUIRED.
    private func reviewDecision(_ pull: IssueRecord) -> JSONValue {
        let catalog = world.issues
        let original = catalog.issue(of: pull.repo, number: pull.number) ?? pull
        let written = changes.current.pulls.reviews(on: PullEdits.key(of: pull)).filter { !$0.isPending }
        var last: [String: String] = [:]
        for review in catalog.reviewsJSON(of: original) {
            guard let login = review["user"]?["login"]?.text, let state = review["state"]?.text else {
                continue
            }
            if state != "COMMENTED" { last[login] = state }
        }
        for review in written where review.state != "COMMENTED" { last[review.author.login] = review.state }
        let states = Set(last.values)
        if states.contains("CHANGES_REQUESTED") { return .string("CHANGES_REQUESTED") }
        return .string(states.contains("APPROVED") ? "APPROVED" : "REVIEW_REQUIRED")
    }
}
