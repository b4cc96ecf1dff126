import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `openssl` command, for tests of HTTPS as GitHub speaks it: throwaway self-signed
/// certificates, and `openssl s_server` serving TLS on loopback with one.
public enum OpenSSL {
    /// The command, when this machine has it.
    public static let path = ["/usr/bin/openssl", "/usr/local/bin/openssl"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Why a step failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed.
        public let description: String
    }

    /// Runs `openssl` with `arguments` to the end; a failure names the subcommand.
    public static func run(_ arguments: [String]) async throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: path ?? "openssl")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        await offThePool { process.waitUntilExit() }
        guard process.terminationStatus == 0 else {
            throw Failure(description: "openssl \(arguments.first ?? "") failed")
        }
    }

    /// A throwaway self-signed certificate (its own CA) for 127.0.0.1, in a new folder.
    public static func selfSigned() async throws -> (folder: URL, key: String, certificate: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "openssl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = folder.appendingPathComponent("key.pem").path
        let certificate = folder.appendingPathComponent("certificate.pem").path
        try await run([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days",
            "1",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out",
            certificate,
        ])
        return (folder, key, certificate)
    }

    /// Serves HTTPS on loopback with `certificate` while `body` runs: a status page for every
    /// path, or with `files`, the files under that folder (`-WWW`).
    public static func serving(
        certificate: String, key: String, files: URL? = nil, _ body: (URL) async throws -> Void
    ) async throws {
        let port = try freePort()
        let server = ChildProcess()
        server.executableURL = URL(fileURLWithPath: path ?? "openssl")
        server.arguments = [
            "s_server", "-accept", "127.0.0.1:\(port)", "-cert", certificate, "-key", key,
            files == nil ? "-www" : "-WWW",
        ]
        if let files {
            // -WWW serves the current directory: the shell moves there and becomes openssl.
            server.arguments =
                ["-c", #"cd "$0" && exec "$@""#, files.path, path ?? "openssl"] + server.arguments
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
        guard let url = URL(string: "https://127.0.0.1:\(port)") else { throw Failure(description: "no URL") }
        let deadline = ContinuousClock.now + .seconds(10)
        while !listening(port), server.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        guard listening(port) else { throw Failure(description: "openssl s_server did not start") }
        try await body(url)
    }

    /// A TCP port nothing listens on right now.
    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts connections on `port`.
    private static func listening(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = loopback(port: port)
        return withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }
}
