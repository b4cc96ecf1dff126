import Foundation
import GitHubKit

/// The inbox: a line saying what is shown, the column titles, one row per notification (unread
/// ones bold with a dot; grouped, a repository's name only on its first row) and a footer with
/// the pages loaded and the filter.
enum InboxView {
    /// A column of the inbox.
    enum Column: Equatable {
        case unread, when, type, reason, repository, title
    }

    /// The columns that fit in `width`, with their widths; one space between.
    static func columns(width: Int) -> [(Column, Int)] {
        let available = width - 2
        var fixed: [(Column, Int)] = [
            (.unread, 1), (.when, 8), (.type, 10), (.reason, 18), (.repository, 24),
        ]
        func used() -> Int { fixed.reduce(0) { $0 + $1.1 + 1 } }
        // The title matters most: the least telling columns go first when it would be narrow.
        for dropped in [Column.reason, .type, .repository, .when] where available - used() < 24 {
            fixed.removeAll { $0.0 == dropped }
        }
        return fixed + [(.title, max(1, available - used()))]
    }

    /// Draws `screen` between the title and status bars.
    static func draw(
        _ screen: InboxScreen, state: BrowserState, context: RenderContext, into grid: inout Grid
    ) {
        let layout = Layout.inbox(size: state.size)
        drawSummary(screen, keyMap: state.keyMap, row: 1, into: &grid)
        let columns = columns(width: grid.width)
        let header = Style(bold: true, dim: true)
        ListView.place(columns, row: layout.headerRow, into: &grid) { column in
            let titles: [Column: String] = [
                .when: "WHEN", .type: "TYPE", .reason: "REASON", .repository: "REPOSITORY", .title: "TITLE",
            ]
            return (titles[column] ?? "", header, false)
        }
        let list = screen.list
        if list.visible.isEmpty {
            grid.write(
                emptyMessage(screen, keyMap: state.keyMap), row: layout.listTop, column: 2,
                limit: grid.width - 4, style: .faint)
        }
        // Grouped, a repository is named on its first row, and again at the top of the list.
        var previousGroup: String?
        for offset in 0..<layout.listRows {
            let index = list.scroll + offset
            guard index < list.visible.count else { break }
            let item = list.items[list.visible[index]]
            guard case .notification(let thread) = item else { continue }
            let row = layout.listTop + offset
            let unread = screen.isUnread(item)
            let showsRepository = !screen.list.scope.grouped || item.group != previousGroup
            previousGroup = item.group
            ListView.place(columns, row: row, into: &grid) { column in
                cell(
                    thread, column: column, unread: unread, ignored: screen.ignoredHere.contains(thread.id),
                    showsRepository: showsRepository, now: context.now)
            }
            if index == list.cursor { grid.restyle(row: row) { $0.reverse = true } }
        }
        var parts: [String] = []
        if list.loadedPages > 0 {
            parts.append("page \(list.loadedPages)\(list.hasMore ? "+" : "")")
            parts.append("\(Format.grouped(list.items.count)) loaded")
        }
        ListView.drawFooter(
            parts, list: list, isEditingFilter: screen.isEditingFilter, row: layout.footerRow, into: &grid)
    }

    /// One cell of a notification's row.
    private static func cell(
        _ thread: NotificationThread, column: Column, unread: Bool, ignored: Bool, showsRepository: Bool,
        now: Date
    ) -> (String, Style, Bool) {
        let subject = InboxSubject(thread)
        switch column {
        case .unread:
            return (unread ? "●" : " ", Style(.accent, bold: true), false)
        case .when:
            return (thread.updatedAt.map { Format.relative($0, now: now) } ?? "", .faint, false)
        case .type:
            return (subject.label, Style(.tag), false)
        case .reason:
            let reason = thread.reason ?? ""
            let loud: Set<String> = [
                "review_requested", "approval_requested", "mention", "team_mention", "assign",
            ]
            return (InboxReason.label(reason), loud.contains(reason) ? Style(.warning) : .faint, false)
        case .repository:
            return (showsRepository ? (thread.repository?.fullName ?? "") : "", .plain, false)
        case .title:
            let title = (ignored ? "(unsubscribed) " : "") + (thread.subjectTitle ?? "(untitled)")
            return (title, unread ? .strong : .faint, false)
        }
    }

    /// What is shown, in one line: the unread count, unread or all, the reason filter, the order,
    /// each with the key that changes it.
    private static func drawSummary(_ screen: InboxScreen, keyMap: KeyMap, row: Int, into grid: inout Grid) {
        let key = { (command: KeyCommand) in keyMap.key(command, in: .inbox) }
        let unread = screen.unreadCount
        var parts = [
            screen.list.loadedPages == 0
                ? "Inbox" : "Inbox: \(unread)\(screen.list.hasMore && !screen.showsAll ? "+" : "") unread",
            screen.showsAll ? "all (\(key(.toggleRead)))" : "unread only (\(key(.toggleRead)))",
            "\(screen.reason.title) (\(key(.cycleReason)))",
            screen.list.scope.grouped
                ? "by repository (\(key(.toggleGrouping)))" : "newest first (\(key(.toggleGrouping)))",
        ]
        if screen.confirmsMarkAll { parts.append("mark all read? \(key(.markAllRead)) again") }
        grid.write(parts.joined(separator: " · "), row: row, column: 1, limit: grid.width - 2, style: .strong)
    }

    /// What the list area says when it has no rows.
    private static func emptyMessage(_ screen: InboxScreen, keyMap: KeyMap) -> String {
        let list = screen.list
        if !list.filter.isEmpty && !list.items.isEmpty { return "nothing loaded matches “\(list.filter)”" }
        if list.error != nil { return "nothing to show; press \(keyMap.key(.refresh, in: .inbox)) to retry" }
        if list.pending != nil || list.hasMore { return "loading…" }
        if !list.items.isEmpty { return "no \(screen.reason.title) notifications loaded" }
        return screen.showsAll ? "no notifications" : "all caught up: no unread notifications"
    }
}
