/// Why the browser stopped other than by the user quitting.
enum BrowserError: Error, CustomStringConvertible {
    /// SIGTERM or SIGHUP ended the browser; the terminal was restored first.
    case terminated
    /// The system refused something the browser needs.
    case system(String)

    var description: String {
        switch self {
        case .terminated: "terminated"
        case .system(let message): message
        }
    }
}
