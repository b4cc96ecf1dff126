import GitHubKit

extension SearchScreen {
    /// Takes GitHub's answer to `id`: a page of one tab, with the search's count.
    mutating func receive(_ payload: Payload, for id: RequestID, context: inout UpdateContext) {
        if stars.receive(payload, for: id) { return }
        guard case .searchPage(let page, let total, let isIncomplete) = payload,
            let tab = SearchTab.allCases.first(where: { lists[$0]?.pending?.id == id }),
            let pending = lists[tab]?.pending
        else { return }
        lists[tab]?.pending = nil
        lists[tab]?.receive(page, replacing: pending.replacing)
        totals[tab] = total
        if isIncomplete { incomplete.insert(tab) } else { incomplete.remove(tab) }
    }

    /// Notes why `id` failed (an invalid query: GitHub's 422).
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        stars.refuse(error, for: id, context: &context)
        for tab in SearchTab.allCases where lists[tab]?.pending?.id == id {
            lists[tab]?.pending = nil
            lists[tab]?.error = error
        }
    }

    /// Starts what the tab shows: its first page once a query has run, the next one when the
    /// cursor nears the end; the other tabs stop loading (each searches only when shown).
    mutating func reconcile(context: inout UpdateContext) {
        for other in SearchTab.allCases where other != tab {
            if let pending = lists[other]?.pending {
                context.effects.append(.cancel(pending.id))
                lists[other]?.pending = nil
            }
        }
        guard !query.isEmpty, var list = lists[tab] else { return }
        list.keepCursorVisible(rows: listRows)
        let nearEnd = list.filter.isEmpty && list.cursor >= list.visible.count - max(listRows, 10)
        if list.pending == nil, list.error == nil, list.hasMore, list.loadedPages == 0 || nearEnd {
            let id = context.makeRequestID()
            let page = list.loadedPages + 1
            list.pending = PendingPage(id: id, page: page, replacing: false)
            let fetch = Fetch.search(
                tab, query: query, page: page, perPage: context.perPage, next: page > 1 ? list.nextURL : nil)
            context.effects.append(.fetch(id, fetch))
        }
        lists[tab] = list
    }

    /// Forgets the requests in flight (they were cancelled); the screen asks again when shown.
    mutating func dropPending() {
        for tab in SearchTab.allCases { lists[tab]?.pending = nil }
        stars.dropPending()
    }
}
