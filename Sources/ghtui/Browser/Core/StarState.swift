import GitHubKit

/// `*` on one repository: whether the token's user starred it (asked once, with a token), and
/// starring or unstarring shown at once and taken back when GitHub refuses. The repository
/// screen keeps one; lists keep one per repository starred from their rows (`RowStars`).
struct StarState: Equatable, Sendable {
    /// Whether the token's user starred the repository; nil until GitHub says (or without a token).
    var starred: Bool?
    /// The `GET /user/starred/{owner}/{name}` check in flight.
    var check: RequestID?
    /// Whether the check failed (it is not asked again; `*` then stars).
    var checkFailed = false
    /// The star or unstar in flight.
    var write: RequestID?
    /// What `*` added to the star count shown (+1, −1), until GitHub's next copy of the repository.
    var delta = 0

    /// The requests in flight.
    var pending: [RequestID] { [check, write].compactMap { $0 } }

    /// Asks GitHub whether the token's user starred `owner/name`, once, with a token.
    mutating func ask(owner: String, name: String, context: inout UpdateContext) {
        guard context.hasToken, starred == nil, check == nil, !checkFailed, write == nil else { return }
        let id = context.makeRequestID()
        check = id
        context.effects.append(.fetch(id, .isStarred(owner: owner, name: name)))
    }

    /// `*`: stars (or unstars) `owner/name` at once and asks GitHub to; without a token, says one
    /// is needed. Unknown (the check failed), it stars: `PUT` twice is harmless.
    mutating func toggle(owner: String, name: String, context: inout UpdateContext) {
        let starring = !(starred ?? false)
        let write = Write.star(owner: owner, name: name, starring: starring)
        guard context.hasToken else {
            context.notice = write.needsToken
            return
        }
        guard self.write == nil, check == nil else {
            context.notice = "still asking GitHub whether you starred \(owner)/\(name)…"
            return
        }
        let id = context.makeRequestID()
        self.write = id
        starred = starring
        delta += starring ? 1 : -1
        context.effects.append(.write(id, write))
        context.notice = write.done
    }

    /// Takes the check's or the write's answer.
    mutating func receive(_ payload: Payload, for id: RequestID) {
        if case .checked(let isStarred) = payload, check == id {
            check = nil
            starred = isStarred
        } else if case .written = payload, write == id {
            write = nil
        }
    }

    /// A refused star of `owner/name`: back to what it was, and the status bar says why; a
    /// failed check leaves the state unknown.
    mutating func refuse(
        _ error: GitHubError, for id: RequestID, owner: String, name: String, context: inout UpdateContext
    ) {
        if check == id {
            check = nil
            checkFailed = true
        }
        guard write == id, let starring = starred else { return }
        write = nil
        starred = !starring
        delta += starring ? -1 : 1
        context.notice = Write.star(owner: owner, name: name, starring: starring).refusal(error)
    }
}
