import Foundation

/// What views need besides the state: the time, to say "3d ago" and "resets 14:05".
struct RenderContext: Sendable {
    /// The current time.
    var now: Date
    /// The zone clock times are shown in.
    var timeZone: TimeZone
    /// The keys in force, for hints that name one ("press r to retry").
    var keyMap: KeyMap = .standard

    /// The first key of `command` in `place` as a hint names it (`r`, `S`).
    func key(_ command: KeyCommand, in place: KeyContext) -> String {
        keyMap.label(of: command, in: place) ?? "\(command)"
    }

    /// The context of this moment in the local zone.
    static func current() -> RenderContext {
        RenderContext(now: Date(), timeZone: .current)
    }
}
