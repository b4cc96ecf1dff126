/// Every key binding, generated from the key map, in place of the screen until a key that
/// does not scroll it.
enum HelpView {
    /// Draws the help lines of `state`'s key map from its help scroll, between the title and
    /// status bars.
    static func draw(_ state: BrowserState, into grid: inout Grid) {
        let lines = state.keyMap.helpLines
        let rows = Layout.helpRows(state.size)
        let first = max(0, min(state.helpScroll, state.maxHelpScroll))
        grid.write("Keys", row: 1, column: 2, style: .heading)
        let labels = state.keyMap.bindings.map { TextWidth.width(of: $0.label) }
        let keyWidth = min(labels.max() ?? 0, grid.width / 3)
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            let row = 2 + offset
            switch line {
            case .heading(let text):
                grid.write(text, row: row, column: 2, limit: grid.width - 4, style: .faint)
            case .binding(let binding):
                grid.write(binding.label, row: row, column: 4, limit: keyWidth, style: .strong)
                grid.write(binding.summary, row: row, column: 6 + keyWidth, limit: grid.width - keyWidth - 7)
            case .blank:
                break
            }
        }
        let last = min(lines.count, first + rows)
        let footer =
            lines.count > rows
            ? "lines \(first + 1)–\(last) of \(lines.count) · \(state.keyMap.scrollKeys(in: .help)) scroll · any other key closes"
            : "press any key to close"
        grid.write(footer, row: grid.height - 2, column: 2, limit: grid.width - 4, style: .faint)
    }
}
