import ArgumentParser

/// `--verbose`, shared by `ghtui` and its `auth` subcommands.
///
/// One type for both: ArgumentParser lets the root command read its flags anywhere on the command
/// line, so `ghtui auth status --verbose` is parsed by `ghtui`, and a subcommand sees the value
/// only through an option group of the same type.
struct VerboseOption: ParsableArguments {
    @Flag(
        help:
            "Log requests, statuses, cache hits and the rate limit to stderr; with auth, where the token was looked for."
    )
    var verbose = false
}
