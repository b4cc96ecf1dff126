import GitHubKit

/// `*` on the repository screen: its `StarState`, asked once when the screen opens with a token.
extension RepoScreen {
    /// Asks GitHub whether the token's user starred the repository, once, with a token.
    mutating func checkStar(context: inout UpdateContext) {
        star.ask(owner: owner, name: name, context: &context)
    }

    /// `*`: stars (or unstars) at once and asks GitHub to.
    mutating func toggleStar(context: inout UpdateContext) {
        star.toggle(owner: owner, name: name, context: &context)
    }

    /// A refused star: the screen goes back to what it was and the status bar says why.
    mutating func refuseStar(_ error: GitHubError, for id: RequestID, context: inout UpdateContext) {
        star.refuse(error, for: id, owner: owner, name: name, context: &context)
    }
}
