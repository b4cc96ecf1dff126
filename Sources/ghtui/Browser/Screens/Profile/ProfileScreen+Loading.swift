import GitHubKit

/// A profile's answers and loading: what GitHub's answers (and the cache's copies) change, and
/// what the screen asks for next.
extension ProfileScreen {
    /// Takes GitHub's answer to `id`; with `isCachedCopy`, the response cache's copy, shown
    /// only where the screen has nothing of its own yet (the request stays in flight).
    mutating func receive(
        _ payload: Payload, for id: RequestID, isCachedCopy: Bool = false, context: inout UpdateContext
    ) {
        if showcase.receive(payload, for: id)
            || organization.receive(payload, for: id, isCachedCopy: isCachedCopy)
        {
            return layOut(size: size)
        }
        switch payload {
        case .user(let user, let cachedAt) where userPending == id && (!isCachedCopy || self.user == nil):
            if !isCachedCopy { userPending = nil }
            userIsCachedCopy = isCachedCopy
            self.user = user
            if login == nil { follow.isViewer = true }
            if !isCachedCopy && follow.write == nil { follow.delta = 0 }
            login = user.login
            userCachedAt = cachedAt
            if !isCachedCopy { userError = nil }
            if let name = user.name, !name.isEmpty { context.names[user.login] = name }
            keepTabOfAccount()
            layOut(size: size)
        case .woke where extrasWait == id:
            extrasWait = nil
            extrasDue = true
        case .checked, .written, .toggled:
            if !stars.receive(payload, for: id) { follow.receive(payload, for: id) }
        case .page(let page):
            guard let tab = Tab.allCases.first(where: { lists[$0]?.pending?.id == id }) else { return }
            lists[tab]?.receivePending(page, isCachedCopy: isCachedCopy)
            if tab == self.tab { replayTypedAhead(context: &context) }
        default:
            break
        }
    }

    /// Notes why `id` failed; what waited for it moves as far as what is loaded allows.
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        follow.refuse(error, for: id, login: user?.login, context: &context)
        stars.refuse(error, for: id, context: &context)
        if userPending == id {
            userPending = nil
            userError = error
        }
        if showcase.fail(id) { layOut(size: size) }
        organization.fail(id)
        for tab in Tab.allCases where lists[tab]?.pending?.id == id {
            lists[tab]?.pending = nil
            lists[tab]?.error = error
            if tab == self.tab { replayTypedAhead(context: &context) }
        }
    }

    private mutating func replayTypedAhead(context: inout UpdateContext) {
        let waiting = typedAhead
        typedAhead = []
        // Keys after one that opened another screen were meant for it: they are dropped.
        for command in waiting where context.navigation == nil {
            update(command, key: .resize, context: &context)
        }
    }

    /// Starts what the screen needs: its profile, the shown list's first page, and the next
    /// page when the cursor nears the end; lists no longer shown stop loading.
    mutating func reconcile(context: inout UpdateContext) {
        // A cached copy whose revalidation was cancelled (the user went on) is asked for again.
        if user == nil || userIsCachedCopy, userPending == nil, userError == nil {
            let id = context.makeRequestID()
            userPending = id
            let fetch = login.map(Fetch.user) ?? .authenticatedUser
            if user == nil { context.effects.append(.readCache(id, fetch)) }
            context.effects.append(.fetch(id, fetch))
        }
        // The pinned repositories, the graph and whether you follow wait until the shown list's
        // first page is on screen: read from the cache on a warm start, it would otherwise share
        // its first milliseconds with these requests' network set-up, the loading of libcurl
        // among it (docs/PERFORMANCE.md, "Real path"). A wait of no time ends after the frame.
        if !extrasDue, extrasWait == nil, list.loadedPages > 0 || list.error != nil {
            let id = context.makeRequestID()
            extrasWait = id
            context.effects.append(.wake(id, after: .zero))
        }
        if let login, extrasDue, wantsShowcase(hasToken: context.hasToken) {
            showcase.reconcile(login: login, context: &context)
        }
        organization.reconcile(user: user, context: &context)
        if extrasDue, !userIsCachedCopy { follow.ask(about: user, context: &context) }
        for other in Tab.allCases where other != tab {
            // A list no longer shown stops loading; it asks again when shown.
            if let pending = lists[other]?.pending {
                context.effects.append(.cancel(pending.id))
                lists[other]?.pending = nil
            }
        }
        var list = self.list
        list.keepCursorVisible(rows: listRows)
        let nearEnd = list.filter.isEmpty && list.cursor >= list.visible.count - max(listRows, 10)
        if let login, list.pending == nil, list.error == nil,
            list.showsCachedCopy || (list.hasMore && (list.loadedPages == 0 || nearEnd))
        {
            // A cached first page is revalidated before any page after it is asked for.
            let id = context.makeRequestID()
            let page = list.showsCachedCopy ? 1 : list.loadedPages + 1
            list.pending = PendingPage(id: id, page: page, replacing: list.showsCachedCopy)
            let fetch = list.fetch(page: page, of: tab, login: login, perPage: context.perPage)
            if list.loadedPages == 0 { context.effects.append(.readCache(id, fetch)) }
            context.effects.append(.fetch(id, fetch))
        }
        self.list = list
    }

    /// Forgets the requests in flight (they were cancelled); the screen asks again when shown.
    mutating func dropPending() {
        userPending = nil
        extrasWait = nil
        showcase.dropPending()
        organization.dropPending()
        follow.check = nil
        stars.dropPending()
        for tab in Tab.allCases { lists[tab]?.pending = nil }
    }
}
