import FlyingFox
import FlyingSocks

#if canImport(Glibc)
    import Glibc
#endif

/// FlyingFox's socket pool, with `TCP_NODELAY` on every socket it waits for: the listening one
/// (Linux passes the option on to the connections it accepts) and each connection.
///
/// FlyingFox writes a response's head and body separately, and without this Nagle's algorithm
/// holds back the last segment of a large body until the client's delayed ACK: 40 ms on about
/// one loopback answer in five for a page of 100 repositories. GitHub's servers do not wait.
struct NoDelayPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        _ = setsockopt(
            socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
