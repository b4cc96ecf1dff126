import Foundation
import GitHubKit

/// A gist: two header lines (its description; owner, files, public or secret, when updated),
/// its files' lines scrolled, and a footer saying where and naming the keys.
enum GistView {
    /// Draws `screen` between the title and status bars.
    static func draw(_ screen: GistScreen, state: BrowserState, context: RenderContext, into grid: inout Grid)
    {
        let width = grid.width - 2
        if let gist = screen.gist {
            let description = gist.description.map { Sanitizer.clean($0) } ?? ""
            grid.write(
                [
                    Span(
                        description.isEmpty ? "(no description)" : description,
                        description.isEmpty ? .faint : .strong)
                ],
                row: 1, column: 1, limit: width)
            let count = gist.files.count
            var facts = [
                gist.owner.map { "by \($0.login)" }, "\(count) \(Format.noun(count, "file", "files"))",
                gist.isPublic ? "public" : "secret",
            ].compactMap { $0 }
            if let updated = gist.updatedAt {
                facts.append("updated \(Format.relative(updated, now: context.now))")
            }
            if let comments = gist.comments, comments > 0 {
                facts.append("\(comments) \(Format.noun(comments, "comment", "comments"))")
            }
            grid.write(
                Sanitizer.clean(facts.joined(separator: " · ")), row: 2, column: 1, limit: width,
                style: .faint)
        }
        let top = 4
        guard screen.isComplete else {
            let text =
                if let error = screen.error {
                    missing(screen, error: error, keyMap: state.keyMap, context: context)
                } else {
                    "loading the gist…"
                }
            grid.write(
                text, row: top, column: 2, limit: width - 1, style: screen.error == nil ? .faint : .error)
            return
        }
        if screen.lines.isEmpty { grid.write("no files", row: top, column: 2, limit: width, style: .faint) }
        for offset in 0..<screen.pageRows {
            let index = screen.scroll + offset
            guard index < screen.lines.count else { break }
            grid.write(screen.lines[index], row: top + offset, column: 1, limit: width)
        }
        let total = screen.lines.count
        let last = min(total, screen.scroll + screen.pageRows)
        let keys = { (command: KeyCommand) in state.keyMap.key(command, in: .gist) }
        var footer = ["lines \(min(total, screen.scroll + 1))–\(last) of \(total)"]
        if let shown = screen.fileShown {
            footer.append("file \(shown + 1) of \(screen.files.count)")
        }
        if screen.files.count > 1 {
            footer.append("\(keys(.nextFile))/\(keys(.previousFile)) next/previous file")
        }
        footer.append("\(keys(.browse)) opens on the web")
        grid.write(
            footer.joined(separator: " · "), row: grid.height - 2, column: 1, limit: width, style: .faint)
    }

    /// What the page says when the gist could not be loaded: the status bar's words (a 404 says
    /// there is no such gist), with the key that asks again.
    private static func missing(
        _ screen: GistScreen, error: GitHubError, keyMap: KeyMap, context: RenderContext
    ) -> String {
        let text = ErrorText.describe(error, login: nil, showsData: false, keyMap: keyMap, context: context)
        return text.contains("retry") ? text : text + "; press \(keyMap.key(.refresh, in: .gist)) to retry"
    }
}
