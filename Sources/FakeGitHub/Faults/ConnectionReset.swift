import FlyingFox
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends a connection with a TCP reset and no answer, for ``Fault/connectionReset``.
///
/// FlyingFox has no way to drop a connection from a handler, but it asks a WebSocket handler for
/// its frames before it writes anything, and closes the connection when that throws. Before
/// throwing, this finds the connection's socket (by its two addresses) and sets `SO_LINGER` to
/// zero, so that the close sends a reset (`ECONNRESET` for the client) instead of a FIN.
/// When the socket cannot be found the client sees an orderly close with no answer instead.
struct ConnectionReset: WSHandler {
    /// The port this server listens on.
    let serverPort: UInt16
    /// The client's address as FlyingFox saw it.
    let peer: HTTPRequest.Address?

    /// Why FlyingFox closes the connection.
    struct Dropped: Error {}

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame>
    {
        if case .ip4(_, let peerPort)? = peer, let descriptor = Self.socket(local: serverPort, peer: peerPort)
        {
            var option = linger(l_onoff: 1, l_linger: 0)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        }
        throw Dropped()
    }

    /// The open IPv4 socket of this process from local port `local` to peer port `peer`.
    private static func socket(local: UInt16, peer: UInt16) -> Int32? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else {
            return nil
        }
        return names.compactMap { Int32($0) }.first { descriptor in
            port(of: descriptor, getsockname) == local && port(of: descriptor, getpeername) == peer
        }
    }

    private static func port(
        of descriptor: Int32,
        _ name: (Int32, UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32
    ) -> UInt16? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { name(descriptor, $0, &length) }
        }
        guard result == 0, address.sin_family == sa_family_t(AF_INET) else { return nil }
        return UInt16(bigEndian: address.sin_port)
    }
}
