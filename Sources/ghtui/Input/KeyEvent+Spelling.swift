extension KeyEvent {
    /// The keys a config file may call by name, by their lowercased names.
    static let namedKeys: [String: KeyEvent] = [
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
        "shift-tab": .backTab, "backtab": .backTab, "s-tab": .backTab, "space": .character(" "),
        "backspace": .backspace, "delete": .delete, "up": .up, "down": .down, "left": .left,
        "right": .right, "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp,
        "pgdn": .pageDown, "pagedown": .pageDown,
    ]

    /// The key a config file's `keys` spells as `spelling`: one printable character (`s`, `S`,
    /// `*`: case matters), a key's name in any case (`enter`, `PgDn`, `shift-tab`), or `ctrl-`
    /// and a letter (`ctrl-f`, the same key as `Ctrl-F`); nil for anything else.
    ///
    /// Ctrl with h, i, j or m reads as the key a terminal sends for it (Backspace, Tab, Enter).
    init?(spelling: String) {
        let scalars = spelling.unicodeScalars
        if scalars.count == 1, let event = KeyEvent.plain(scalars.first!.value), case .character = event {
            self = event
            return
        }
        let lowered = spelling.lowercased()
        if let named = Self.namedKeys[lowered] {
            self = named
            return
        }
        guard lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last?.asciiValue,
            (97...122).contains(letter), let event = KeyEvent.plain(UInt32(letter) - 96)
        else { return nil }
        self = event
    }

    /// How a config file writes the key: `s`, `space`, `enter`, `pgdn`, `ctrl-f`.
    var spelling: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(let letter): "ctrl-\(letter)"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .enter: "enter"
        case .backspace: "backspace"
        case .delete: "delete"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .resize, .click, .wheelUp, .wheelDown: label
        }
    }
}
