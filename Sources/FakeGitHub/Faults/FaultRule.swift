/// A fault armed for the requests whose path starts with `pathPrefix` (all when nil).
struct FaultRule: Sendable {
    var fault: Fault
    var pathPrefix: String?
    /// Requests left to disturb; nil until cleared.
    var remaining: Int?

    /// Whether this rule disturbs `request`.
    ///
    /// Redirect faults leave their own targets alone, so following a redirect ends.
    func applies(to request: IncomingRequest) -> Bool {
        if let pathPrefix, !request.path.hasPrefix(pathPrefix) { return false }
        switch fault {
        case .redirect:
            return !request.path.hasPrefix(FakeGitHub.redirectedPrefix + "/")
        case .redirectToOtherHost:
            return !request.host.lowercased().hasPrefix("localhost")
        default:
            return true
        }
    }
}
