/// One resource's routes: answers the requests whose paths it knows.
///
/// A group sees only the methods it lists in ``methods`` (`GET` unless it says otherwise), so a
/// group that knows only reads never answers a write to one of its paths.
protocol RouteGroup: Sendable {
    /// The methods the group answers; `["GET"]` by default.
    static var methods: Set<String> { get }

    /// The answer, or nil when the path is none of this group's.
    ///
    /// `orderCache` keeps sort orders of long lists between requests; the world never changes
    /// (writes live in ``RouteContext/changes`` and are applied when answering).
    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome?
}

extension RouteGroup {
    /// Reads only.
    static var methods: Set<String> { ["GET"] }
}
