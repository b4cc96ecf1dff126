import Synchronization

/// The installation tokens a ``FakeGitHub`` server handed out, and how many were asked for.
final class AppLedger: Sendable {
    /// One token: whose it is, until when it works (epoch seconds), and what it reaches.
    struct Grant: Sendable {
        var installation: Int
        var expiresAt: Int
        /// The login of the account the installation is on, lowercased.
        var account: String
        /// The names (lowercased) of the account's repositories it reaches; nil for all of them.
        var repositories: Set<String>?
        /// Its permissions, e.g. `["issues": "write", "metadata": "read"]`.
        var permissions: [String: String]

        /// Whether it reaches repository `owner/name`.
        func reaches(owner: String, name: String) -> Bool {
            owner.lowercased() == account && (repositories?.contains(name.lowercased()) ?? true)
        }

        /// Whether one of `permissions` is granted at `level` (`read` < `write` < `admin`) or above.
        func allows(_ permissions: [String], _ level: String) -> Bool {
            permissions.contains { Self.rank(self.permissions[$0]) >= Self.rank(level) }
        }

        /// What keeps two tokens of one installation apart: their repositories and permissions.
        var scopeKey: String {
            let repositories = repositories.map { $0.sorted().joined(separator: ",") } ?? "*"
            let permissions = permissions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return "\(repositories);\(permissions.joined(separator: ","))"
        }

        /// `read` 1, `write` 2, `admin` 3, anything else 0.
        static func rank(_ level: String?) -> Int {
            ["read": 1, "write": 2, "admin": 3][level ?? ""] ?? 0
        }
    }

    private let state = Mutex<(issued: Int, requests: Int, grants: [String: Grant])>((0, 0, [:]))

    /// A new token for `grant`'s installation, as `grant` says.
    func issue(_ grant: Grant) -> String {
        state.withLock { state in
            state.issued += 1
            let token = "ghs_fake\(grant.installation)x\(state.issued)"
            state.grants[token] = grant
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
