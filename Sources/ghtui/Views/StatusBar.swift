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
        let right = info(state, context: context)
        let rightWidth = TextWidth.width(of: right)
        var left: [Span] = []
        if state.top.isLoading {
            left.append(Span(String(frames[state.spinner % frames.count]) + " ", Style.selected))
        }
        if let error = error(state, context: context) {
            left.append(Span(error, Style(color: .red, bold: true, reverse: true)))
        } else if let notice = state.notice {
            left.append(Span(notice, .selected))
        } else if state.top.isRevalidating {
            left.append(Span("revalidating cached data…", .selected))
        } else if state.top.isLoading {
            left.append(Span("loading…", .selected))
        }
        let room = grid.width - 2 - (rightWidth > 0 ? rightWidth + 2 : 0)
        if room < 20 && !left.isEmpty {
            // Narrow: the message matters more than the numbers.
            grid.write(left, row: row, column: 1, limit: grid.width - 2)
            return
        }
        grid.write(left, row: row, column: 1, limit: room)
        grid.write(right, row: row, column: grid.width - rightWidth - 1, style: .selected)
    }

    /// What went wrong on the screen on top, in words.
    static func error(_ state: BrowserState, context: RenderContext) -> String? {
        switch state.top {
        case .prompt(let prompt):
            return prompt.error
        case .profile(let profile):
            guard let error = profile.userError ?? profile.list.error else { return nil }
            let showsData = profile.user != nil || !profile.list.items.isEmpty
            return ErrorText.describe(error, login: profile.login, showsData: showsData, context: context)
        case .repository(let screen):
            var error = screen.repositoryError
            if error == nil, let readmeError = screen.readmeError {
                if case .notFound = readmeError.rootCause {} else { error = readmeError }
            }
            return error.map {
                ErrorText.describe($0, login: nil, showsData: screen.repository != nil, context: context)
            }
        }
    }

    /// The right side: cache age and rate limit.
    static func info(_ state: BrowserState, context: RenderContext) -> String {
        var parts: [String] = []
        if let cachedAt = cachedAt(state), context.now.timeIntervalSince(cachedAt) >= 60 {
            parts.append("cached " + Format.relative(cachedAt, now: context.now))
        }
        if let rate = state.rateLimit {
            var text = "API \(Format.grouped(rate.remaining))/\(Format.grouped(rate.limit))"
            if rate.reset > context.now {
                text += " · resets \(Format.clock(rate.reset, timeZone: context.timeZone))"
            }
            parts.append(text)
        }
        return parts.joined(separator: " · ")
    }

    /// When the oldest cached answer on screen was fetched.
    private static func cachedAt(_ state: BrowserState) -> Date? {
        switch state.top {
        case .prompt: nil
        case .profile(let profile): [profile.userCachedAt, profile.list.cachedAt].compactMap { $0 }.min()
        case .repository(let screen): screen.cachedAt
        }
    }
}
