/// A key press (or a resize), independent of how the terminal encoded it.
enum KeyEvent: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Ctrl with a letter, e.g. `control("c")`.
    case control(Character)
    /// The arrow keys.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Enter or Return.
    case enter
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// Esc on its own.
    case escape
    /// Tab and Shift-Tab.
    case tab, backTab
    /// The terminal changed size.
    case resize
    /// A click (button 1 pressed) on the cell at `row`, `column` (from 0, top left).
    case click(row: Int, column: Int)
    /// The mouse wheel turned up or down.
    case wheelUp, wheelDown

    /// The event for a plain (not function-key) code point from the terminal, if it means one.
    static func plain(_ value: UInt32) -> KeyEvent? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 27: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(value + 96)!))
        case 0, 28...31: return nil
        default:
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .control,
                scalar.properties.generalCategory != .format
            else { return nil }
            return .character(Character(scalar))
        }
    }
}

extension KeyEvent {
    /// Whether this is the mouse's (a click or the wheel), which no key map entry can name.
    var isMouse: Bool {
        switch self {
        case .click, .wheelUp, .wheelDown: true
        default: false
        }
    }

    /// How the key is written in the help: `j`, `↓`, `Ctrl-F`, `S-Tab`, `Space`.
    var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .resize: "resize"
        case .click: "click"
        case .wheelUp: "wheel ↑"
        case .wheelDown: "wheel ↓"
        }
    }
}
