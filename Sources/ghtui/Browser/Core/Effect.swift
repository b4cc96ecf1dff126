/// Work the reducer asks for; the effect runner does it and answers with actions.
enum Effect: Equatable, Sendable {
    /// Read from GitHub; the answer comes back as `.loaded` or `.failed` with `id`.
    case fetch(RequestID, Fetch)
    /// Read from GitHub like `.fetch`, but ask even when the cache holds a fresh copy (inside
    /// its `max-age`): what `r` asks for.
    case refetch(RequestID, Fetch)
    /// Read the response cache's copy of what `id` fetches, without the network; a copy comes
    /// back as `.cached` with `id`, none as nothing.
    case readCache(RequestID, Fetch)
    /// Stop the work of `id`; its answer, if any, is no longer wanted.
    case cancel(RequestID)
    /// Ask GitHub for a change; the answer comes back as `.loaded(id, .written)` or `.failed`
    /// with `id`. Not cancelled: once asked, the change is GitHub's to make or refuse.
    case write(RequestID, Write)
    /// Ask GitHub whether the token's user starred `owner/name`, then unstar or star it: a row's
    /// first `*`, when the list does not say which. Answered by `.loaded(id, .toggled(starred))`
    /// (whether it is starred now) or `.failed`; not cancelled, as `.write`, so leaving the
    /// screen before GitHub answers loses nothing.
    case toggleStar(RequestID, owner: String, name: String)
    /// Hands the terminal to `/bin/sh` running a command of the user's own (`name` says which in
    /// the status bar) and says how it ended as a notice.
    case runCommand(UserCommand.Invocation, name: String)
    /// Download a release asset into the downloads directory (`AssetSaver`); answered by
    /// `.loaded(id, .download(…))` news: progress as it arrives, then where it was saved or why
    /// not. Cancelled like a fetch when its screen is left (the `.part` stays, to be continued).
    case download(RequestID, AssetDownload)
    /// Open `url` in a browser with `xdg-open`, or show it when there is none.
    case open(String)
    /// Put `text` on the clipboard with OSC 52 written to the terminal; a notice says so (with
    /// the text, where the terminal may not allow it).
    case copy(String)
    /// Hands the terminal to the user's editor on a temporary file holding `initial`; what was
    /// written comes back as `.loaded` with `id` and `.edited`.
    case edit(RequestID, initial: String = "")
    /// Answers `.loaded(id, .woke)` once `after` has passed, unless cancelled first: how a screen
    /// asks GitHub again on its own (the inbox, no faster than GitHub's poll interval). The loop
    /// reads answers only after drawing, so a wait of `.zero` ends after the next frame.
    case wake(RequestID, after: Duration)
    /// Keep `review` of the pull request between runs (an empty one: forget it); a failure is
    /// said as a notice.
    case keepReview(RepositoryName, number: Int, PendingReview)
    /// Read the review kept of the pull request; answered by `.loaded(id, .keptReview(review))`,
    /// nil when none is kept.
    case readReview(RequestID, RepositoryName, number: Int)
}

extension Effect {
    /// This effect with its fetch made a `.refetch`; any other effect unchanged.
    var revalidating: Effect {
        if case .fetch(let id, let fetch) = self { .refetch(id, fetch) } else { self }
    }
}
