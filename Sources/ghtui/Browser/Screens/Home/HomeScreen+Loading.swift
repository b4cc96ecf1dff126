import GitHubKit

extension HomeScreen {
    /// Takes an answer to `id` (or, with `isCachedCopy`, the response cache's copy): the token's
    /// user, a section's page, or the checks of its pull requests.
    mutating func receive(
        _ payload: Payload, for id: RequestID, isCachedCopy: Bool, context: inout UpdateContext
    ) {
        switch payload {
        case .user(let user, _) where id == viewerRequest:
            login = login ?? user.login
            if !isCachedCopy { viewerRequest = nil }
        case .searchPage(let page, let total, _) where cacheReads[id] != nil:
            let index = cacheReads.removeValue(forKey: id)!
            guard lists[index].loadedPages == 0 else { return }
            lists[index].receive(page, replacing: true, isCachedCopy: true)
            totals[index] = total
        case .searchPage(let page, let total, let isIncomplete):
            guard let index = lists.firstIndex(where: { $0.pending?.id == id }) else { return }
            var page = page
            if let limit = sections[index].limit {
                page.items = Array(page.items.prefix(max(0, limit - lists[index].items.count)))
            }
            lists[index].receivePending(page, isCachedCopy: false)
            lists[index].keepCursorVisible(rows: listRows)
            totals[index] = total
            if isIncomplete { incomplete.insert(index) } else { incomplete.remove(index) }
            statuses.ask(for: page.items, context: &context)
        case .pullStatuses(let answered):
            _ = statuses.receive(answered, for: id)
        default:
            break
        }
    }

    /// Notes why `id` failed: the token's user, or a section's search (said on its tab only).
    mutating func fail(_ error: GitHubError, for id: RequestID) {
        if id == viewerRequest {
            viewerRequest = nil
            viewerError = error
        }
        cacheReads[id] = nil
        _ = statuses.fail(id)
        for index in lists.indices where lists[index].pending?.id == id {
            lists[index].pending = nil
            lists[index].error = error
        }
    }

    /// Starts what Home needs: the token's user first (for `@me`), then the cache's copy of every
    /// section, then GitHub's answers one search at a time (search allows 30 a minute), the
    /// section shown first and the next page when its cursor nears the end; and the checks of
    /// the pull request rows that arrived.
    mutating func reconcile(context: inout UpdateContext) {
        guard login != nil else {
            if viewerRequest == nil, viewerError == nil {
                let id = context.makeRequestID()
                viewerRequest = id
                context.effects += [.readCache(id, .authenticatedUser), .fetch(id, .authenticatedUser)]
            }
            return
        }
        if !readCaches {
            readCaches = true
            for index in sections.indices {
                guard let fetch = fetch(index, page: 1, perPage: context.perPage) else { continue }
                let id = context.makeRequestID()
                cacheReads[id] = index
                context.effects.append(.readCache(id, fetch))
            }
        }
        list.keepCursorVisible(rows: listRows)
        guard !lists.contains(where: { $0.pending != nil }) else { return }
        let order = [tab] + sections.indices.filter { $0 != tab }
        for index in order where wantsPage(index) {
            let page = lists[index].showsCachedCopy ? 1 : lists[index].loadedPages + 1
            guard let fetch = fetch(index, page: page, perPage: context.perPage) else { continue }
            let id = context.makeRequestID()
            lists[index].pending = PendingPage(id: id, page: page, replacing: page == 1)
            context.effects.append(.fetch(id, fetch))
            return
        }
    }

    /// Whether section `index` needs GitHub's answer now: its first page, or for the section
    /// shown the next one as the cursor nears the end, within its limit.
    private func wantsPage(_ index: Int) -> Bool {
        let list = lists[index]
        guard list.error == nil, list.pending == nil else { return false }
        if list.loadedPages == 0 || list.showsCachedCopy { return true }
        guard index == tab, list.hasMore, list.filter.isEmpty else { return false }
        if let limit = sections[index].limit, list.items.count >= limit { return false }
        return list.cursor >= list.visible.count - max(listRows, 10)
    }

    /// The search for page `page` of section `index`; nil until the token's user is known.
    private func fetch(_ index: Int, page: Int, perPage: Int) -> Fetch? {
        guard let query = query(index) else { return nil }
        let size = min(perPage, sections[index].limit ?? perPage)
        return .search(
            .issues, query: query, page: page, perPage: size, next: page > 1 ? lists[index].nextURL : nil)
    }

    /// Forgets the requests in flight (they were cancelled); Home asks again when shown.
    mutating func dropPending() {
        viewerRequest = nil
        for index in lists.indices { lists[index].pending = nil }
        cacheReads = [:]
        statuses.dropPending()
    }
}
