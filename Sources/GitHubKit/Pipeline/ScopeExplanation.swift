import Foundation

/// Why a request was refused, in scopes: "the token has scopes `read:user`; this endpoint accepts
/// `public_repo, repo`", from the headers GitHub sends with every authenticated answer.
///
/// Only the scopes' names are quoted, never the token.
struct ScopeExplanation: CustomStringConvertible {
    /// The token's scopes, as `X-OAuth-Scopes` lists them; nil when GitHub did not say (a
    /// fine-grained token or an app's).
    var granted: [String]?
    /// What the endpoint accepts, as `X-Accepted-OAuth-Scopes` lists them.
    var accepted: [String]

    /// The explanation for a refused write, or a refused read when the token has none of the
    /// scopes the endpoint accepts (a 403 on `GET /notifications` without `notifications`); nil
    /// when GitHub named no scopes, or a read was refused or not found for another reason.
    init?(_ response: APIResponse) {
        let method = HTTPMethod(rawValue: response.request.httpMethod ?? "GET") ?? .get
        guard let accepted = response.header("x-accepted-oauth-scopes").map(Self.list), !accepted.isEmpty
        else { return nil }
        let granted = response.header("x-oauth-scopes").map(Self.list)
        if method == .get || method == .head {
            // A read's 404 is an answer ("not starred"), never a scope.
            guard response.status == 403, let granted, Set(granted).isDisjoint(with: accepted) else {
                return nil
            }
        }
        self.accepted = accepted
        self.granted = granted
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
