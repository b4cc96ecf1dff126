import ArgumentParser

// Options `ghtui` and `ghtui inbox` both take. ArgumentParser lets the root command read its
// options anywhere on the command line, so a subcommand sees one only through an option group
// of the same type as the root's (as `VerboseOption`).

/// `--repo OWNER/NAME`.
struct RepositoryOption: ParsableArguments {
    @Option(
        help: """
            A repository, written OWNER/NAME: opened instead of a user; with ghtui inbox --json, \
            only its notifications.
            """)
    var repo: String?
}

/// `--no-mouse`.
struct MouseOption: ParsableArguments {
    @Flag(
        name: .customLong("no-mouse"),
        help: "Leave the mouse to the terminal (selecting text): no clicks or wheel in the browser.")
    var noMouse = false
}
