import Foundation
import GitHubKit

/// A job's log: a line naming the job and its state, the log (`LogView`), and a footer with
/// where the cursor is, the search and the keys; or why there is no log.
enum JobLogView {
    /// Draws `screen` between the title and status bars.
    static func draw(
        _ screen: JobLogScreen, state: BrowserState, context: RenderContext, into grid: inout Grid
    ) {
        let width = grid.width - 2
        let mark = CheckMark.of(status: screen.job.status, conclusion: screen.job.conclusion)
        var header = [
            Span("\(mark.mark) \(mark.word)", mark.style), Span("  "),
            Span(Sanitizer.clean(screen.job.name ?? "job"), .strong),
        ]
        if let duration = screen.job.duration {
            header.append(Span("  " + Format.duration(duration), .faint))
        }
        grid.write(header, row: 1, column: 1, limit: width)
        let footer = grid.height - 2
        guard let viewer = screen.viewer else {
            let text =
                if let error = screen.error {
                    JobLogScreen.absence(of: error, job: screen.job) ?? "the log could not be fetched"
                } else {
                    "fetching the log…"
                }
            grid.write(text, row: 3, column: 2, limit: width, style: .faint)
            return
        }
        LogView.draw(
            viewer, colors: true, into: &grid, row: 2, column: 1, width: width, height: screen.logRows)
        let key = { (command: KeyCommand) in state.keyMap.key(command, in: .log) }
        if let draft = screen.searchDraft {
            let used = grid.write("search: ", row: footer, column: 1, style: .strong)
            let typed = grid.write(
                Sanitizer.clean(draft), row: footer, column: 1 + used, limit: width - used - 1)
            grid.write(" ", row: footer, column: 1 + used + typed, limit: 1, style: .selected)
            return
        }
        let keys = [
            "\(key(.open)) folds", "\(key(.toggleTimestamps)) times", "\(key(.filter)) searches",
            "\(key(.nextMatch))/\(key(.previousMatch)) matches", "\(key(.bottom)) end",
        ]
        grid.write(
            ([LogView.status(viewer)] + keys).joined(separator: " · "), row: footer, column: 1, limit: width,
            style: .faint)
    }
}
