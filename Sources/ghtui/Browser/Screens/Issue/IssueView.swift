import Foundation

/// An issue or pull request: its page scrolled, and a footer saying where.
enum IssueView {
    /// Draws `screen` between the title and status bars, naming the keys `state`'s map has.
    static func draw(
        _ screen: IssueScreen, state: BrowserState, context: RenderContext, into grid: inout Grid
    ) {
        if screen.isPullRequest {
            PullView.draw(screen, state: state, context: context, into: &grid)
            return
        }
        drawPage(screen, top: 1, state: state, context: context, into: &grid)
    }

    /// Draws the page (header, body, comments) from row `top`, and its footer.
    static func drawPage(
        _ screen: IssueScreen, top: Int, state: BrowserState, context: RenderContext, into grid: inout Grid
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
            grid.write(line, row: top + offset, column: 1, limit: width)
        }
        let last = min(total, first + rows)
        var footer = "lines \(first + 1)–\(last) of \(total)"
        let loaded = screen.comments.count + screen.posted.count
        footer += " · \(Format.grouped(loaded)) comments loaded"
        let place: KeyContext = screen.isPullRequest ? .pull : .repository
        if last < total { footer += " · \(state.keyMap.scrollKeys(in: place)) scroll" }
        if let comment = state.keyMap.label(of: .comment, in: place) {
            footer += " · \(comment) comments"
        }
        grid.write(footer, row: grid.height - 2, column: 1, style: .faint)
    }
}
