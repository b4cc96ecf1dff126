/// Why a dump stopped, beyond GitHub's own errors.
enum DumpError: Error, Equatable {
    /// The command line asks for something that cannot be done.
    case usage(String)
    /// GitHub has no user with the login the dump asked for.
    case noSuchUser(String)
    /// GitHub shows no repository with the name the dump asked for (none, or a private one).
    case noSuchRepository(String)
    /// GitHub shows no pull request with this number in the repository (or no such repository).
    case noSuchPullRequest(repository: String, number: Int)
    /// GitHub shows no Actions job with this ID in the repository (or no such repository).
    case noSuchJob(repository: String, id: Int)
    /// The job has not finished, so it has no log yet (GitHub's 404).
    case logNotReady(job: Int)
    /// The job's log is gone: GitHub keeps logs 90 days (410 Gone).
    case logExpired(job: Int)
    /// The job has finished, yet GitHub has no log for it (404).
    case noLog(job: Int)
    /// GitHub's answer was not the JSON expected.
    case unexpectedBody(String)
}
