import GitHubKit

/// A gist's answers and loading: the gist with its files' content, asked for once shown.
extension GistScreen {
    /// Takes GitHub's answer to `id`: the gist.
    mutating func receive(_ payload: Payload, for id: RequestID, context: inout UpdateContext) {
        guard case .gist(let loaded) = payload, pending == id else { return }
        pending = nil
        error = nil
        show(loaded)
    }

    /// Notes why `id` failed.
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        guard pending == id else { return }
        pending = nil
        wantsRefresh = false
        self.error = error
    }

    /// Starts what the screen needs: the gist with its content, until it came or failed; after
    /// `r`, again, as a revalidating `.refetch`.
    mutating func reconcile(context: inout UpdateContext) {
        guard !isComplete || wantsRefresh, pending == nil, error == nil else { return }
        let id = context.makeRequestID()
        pending = id
        context.effects.append(wantsRefresh ? .refetch(id, .gist(self.id)) : .fetch(id, .gist(self.id)))
    }

    /// Forgets the request in flight (it was cancelled); the screen asks again when shown.
    mutating func dropPending() {
        pending = nil
    }
}
