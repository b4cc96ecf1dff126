import GitHubKit

/// The exit codes ghtui documents, so that scripts can tell failures apart.
enum ExitStatus: Int32 {
    /// Success.
    case success = 0
    /// Anything not listed below.
    case failure = 1
    /// Usage or invalid input: a bad login, flag or configuration.
    case usage = 2
    /// GitHub has no such user or resource.
    case notFound = 3
    /// A bad token, or none where one is required.
    case authentication = 4
    /// Rate limited; the message gives the reset time.
    case rateLimited = 5
    /// Network or server unavailable after retries.
    case unavailable = 6
    /// Interrupted by Ctrl-C.
    case interrupted = 130
    /// Ended by SIGTERM or SIGHUP (the browser restores the terminal first).
    case terminated = 143

    /// The status for an error from GitHubKit.
    init(_ error: GitHubError) {
        switch error.rootCause {
        case .invalidInput: self = .usage
        case .notFound: self = .notFound
        case .unauthorized: self = .authentication
        case .rateLimited: self = .rateLimited
        case .serverError, .transport, .tooManyRedirects: self = .unavailable
        case .cancelled: self = .interrupted
        default: self = .failure
        }
    }

    /// The table printed by `--help` and kept in the README.
    static let help = """
        EXIT CODES:
          0  success
          1  anything else
          2  usage or invalid input (bad login, bad flag, bad config)
          3  not found
          4  authentication (bad or missing token where one is required)
          5  rate limited (the message gives the reset time)
          6  network or server unavailable after retries
          130  interrupted (Ctrl-C)
          143  terminated (SIGTERM or SIGHUP)
        """
}
