import Foundation
import GitHubKit
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory for one test's cache files, removed by `withCacheDirectory`.
struct CacheDirectory {
    let path: String

    /// A path inside the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// The names in the directory, sorted.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

/// Runs `body` with a new temporary directory and removes it afterwards, even if it was made
/// immutable or read-only.
func withCacheDirectory<T>(_ body: (CacheDirectory) async throws -> T) async throws -> T {
    let path = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("ghtui-cache-tests-" + UUID().uuidString).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer {
        _ = try? run("/bin/sh", ["-c", "chattr -R -i \"$0\" 2>/dev/null; chmod -R u+rwx \"$0\"", path])
        try? FileManager.default.removeItem(atPath: path)
    }
    return try await body(CacheDirectory(path: path))
}

/// Runs a program and returns its standard output; throws if it fails.
@discardableResult
func run(_ executable: String, _ arguments: [String], input: String? = nil) throws -> String {
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let inputPipe = Pipe()
    if input != nil {
        process.standardInput = inputPipe
    }
    try process.run()
    if let input {
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ProcessFailure(
            status: process.terminationStatus, message: String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
}

/// A program that exited unsuccessfully.
struct ProcessFailure: Error {
    let status: Int32
    let message: String
}

/// The sqlite3 shell, if installed: a real second process on the cache file.
let sqlite3Path: String? = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// Runs `sql` on the database at `path` with the sqlite3 shell.
@discardableResult
func sqlite3(_ path: String, _ sql: String) throws -> String {
    try run(sqlite3Path ?? "sqlite3", ["-batch", "-cmd", ".timeout 5000", path], input: sql)
        .trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Whether the tests run as root, for whom file permissions do not bite.
let runningAsRoot = getuid() == 0

/// A clock the test moves: each reading is one second after the last, so that every use of a
/// cache entry is distinctly ordered.
final class SteppingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_700_000_000)

    /// The next time.
    func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        current += 1
        return current
    }
}

/// A key for `url` as the anonymous user with GitHub's JSON media type.
func cacheKey(
    _ url: String = "https://api.github.com/users/octocat", token: String? = nil,
    accept: String = "application/vnd.github+json", host: String = "api.github.com", method: String = "GET"
) -> CacheKey {
    CacheKey(
        apiHost: host, tokenFingerprint: TokenFingerprint.of(token), method: method, url: url, accept: accept)
}

/// A response whose body is `size` bytes derived from `seed`.
func cachedResponse(
    size: Int = 100, seed: UInt8 = 1, etag: String? = "W/\"abc\"",
    fetchedAt: Date = Date(timeIntervalSince1970: 1_700_000_000.25)
) -> CachedResponse {
    CachedResponse(
        status: 200, etag: etag, lastModified: "Tue, 14 Nov 2023 22:13:20 GMT",
        link: "<https://api.github.com/user/1/followers?page=2>; rel=\"next\"",
        contentType: "application/json; charset=utf-8",
        body: Data((0..<size).map { UInt8(truncatingIfNeeded: $0) &+ seed }), fetchedAt: fetchedAt)
}
