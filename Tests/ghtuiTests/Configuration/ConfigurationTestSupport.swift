import Foundation
import GitHubKit
import Testing

@testable import ghtui

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A fresh directory under the system temporary directory, standing in for a user's home.
///
/// Each test makes its own and calls `remove()` in a `defer`, so tests can run in parallel.
struct ConfigurationTestHome {
    let path: String

    init() throws {
        let name = "ghtui-config-tests-\(UUID().uuidString)"
        path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Where the loader looks for a config file when `XDG_CONFIG_HOME` is unset.
    var defaultConfigPath: String { path + "/.config/ghtui/config.json" }

    /// Writes `text` to `relativePath`, creating directories, with exactly `permissions`.
    @discardableResult
    func write(_ text: String, to relativePath: String, permissions: Int = 0o600) throws -> String {
        let file = path + "/" + relativePath
        let directory = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        // Set after writing: the umask may have narrowed the mode chosen at creation.
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: file)
        return file
    }

    /// Writes `text` where the loader finds it by default.
    @discardableResult
    func writeDefaultConfig(_ text: String, permissions: Int = 0o600) throws -> String {
        try write(text, to: ".config/ghtui/config.json", permissions: permissions)
    }

    /// Loads with this directory as home and only the given environment.
    func load(
        environment: [String: String] = [:], overrides: ConfigurationOverrides = ConfigurationOverrides()
    ) throws(ConfigurationError) -> LoadedConfiguration {
        try ConfigurationLoader().load(overrides: overrides, environment: environment, homeDirectory: path)
    }

    /// The error loading fails with, or nil when it succeeds.
    func loadError(
        environment: [String: String] = [:], overrides: ConfigurationOverrides = ConfigurationOverrides()
    ) -> ConfigurationError? {
        do {
            _ = try load(environment: environment, overrides: overrides)
            return nil
        } catch {
            return error
        }
    }

    /// Root reads files whatever their mode, so permission-denied cases cannot be staged as root.
    static let runningAsRoot = geteuid() == 0

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
