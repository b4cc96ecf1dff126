/// The top row: where you are (a breadcrumb of the screens), the inbox's unread count once
/// known, and how to get help.
enum TitleBar {
    /// Draws the title bar on row 0.
    static func draw(_ state: BrowserState, into grid: inout Grid) {
        // The help's key as the map in force has it (`keys` in the config file may move it).
        var hint = state.keyMap.label(of: .help, in: .profile).map { "\($0) keys" } ?? ""
        if let unread = state.unread, unread.count > 0 {
            let key = state.keyMap.label(of: .inbox, in: .profile).map { " (\($0))" } ?? ""
            hint = "● \(unread.label)\(key)" + (hint.isEmpty ? "" : " · \(hint)")
        }
        let hintWidth = TextWidth.width(of: hint)
        let room = grid.width - hintWidth - 3
        var crumbs = state.stack.map(\.title)
        var dropped = false
        func line() -> [Span] {
            var line = [Span("ghtui", Style(.success, bold: true))]
            if dropped { line += [Span(" › ", .faint), Span("…", .faint)] }
            for crumb in crumbs { line += [Span(" › ", .faint), Span(crumb)] }
            return line
        }
        // Deep stacks keep their end in view: the oldest crumbs go first.
        while crumbs.count > 1, Span.width(of: line()) > room {
            crumbs.removeFirst()
            dropped = true
        }
        grid.write(line(), row: 0, column: 1, limit: room)
        grid.write(hint, row: 0, column: grid.width - hintWidth - 1, style: .faint)
    }

}
