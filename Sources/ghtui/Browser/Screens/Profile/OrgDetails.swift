import Foundation
import GitHubKit

/// What an organization's profile shows beyond `GET /users/{login}`: `GET /orgs/{org}`, for its
/// description and whether GitHub verified it.
///
/// Asked once the profile is known to be an organization's, from the response cache first like
/// the profile itself. A read that fails shows nothing rather than an error: the summary then
/// has what the profile gave, and `r` asks again.
struct OrgDetails: Equatable, Sendable {
    /// GitHub's organization object, once loaded.
    var object: OrganizationFull?
    /// The request in flight.
    var pending: RequestID?
    /// Whether GitHub answered or failed: it is asked once, and again on `r`.
    var asked = false

    /// Asks for `user`'s organization when it is one and has not been asked for yet.
    mutating func reconcile(user: User?, context: inout UpdateContext) {
        guard let user, user.isOrganization, !asked, pending == nil else { return }
        let id = context.makeRequestID()
        pending = id
        let fetch = Fetch.organization(user.login)
        if object == nil { context.effects.append(.readCache(id, fetch)) }
        context.effects.append(.fetch(id, fetch))
    }

    /// Takes an answer (with `isCachedCopy`, the cache's copy, kept only while nothing else is
    /// shown); false when `id` is not this one's.
    mutating func receive(_ payload: Payload, for id: RequestID, isCachedCopy: Bool) -> Bool {
        guard case .organization(let object) = payload, pending == id else { return false }
        if isCachedCopy {
            guard self.object == nil else { return true }
        } else {
            pending = nil
            asked = true
        }
        self.object = object
        return true
    }

    /// Notes a failure of `id`, if it is this one's, by asking no more until `r`.
    mutating func fail(_ id: RequestID) {
        guard pending == id else { return }
        pending = nil
        asked = true
    }

    /// `r`: what is shown stays until GitHub answers again; the request in flight, if any, is
    /// handed back to be cancelled.
    mutating func refresh() -> RequestID? {
        defer {
            pending = nil
            asked = false
        }
        return pending
    }

    /// Forgets the request in flight (it was cancelled): it is asked again when shown.
    mutating func dropPending() {
        pending = nil
    }
}
