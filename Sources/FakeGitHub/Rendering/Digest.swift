import Foundation

/// Hashes for git object ids and ETags, written out because Linux Foundation has no CryptoKit.
enum Digest {
    /// SHA-1 as lowercase hex: git names a blob by `sha1("blob <size>\0<content>")`.
    static func sha1(_ message: [UInt8]) -> String {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bitLength = UInt64(message.count) * 8
        for shift in stride(from: 56, through: 0, by: -8) {
            padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        var words = [UInt32](repeating: 0, count: 80)
        for chunk in stride(from: 0, to: padded.count, by: 64) {
            for index in 0..<16 {
                let base = chunk + index * 4
                words[index] =
                    UInt32(padded[base]) << 24 | UInt32(padded[base + 1]) << 16
                    | UInt32(padded[base + 2]) << 8 | UInt32(padded[base + 3])
            }
            for index in 16..<80 {
                let mixed = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
                words[index] = mixed << 1 | mixed >> 31
            }
            var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
            for index in 0..<80 {
                let (f, k): (UInt32, UInt32)
                switch index {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ words[index]
                e = d
                d = c
                c = b << 30 | b >> 2
                b = a
                a = temp
            }
            state[0] = state[0] &+ a
            state[1] = state[1] &+ b
            state[2] = state[2] &+ c
            state[3] = state[3] &+ d
            state[4] = state[4] &+ e
        }
        return state.map { hex($0, digits: 8) }.joined()
    }

    /// A 64-hex-digit fingerprint shaped like GitHub's ETags.
    ///
    /// Four FNV-1a lanes instead of SHA-256: ETags only need to change when the body does,
    /// and list pages are large enough that a cryptographic hash slows debug builds.
    static func fingerprint(_ parts: [Data]) -> String {
        var lanes: [UInt64] = [
            0xCBF2_9CE4_8422_2325, 0x8422_2325_CBF2_9CE4, 0x9E37_79B9_7F4A_7C15, 0x2545_F491_4F6C_DD1D,
        ]
        let prime: UInt64 = 0x0000_0100_0000_01B3
        for part in parts {
            for byte in part {
                for lane in 0..<4 {
                    lanes[lane] = (lanes[lane] ^ UInt64(byte) ^ UInt64(lane)) &* prime
                }
            }
            // Separates parts so ("ab", "c") and ("a", "bc") differ.
            for lane in 0..<4 {
                lanes[lane] = (lanes[lane] ^ 0xFF) &* prime
            }
        }
        return lanes.map { hex($0, digits: 16) }.joined()
    }

    private static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
