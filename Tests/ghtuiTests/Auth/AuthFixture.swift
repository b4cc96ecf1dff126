import FakeGitHub
import Foundation
import Testing

/// A scratch home for one `ghtui auth` test: a config file where ghtui looks by default, a `bin`
/// directory that is the whole `PATH` (so the machine's own `gh` is never found), and a trace file.
struct AuthFixture {
    static let token = "gho_authfixturetoken0123456789"
    static let clientID = "fakegithub-client-id"

    let home = scratchDirectory()

    var configPath: String { home.appendingPathComponent(".config/ghtui/config.json").path }
    var bin: URL { home.appendingPathComponent("bin") }
    var tracePath: String { home.appendingPathComponent("trace.log").path }

    /// Options whose device flow grants ``token`` (which authenticates as `mona`) at once.
    static func options(_ configure: (inout DeviceFlowOptions) -> Void = { _ in }) -> Options {
        var options = Options(tokens: [token: "mona"], tokenScopes: [token: ["repo", "read:org"]])
        options.deviceFlow = DeviceFlowOptions(clientID: clientID, token: token, interval: 0)
        configure(&options.deviceFlow)
        return options
    }

    /// The host name ghtui files a FakeGitHub's token under: `127.0.0.1:PORT`.
    static func host(of url: URL) -> String {
        "\(url.host ?? ""):\(url.port ?? 0)"
    }

    /// Writes the config file with `permissions`.
    func writeConfig(_ text: String, permissions: Int = 0o600) throws {
        try FileManager.default.createDirectory(
            atPath: (configPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: configPath))
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: configPath)
    }

    /// The config file as a JSON object.
    func config() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: configPath))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The config file's permission bits.
    func configPermissions() throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: configPath)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    /// Installs a `gh` shell script in ``bin`` with `body` after the shebang, and (unless
    /// `withHostsFile` is false) the `~/.config/gh/hosts.yml` a signed-in gh has.
    func installGH(_ body: String, withHostsFile: Bool = true) throws {
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        if withHostsFile {
            let gh = home.appendingPathComponent(".config/gh")
            try FileManager.default.createDirectory(at: gh, withIntermediateDirectories: true)
            try Data("github.com:\n    user: mona\n".utf8).write(to: gh.appendingPathComponent("hosts.yml"))
        }
        let path = bin.appendingPathComponent("gh").path
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    /// Runs ghtui with this home, `PATH` = ``bin`` only, and the trace on.
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> RunResult {
        var env = ["PATH": bin.path, "GHTUI_TRACE": tracePath]
        env.merge(environment) { $1 }
        return try await runGHTUI(arguments, environment: env, home: home)
    }

    /// Whether `text` or the trace file holds the token.
    func leaks(_ results: RunResult...) -> Bool {
        let trace = (try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? ""
        return ([trace] + results.flatMap { [$0.text, $0.stderr] }).contains { $0.contains(Self.token) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: home)
    }
}
