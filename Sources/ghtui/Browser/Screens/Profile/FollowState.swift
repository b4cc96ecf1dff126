import GitHubKit

/// `F` on a profile: whether the token's user follows the person (asked once the profile is
/// loaded, with a token, for a person other than the token's user), and following or
/// unfollowing shown at once and taken back when GitHub refuses.
///
/// The token's user is known when the profile was opened as "you" (`ghtui` with a token and no
/// `--user`); `F` there says you cannot follow yourself.
struct FollowState: Equatable, Sendable {
    /// Whether the token's user follows the person; nil until GitHub says.
    var following: Bool?
    /// The `GET /user/following/{login}` check in flight.
    var check: RequestID?
    /// Whether the check failed (it is not asked again; `F` then follows).
    var checkFailed = false
    /// The follow or unfollow in flight.
    var write: RequestID?
    /// What `F` added to the follower count shown (+1, −1), until GitHub's next copy of the profile.
    var delta = 0
    /// Whether the profile is the token's user's own.
    var isViewer = false

    /// The requests in flight.
    var pending: [RequestID] { [check, write].compactMap { $0 } }

    /// Whether `user` can be followed by the token's user at all.
    private func canFollow(_ user: User) -> Bool { !isViewer && !user.isOrganization }

    /// Asks GitHub whether the token's user follows `user`, once, with a token.
    mutating func ask(about user: User?, context: inout UpdateContext) {
        guard context.hasToken, let user, canFollow(user), following == nil, check == nil, !checkFailed,
            write == nil
        else { return }
        let id = context.makeRequestID()
        check = id
        context.effects.append(.fetch(id, .isFollowing(user.login)))
    }

    /// `F`: follows (or unfollows) at once and asks GitHub to.
    mutating func toggle(_ user: User?, context: inout UpdateContext) {
        guard let user else {
            context.notice = "the profile is still loading"
            return
        }
        let write = Write.follow(login: user.login, following: !(following ?? false))
        if user.isOrganization {
            context.notice = "\(user.login) is an organization: people follow people"
        } else if isViewer {
            context.notice = "this is your own profile"
        } else if !context.hasToken {
            context.notice = write.needsToken
        } else if self.write != nil || check != nil {
            context.notice = "still asking GitHub whether you follow \(user.login)…"
        } else {
            let id = context.makeRequestID()
            self.write = id
            following = !(following ?? false)
            delta += following == true ? 1 : -1
            context.effects.append(.write(id, write))
            context.notice = write.done
        }
    }

    /// Takes the check's or the write's answer.
    mutating func receive(_ payload: Payload, for id: RequestID) {
        if case .checked(let follows) = payload, check == id {
            check = nil
            following = follows
        } else if case .written = payload, write == id {
            write = nil
        }
    }

    /// A refused follow: back to what it was, and the status bar says why; a failed check
    /// leaves the state unknown.
    mutating func refuse(
        _ error: GitHubError, for id: RequestID, login: String?, context: inout UpdateContext
    ) {
        if check == id {
            check = nil
            checkFailed = true
        }
        guard write == id, let following, let login else { return }
        write = nil
        self.following = !following
        delta += following ? -1 : 1
        context.notice = Write.follow(login: login, following: following).refusal(error)
    }
}
