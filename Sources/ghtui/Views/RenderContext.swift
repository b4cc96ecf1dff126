import Foundation

/// What views need besides the state: the time, to say "3d ago" and "resets 14:05".
struct RenderContext: Sendable {
    /// The current time.
    var now: Date
    /// The zone clock times are shown in.
    var timeZone: TimeZone

    /// The context of this moment in the local zone.
    static func current() -> RenderContext {
        RenderContext(now: Date(), timeZone: .current)
    }
}
