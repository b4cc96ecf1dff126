import GitHubKit

/// `*` on the repository screen: whether the token's user starred it (asked once when the
/// screen opens with a token), and starring or unstarring shown at once and taken back when
/// GitHub refuses.
extension RepoScreen {
    /// Asks GitHub whether the token's user starred the repository, once, with a token.
    mutating func checkStar(context: inout UpdateContext) {
        guard context.hasToken, starred == nil, starCheck == nil, !starCheckFailed, starWrite == nil else {
            return
        }
        let id = context.makeRequestID()
        starCheck = id
        context.effects.append(.fetch(id, .isStarred(owner: owner, name: name)))
    }

    /// `*`: stars (or unstars) at once and asks GitHub to; without a token, says one is needed.
    /// Unknown (the check failed), it stars: `PUT` twice is harmless.
    mutating func toggleStar(context: inout UpdateContext) {
        let starring = !(starred ?? false)
        let write = Write.star(owner: owner, name: name, starring: starring)
        guard context.hasToken else {
            context.notice = write.needsToken
            return
        }
        guard starWrite == nil, starCheck == nil else {
            context.notice = "still asking GitHub whether you starred \(title)…"
            return
        }
        let id = context.makeRequestID()
        starWrite = id
        starred = starring
        starDelta += starring ? 1 : -1
        context.effects.append(.write(id, write))
        context.notice = write.done
    }

    /// Takes the check's or the write's answer.
    mutating func receiveStar(_ payload: Payload, for id: RequestID) {
        if case .checked(let isStarred) = payload, starCheck == id {
            starCheck = nil
            starred = isStarred
        } else if case .written = payload, starWrite == id {
            starWrite = nil
        }
    }

    /// A refused star: the screen goes back to what it was and the status bar says why; a
    /// failed check leaves the state unknown.
    mutating func refuseStar(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        if starCheck == id {
            starCheck = nil
            starCheckFailed = true
        }
        guard starWrite == id, let starring = starred else { return }
        starWrite = nil
        starred = !starring
        starDelta += starring ? -1 : 1
        context.notice = Write.star(owner: owner, name: name, starring: starring).refusal(error)
    }
}
