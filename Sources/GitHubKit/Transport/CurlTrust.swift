import CCurl
import Foundation
import Synchronization

/// Where `CurlTransport` finds the certificates it trusts, decided once per process.
///
/// libcurl on Debian and Ubuntu reads the whole CA bundle (some 140 certificates) for every new
/// connection's TLS context: 15–40 ms of CPU between the TCP handshake and the ClientHello, on
/// the critical path of every first request (docs/PERFORMANCE.md, "Real path"). The same system
/// keeps the same certificates in a hashed directory (`c_rehash`), where OpenSSL opens only the
/// issuer a server's chain needs. So when libcurl's own CA directory is such a directory, the
/// bundle is left out and the directory alone is used; should a server's chain then fail to
/// verify (a bundle edited by hand, a directory not rehashed), the request is made again with the
/// bundle, and so is every later one. Verification is never turned off.
///
/// `SSL_CERT_FILE` and `SSL_CERT_DIR` are honoured as OpenSSL's tools (and gh) honour them: the
/// file, or the hashed directory, replaces libcurl's default.
final class CurlTrust: Sendable {
    /// The CA bundle to use; nil to use none (the directory alone) when `directory` is set.
    let file: String?
    /// The hashed CA directory to use, if any.
    let directory: String?
    /// The bundle to verify with again when the directory alone fails.
    let fallback: String?
    /// Whether libcurl's defaults are left as they are.
    var isDefault: Bool { file == nil && directory == nil }

    /// The trust for this process: from the environment, else libcurl's defaults.
    static let current = CurlTrust(
        environment: ProcessInfo.processInfo.environment, defaults: CurlTrust.libcurlDefaults())

    /// Set once the directory alone has failed to verify a server: later requests use the bundle.
    let directoryFailed = Atomic(false)

    init(file: String?, directory: String?, fallback: String?) {
        self.file = file
        self.directory = directory
        self.fallback = fallback
    }

    convenience init(environment: [String: String], defaults: (file: String?, directory: String?)) {
        let file = environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        let directory = environment["SSL_CERT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        if let file {
            self.init(file: file, directory: directory, fallback: nil)
        } else if let directory {
            self.init(file: nil, directory: directory, fallback: defaults.file)
        } else if let directory = defaults.directory, Self.isHashed(directory) {
            self.init(file: nil, directory: directory, fallback: defaults.file)
        } else {
            self.init(file: nil, directory: nil, fallback: nil)
        }
    }

    /// Whether `directory` holds OpenSSL's hash links (`1a2b3c4d.0`), as `c_rehash` makes them.
    static func isHashed(_ directory: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return false
        }
        return names.contains { name in
            let parts = name.split(separator: ".")
            return parts.count == 2 && parts[0].count == 8 && parts[0].allSatisfy(\.isHexDigit)
                && parts[1].allSatisfy(\.isNumber)
        }
    }

    /// libcurl's built-in CA bundle and directory (`CURLINFO_CAINFO`, `CURLINFO_CAPATH`).
    private static func libcurlDefaults() -> (file: String?, directory: String?) {
        guard ccurl_load() == 0, let easy = ccurl_easy_init() else { return (nil, nil) }
        defer { ccurl_easy_cleanup(easy) }
        func info(_ code: Int32) -> String? {
            var value: UnsafePointer<CChar>?
            guard ccurl_easy_getinfo_string(easy, code, &value) == 0, let value else { return nil }
            return String(cString: value)
        }
        return (info(0x10_003D), info(0x10_003E))
    }
}
