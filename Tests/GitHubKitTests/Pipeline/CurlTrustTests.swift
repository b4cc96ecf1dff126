import Foundation
import TestSupport
import Testing

@testable import GitHubKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where `CurlTransport` finds the certificates it trusts: the environment first, then libcurl's
/// hashed directory alone (the bundle kept to verify with again), else libcurl's defaults.
@Suite struct CurlTrustTests {
    private let defaults = (
        file: Optional("/etc/ssl/certs/ca-certificates.crt"), directory: Optional("/etc/ssl/certs")
    )

    /// A new folder holding `names` as empty files.
    private func folder(_ names: [String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "curl-trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in names { try Data().write(to: url.appendingPathComponent(name)) }
        return url.path
    }

    @Test func sslCertFileReplacesTheBundleAndHasNoFallback() {
        let trust = CurlTrust(environment: ["SSL_CERT_FILE": "/tmp/ca.pem"], defaults: defaults)
        #expect(trust.file == "/tmp/ca.pem" && trust.directory == nil && trust.fallback == nil)
        let both = CurlTrust(
            environment: ["SSL_CERT_FILE": "/tmp/ca.pem", "SSL_CERT_DIR": "/tmp/certs"], defaults: defaults)
        #expect(both.file == "/tmp/ca.pem" && both.directory == "/tmp/certs")
    }

    @Test func sslCertDirIsUsedAloneWithTheBundleToFallBackOn() {
        let trust = CurlTrust(environment: ["SSL_CERT_DIR": "/tmp/certs"], defaults: defaults)
        #expect(trust.file == nil && trust.directory == "/tmp/certs" && trust.fallback == defaults.file)
        #expect(!trust.isDefault)
    }

    @Test func aHashedDefaultDirectoryIsUsedAloneAndAnyOtherLeavesLibcurlsDefaults() throws {
        let hashed = try folder(["ca-certificates.crt", "3513523f.0", "DigiCert_Global_Root_CA.pem"])
        let trust = CurlTrust(environment: [:], defaults: (defaults.file, hashed))
        #expect(trust.file == nil && trust.directory == hashed && trust.fallback == defaults.file)

        let plain = try folder(["ca-bundle.crt", "README"])
        #expect(CurlTrust(environment: [:], defaults: (defaults.file, plain)).isDefault)
        #expect(CurlTrust(environment: [:], defaults: (defaults.file, nil)).isDefault)
        #expect(CurlTrust(environment: [:], defaults: (defaults.file, "/no/such/folder")).isDefault)
        // An empty variable is as good as none.
        #expect(
            CurlTrust(environment: ["SSL_CERT_FILE": "", "SSL_CERT_DIR": ""], defaults: (nil, plain))
                .isDefault)
    }

    @Test func hashLinksAreEightHexDigitsAndANumber() throws {
        #expect(CurlTrust.isHashed(try folder(["a1b2c3d4.0"])))
        #expect(CurlTrust.isHashed(try folder(["A1B2C3D4.12"])))
        #expect(!CurlTrust.isHashed(try folder(["a1b2c3d.0", "a1b2c3d4.pem", "g1b2c3d4.0", "a1b2c3d4"])))
    }
}

/// The hashed directory alone failing, against a real TLS server (`openssl s_server`): the
/// request is made again with the bundle, and every later one goes straight to it.
@Suite(.enabled(if: OpenSSL.path != nil, "needs the openssl command"))
struct CurlTrustFallbackTests {
    @Test func aChainTheDirectoryCannotVerifyIsVerifiedAgainWithTheBundle() async throws {
        let (folder, key, certificate) = try await OpenSSL.selfSigned()
        // A hashed directory without the server's CA.
        let directory = folder.appendingPathComponent("certs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try await OpenSSL.serving(certificate: certificate, key: key) { url in
            let trust = CurlTrust(file: nil, directory: directory.path, fallback: certificate)
            let transport = try #require(
                CurlTransport(timeout: .seconds(30), maxConnectionsPerHost: 1, trust: trust))
            let (_, first) = try await transport.send(URLRequest(url: url))
            #expect(first.statusCode == 200)
            let fellBack = trust.directoryFailed.load(ordering: .relaxed)
            #expect(fellBack)
            let (_, second) = try await transport.send(URLRequest(url: url))
            #expect(second.statusCode == 200)

            // Without a bundle to fall back on, the failure is libcurl's, with its reason.
            let alone = CurlTrust(file: nil, directory: directory.path, fallback: nil)
            let refused = try #require(
                CurlTransport(timeout: .seconds(30), maxConnectionsPerHost: 1, trust: alone))
            await #expect {
                try await refused.send(URLRequest(url: url))
            } throws: { error in
                (error as? URLError)?.localizedDescription.contains("SSL certificate problem") == true
            }
        }
    }
}
