import Foundation

/// The bottom row: a spinner while loading, what went wrong or happened, and on the right
/// how old cached data is and the API rate limit.
enum StatusBar {
    /// The spinner's frames.
    static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// Draws the status bar on the last row.
    static func draw(_ state: BrowserState, context: RenderContext, into grid: inout Grid) {
        let row = grid.height - 1
        grid.clear(row: row, style: .selected)
        var left: [Span] = []
        if state.top.isLoading {
            left.append(Span(String(frames[state.spinner % frames.count]) + " ", Style.selected))
        }
        if let error = error(state, context: context) {
            left.append(Span(error, Style(.error, bold: true, reverse: true)))
        } else if let notice = state.notice {
            left.append(Span(notice, .selected))
        } else if state.top.isRevalidating {
            left.append(Span("revalidating cached data…", .selected))
        } else if state.top.isLoading {
            left.append(Span("loading…", .selected))
        }
        // The message matters more than the numbers: they give up the reset time, then their
        // place, before the message is cut.
        let leftWidth = left.reduce(0) { $0 + TextWidth.width(of: $1.text) }
        let width = grid.width
        let room = { (right: String) in width - 2 - (right.isEmpty ? 0 : TextWidth.width(of: right) + 2) }
        var right = info(state, context: context)
        if room(right) < leftWidth { right = info(state, context: context, withReset: false) }
        if room(right) < leftWidth { right = "" }
        let rightWidth = TextWidth.width(of: right)
        if room(right) < 20 && !left.isEmpty {
            // Narrow: the message matters more than the numbers.
            grid.write(left, row: row, column: 1, limit: grid.width - 2)
            return
        }
        grid.write(left, row: row, column: 1, limit: room(right))
        grid.write(right, row: row, column: grid.width - rightWidth - 1, style: .selected)
    }

    /// What went wrong on the screen on top, in words.
    static func error(_ state: BrowserState, context: RenderContext) -> String? {
        if case .prompt(let prompt) = state.top { return prompt.error }
        return state.top.problem.map {
            ErrorText.describe(
                $0.error, login: $0.login, showsData: $0.showsData, keyMap: state.keyMap, context: context,
                repository: $0.repository)
        }
    }

    /// The right side: when the inbox last asked GitHub, cache age and rate limit, with the time the limit resets unless
    /// `withReset` is false.
    static func info(_ state: BrowserState, context: RenderContext, withReset: Bool = true) -> String {
        var parts: [String] = []
        if let askedAt = state.top.askedAt {
            let seconds = max(0, Int(context.now.timeIntervalSince(askedAt)))
            parts.append(
                "asked " + (seconds < 60 ? "\(seconds)s ago" : Format.relative(askedAt, now: context.now)))
        }
        if let cachedAt = state.top.cachedAt, context.now.timeIntervalSince(cachedAt) >= 60 {
            parts.append("cached " + Format.relative(cachedAt, now: context.now))
        }
        if let rate = state.rateLimit {
            let name = rate.resource == "search" ? "search" : "API"
            var text = "\(name) \(Format.grouped(rate.remaining))/\(Format.grouped(rate.limit))"
            if withReset && rate.reset > context.now {
                text += " · resets \(Format.clock(rate.reset, timeZone: context.timeZone))"
            }
            parts.append(text)
        }
        return parts.joined(separator: " · ")
    }
}
