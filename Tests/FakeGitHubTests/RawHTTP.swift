import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends hand-written HTTP/1.1 requests, for what URLSession will not send
/// (no `User-Agent`, absolute-form targets, `%2E%2E` kept as is) or would hide (redirects).
enum RawHTTP {
    /// A parsed answer with header names lowercased.
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    struct Failure: Error {
        var reason: String
    }

    /// What came back on the socket before it closed.
    struct Exchange: Sendable {
        /// Every byte received.
        var bytes: [UInt8]
        /// Whether the connection ended with a reset (`ECONNRESET`) rather than an orderly close.
        var wasReset: Bool

        /// The answer, or nil when the bytes are not a whole HTTP head.
        var response: Response? { try? RawHTTP.parse(bytes) }
    }

    /// Sends `GET target` with `headers` and `Connection: close`, and reads the whole answer.
    static func get(
        _ target: String, port: Int, headers: [String: String] = ["User-Agent": "RawHTTP"]
    ) async throws -> Response {
        try parse(try await roundTrip(target, port: port, headers: headers).bytes)
    }

    /// Sends `METHOD target` with `headers` and `Connection: close`, and reads until the server
    /// closes the connection, however it does.
    ///
    /// The blocking socket calls run on their own thread: on a two-core machine they would
    /// otherwise occupy the cooperative pool the server itself needs to answer.
    static func roundTrip(
        _ target: String, method: String = "GET", port: Int,
        headers: [String: String] = ["User-Agent": "RawHTTP"]
    ) async throws -> Exchange {
        var lines = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"]
        if method != "GET" { lines.append("Content-Length: 0") }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name): \(value)")
        }
        let request = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try exchange(request, port: port) })
            }
            thread.start()
        }
    }

    private static func exchange(_ request: [UInt8], port: Int) throws -> Exchange {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(reason: "socket") }
        defer { close(descriptor) }
        // Generous: in a full parallel test run the server may wait its turn for a while; a hung
        // server still fails the test, after a minute.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(reason: "connect") }
        var sent = 0
        while sent < request.count {
            let written = request[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard written > 0 else { throw Failure(reason: "send") }
            sent += written
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 { return Exchange(bytes: received, wasReset: errno == ECONNRESET) }
            if count == 0 { break }
            received += buffer[0..<count]
        }
        return Exchange(bytes: received, wasReset: false)
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<$0 + 4]) == separator })
        else {
            throw Failure(reason: "no header end in \(bytes.count) bytes")
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(reason: "bad status line \(head[0])")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(bytes[(end + 4)...]))
    }
}
