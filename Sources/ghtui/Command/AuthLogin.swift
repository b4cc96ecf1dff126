import ArgumentParser
import Foundation
import GitHubKit

/// `ghtui auth login`: GitHub's OAuth device flow, then the token into the config file.
struct AuthLogin: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in with GitHub's device flow and store the token in the config file.",
        discussion: """
            Shows a one-time code and the page to enter it on, waits until the sign-in is \
            authorized in a browser, then stores the token under "hosts" in the config file \
            (written with mode 0600). The device flow needs an OAuth app's client ID, with the \
            device flow enabled: --client-id, GHTUI_OAUTH_CLIENT_ID or "oauth_client_id" in the \
            config file.
            """)

    @OptionGroup var options: AuthOptions

    @Option(name: .customLong("client-id"), help: "The OAuth app's client ID (GHTUI_OAUTH_CLIENT_ID).")
    var clientID: String?

    @Option(help: "The scopes to ask for, comma-separated.")
    var scopes = "repo,user,read:org,gist,notifications"

    /// The message for a missing client ID: what to register, and what works meanwhile.
    static let missingClientID = """
        auth login needs an OAuth app's client ID, and ghtui has no app of its own. \
        Register an OAuth app (GitHub: Settings > Developer settings > OAuth Apps > New OAuth App) \
        with "Enable Device Flow" checked, then pass its client ID with --client-id, \
        GHTUI_OAUTH_CLIENT_ID or "oauth_client_id" in the config file. Meanwhile, \
        `gh auth login` works: ghtui uses the GitHub CLI's token when no other is set.
        """

    func run() async throws {
        let console = Console()
        try await AuthSession.reporting(console: console) {
            let session = try AuthSession(options: options, clientID: clientID, console: console)
            guard let clientID = session.loaded.oauthClientID?.value else {
                throw AuthSession.Failure(message: Self.missingClientID, status: .usage)
            }
            let configuration = session.loaded.configuration
            let flow = DeviceFlow(
                webURL: configuration.webURL, clientID: clientID,
                transport: CurlTransport.make(timeout: configuration.timeout),
                userAgent: "ghtui/\(GitHub.version)")
            let wanted = scopes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let code = try await flow.requestCode(scopes: wanted.filter { !$0.isEmpty })
            console.err("! First copy your one-time code: \(code.userCode)")
            console.err("Then open \(code.verificationURI.absoluteString) in a browser and enter it.")
            console.err("Waiting for the sign-in to be authorized…")
            let grant = try await flow.waitForToken(code) { interval in
                if options.verbose {
                    console.err("ghtui: GitHub asked to poll more slowly: every \(interval)")
                }
            }
            let response = try await session.gitHub(token: grant.token).client.response(
                for: GithubRouter.users.authenticated)
            let login = AuthStatus.login(in: response) ?? "an unknown user"
            try ConfigurationWriter(path: session.configPath).store(grant.token.value, host: session.host)
            console.err("✓ Signed in to \(session.host) as \(login)")
            console.err("✓ Token stored in \(session.configPath) (hosts.\(session.host).token, mode 0600)")
            if case .environment(let variable) = session.loaded.source(of: .token) {
                console.err("! \(variable) is set and is used instead of the stored token until it is unset")
            }
        }
    }
}
