/// Draws a `LogViewer` into a rectangle of a `Grid`: a row a line, with a gutter of line
/// numbers, the timestamp when shown, a section's header as `▸ title (N lines)` folded or
/// `▾ title` unfolded and its lines indented under it, search matches highlighted and the
/// cursor's row in reverse video. A line wider than the view is cut with `…`.
///
/// Only the rows in view are decoded, so a frame costs the same for any length of log. With
/// `colors` off (`NO_COLOR`, theme `none`) the log's own ANSI colours are dropped; its lines
/// still read by their labels and attributes.
enum LogView {
    /// Draws `viewer` in `height` rows and `width` columns from `row`, `column` of `grid`.
    static func draw(
        _ viewer: LogViewer, colors: Bool, into grid: inout Grid, row: Int = 0, column: Int = 0, width: Int,
        height: Int
    ) {
        let log = viewer.log
        let right = column + width
        let digits = String(log.lineCount).count
        for offset in 0..<height {
            let y = row + offset
            grid.clear(row: y, columns: column..<right)
            let index = viewer.top + offset
            guard index < viewer.rows.count else { continue }
            let number = Int(viewer.rows[index])
            let line = log.line(number, colors: colors)
            var x = column
            func write(_ spans: [Span]) {
                x += grid.write(spans, row: y, column: x, limit: right - x)
            }
            write([
                Span(TextWidth.fit(String(number + 1), to: digits, alignRight: true) + " ", LogStyle.gutter)
            ])
            if viewer.showsTimestamps, let timestamp = line.timestamp {
                write([Span(timestamp + " ", LogStyle.timestamp)])
            }
            var text = line.spans
            if let search = viewer.search {
                text = highlighted(text, search.ranges(in: line.text))
            }
            if let group = log.group(headedBy: number) {
                let folded = !viewer.unfolded.contains(group)
                write([Span(folded ? "▸ " : "▾ ", LogStyle.fold)])
                let count = log.groups[group].lines.count
                let lines = "\(Format.grouped(count)) \(Format.noun(count, "line", "lines"))"
                write(text + (folded ? [Span(" (\(lines))", LogStyle.fold)] : []))
            } else {
                if log.group(containing: number) != nil { x += 2 }
                write(text)
            }
            if index == viewer.cursor {
                grid.restyle(row: y, columns: column..<right) { $0.reverse.toggle() }
            }
        }
    }

    /// A status line for the viewer: where the cursor is, and the search's matches.
    static func status(_ viewer: LogViewer) -> String {
        let log = viewer.log
        var status =
            "line \(Format.grouped((viewer.cursorLine ?? -1) + 1)) of \(Format.grouped(log.lineCount))"
        if let search = viewer.search {
            let count = search.lines.count
            if let current = search.current, count > 0 {
                status += " · “\(search.query)” \(Format.grouped(current + 1)) of \(Format.grouped(count))"
            } else {
                status +=
                    " · “\(search.query)” \(count == 0 ? "not found" : "\(Format.grouped(count)) lines")"
            }
        }
        return status
    }

    /// `spans` with the text in `ranges` (UTF-8 offsets into their joined text) restyled as a
    /// match.
    static func highlighted(_ spans: [Span], _ ranges: [Range<Int>]) -> [Span] {
        guard !ranges.isEmpty else { return spans }
        var result: [Span] = []
        var offset = 0
        for span in spans {
            let bytes = Array(span.text.utf8)
            var position = 0
            while position < bytes.count {
                let here = offset + position
                var style = span.style
                let end: Int
                if let match = ranges.first(where: { $0.contains(here) }) {
                    LogStyle.match(&style)
                    end = min(match.upperBound - offset, bytes.count)
                } else {
                    let next = ranges.first { $0.lowerBound > here }?.lowerBound ?? Int.max
                    end = min(next - offset, bytes.count)
                }
                result.append(Span(String(decoding: bytes[position..<end], as: UTF8.self), style))
                position = end
            }
            offset += bytes.count
        }
        return result
    }
}
