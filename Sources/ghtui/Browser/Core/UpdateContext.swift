/// What a screen's update reads from the browser and asks of it: request numbers, effects,
/// a notice, names learnt, and where to go next. The reducer hands one to the screen on top
/// and applies what it says.
struct UpdateContext {
    /// Where the browser goes after the update.
    enum Navigation: Equatable {
        /// A new screen on top.
        case push(Screen)
        /// Back to the screen below.
        case back
        /// Every screen replaced by one (the login prompt's profile).
        case replaceAll(Screen)
        /// The browser ends.
        case quit
    }

    /// The terminal's size.
    var size: ScreenSize
    /// Items per API page.
    let perPage: Int
    /// Whether requests carry a token: GraphQL reads and writes need one.
    let hasToken: Bool
    /// The keys in force, for notices that name one.
    let keyMap: KeyMap
    /// The number the next request gets.
    private(set) var nextRequest: Int
    /// The effects asked for so far.
    var effects: [Effect] = []
    /// The status bar's passing message.
    var notice: String?
    /// Names learnt from loaded profiles.
    var names: [String: String]
    /// Where to go, if anywhere.
    var navigation: Navigation?

    /// A context for an update of `state`.
    init(_ state: BrowserState) {
        size = state.size
        perPage = state.perPage
        hasToken = state.hasToken
        keyMap = state.keyMap
        nextRequest = state.nextRequest
        notice = state.notice
        names = state.names
    }

    /// The first key of `command` in `place`, as a notice names it (`s`, `o`); the config
    /// file's `keys` may have moved it.
    func key(_ command: KeyCommand, in place: KeyContext) -> String {
        keyMap.key(command, in: place)
    }

    /// A fresh request number.
    mutating func makeRequestID() -> RequestID {
        defer { nextRequest += 1 }
        return RequestID(value: nextRequest)
    }
}
