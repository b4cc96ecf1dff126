import ArgumentParser
import Foundation
import GitHubKit

/// `ghtui auth status`: the host, who the token signs in as, its scopes and where it came from.
struct AuthStatus: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the host, the signed-in login, the token's scopes and where the token came from.",
        discussion:
            "The token itself is never shown. Exits with 4 when there is no token or GitHub rejects it.")

    @OptionGroup var options: AuthOptions

    func run() async throws {
        let console = Console()
        try await AuthSession.reporting(console: console) {
            let session = try AuthSession(options: options, console: console)
            guard let (token, source) = await session.token() else {
                throw AuthSession.Failure(
                    message: "not signed in to \(session.host): run `ghtui auth login`, set GH_TOKEN, "
                        + "or sign in with `gh auth login`",
                    status: .authentication)
            }
            let response: APIResponse
            do {
                response = try await session.gitHub(token: token).client.response(
                    for: GithubRouter.users.authenticated)
            } catch let error as GitHubError {
                if case .unauthorized = error.rootCause {
                    throw AuthSession.Failure(
                        message:
                            "\(session.host): GitHub rejected the token from \(AuthSession.describe(source))",
                        status: .authentication)
                }
                throw error
            }
            let scopes = response.header("x-oauth-scopes").map {
                $0.trimmingCharacters(in: .whitespaces).isEmpty ? "none" : $0
            }
            let lines = [
                session.host,
                "  Signed in as: \(Self.login(in: response) ?? "unknown")",
                "  Token from: \(AuthSession.describe(source))",
                "  Scopes: \(scopes ?? "not reported (a fine-grained or app token has no scope list)")",
            ]
            try console.out(Array((lines.joined(separator: "\n") + "\n").utf8))
        }
    }

    /// The `login` of a `GET /user` answer.
    static func login(in response: APIResponse) -> String? {
        let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
        return object?["login"] as? String
    }
}
