/// The pull requests of `mona/hello-world` whose changes FakeGitHub draws by hand, by number;
/// every other pull request has a few generic files.
public enum PullSamples {
    /// The repository the samples are in.
    public static let repository = "mona/hello-world"
    /// A repository of the same owner that allows squash merges only: merging one of its pull
    /// requests with `merge_method` `merge` or `rebase` is a 405. Its pull request 3 is open and
    /// mergeable. (Every other repository, ``repository`` included, allows all three methods.)
    public static let squashOnlyRepository = "mona/Spoon-Knife"
    /// An open pull request with one file of every kind: modified with several hunks (a tab, a
    /// very long line), added (ending without a newline), removed, renamed with and without
    /// changes, binary and too large for a patch; its review comments sit on lines of those patches.
    public static let everyKindOfChange = 9
    /// A draft pull request with no changed files (and an empty diff).
    public static let noFiles = 4
    /// A pull request of ``bigFileCount`` files and ``bigChangedLines`` changed lines, the most a
    /// diff may have: for benchmarks.
    public static let big = 49
    /// How many files ``big`` changes.
    public static let bigFileCount = 300
    /// How many lines ``big`` adds and deletes together.
    public static let bigChangedLines = 20_000
    /// A pull request of ``hugeFileCount`` files: its files list stops at ``fileListLimit`` and its
    /// diff is a 406.
    public static let huge = 68
    /// How many files ``huge`` changes.
    public static let hugeFileCount = 3_200
    /// The most files GitHub lists for one pull request.
    public static let fileListLimit = 3_000
    /// The most files (and ``diffLineLimit`` the most changed lines) of a diff GitHub sends.
    public static let diffFileLimit = 300
    /// The most changed lines of a diff GitHub sends.
    public static let diffLineLimit = 20_000
}
