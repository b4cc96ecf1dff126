import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback TCP server that misbehaves below HTTP, where FakeGitHub (a real HTTP server)
/// cannot: it cuts bodies short and resets connections, to see what URLSession reports.
///
/// Connection number n gets `script[n]`; once the script runs out, a normal JSON answer.
final class RawSocketServer: Sendable {
    /// What the server does with one connection, after reading its request.
    enum Move: Sendable {
        /// Announces `Content-Length: 1000`, sends a few bytes, closes.
        case truncatedBody
        /// Sends one chunk of a chunked body, closes without the last chunk.
        case truncatedChunk
        /// Resets the connection (RST) without answering.
        case reset
        /// Sends the headers and part of the body, then resets.
        case resetMidBody
        /// Closes the connection without answering.
        case closeWithoutAnswer
        /// Sends nothing for three seconds, then closes.
        case stall
        /// Answers 200 with a small user object.
        case answer
        /// Answers 201 after an interim 100, with a field sent twice, an empty one, and spaces
        /// and tabs around values (URLSession refuses this head; libcurl reads it).
        case oddHead
    }

    private let listener: Int32
    /// The port it listens on, on 127.0.0.1.
    let port: Int
    private let state: Mutex<(script: [Move], connections: Int)>

    /// Starts listening on a thread of its own; it answers from threads of its own too, so that
    /// a busy cooperative pool in the tests does not slow its answers down.
    init(script: [Move]) throws {
        state = Mutex((script, 0))
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 8) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in serve() }
    }

    /// The base URL to send requests to.
    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// How many connections it has accepted.
    var connections: Int { state.withLock { $0.connections } }

    /// Stops accepting connections.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            let move = state.withLock { state in
                defer { state.connections += 1 }
                return state.connections < state.script.count ? state.script[state.connections] : .answer
            }
            // Each connection on a thread of its own, so that a stall holds up nobody else.
            Thread.detachNewThread { [self] in
                readRequest(connection)
                perform(move, on: connection)
            }
        }
    }

    /// Reads until the blank line that ends the request's headers (these requests have no body).
    private func readRequest(_ connection: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.ends(with: Array("\r\n\r\n".utf8)) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            received += buffer[..<count]
        }
    }

    private func perform(_ move: Move, on connection: Int32) {
        func send(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
        }
        let json = "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n"
        switch move {
        case .truncatedBody:
            send(json + "Content-Length: 1000\r\n\r\n{\"login\":\"mo")
        case .truncatedChunk:
            send(json + "Transfer-Encoding: chunked\r\n\r\nc\r\n{\"login\":\"mo\r\n")
        case .reset:
            break
        case .resetMidBody:
            send(json + "Content-Length: 1000\r\n\r\n{\"login\":\"mo")
        case .closeWithoutAnswer:
            break
        case .stall:
            sleep(3)
        case .answer:
            send(json + "Content-Length: 16\r\n\r\n{\"login\":\"mona\"}")
        case .oddHead:
            send(
                "HTTP/1.1 100 Continue\r\nX-Interim: dropped\r\n\r\n"
                    + "HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nConnection: close\r\n"
                    + "Link:  <https://api.example/a?page=2>; rel=\"next\"\t\r\n"
                    + "Link: <https://api.example/a?page=9>; rel=\"last\"\r\n"
                    + "X-Spaced:\t value:  with inner  spaces \t\r\n" + "X-Empty:\r\n" + "x-lower:v\r\n"
                    + "Content-Length: 16\r\n\r\n{\"login\":\"mona\"}")
        }
        if move == .reset || move == .resetMidBody {
            // Lingering for zero seconds makes close() send RST instead of FIN.
            usleep(50_000)
            var option = linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        } else {
            // Let the client read what was sent before the FIN.
            usleep(50_000)
        }
        close(connection)
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
