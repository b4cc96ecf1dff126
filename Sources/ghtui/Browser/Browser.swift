import GitHubKit

/// The interactive browser's entry point.
enum Browser {
    /// Opens the browser on `login` (nil: the token's user, or a prompt) until the user quits.
    static func run(github: GitHub, login: String?, configuration: Configuration, console: Console) async throws {
        throw DumpError.usage("the interactive browser is not in this build yet; use --json or --jsonl")
    }
}
