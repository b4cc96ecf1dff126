import ArgumentParser
import Foundation
import GitHubKit
import LabelBot

/// `label-bot`: serves the bot until stopped.
@main
struct LabelBotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "label-bot",
        abstract: "A GitHub App's webhook server that labels new issues and answers /ping comments.",
        discussion: """
            The webhook secret is read from WEBHOOK_SECRET only, so that it never shows in a process \
            list. --app-id and --private-key may come from APP_ID and PRIVATE_KEY_PATH instead.
            """)

    @Option(help: "The GitHub App's ID or client ID (default: $APP_ID).")
    var appID: String?

    @Option(help: ArgumentHelp("The app's private key (default: $PRIVATE_KEY_PATH).", valueName: "pem-file"))
    var privateKey: String?

    @Option(help: "GitHub's API: Enterprise Server's ends in /api/v3.")
    var apiURL = "https://api.github.com"

    @Option(help: "The address to listen on (0.0.0.0 for every interface, as in a container).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port: UInt16 = 3000

    @Option(help: "The label to add to new issues that match.")
    var label = "bug"

    @Option(help: ArgumentHelp("A regular expression a new issue's title must match.", valueName: "regex"))
    var whenTitleMatches = "(?i)crash|error"

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let configuration = try BotConfiguration(
            appID: appID ?? environment["APP_ID"],
            privateKeyPath: privateKey ?? environment["PRIVATE_KEY_PATH"],
            webhookSecret: environment["WEBHOOK_SECRET"], apiURL: apiURL,
            rule: try LabelRule(label: label, whenTitleMatches: whenTitleMatches))
        let app = GitHub.app(configuration.credentials, apiURL: configuration.apiURL)
        let bot = LabelBot(
            app: app, verifier: configuration.verifier, rule: configuration.rule, log: Self.logToStandardError
        )
        let server = try BotServer(bot: bot, host: host, port: port)
        let url = try await server.start()
        Self.logToStandardError(
            "listening on \(url) as \(configuration.credentials) at \(configuration.apiURL.absoluteString)")
        try await server.waitUntilStopped()
    }

    /// One line on standard error, stamped with the time.
    @Sendable static func logToStandardError(_ message: String) {
        let time = Date().formatted(.iso8601)
        FileHandle.standardError.write(Data("\(time) \(message)\n".utf8))
    }
}
