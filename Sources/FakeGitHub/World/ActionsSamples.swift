/// The workflow runs and jobs of `mona/hello-world` that FakeGitHub keeps for special cases, by id.
///
/// Runs are numbered by ``runID(_:)`` from the oldest (sequence 1) to the newest (sequence 61);
/// a job's id says its run, attempt and place (``jobID(run:attempt:index:)``), and an Actions
/// check run has its job's id, as on GitHub.
public enum ActionsSamples {
    /// The repository that has workflow runs; every other one has none.
    public static let repository = "mona/hello-world"
    /// How many runs the repository has.
    public static let runCount = 61
    /// The pull request whose head commit has every kind of check: success, failure, cancelled,
    /// skipped, timed out, neutral, in progress and queued.
    public static let pullWithEveryCheck = 3

    /// The id of the run with `sequence` (1 the oldest).
    public static func runID(_ sequence: Int) -> Int { 14_200_000_000 + sequence }

    /// The id of job `index` (0-based, in the workflow's order) of attempt `attempt` of a run.
    public static func jobID(run: Int, attempt: Int = 1, index: Int) -> Int {
        39_800_000_000 + (run - runID(0)) * 100 + (attempt - 1) * 10 + index
    }

    /// A failed CI run 120 days old: its logs are gone (410) and it is too old to re-run (403).
    public static let expiredRun = runID(1)
    /// A failed CI run 45 days old: its logs are there, but it is too old to re-run (403).
    public static let tooOldToRerunRun = runID(2)
    /// A failed CI run of pull request 3 that can be re-run: its first job failed, the other
    /// build was cancelled, the rest skipped.
    public static let failedRun = runID(58)
    /// The Lint run of pull request 3: one job timed out.
    public static let timedOutRun = runID(57)
    /// A Nightly run in progress.
    public static let inProgressRun = runID(59)
    /// A CI run still queued (its jobs have no steps yet).
    public static let queuedRun = runID(60)
    /// The newest run: Docs on pull request 3, in progress.
    public static let newestRun = runID(61)
    /// A Nightly run that succeeded; its `benchmarks` job has the 20 MB log.
    public static let hugeLogRun = runID(54)

    /// The failed job of ``failedRun``, whose log carries hostile terminal escapes (an OSC title
    /// change and a screen clear), a CRLF line and bytes that are not UTF-8.
    public static let hostileLogJob = jobID(run: failedRun, index: 0)
    /// The job of ``hugeLogRun`` whose log is ``hugeLogBytes`` long.
    public static let hugeLogJob = jobID(run: hugeLogRun, index: 1)
    /// The size of ``hugeLogJob``'s log.
    public static let hugeLogBytes = 20_000_000
    /// A job of ``inProgressRun`` still running: its log is a 404.
    public static let inProgressJob = jobID(run: inProgressRun, index: 0)
    /// A job of ``expiredRun``: its log is a 410.
    public static let expiredLogJob = jobID(run: expiredRun, index: 2)
}
