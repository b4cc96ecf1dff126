import Foundation

/// Why a write was refused, in scopes: "the token has scopes `read:user`; this endpoint accepts
/// `public_repo, repo`", from the headers GitHub sends with every authenticated answer.
///
/// Only the scopes' names are quoted, never the token.
struct ScopeExplanation: CustomStringConvertible {
    /// The token's scopes, as `X-OAuth-Scopes` lists them; nil when GitHub did not say (a
    /// fine-grained token or an app's).
    var granted: [String]?
    /// What the endpoint accepts, as `X-Accepted-OAuth-Scopes` lists them.
    var accepted: [String]

    /// The explanation for a refused write, or nil for a read or when GitHub named no scopes.
    init?(_ response: APIResponse) {
        let method = HTTPMethod(rawValue: response.request.httpMethod ?? "GET") ?? .get
        guard method != .get, method != .head,
            let accepted = response.header("x-accepted-oauth-scopes").map(Self.list), !accepted.isEmpty
        else { return nil }
        self.accepted = accepted
        granted = response.header("x-oauth-scopes").map(Self.list)
    }

    var description: String {
        let has =
            switch granted {
            case nil: "GitHub did not say which scopes the token has (a fine-grained token?)"
            case let granted? where granted.isEmpty: "the token has no scopes"
            case let granted?: "the token has scopes `\(granted.joined(separator: ", "))`"
            }
        return "\(has); this endpoint accepts `\(accepted.joined(separator: ", "))`"
    }

    private static func list(_ header: String) -> [String] {
        header.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
