import GitHubKit

/// The code screen's answers and loading: the directory listed, the file open, the branches and
/// tags of the picker.
extension CodeScreen {
    /// Takes GitHub's answer to `id`.
    mutating func receive(_ payload: Payload, for id: RequestID, context: inout UpdateContext) {
        switch payload {
        case .contents(.directory(let items)) where listing.pending?.id == id:
            list(items)
        case .contents(.file(let loaded)) where filePending == id:
            filePending = nil
            show(loaded)
        case .fileStart(let start) where filePending == id:
            filePending = nil
            takeStart(start)
        case .contents(.file) where listing.pending?.id == id:
            // A path that turned out to be a file (a ref without that directory): nothing to list.
            list([])
        case .refs(let refs) where picker?.pending?.id == id:
            picker?.receivePending(
                PageResult(items: refs.map(ListItem.gitRef), totalPages: 1, next: nil, cachedAt: nil),
                isCachedCopy: false)
        default:
            return
        }
        layOut(size: size)
    }

    /// Notes why `id` failed.
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        if listing.pending?.id == id {
            listing.pending = nil
            listing.error = error
        }
        if filePending == id {
            filePending = nil
            if file?.awaitsStart == true {
                // The object came; only its start did not: the file is said too large, not failed.
                takeStart(nil)
            } else {
                fileError = error
            }
        }
        if picker?.pending?.id == id {
            picker?.pending = nil
            picker?.error = error
        }
    }

    /// Starts what the screen needs: the directory's entries, the file open, the picker's
    /// branches and tags; each once, until it came or failed (after `r`, as a `.refetch`).
    mutating func reconcile(context: inout UpdateContext) {
        let refresh = wantsRefresh
        wantsRefresh = false
        func read(_ id: RequestID, _ fetch: Fetch) -> Effect {
            refresh ? .refetch(id, fetch) : .fetch(id, fetch)
        }
        if listing.isUntouched {
            let id = context.makeRequestID()
            listing.pending = PendingPage(id: id, page: 1, replacing: true)
            context.effects.append(read(id, .contents(repository, path: path, ref: ref)))
        }
        if let filePath, file == nil, filePending == nil, fileError == nil {
            let id = context.makeRequestID()
            filePending = id
            context.effects.append(read(id, .contents(repository, path: filePath, ref: ref)))
        } else if let filePath, file?.awaitsStart == true, filePending == nil {
            let id = context.makeRequestID()
            filePending = id
            context.effects.append(.fetch(id, .fileStart(repository, path: filePath, ref: ref)))
        }
        if picker?.isUntouched == true {
            let id = context.makeRequestID()
            picker?.pending = PendingPage(id: id, page: 1, replacing: true)
            context.effects.append(.fetch(id, .refs(repository)))
        }
    }

    /// Forgets the requests in flight (they were cancelled); the screen asks again when shown.
    mutating func dropPending() {
        listing.pending = nil
        filePending = nil
        picker?.pending = nil
    }
}
