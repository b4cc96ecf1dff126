import GitHubKit

/// `*` on a repository row of a list (a profile's Repos and Stars tabs, search results): one
/// `StarState` per repository starred from the rows. Whether the token's user starred a row is
/// not in the list, so the first `*` asks GitHub (`GET /user/starred/{owner}/{name}`) and stars
/// or unstars when it answers; after that `*` acts at once.
struct RowStars: Equatable, Sendable {
    /// The state of each repository `*` was pressed on, by `owner/name`.
    private(set) var states: [String: StarState] = [:]
    /// The repositories whose `*` waits for the check's answer.
    private var waiting: Set<String> = []

    /// The requests in flight.
    var pending: [RequestID] { states.values.flatMap(\.pending) }

    /// What `*` added to the star count of `repository` shown.
    func delta(of repository: Repository) -> Int {
        states[repository.fullName]?.delta ?? 0
    }

    /// `*` on `item`: a repository is starred or unstarred (once GitHub said which it is);
    /// anything else is no repository.
    mutating func toggle(_ item: ListItem?, context: inout UpdateContext) {
        guard case .repository(let repository)? = item else {
            context.notice = "* stars a repository: select one"
            return
        }
        let owner = repository.owner.login
        var state = states[repository.fullName] ?? StarState()
        if context.hasToken, state.starred == nil, !state.checkFailed, state.write == nil {
            state.ask(owner: owner, name: repository.name, context: &context)
            waiting.insert(repository.fullName)
            context.notice = "asking GitHub whether you starred \(repository.fullName)…"
        } else {
            state.toggle(owner: owner, name: repository.name, context: &context)
        }
        states[repository.fullName] = state
    }

    /// Takes a check's or a write's answer; a check that a `*` waited for stars or unstars now.
    /// False when `id` is none of the rows'.
    mutating func receive(_ payload: Payload, for id: RequestID, context: inout UpdateContext) -> Bool {
        guard let fullName = states.first(where: { $0.value.pending.contains(id) })?.key else { return false }
        states[fullName]?.receive(payload, for: id)
        toggleIfWaiting(fullName, context: &context)
        return true
    }

    /// A refused check or write: a refused write is taken back and the status bar says why; after
    /// a failed check a waiting `*` stars (`PUT` twice is harmless).
    mutating func refuse(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        guard let fullName = states.first(where: { $0.value.pending.contains(id) })?.key,
            let name = try? RepositoryName(parsing: fullName)
        else { return }
        states[fullName]?.refuse(error, for: id, owner: name.owner, name: name.name, context: &context)
        toggleIfWaiting(fullName, context: &context)
    }

    /// Forgets the requests in flight (they were cancelled) and the `*`s that waited for them.
    mutating func dropPending() {
        for key in states.keys {
            states[key]?.check = nil
            states[key]?.write = nil
        }
        waiting = []
    }

    private mutating func toggleIfWaiting(_ fullName: String, context: inout UpdateContext) {
        guard waiting.contains(fullName), states[fullName]?.check == nil,
            let name = try? RepositoryName(parsing: fullName)
        else { return }
        waiting.remove(fullName)
        states[fullName]?.toggle(owner: name.owner, name: name.name, context: &context)
    }
}
