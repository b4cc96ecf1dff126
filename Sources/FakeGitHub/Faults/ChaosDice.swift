/// Draws ``Chaos``'s disturbances: the same seed and the same sequence of request lines give
/// the same faults, whatever the timing.
struct ChaosDice: Sendable {
    let chaos: Chaos
    /// How many times each request line (`METHOD path?query`) has been drawn for.
    private var seen: [String: Int] = [:]

    init(_ chaos: Chaos) {
        self.chaos = chaos
    }

    /// The disturbance for this request, if any; counts the request line as seen once more.
    mutating func draw(method: String, target: String, isWebRoute: Bool) -> ChaosFault? {
        let line = method + " " + target
        let occurrence = seen[line, default: 0]
        seen[line] = occurrence + 1
        let hash = StableHash.hash(seed: chaos.seed, "\(line)\u{0}\(occurrence)")
        // The top 53 bits as a fraction in 0..<1, exactly representable as a Double.
        let fraction = Double(hash >> 11) / Double(UInt64(1) << 53)
        guard fraction < chaos.rate else { return nil }
        let kinds = ChaosFault.candidates(method: method, isWebRoute: isWebRoute)
        return Scramble.choose(kinds, StableHash.mix(hash), shift: 0)
    }
}
