/// Lowercase hexadecimal text for digests (cache keys, token fingerprints).
enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    /// Two lowercase hex characters per byte, in order.
    static func string(_ bytes: some Sequence<UInt8>) -> String {
        var characters: [UInt8] = []
        characters.reserveCapacity(64)
        for byte in bytes {
            characters.append(digits[Int(byte >> 4)])
            characters.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
