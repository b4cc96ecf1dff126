import Foundation

/// The world's "now" while a request is answered.
///
/// The world's dates count back from a fixed day (``UserCatalog/fixedNow``), so answers never
/// depend on the clock. A server made with ``Options/datesRelativeToNow`` (the demo) answers from
/// a live world instead: its "now" is the day the server started, and repositories are pushed to
/// over the last two years rather than in their owner's first years.
enum WorldClock {
    /// The live world's "now" (a midnight, in epoch seconds); nil for the fixed world.
    @TaskLocal static var today: Int?

    /// Whether the world is live (see ``today``).
    static var isLive: Bool { today != nil }

    /// The last midnight (UTC), in epoch seconds.
    static func lastMidnight() -> Int {
        Int(Date().timeIntervalSince1970) / 86_400 * 86_400
    }
}
