import Synchronization

/// The installation tokens a ``FakeGitHub`` server handed out, and how many were asked for.
final class AppLedger: Sendable {
    /// One token: whose it is and until when it works (epoch seconds).
    struct Grant: Sendable {
        var installation: Int
        var expiresAt: Int
    }

    private let state = Mutex<(issued: Int, requests: Int, grants: [String: Grant])>((0, 0, [:]))

    /// A new token for `installation`, working until `expiresAt`.
    func issue(installation: Int, expiresAt: Int) -> String {
        state.withLock { state in
            state.issued += 1
            let token = "ghs_fake\(installation)x\(state.issued)"
            state.grants[token] = Grant(installation: installation, expiresAt: expiresAt)
            return token
        }
    }

    /// Counts one `POST /app/installations/{id}/access_tokens`, answered or not.
    func countRequest() {
        state.withLock { $0.requests += 1 }
    }

    /// How many access tokens were asked for.
    var tokenRequests: Int { state.withLock { $0.requests } }

    /// Forgets every token issued, as if each were revoked.
    func revokeAll() {
        state.withLock { $0.grants.removeAll() }
    }

    /// The grant of `token` if it was issued and has not expired at `now`.
    func grant(of token: String, now: Int) -> Grant? {
        state.withLock { state in
            guard let grant = state.grants[token], grant.expiresAt > now else { return nil }
            return grant
        }
    }
}
