import Foundation

/// What views need besides the state: the time, to say "3d ago" and "resets 14:05", and the
/// theme's colours.
struct RenderContext: Sendable {
    /// The current time.
    var now: Date
    /// The zone clock times are shown in.
    var timeZone: TimeZone
    /// The colours the screen is drawn in.
    var palette = Palette.standard

    /// The context of this moment in the local zone, in the standard colours.
    static func current() -> RenderContext {
        RenderContext(now: Date(), timeZone: .current)
    }

    /// The context of this moment in the local zone, drawn in `palette`.
    static func current(in palette: Palette) -> RenderContext {
        RenderContext(now: Date(), timeZone: .current, palette: palette)
    }
}
