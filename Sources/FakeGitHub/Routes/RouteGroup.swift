/// One resource's routes: answers the GETs whose paths it knows.
protocol RouteGroup: Sendable {
    /// The answer, or nil when the path is none of this group's.
    ///
    /// `orderCache` keeps sort orders of long lists between requests; the world never changes.
    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome?
}
