import ArgumentParser
import Foundation
import GitHubKit

/// `ghtui auth logout`: removes the host's token from the config file, and says which token
/// (from the environment or the GitHub CLI) still applies.
struct AuthLogout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Remove the host's token from the config file.",
        discussion: """
            Everything else in the file stays. A token from GH_TOKEN, GITHUB_TOKEN or the GitHub CLI \
            is not removed; ghtui says so.
            """)

    @OptionGroup var options: AuthOptions

    func run() async throws {
        let console = Console()
        try await AuthSession.reporting(console: console) {
            let session = try AuthSession(options: options, console: console)
            let removed = try ConfigurationWriter(path: session.configPath).removeToken(host: session.host)
            if removed {
                console.err("✓ Removed the token for \(session.host) from \(session.configPath)")
            }
            // What is left, now that the file's entry is gone.
            let after = try AuthSession(options: options, console: console, showingWarnings: false)
            if let (_, source) = await after.token() {
                console.err(
                    "! \(session.host) still has a token from \(AuthSession.describe(source)); it was not removed"
                )
            } else if !removed {
                throw AuthSession.Failure(
                    message: "not signed in to \(session.host)", status: .authentication)
            }
        }
    }
}
