import ArgumentParser

/// `ghtui auth`: sign in with GitHub's device flow, see how ghtui is signed in, sign out.
struct AuthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "auth",
        abstract: "Sign in to GitHub, show how ghtui is signed in, or sign out.",
        discussion: """
            The token for a host comes from GH_TOKEN, else GITHUB_TOKEN, else the config file's \
            "hosts" entry for the host, else its "token", else `gh auth token --hostname HOST` \
            when the GitHub CLI is installed and signed in.
            """,
        subcommands: [AuthLogin.self, AuthStatus.self, AuthLogout.self])
}
