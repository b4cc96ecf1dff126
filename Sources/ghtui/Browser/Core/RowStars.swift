import GitHubKit

/// `*` on a repository row of a list (a profile's Repos and Stars tabs, search results): one
/// `StarState` per repository starred from the rows. Whether the token's user starred a row is
/// not in the list, so the first `*` on it is `Effect.toggleStar`: GitHub is asked
/// (`GET /user/starred/{owner}/{name}`) and the star or unstar sent in one task that leaving the
/// screen does not cancel; the row shows it when it is done. After that `*` acts at once.
struct RowStars: Equatable, Sendable {
    /// The state of each repository `*` was pressed on, by `owner/name`.
    private(set) var states: [String: StarState] = [:]

    /// The requests in flight.
    var pending: [RequestID] { states.values.flatMap(\.pending) }

    /// What `*` added to the star count of `repository` shown.
    func delta(of repository: Repository) -> Int {
        states[repository.fullName]?.delta ?? 0
    }

    /// `*` on `item`: a repository is starred or unstarred; anything else is no repository.
    mutating func toggle(_ item: ListItem?, context: inout UpdateContext) {
        guard case .repository(let repository)? = item else {
            context.notice = "\(context.key(.star, in: .profile)) stars a repository: select one"
            return
        }
        let owner = repository.ownerLogin
        var state = states[repository.fullName] ?? StarState()
        if context.hasToken, state.starred == nil, state.write == nil {
            let id = context.makeRequestID()
            state.write = id
            context.effects.append(.toggleStar(id, owner: owner, name: repository.name))
            context.notice = "asking GitHub whether you starred \(repository.fullName)…"
        } else {
            state.toggle(owner: owner, name: repository.name, context: &context)
        }
        states[repository.fullName] = state
    }

    /// Takes a write's answer: a first `*` done shows which way it went (the effect runner's
    /// notice says it, as for a refusal). False when `id` is none of the rows'.
    mutating func receive(_ payload: Payload, for id: RequestID) -> Bool {
        guard let fullName = states.first(where: { $0.value.pending.contains(id) })?.key,
            var state = states[fullName]
        else { return false }
        if case .toggled(let starred) = payload {
            state.write = nil
            state.starred = starred
            state.delta += starred ? 1 : -1
        } else {
            state.receive(payload, for: id)
        }
        states[fullName] = state
        return true
    }

    /// A refused write: taken back, and the status bar says why (for a first `*`, the effect
    /// runner's notice does).
    mutating func refuse(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        guard let fullName = states.first(where: { $0.value.pending.contains(id) })?.key,
            let name = try? RepositoryName(parsing: fullName)
        else { return }
        if states[fullName]?.starred == nil {
            // A first `*`: nothing was shown yet, so there is nothing to take back. Which write
            // the check chose is the effect runner's to know: its notice says what was refused.
            states[fullName]?.write = nil
            return
        }
        states[fullName]?.refuse(error, for: id, owner: name.owner, name: name.name, context: &context)
    }

    /// Forgets the requests in flight: their answers are no longer awaited here.
    mutating func dropPending() {
        for key in states.keys {
            states[key]?.check = nil
            states[key]?.write = nil
        }
    }
}
