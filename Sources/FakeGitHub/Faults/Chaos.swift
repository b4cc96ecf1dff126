/// Random but reproducible disturbances: each API or feed request is disturbed with
/// probability ``rate`` by one of the ``ChaosFault`` kinds, the ways GitHub's edge fails.
///
/// The draw for a request is a stable hash of ``seed``, the method, the path with its query and
/// how many times this same request line has been seen before. So two servers with the same seed
/// disturb the same requests in the same way, and a retry of a disturbed request is drawn anew
/// (and usually succeeds). Faults armed with ``FakeGitHub/setFault(_:path:times:)`` take precedence.
///
/// Writes (any method but GET and HEAD) only get what GitHub sends before acting on a request:
/// ``ChaosFault/badGateway``, ``ChaosFault/secondaryRateLimit`` and ``ChaosFault/tooManyRequests``,
/// so a disturbed write never half-happened. The web host (`/{login}.atom`) gets every kind but
/// the API's 403 secondary limit: github.com says 429.
public struct Chaos: Sendable, Hashable {
    /// Probability, 0…1, that a request is disturbed.
    public var rate: Double
    /// Chooses which requests are disturbed and how.
    public var seed: UInt64
    /// How long a ``ChaosFault/stall`` waits before answering (GitHub: seconds; tests: less).
    public var stall: Duration

    /// Chaos at `rate` (clamped to 0…1) drawn from `seed`, stalling for `stall`.
    public init(rate: Double, seed: UInt64, stall: Duration = .seconds(3)) {
        self.rate = rate.isNaN ? 0 : min(1, max(0, rate))
        self.seed = seed
        self.stall = stall
    }
}
