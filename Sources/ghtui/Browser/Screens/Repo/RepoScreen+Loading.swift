import GitHubKit

extension RepoScreen {
    /// Takes GitHub's answer to `id`; with `isCachedCopy`, the response cache's copy, shown only
    /// where the screen has nothing of its own yet (the request stays in flight).
    mutating func receive(_ payload: Payload, for id: RequestID, isCachedCopy: Bool = false) {
        switch payload {
        case .repository(let repository, let cachedAt) where repositoryPending == id:
            if isCachedCopy {
                guard self.repository == nil else { return }
            } else {
                repositoryPending = nil
                isComplete = true
            }
            self.repository = repository
            if star.write == nil { star.delta = 0 }
            self.cachedAt = cachedAt
        case .readme(let text) where readmePending == id && !isCachedCopy:
            readmePending = nil
            readme = MarkdownDocument(markdown: text ?? "(The README is not UTF-8 text.)")
        case .checked, .written:
            star.receive(payload, for: id)
        case .pullStatuses(let statuses) where !isCachedCopy:
            guard pullStatuses.receive(statuses, for: id) else { return }
        case .page(let page):
            guard let tab = RepoTab.lists.first(where: { lists[$0]?.pending?.id == id }) else { return }
            lists[tab]?.receivePending(page, isCachedCopy: isCachedCopy)
        default:
            return
        }
        layOut(size: size)
    }

    /// Notes why `id` failed.
    mutating func fail(_ error: GitHubError, for id: RequestID) {
        if pullStatuses.fail(id) { return }
        if repositoryPending == id {
            repositoryPending = nil
            repositoryError = error
        }
        if readmePending == id {
            readmePending = nil
            readmeError = error
        }
        for tab in RepoTab.lists where lists[tab]?.pending?.id == id {
            lists[tab]?.pending = nil
            lists[tab]?.error = error
        }
        layOut(size: size)
    }

    /// Starts what the screen needs: the full repository, and what the tab shows (the README,
    /// or a list's first page and the next one when the cursor nears the end); lists no longer
    /// shown stop loading.
    mutating func reconcile(context: inout UpdateContext) {
        var asked = false
        checkStar(context: &context)
        if !isComplete && repositoryPending == nil && repositoryError == nil {
            let id = context.makeRequestID()
            repositoryPending = id
            let fetch = Fetch.repository(owner: owner, name: name)
            // The cached copy is drawn while GitHub is asked.
            if repository == nil { context.effects.append(.readCache(id, fetch)) }
            context.effects.append(.fetch(id, fetch))
        }
        if tab == .readme && readme == nil && readmePending == nil && readmeError == nil {
            let id = context.makeRequestID()
            readmePending = id
            context.effects.append(.fetch(id, .readme(owner: owner, name: name)))
            asked = true
        }
        for other in RepoTab.lists where other != tab {
            if let pending = lists[other]?.pending {
                context.effects.append(.cancel(pending.id))
                lists[other]?.pending = nil
            }
        }
        if tab != .readme, var list = lists[tab] {
            list.keepCursorVisible(rows: listRows)
            let nearEnd = list.filter.isEmpty && list.cursor >= list.visible.count - max(listRows, 10)
            // A cached first page is revalidated before any page after it is asked for.
            if list.pending == nil, list.error == nil,
                list.showsCachedCopy || (list.hasMore && (list.loadedPages == 0 || nearEnd)),
                let repository = try? RepositoryName(owner: owner, name: name)
            {
                let id = context.makeRequestID()
                let page = list.showsCachedCopy ? 1 : list.loadedPages + 1
                list.pending = PendingPage(id: id, page: page, replacing: list.showsCachedCopy)
                let next = page > 1 ? list.nextURL : nil
                let fetch =
                    tab == .actions
                    ? Fetch.runs(
                        repository, filter: runFilter, branch: runBranch, page: page,
                        perPage: context.perPage,
                        next: next)
                    : Fetch.repoPage(
                        tab, repository, state: issueState, page: page, perPage: context.perPage, next: next)
                if list.loadedPages == 0 { context.effects.append(.readCache(id, fetch)) }
                context.effects.append(.fetch(id, fetch))
            }
            lists[tab] = list
        }
        if tab == .pulls, let items = lists[.pulls]?.items {
            pullStatuses.ask(for: items, context: &context)
        }
        // "loading README…" takes the place of what was there.
        if asked { layOut(size: size) }
    }

    /// Forgets the requests in flight (they were cancelled); the screen asks again when shown.
    mutating func dropPending() {
        repositoryPending = nil
        readmePending = nil
        star.check = nil
        pullStatuses.dropPending()
        for tab in RepoTab.lists { lists[tab]?.pending = nil }
    }
}
