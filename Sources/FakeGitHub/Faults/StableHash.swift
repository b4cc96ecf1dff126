/// A hash that is the same in every process and on every platform, unlike `Hasher`, which is
/// seeded randomly per process: FNV-1a over the bytes, then SplitMix64's finalizer so that
/// nearby inputs land far apart.
enum StableHash {
    /// The hash of `text`'s UTF-8 bytes under `seed`.
    static func hash(seed: UInt64, _ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325 ^ mix(seed)
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        return mix(value)
    }

    /// SplitMix64's finalizer (``Scramble``'s): every input bit affects every output bit.
    static func mix(_ input: UInt64) -> UInt64 {
        Scramble.bits(Int(Int64(bitPattern: input)), salt: 1)
    }
}
