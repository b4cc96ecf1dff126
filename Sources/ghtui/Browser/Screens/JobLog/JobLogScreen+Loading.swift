import GitHubKit

extension JobLogScreen {
    /// Takes the log.
    mutating func receive(_ payload: Payload, for id: RequestID, context: inout UpdateContext) {
        guard case .jobLog(let log) = payload, pending == id else { return }
        pending = nil
        let rows = logRows
        viewer = LogViewer(log: log, height: rows, failed: CheckMark.failed(job.conclusion))
    }

    /// Notes why the log could not be had.
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        guard pending == id else { return }
        pending = nil
        self.error = error
    }

    /// Asks for the log once.
    mutating func reconcile(context: inout UpdateContext) {
        guard viewer == nil, pending == nil, error == nil else { return }
        let id = context.makeRequestID()
        pending = id
        context.effects.append(.fetch(id, .jobLog(repository, jobID: job.id)))
    }

    /// Forgets the request in flight (it was cancelled); the screen asks again when shown.
    mutating func dropPending() {
        pending = nil
    }
}
