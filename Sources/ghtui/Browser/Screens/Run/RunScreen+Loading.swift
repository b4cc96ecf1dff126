import GitHubKit

extension RunScreen {
    /// Takes GitHub's answer to `id`: the run, its jobs, a re-run or cancellation made, or the
    /// end of the wait.
    mutating func receive(_ payload: Payload, for id: RequestID, context: inout UpdateContext) {
        switch payload {
        case .workflowRun(let loaded) where runPending == id:
            runPending = nil
            run = loaded
            runLoaded = true
        case .jobs(let loaded) where jobsPending == id:
            jobsPending = nil
            setJobs(loaded)
        case .written where writing == id:
            // GitHub queues the re-run or the cancellation: the run and its jobs change.
            writing = nil
            needsRefresh = true
        case .woke where wake == id:
            wake = nil
            needsRefresh = true
        default:
            return
        }
    }

    /// Notes why `id` failed (a refused write is said by the effect runner).
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        if runPending == id {
            runPending = nil
            runError = error
        }
        if jobsPending == id {
            jobsPending = nil
            jobsError = error
        }
        if writing == id { writing = nil }
    }

    /// Starts what the screen needs: the run and its jobs, again when asked for, and while the
    /// run is going, the wait before asking again.
    mutating func reconcile(context: inout UpdateContext) {
        let refresh = needsRefresh && runPending == nil && jobsPending == nil
        if refresh { needsRefresh = false }
        if (refresh || !runLoaded) && runPending == nil && runError == nil {
            let id = context.makeRequestID()
            runPending = id
            let fetch = Fetch.workflowRun(repository, id: self.id)
            context.effects.append(refresh ? .refetch(id, fetch) : .fetch(id, fetch))
        }
        if (refresh || jobs == nil) && jobsPending == nil && jobsError == nil {
            let id = context.makeRequestID()
            jobsPending = id
            let fetch = Fetch.runJobs(repository, runID: self.id)
            context.effects.append(refresh ? .refetch(id, fetch) : .fetch(id, fetch))
        }
        if isRunning, runLoaded, wake == nil, runPending == nil, jobsPending == nil, !needsRefresh {
            let id = context.makeRequestID()
            wake = id
            context.effects.append(.wake(id, after: .seconds(Self.pollInterval)))
        }
    }

    /// Forgets the requests in flight (they were cancelled); the screen asks again when shown.
    mutating func dropPending() {
        runPending = nil
        jobsPending = nil
        wake = nil
        writing = nil
    }
}
