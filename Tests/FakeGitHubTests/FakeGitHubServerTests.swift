import FakeGitHub
import Foundation
import TestSupport
import Testing

/// The `fakegithub` command as a person runs it: with `--app-id` and `--app-key-out` it writes the
/// app's new private key and checks the app's JWTs with its public half, as it does in-process.
@Suite struct FakeGitHubServerTests {
    /// The `fakegithub` built next to this test bundle.
    static let binary: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundle, bundle.deletingLastPathComponent()].map {
            $0.appendingPathComponent("fakegithub")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// A scratch folder for the key file.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fakegithub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Starts `fakegithub` with `arguments` and returns it with the first `lines` lines it printed
    /// (fewer if it ended first) and its standard error.
    static func start(_ arguments: [String], lines: Int) async throws -> (ChildProcess, [String], Pipe) {
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "no fakegithub next to the tests at \(binary.path): build it first (swift build)")
        let process = ChildProcess()
        process.executableURL = binary
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let reader = stdout.fileHandleForReading
        let text = await offThePool {
            var bytes = Data()
            while bytes.count(where: { $0 == UInt8(ascii: "\n") }) < lines {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return (process, text.split(separator: "\n").map(String.init), stderr)
    }

    @Test func anAppIDAndAKeyPathServeThatAppWithANewKeyWrittenThere() async throws {
        let key = try Self.folder().appendingPathComponent("app.pem")
        let (process, lines, _) = try await Self.start(
            ["--app-id", "7", "--app-key-out", key.path], lines: 2)
        defer { process.terminate() }
        try #require(lines.count == 2)
        #expect(lines[1] == "app-id=7 installation-id=1 account=mona private-key=\(key.path)")
        let attributes = try FileManager.default.attributesOfItem(atPath: key.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try String(contentsOf: key, encoding: .utf8).hasPrefix("-----BEGIN RSA PRIVATE KEY-----"))

        let client = TestClient(baseURL: try #require(URL(string: lines[0])))
        let claims = AppRoutesTests.claims()
        let app = try await client.get(
            "/app", headers: AppRoutesTests.bearer(try AppRoutesTests.jwt(claims, keyFile: key)))
        #expect(app.status == 200)
        #expect(try app.object()["id"] as? Int == 7)
        // A JWT signed with any other key is refused, as GitHub refuses it.
        let forged = try await client.get(
            "/app", headers: AppRoutesTests.bearer(try AppRoutesTests.jwt(claims)))
        #expect(forged.status == 401)

        let token = try await client.send(
            "POST", "/app/installations/1/access_tokens",
            headers: AppRoutesTests.bearer(try AppRoutesTests.jwt(claims, keyFile: key)))
        #expect(token.status == 201)
        let installation = AppRoutesTests.bearer(try #require(try token.object()["token"] as? String))
        let labelled = try await client.send(
            "POST", "/repos/mona/hello-world/issues/7/labels", body: Data(#"{"labels":["triage"]}"#.utf8),
            headers: installation)
        #expect(labelled.status == 200)
    }

    @Test func anAppIDWithoutAKeyPathIsRefusedBeforeServing() async throws {
        let (process, lines, stderr) = try await Self.start(["--app-id", "7"], lines: 1)
        let message = await offThePool { stderr.fileHandleForReading.readDataToEndOfFile() }
        await offThePool { process.waitUntilExit() }
        #expect(lines.isEmpty)
        #expect(process.terminationStatus == 64)
        #expect(String(decoding: message, as: UTF8.self).contains("--app-id and --app-key-out go together"))
    }

    @Test func aKeyPathThatCannotBeWrittenIsRefusedBeforeServing() async throws {
        let key = try Self.folder().appendingPathComponent("missing/app.pem")
        let (process, lines, stderr) = try await Self.start(
            ["--app-id", "7", "--app-key-out", key.path], lines: 1)
        let message = await offThePool { stderr.fileHandleForReading.readDataToEndOfFile() }
        await offThePool { process.waitUntilExit() }
        #expect(lines.isEmpty)
        #expect(process.terminationStatus == 1)
        #expect(
            String(decoding: message, as: UTF8.self).contains("check that its folder exists and is writable"))
        #expect(!FileManager.default.fileExists(atPath: key.path))
    }
}
