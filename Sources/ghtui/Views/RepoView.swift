/// A repository's page: details and README, scrolled.
enum RepoView {
    /// Draws the page between the title and status bars, with a footer of line numbers.
    static func draw(_ screen: RepoScreen, into grid: inout Grid) {
        let lines = RepoPage.lines(screen, width: grid.width - 2)
        let rows = Layout.pageRows(ScreenSize(width: grid.width, height: grid.height))
        let first = max(0, min(screen.scroll, lines.count - rows))
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            grid.write(line, row: 1 + offset, column: 1, limit: grid.width - 2)
        }
        let last = min(lines.count, first + rows)
        var footer = "lines \(first + 1)–\(last) of \(lines.count)"
        if last < lines.count { footer += " · j/k, n/p scroll" }
        grid.write(footer, row: grid.height - 2, column: 1, style: .faint)
    }
}
