import ArgumentParser
import Foundation
import GitHubKit

/// What every `ghtui auth` subcommand starts from: the loaded settings, the config file they
/// write, and the token for the host with where it came from.
struct AuthSession {
    /// A failure already worded for the user, with its exit status.
    struct Failure: Error {
        var message: String
        var status: ExitStatus
    }

    let loaded: LoadedConfiguration
    /// The config file `auth login` and `auth logout` change (it may not exist yet).
    let configPath: String
    let environment: [String: String]
    let console: Console
    let verbose: Bool

    /// The host's name in the config file and for `gh` (`github.com`).
    var host: String { loaded.host }

    /// Loads the settings `options` (and `clientID`) point at; the file's warnings go to stderr
    /// unless `showingWarnings` is false.
    init(
        options: AuthOptions, clientID: String? = nil, console: Console, showingWarnings: Bool = true
    ) throws(ConfigurationError) {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? NSHomeDirectory()
        var overrides = options.overrides
        overrides.oauthClientID = clientID
        loaded = try ConfigurationLoader().load(
            overrides: overrides, environment: environment, homeDirectory: home)
        configPath = ConfigurationPaths.configFile(
            explicit: options.connection.config, environment: environment, home: home)
        self.environment = environment
        self.console = console
        verbose = options.verbose
        if showingWarnings {
            for warning in loaded.warnings { console.err("ghtui: warning: \(warning)") }
        }
    }

    /// The host's token and its source: the environment or the config file, else the GitHub CLI.
    func token() async -> (token: Configuration.Token, source: ConfigurationSource)? {
        if let token = loaded.configuration.token {
            return (token, loaded.source(of: .token))
        }
        var log: (@Sendable (String) -> Void)?
        if verbose { log = { [console] line in console.err("ghtui: \(line)") } }
        guard let token = await GHCLIToken.token(hostname: host, environment: environment, log: log) else {
            return nil
        }
        return (token, .ghCLI(hostname: host))
    }

    /// A client for the configured API with `token`.
    func gitHub(token: Configuration.Token) -> GitHub {
        var configuration = loaded.configuration
        configuration.token = token
        configuration.cache.mode = .disabled
        return GitHub(configuration: configuration)
    }

    /// Where a token came from, in words: `GH_TOKEN`, `the config file /x (hosts.github.com.token)`,
    /// `the GitHub CLI (gh auth token --hostname github.com)`.
    static func describe(_ source: ConfigurationSource) -> String {
        switch source {
        case .environment(let variable): return "the environment variable \(variable)"
        case .file(let path, let key): return "the config file \(path) (\(key))"
        case .ghCLI(let hostname): return "the GitHub CLI (gh auth token --hostname \(hostname))"
        default: return source.description
        }
    }

    /// Runs `body`, reporting any failure on stderr as one line and ending with its exit status.
    static func reporting(console: Console, _ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as ExitCode {
            throw error
        } catch {
            let (message, status) = Self.explain(error)
            console.err("ghtui: \(message)")
            throw ExitCode(status.rawValue)
        }
    }

    /// The line and the exit status for `error`.
    private static func explain(_ error: any Error) -> (String, ExitStatus) {
        switch error {
        case let failure as Failure:
            return (failure.message, failure.status)
        case let error as ConfigurationError:
            if case .unwritableFile = error { return ("\(error)", .failure) }
            return ("\(error)", .usage)
        case let error as GitHubError:
            return ("\(error)", ExitStatus(error))
        case let error as DeviceFlowError:
            switch error {
            case .denied, .expired: return ("\(error)", .authentication)
            case .incorrectClientCredentials, .deviceFlowDisabled: return ("\(error)", .usage)
            case .network: return ("\(error)", .unavailable)
            case .cancelled: return ("\(error)", .interrupted)
            default: return ("\(error)", .failure)
            }
        default:
            return ("\(error)", .failure)
        }
    }
}
