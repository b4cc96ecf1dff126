import Foundation

/// Copying to the clipboard of the terminal's machine with OSC 52 (`ESC ] 52 ; c ; BASE64 BEL`),
/// which works over SSH and in tmux (with `set-clipboard on`) where the terminal allows it.
enum Clipboard {
    /// The sequence that puts `text` on the clipboard.
    static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }

    /// Terminals (by `TERM`'s start) known to take OSC 52, or to pass it on (tmux, screen).
    static let knownTerminals = [
        "xterm", "tmux", "screen", "alacritty", "kitty", "wezterm", "foot", "rxvt", "st-", "konsole",
        "vte", "iterm",
    ]

    /// What the status bar says once `text` was sent: with the text itself when `term` is not
    /// one known to take OSC 52, so that it can be copied by hand.
    static func notice(copying text: String, term: String?) -> String {
        let term = term?.lowercased() ?? ""
        if knownTerminals.contains(where: { term.hasPrefix($0) }) { return "copied \(Sanitizer.clean(text))" }
        return "copied (if your terminal allows OSC 52): \(Sanitizer.clean(text))"
    }
}
