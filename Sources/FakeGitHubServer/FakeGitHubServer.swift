import ArgumentParser
import FakeGitHub
import Foundation

/// Runs FakeGitHub on loopback until interrupted, for benchmarks and for trying clients.
@main
struct FakeGitHubServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fakegithub",
        abstract: "A loopback server that behaves like api.github.com over a deterministic world.",
        discussion: """
            Prints its base URL on the first line of stdout, then serves until killed. \
            GET /_fakegithub/stats shows the request counters, with "chaosFaults": the faults \
            --chaos injected, by kind. GET /_fakegithub/reset clears them. With --app-id, it also \
            plays a GitHub App installed on mona's account (installation 1, every repository): it \
            writes the app's new private key to --app-key-out, checks the app's JWTs with its public \
            half, and prints "app-id=… installation-id=1 account=mona private-key=…" on the second line.
            """)

    @Option(help: "The port on 127.0.0.1 (0 picks a free one).")
    var port: UInt16 = 0

    @Option(name: .customLong("latency-ms"), help: "Delay before every answer, in milliseconds.")
    var latencyMilliseconds = 0

    @Option(help: "Followers of the main user, mona.")
    var followers = 3000

    @Option(help: "Repositories of the main user.")
    var repos = 300

    @Option(help: "A token the server accepts, as TOKEN=LOGIN (repeatable).")
    var token: [String] = []

    @Option(
        help: ArgumentHelp(
            """
            Disturb this fraction (0 to 1) of requests the ways GitHub's edge fails: 502, 500, 503, \
            connection reset, truncated body, stall, 403 or 429 with retry-after: 1.
            """, valueName: "rate"))
    var chaos: Double?

    @Option(help: "The seed of --chaos: the same seed disturbs the same requests the same way.")
    var seed: UInt64 = 0

    @Option(name: .customLong("chaos-stall-ms"), help: "How long a --chaos stall waits, in milliseconds.")
    var chaosStallMilliseconds = 3000

    @Option(
        name: .customLong("max-age"),
        help:
            "The max-age of every answer's Cache-Control, in seconds (GitHub's is 60; 0 makes caches revalidate)."
    )
    var maxAge = 60

    @Option(name: .customLong("app-id"), help: "Play the GitHub App with this ID (see --app-key-out).")
    var appID: Int?

    @Option(
        name: .customLong("app-key-out"),
        help: ArgumentHelp(
            "Where to write the app's private key (a new one each run, replacing the file).",
            valueName: "path"))
    var appKeyOut: String?

    /// The installation --app-id plays: on mona's account, reaching every repository.
    static let installation = AppInstallationRecord(id: 1, account: "mona")

    func validate() throws {
        if (appID == nil) != (appKeyOut == nil) {
            throw ValidationError(
                "--app-id and --app-key-out go together: the app needs its key, the key an app.")
        }
        if let appID, appID <= 0 {
            throw ValidationError("--app-id must be a positive number, not \(appID).")
        }
        if maxAge < 0 {
            throw ValidationError("--max-age must not be negative.")
        }
        if let chaos, !(0...1).contains(chaos) {
            throw ValidationError("--chaos must be between 0 and 1, not \(chaos).")
        }
        if chaosStallMilliseconds < 0 {
            throw ValidationError("--chaos-stall-ms must not be negative.")
        }
    }

    func run() async throws {
        let tokens = Dictionary(
            token.compactMap { pair -> (String, String)? in
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            }
        ) { first, _ in first }
        var options = Options(
            latency: .milliseconds(latencyMilliseconds), tokens: tokens, port: port,
            chaos: chaos.map {
                Chaos(rate: $0, seed: seed, stall: .milliseconds(chaosStallMilliseconds))
            }, maxAge: maxAge)
        var appLines: [String] = []
        if let appID, let appKeyOut {
            options.app = try app(id: appID, keyPath: appKeyOut)
            appLines.append(
                "app-id=\(appID) installation-id=\(Self.installation.id) account=\(Self.installation.account) "
                    + "private-key=\(appKeyOut)")
        }
        let server = FakeGitHub(world: .sized(followers: followers, repos: repos), options: options)
        let url = try await server.start().absoluteString
        FileHandle.standardOutput.write(Data(([url] + appLines).map { $0 + "\n" }.joined().utf8))
        while !Task.isCancelled {
            try await Task.sleep(for: .seconds(3600))
        }
    }
}

extension FakeGitHubServer {
    /// The app --app-id plays, with a new key pair whose private half is written to `keyPath`
    /// (readable by its owner only, as a secret should be).
    func app(id: Int, keyPath: String) throws -> AppOptions {
        let key = try AppKeyPair.generate()
        // Removed first, so that the new file gets the owner-only mode whatever the old one had.
        try? FileManager.default.removeItem(atPath: keyPath)
        let written = FileManager.default.createFile(
            atPath: keyPath, contents: Data(key.privateKeyPEM.utf8), attributes: [.posixPermissions: 0o600])
        guard written else {
            throw KeyFileError(path: keyPath)
        }
        return AppOptions(id: id, publicKeyPEM: key.publicKeyPEM, installations: [Self.installation])
    }
}

/// The app's private key could not be written where --app-key-out says.
struct KeyFileError: Error, CustomStringConvertible {
    /// The path given.
    var path: String

    var description: String {
        "cannot write the app's private key to \(path): check that its folder exists and is writable"
    }
}
