import Foundation

/// An issue or pull request: its page scrolled, and a footer saying where.
enum IssueView {
    /// Draws `screen` between the title and status bars, naming the keys `state`'s map has.
    static func draw(
        _ screen: IssueScreen, state: BrowserState, context: RenderContext, into grid: inout Grid
    ) {
        let width = grid.width - 2
        let header = IssuePage.header(screen, width: max(10, width), now: context.now)
        let body = screen.lines
        let total = header.count + body.lines.count
        let rows = screen.pageRows
        let first = max(0, min(screen.scroll, total - rows))
        for offset in 0..<min(rows, total - first) {
            let index = first + offset
            var line: [Span]
            if index < header.count {
                line = header[index]
            } else {
                line = body.lines[index - header.count]
                if let date = body.dates[index - header.count] {
                    line.append(Span(Format.relative(date, now: context.now), .faint))
                }
            }
            grid.write(line, row: 1 + offset, column: 1, limit: width)
        }
        let last = min(total, first + rows)
        var footer = "lines \(first + 1)–\(last) of \(total)"
        let loaded = screen.comments.count + screen.posted.count
        footer += " · \(Format.grouped(loaded)) comments loaded"
        if last < total { footer += " · \(state.keyMap.scrollKeys(in: .repository)) scroll" }
        if let comment = state.keyMap.label(of: .comment, in: .repository) {
            footer += " · \(comment) comments"
        }
        grid.write(footer, row: grid.height - 2, column: 1, style: .faint)
    }
}
