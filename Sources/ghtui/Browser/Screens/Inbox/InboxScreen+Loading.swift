import Foundation
import GitHubKit

extension InboxScreen {
    /// Takes GitHub's answer to `id` (or, with `isCachedCopy`, the response cache's copy): a
    /// page, a poll merged into the list, the wait before the next ask, or a mark GitHub made.
    mutating func receive(
        _ payload: Payload, for id: RequestID, isCachedCopy: Bool, context: inout UpdateContext
    ) {
        switch payload {
        case .notifications(let page, let interval, let answeredAt) where list.pending?.id == id:
            let isFirst = list.pending?.page == 1
            var page = page
            if !isFirst {
                // A poll may have put newer threads first since: each thread is listed once.
                let loaded = Set(list.items.compactMap(Self.threadID))
                page.items.removeAll { Self.threadID($0).map(loaded.contains) ?? false }
            }
            list.receivePending(page, isCachedCopy: isCachedCopy)
            if isFirst {
                note(interval: interval, askedAt: answeredAt, isCachedCopy: isCachedCopy)
            }
        case .notifications(let page, let interval, let answeredAt) where polling == id:
            polling = nil
            merge(page.items)
            note(interval: interval, askedAt: answeredAt, isCachedCopy: false)
        case .woke where wake == id:
            wake = nil
            let id = context.makeRequestID()
            polling = id
            context.effects.append(
                .refetch(id, .notifications(all: showsAll, page: 1, perPage: context.perPage)))
        case .written:
            marks[id] = nil
        default:
            return
        }
        list.keepCursorVisible(rows: listRows)
    }

    /// Notes what an answer for the first page said: when, and how long to wait.
    private mutating func note(interval: String?, askedAt: Date, isCachedCopy: Bool) {
        guard !isCachedCopy else { return }
        pollInterval = Self.pollInterval(interval)
        self.askedAt = askedAt
        pollError = nil
    }

    /// Puts a fresh first page ahead of what is loaded: its threads in GitHub's order, then
    /// the older ones loaded before, each once; the cursor stays on its thread. A thread with
    /// news since it was marked read here is unread again.
    private mutating func merge(_ fresh: [ListItem]) {
        let old = Dictionary(
            list.items.compactMap { item in Self.thread(item).map { ($0.id, $0) } },
            uniquingKeysWith: { a, _ in a })
        for item in fresh {
            guard let thread = Self.thread(item), let before = old[thread.id] else { continue }
            if let now = thread.updatedAt, let then = before.updatedAt, now > then {
                readHere.remove(thread.id)
            }
        }
        let freshIDs = Set(fresh.compactMap(Self.threadID))
        let selected = list.selected.flatMap(Self.threadID)
        list.replaceItems(fresh + list.items.filter { !(Self.threadID($0).map(freshIDs.contains) ?? false) })
        if let selected,
            let row = list.visible.firstIndex(where: { Self.threadID(list.items[$0]) == selected })
        {
            list.moveCursor(to: row, rows: listRows)
        }
    }

    private static func thread(_ item: ListItem) -> NotificationThread? {
        if case .notification(let thread) = item { thread } else { nil }
    }

    private static func threadID(_ item: ListItem) -> String? { thread(item)?.id }

    /// Notes why `id` failed; a mark GitHub refused is taken back (the effect runner says why).
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        if list.pending?.id == id {
            list.pending = nil
            list.error = error
        }
        if polling == id {
            // The list stays; the next ask comes after the usual wait.
            polling = nil
            pollError = error
        }
        guard let mark = marks.removeValue(forKey: id) else { return }
        switch mark {
        case .read(let thread): readHere.remove(thread)
        case .ignored(let thread): ignoredHere.remove(thread)
        case .allRead(let threads): readHere.subtract(threads)
        case .done(let item, let index):
            var items = list.items
            items.insert(item, at: min(index, items.count))
            list.replaceItems(items)
            list.keepCursorVisible(rows: listRows)
        }
    }

    /// Starts what the inbox needs: the first page (the cache's copy first, then GitHub,
    /// revalidated), the next one when the cursor nears the end, and once a page is in, the
    /// wait before asking again.
    mutating func reconcile(context: inout UpdateContext) {
        list.keepCursorVisible(rows: listRows)
        let nearEnd = list.filter.isEmpty && list.cursor >= list.visible.count - max(listRows, 10)
        if list.pending == nil, polling == nil, list.error == nil, list.hasMore,
            list.loadedPages == 0 || nearEnd
        {
            let id = context.makeRequestID()
            let page = list.loadedPages + 1
            list.pending = PendingPage(id: id, page: page, replacing: page == 1)
            let fetch = Fetch.notifications(
                all: showsAll, page: page, perPage: context.perPage, next: page > 1 ? list.nextURL : nil)
            if page == 1 {
                context.effects += [.readCache(id, fetch), .refetch(id, fetch)]
            } else {
                context.effects.append(.fetch(id, fetch))
            }
        }
        if wake == nil, polling == nil, list.pending == nil, list.loadedPages > 0 {
            let id = context.makeRequestID()
            wake = id
            context.effects.append(.wake(id, after: .seconds(pollInterval)))
        }
    }

    /// Forgets the requests in flight (they were cancelled); the inbox asks again when shown.
    /// Marks stay: writes are never cancelled, and their answers still arrive.
    mutating func dropPending() {
        list.pending = nil
        wake = nil
        polling = nil
    }
}
