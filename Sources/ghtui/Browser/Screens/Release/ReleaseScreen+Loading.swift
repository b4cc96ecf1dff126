import GitHubKit

extension ReleaseScreen {
    /// Takes news of the download: how far it is, where it was saved, or why it stopped.
    mutating func receive(_ payload: Payload, for id: RequestID, context: inout UpdateContext) {
        guard case .download(let news) = payload, download?.id == id else { return }
        switch news {
        case .progress(let progress):
            download?.progress = progress
        case .saved(let path):
            download = nil
            outcome = "saved to \(path)"
            context.notice = outcome
        case .failed(let reason):
            download = nil
            outcome = reason
            context.notice = reason
        }
    }

    /// Notes why the download could not be made (the effect runner says most failures itself).
    mutating func fail(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        guard download?.id == id else { return }
        download = nil
        outcome = "download failed: \(error)"
        context.notice = outcome
    }

    /// Nothing to load: the release came with the list.
    mutating func reconcile(context: inout UpdateContext) {}

    /// Forgets the download (it was cancelled: its `.part` stays for the next `d`).
    mutating func dropPending() {
        if download != nil { outcome = "download stopped; d continues it from its .part" }
        download = nil
    }
}
