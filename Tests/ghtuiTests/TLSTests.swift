import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The openssl command, which makes the certificate and serves TLS.
private let opensslPath = ["/usr/bin/openssl", "/usr/local/bin/openssl"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// HTTPS as GitHub speaks it, through the real binary: a server whose certificate does not verify
/// is a network failure (exit 6) that says why, never a silent downgrade, and never an option to
/// look away. The server is `openssl s_server` with a throwaway self-signed certificate.
@Suite(.serialized, .oneBinaryAtATime, .enabled(if: opensslPath != nil, "needs the openssl command"))
struct TLSTests {
    /// Runs `openssl` with `arguments` to the end.
    private func openssl(_ arguments: [String]) async throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: opensslPath ?? "openssl")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        await offThePool { process.waitUntilExit() }
        try #require(process.terminationStatus == 0, "openssl \(arguments.first ?? "")")
    }

    /// A TCP port nothing listens on right now.
    private func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        try #require(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts connections on `port`.
    private func listening(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = loopback(port: port)
        return withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }

    /// Serves HTTPS on loopback with `certificate` while `body` runs: a status page for every
    /// path, or with `files`, the files under that folder (`-WWW`).
    private func serving(
        certificate: String, key: String, files: URL? = nil, _ body: (URL) async throws -> Void
    ) async throws {
        let port = try freePort()
        let server = ChildProcess()
        server.executableURL = URL(fileURLWithPath: opensslPath ?? "openssl")
        server.arguments = [
            "s_server", "-accept", "127.0.0.1:\(port)", "-cert", certificate, "-key", key,
            files == nil ? "-www" : "-WWW",
        ]
        if let files {
            // -WWW serves the current directory: the shell moves there and becomes openssl.
            server.arguments =
                ["-c", #"cd "$0" && exec "$@""#, files.path, opensslPath ?? "openssl"] + server.arguments
            server.executableURL = URL(fileURLWithPath: "/bin/sh")
        }
        server.standardInput = Pipe()
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        let url = try #require(URL(string: "https://127.0.0.1:\(port)"))
        let deadline = ContinuousClock.now + .seconds(10)
        while !listening(port), server.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        try #require(listening(port), "openssl s_server did not start")
        try await body(url)
    }

    /// A throwaway self-signed certificate (its own CA) for 127.0.0.1 in a new folder: (folder,
    /// key, certificate).
    private func selfSigned() async throws -> (URL, String, String) {
        let folder = scratchDirectory()
        let key = folder.appendingPathComponent("key.pem").path
        let certificate = folder.appendingPathComponent("certificate.pem").path
        try await openssl([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days",
            "1",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out",
            certificate,
        ])
        return (folder, key, certificate)
    }

    /// `GET /users/mona` over TLS with `certificate`, trusted through `environment`: the dump of
    /// the user the server's file holds.
    private func dumpTrusting(_ environment: [String: String], certificate: String, key: String, folder: URL)
        async throws -> RunResult
    {
        let files = folder.appendingPathComponent("www")
        try FileManager.default.createDirectory(
            at: files.appendingPathComponent("users"), withIntermediateDirectories: true)
        try Data(#"{"login":"mona","id":1}"#.utf8).write(to: files.appendingPathComponent("users/mona"))
        var result: RunResult?
        try await serving(certificate: certificate, key: key, files: files) { url in
            result = try await runGHTUI(
                [
                    "--user", "mona", "--json", "--include", "user", "--no-cache", "--api-url",
                    url.absoluteString,
                ],
                environment: environment.merging(["GH_TOKEN": "tls-secret-token"]) { $1 })
        }
        return try #require(result)
    }

    @Test func aCATrustedThroughSSLCertFileVerifies() async throws {
        let (folder, key, certificate) = try await selfSigned()
        let result = try await dumpTrusting(
            ["SSL_CERT_FILE": certificate], certificate: certificate, key: key, folder: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text.contains(#""login":"mona""#) || result.text.contains(#""login": "mona""#))
    }

    @Test func aHashedDirectoryTrustedThroughSSLCertDirVerifies() async throws {
        let (folder, key, certificate) = try await selfSigned()
        let directory = folder.appendingPathComponent("certs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: certificate, toPath: directory.appendingPathComponent("ca.pem").path)
        try await openssl(["rehash", directory.path])
        let result = try await dumpTrusting(
            ["SSL_CERT_DIR": directory.path], certificate: certificate, key: key, folder: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text.contains("mona"))
        // Without it, the same server is refused: the directory is what made it verify.
        let refused = try await dumpTrusting([:], certificate: certificate, key: key, folder: folder)
        #expect(refused.status == 6)
    }

    @Test func aCertificateThatDoesNotVerifyIsExitSixWithTheReasonAndNoToken() async throws {
        let (_, key, certificate) = try await selfSigned()
        try await serving(certificate: certificate, key: key) { url in
            let result = try await runGHTUI(
                ["--user", "mona", "--json", "--no-cache", "--api-url", url.absoluteString],
                environment: ["GH_TOKEN": "tls-secret-token"])
            #expect(result.status == 6)
            #expect(result.stdout.isEmpty)
            let port = url.port ?? 0
            #expect(
                result.stderr.hasPrefix(
                    "ghtui: network error talking to 127.0.0.1:\(port): SSL certificate problem"))
            #expect(result.stderr.contains("self-signed certificate"))
            #expect(!result.stderr.contains("tls-secret-token"))
            // A certificate problem is not retried: the answer would be the same.
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}
