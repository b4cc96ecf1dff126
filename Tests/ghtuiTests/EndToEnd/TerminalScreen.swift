import Foundation
import TestSupport
import Testing

/// What a tmux pane shows, as text and with its attributes, read the way a user reads it:
/// which row is selected, which tab is current, which lines a page shows.
struct TerminalScreen {
    /// The pane's text, one line per row.
    let text: String
    /// The same with colours and attributes as escape sequences.
    let styled: String

    /// The pane of `session` now (one capture: the text is the styled capture without its
    /// escape sequences).
    init(_ session: TmuxSession) {
        styled = session.captureStyled()
        text = styled.replacing(#/\x{1B}\[[0-9;]*m/#, with: "")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacing(#/ +$/#, with: "") }
            .joined(separator: "\n")
    }

    private var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
    private var styledLines: [Substring] { styled.split(separator: "\n", omittingEmptySubsequences: false) }

    /// Whether a row is drawn in reverse video (how the browser marks the selection).
    private static func isReversed(_ line: Substring) -> Bool {
        line.contains(#/\x{1B}\[([0-9;]*;)?7m/#)
    }

    /// The position in the list of the selected person (`user-00042` is 41), found as the
    /// reverse-video row under the column titles.
    var selectedPerson: Int? {
        guard let header = lines.firstIndex(where: { $0.contains("LOGIN") }) else { return nil }
        for (index, line) in styledLines.enumerated().dropFirst(header + 1) where Self.isReversed(line) {
            if let match = lines[index].firstMatch(of: #/user-([0-9]{5})/#) { return Int(match.1)! - 1 }
        }
        return nil
    }

    /// Where the list's column titles are (the row under which its rows start).
    private var listHeader: Int? {
        lines.firstIndex {
            $0.contains("LOGIN") || $0.contains("STARS") || $0.contains("WHEN") || $0.contains("TITLE")
                || $0.contains("VISIBILITY")
        }
    }

    /// The list's rows as drawn, without the space before the first column: those between the
    /// column titles and the footer (or the first empty row).
    var listRows: [String] {
        guard let header = listHeader else { return [] }
        return Array(
            lines.dropFirst(header + 1).prefix { !$0.isEmpty && !$0.hasPrefix(" page ") }
                .map { String($0.dropFirst()) })
    }

    /// The row drawn in reverse video under the column titles (the selection), as in `listRows`.
    var selectedRow: String? {
        guard let header = listHeader else { return nil }
        let rows = listRows
        for (offset, line) in styledLines.dropFirst(header + 1).prefix(rows.count).enumerated()
        where Self.isReversed(line) {
            return rows[offset]
        }
        return nil
    }

    /// The row of a job's log drawn in reverse video (its cursor), under the job's line.
    var selectedLogRow: String? {
        for (index, line) in styledLines.enumerated().dropFirst(2) where Self.isReversed(line) {
            return String(lines[index])
        }
        return nil
    }

    /// The number (1–9) of the tab drawn in reverse video in the tab bar.
    var currentTab: Int? {
        for line in styledLines {
            if let match = line.firstMatch(of: #/\x{1B}\[[0-9;]*7m ([1-9]) [A-Z]/#) { return Int(match.1) }
        }
        return nil
    }

    /// The first and last line shown and the count, from a `lines A–B of N` footer.
    var shownLines: (first: Int, last: Int, count: Int)? {
        guard let match = text.firstMatch(of: #/lines ([0-9]+)–([0-9]+) of ([0-9]+)/#) else { return nil }
        return (Int(match.1)!, Int(match.2)!, Int(match.3)!)
    }

    /// The title bar.
    var title: String { lines.first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }

    /// The title bar's trail of screens (`ghtui › mona › mona/hello`), without the help hint
    /// and the unread count.
    var breadcrumb: String { title.replacing(#/\s+(● [0-9]+\+? unread \(\S+\) · )?\? keys$/#, with: "") }

    /// The status bar (the last row).
    var status: String { lines.last(where: { !$0.isEmpty }).map(String.init) ?? "" }

    /// Whether the status bar says something went wrong: the browser writes errors there in red.
    var statusShowsError: Bool {
        guard let row = lines.lastIndex(where: { !$0.isEmpty }), row < styledLines.count else { return false }
        return styledLines[row].contains(#/\x{1B}\[([0-9;]*;)?31(;[0-9;]*)?m/#)
    }

    /// Whether the filter is being typed: its line ends in the reverse-video cursor.
    var isTypingFilter: Bool {
        styledLines.contains { line in
            guard let range = line.range(of: "filter: ") else { return false }
            return Self.isReversed(line[range.upperBound...])
        }
    }

    /// The footer's `sort: …` word.
    var sort: String? { text.firstMatch(of: #/sort: ([a-z]+)/#).map { String($0.1) } }
}

extension TmuxSession {
    /// The screen once it satisfies `condition` in two captures in a row (the second is
    /// returned): tmux can capture a frame half painted, such as a new tab bar over the old
    /// tab's rows, which one capture would take for the new screen. Records an issue naming
    /// `what`, with the last screen, when `hangGuard` passes first.
    @discardableResult
    func screen(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (TerminalScreen) -> Bool
    ) async throws -> TerminalScreen {
        let deadline = ContinuousClock.now + hangGuard
        // Captures block: off the concurrency pool, which the in-process FakeGitHub needs.
        var screen = await offThePool { TerminalScreen(self) }
        var heldBefore = false
        while true {
            let holds = condition(screen)
            if holds && heldBefore { return screen }
            heldBefore = holds
            guard ContinuousClock.now < deadline else {
                let selected = screen.selectedRow.map { "\"\($0)\"" } ?? "none"
                let tab = screen.currentTab.map(String.init) ?? "none"
                let shown = "tab \(tab), selected row \(selected); the screen:\n\(screen.text)"
                Issue.record("\(what) never showed; \(shown)", sourceLocation: sourceLocation)
                throw CancellationError()
            }
            try await Task.sleep(for: TmuxSession.pollInterval)
            screen = await offThePool { TerminalScreen(self) }
        }
    }

    /// Searches `query` from a profile (`S`, the query typed, Enter) and returns the screen once
    /// the Repositories tab shows its first page with a row selected.
    func searchRepositories(_ query: String) async throws -> TerminalScreen {
        try await waitFor("page 1/")
        send("S")
        try await waitFor("Search:")
        type(query)
        send("Enter")
        return try await screen("the repositories found") {
            $0.text.contains(" 1 Repositories ") && $0.text.contains("page 1/") && $0.selectedRow != nil
        }
    }
}
