import Foundation
import GitHubKit

/// A release: its tag and name with badges, who published it and when, its notes (Markdown, as
/// many lines as fit), then its assets (name; size, downloads, content type; a download's
/// progress on its row), what the last download came to, and a footer naming the keys.
enum ReleaseView {
    /// Draws `screen` between the title and status bars.
    static func draw(
        _ screen: ReleaseScreen, state: BrowserState, context: RenderContext, into grid: inout Grid
    ) {
        let width = grid.width - 2
        let release = screen.release
        var header = [Span(Sanitizer.clean(release.tagName ?? "untagged"), Style(.tag, bold: true))]
        if let name = release.name, !name.isEmpty, name != release.tagName {
            header += [Span("  "), Span(Sanitizer.clean(name), .strong)]
        }
        if release.draft { header += [Span("  "), Span("draft", Style(.warning, bold: true))] }
        if release.prerelease { header += [Span("  "), Span("pre-release", Style(.warning, bold: true))] }
        grid.write(header, row: 1, column: 1, limit: width)
        var facts: [String] = []
        if let author = release.author?.login { facts.append("by \(author)") }
        if let date = release.publishedAt ?? release.createdAt {
            facts.append(
                "published \(Format.day(date, timeZone: context.timeZone)) "
                    + "(\(Format.relative(date, now: context.now)))")
        }
        facts.append("\(screen.assets.count) \(Format.noun(screen.assets.count, "asset", "assets"))")
        grid.write(facts.joined(separator: " · "), row: 2, column: 1, limit: width, style: .faint)

        let notesTop = 4
        let lines = screen.noteLines
        if lines.isEmpty {
            grid.write("no release notes", row: notesTop, column: 2, limit: width, style: .faint)
        }
        let shown = lines.dropFirst(screen.notesScroll).prefix(screen.noteRows)
        for (offset, line) in shown.enumerated() {
            grid.write(line, row: notesTop + offset, column: 2, limit: width - 1)
        }
        if lines.count > screen.notesScroll + shown.count, screen.noteRows > 0 {
            // The last row says what is below it, itself included.
            let below = lines.count - screen.notesScroll - shown.count + 1
            let keys = state.keyMap
            grid.write(
                "… \(below) more \(Format.noun(below, "line", "lines")): \(keys.key(.pageDown, in: .release)) "
                    + "scrolls, \(keys.key(.browse, in: .release)) reads them on the web",
                row: notesTop + screen.noteRows - 1, column: 2, limit: width - 1, style: .faint)
        }

        let top = grid.height - 4 - screen.assetRows
        grid.write([Span("ASSETS", Style(bold: true, dim: true))], row: top - 1, column: 1, limit: width)
        if screen.assets.isEmpty {
            grid.write("this release has no assets", row: top, column: 2, limit: width, style: .faint)
        }
        for offset in 0..<screen.assetRows {
            let index = screen.scroll + offset
            guard screen.assets.indices.contains(index) else { break }
            let asset = screen.assets[index]
            let row = top + offset
            let right: String
            if let download = screen.download, download.asset == index {
                right = progress(download.progress)
            } else {
                right = [
                    asset.size.map { bytes(Int64($0)) },
                    asset.downloadCount.map {
                        "\(Format.grouped($0)) \(Format.noun($0, "download", "downloads"))"
                    },
                    asset.contentType,
                ].compactMap { $0 }.joined(separator: " · ")
            }
            let rightWidth = min(TextWidth.width(of: right), width * 3 / 5)
            grid.write(
                Sanitizer.clean(asset.name ?? "asset \(asset.id)"), row: row, column: 1,
                limit: max(1, width - rightWidth - 2))
            grid.write(right, row: row, column: 1 + width - rightWidth, limit: rightWidth, style: .faint)
            if index == screen.cursor { grid.restyle(row: row) { $0.reverse = true } }
        }
        if let outcome = screen.outcome {
            grid.write(outcome, row: grid.height - 3, column: 1, limit: width, style: .faint)
        }
        let key = { (command: KeyCommand) in state.keyMap.key(command, in: .release) }
        let footer = [
            "\(key(.download)) downloads the asset", "\(key(.browse)) opens on the web", "\(key(.back)) back",
        ]
        grid.write(
            footer.joined(separator: " · "), row: grid.height - 2, column: 1, limit: width, style: .faint)
    }

    /// `bytes` for people: `980 B`, `12.3 KB`, `100.0 MB`, `1.2 GB` (1024 to the next unit).
    static func bytes(_ bytes: Int64) -> String {
        guard bytes >= 1024 else { return "\(bytes) B" }
        var value = Double(bytes) / 1024
        for unit in ["KB", "MB", "GB"] {
            if value < 1024 || unit == "GB" { return String(format: "%.1f", value) + " " + unit }
            value /= 1024
        }
        return "\(bytes) B"
    }

    /// A download's progress on its row: `3.1 MB / 100.0 MB  3%`, or how much so far.
    static func progress(_ progress: DownloadProgress?) -> String {
        guard let progress else { return "starting…" }
        guard let total = progress.total, let fraction = progress.fraction else {
            return "\(bytes(progress.received)) so far"
        }
        return "\(bytes(progress.received)) / \(bytes(total))  \(Int(fraction * 100))%"
    }
}
