/// Why a dump stopped, beyond GitHub's own errors.
enum DumpError: Error, Equatable {
    /// The command line asks for something that cannot be done.
    case usage(String)
    /// GitHub has no user with the login the dump asked for.
    case noSuchUser(String)
    /// GitHub shows no repository with the name the dump asked for (none, or a private one).
    case noSuchRepository(String)
    /// GitHub's answer was not the JSON expected.
    case unexpectedBody(String)
}
