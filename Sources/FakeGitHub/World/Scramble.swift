/// Deterministic pseudo-randomness: the same inputs give the same bits on every run and machine.
enum Scramble {
    /// SplitMix64 of `value` salted with `salt`.
    static func bits(_ value: Int, salt: UInt64 = 0) -> UInt64 {
        var state = UInt64(bitPattern: Int64(value)) &+ salt &* 0x9E37_79B9_7F4A_7C15
        state = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
        state = (state ^ (state >> 27)) &* 0x94D0_49BB_1331_11EB
        return state ^ (state >> 31)
    }

    /// A number in `0..<bound` drawn from `bits` starting at bit `shift`.
    static func pick(_ bits: UInt64, shift: UInt64, below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int((bits >> shift) % UInt64(bound))
    }

    /// An element of `choices` drawn from `bits` starting at bit `shift`.
    static func choose<Element>(_ choices: [Element], _ bits: UInt64, shift: UInt64) -> Element {
        choices[pick(bits, shift: shift, below: choices.count)]
    }
}
