/// Every key, in place of the screen until the next key press.
enum HelpView {
    /// The keys and what they do.
    static let keys: [(String, String)] = [
        ("j k ↓ ↑", "move down / up"),
        ("g G", "top / bottom"),
        ("n p PgDn PgUp", "page down / up"),
        ("Tab S-Tab ← → 1-5", "switch tab: Repos, Followers, Following, Stars, Activity"),
        ("Enter", "open the person or repository; an activity entry's link"),
        ("Backspace h Esc", "go back"),
        ("/", "filter loaded items (Enter keeps, Esc clears)"),
        ("s", "sort repos: updated, stars, name"),
        ("o", "open in the web browser (or show the URL)"),
        ("r", "refresh"),
        ("?", "this help"),
        ("q Ctrl-C", "quit"),
    ]

    /// Draws the key list between the title and status bars.
    static func draw(into grid: inout Grid) {
        grid.write("Keys", row: 2, column: 2, style: .heading)
        let keyWidth = min(20, grid.width / 3)
        for (index, entry) in keys.enumerated() {
            let row = 4 + index
            guard row < grid.height - 2 else { break }
            grid.write(entry.0, row: row, column: 2, limit: keyWidth, style: .strong)
            grid.write(entry.1, row: row, column: 3 + keyWidth, limit: grid.width - keyWidth - 4)
        }
        grid.write("press any key to close", row: grid.height - 2, column: 2, style: .faint)
    }
}
