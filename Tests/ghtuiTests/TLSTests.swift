import Foundation
import TestSupport
import Testing

/// HTTPS as GitHub speaks it, through the real binary: a server whose certificate does not verify
/// is a network failure (exit 6) that says why, never a silent downgrade, and never an option to
/// look away. The server is `openssl s_server` with a throwaway self-signed certificate.
@Suite(.serialized, .oneBinaryAtATime, .enabled(if: OpenSSL.path != nil, "needs the openssl command"))
struct TLSTests {
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
        try await OpenSSL.serving(certificate: certificate, key: key, files: files) { url in
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
        let (folder, key, certificate) = try await OpenSSL.selfSigned()
        let result = try await dumpTrusting(
            ["SSL_CERT_FILE": certificate], certificate: certificate, key: key, folder: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text.contains(#""login":"mona""#) || result.text.contains(#""login": "mona""#))
    }

    @Test func aHashedDirectoryTrustedThroughSSLCertDirVerifies() async throws {
        let (folder, key, certificate) = try await OpenSSL.selfSigned()
        let directory = folder.appendingPathComponent("certs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: certificate, toPath: directory.appendingPathComponent("ca.pem").path)
        try await OpenSSL.run(["rehash", directory.path])
        let result = try await dumpTrusting(
            ["SSL_CERT_DIR": directory.path], certificate: certificate, key: key, folder: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text.contains("mona"))
        // Without it, the same server is refused: the directory is what made it verify.
        let refused = try await dumpTrusting([:], certificate: certificate, key: key, folder: folder)
        #expect(refused.status == 6)
    }

    @Test func aCertificateThatDoesNotVerifyIsExitSixWithTheReasonAndNoToken() async throws {
        let (_, key, certificate) = try await OpenSSL.selfSigned()
        try await OpenSSL.serving(certificate: certificate, key: key) { url in
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
