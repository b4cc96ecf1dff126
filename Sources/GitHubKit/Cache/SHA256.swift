import Foundation

/// SHA-256 (FIPS 180-4), for cache keys and token fingerprints.
///
/// Written out here because GitHubKit takes no crypto dependency and Foundation has no
/// hash on Linux. It is not used for anything secret beyond fingerprinting a token.
struct SHA256 {
    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5,
        0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3,
        0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc,
        0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
        0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13,
        0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3,
        0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5,
        0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208,
        0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
        0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// Bytes not yet hashed because they do not fill a 64-byte block.
    private var pending: [UInt8] = []
    private var messageLength: UInt64 = 0

    /// The digest of `bytes`, 32 bytes.
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of `bytes` as 64 lowercase hex characters.
    static func hexDigest<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        hex(hash(bytes))
    }

    /// Lowercase hex of `bytes`.
    static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var characters: [UInt8] = []
        characters.reserveCapacity(64)
        for byte in bytes {
            characters.append(digits[Int(byte >> 4)])
            characters.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: characters, as: UTF8.self)
    }

    /// Feeds more of the message.
    mutating func update<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        let absorbed: Void? = bytes.withContiguousStorageIfAvailable { absorb($0) }
        if absorbed == nil {
            Array(bytes).withUnsafeBufferPointer { absorb($0) }
        }
    }

    private mutating func absorb(_ bytes: UnsafeBufferPointer<UInt8>) {
        messageLength &+= UInt64(bytes.count)
        var remaining = bytes[...]
        if !pending.isEmpty {
            let taken = remaining.prefix(64 - pending.count)
            pending.append(contentsOf: taken)
            remaining = remaining.dropFirst(taken.count)
            guard pending.count == 64 else { return }
            pending.withUnsafeBufferPointer { compress($0[...]) }
            pending.removeAll(keepingCapacity: true)
        }
        // Whole blocks are hashed straight from the caller's buffer: no copying.
        while remaining.count >= 64 {
            compress(remaining.prefix(64))
            remaining = remaining.dropFirst(64)
        }
        pending.append(contentsOf: remaining)
    }

    /// Pads the message (a one bit, zeros, the length in bits) and returns the digest.
    mutating func finalize() -> [UInt8] {
        let bitLength = messageLength &* 8
        var padding: [UInt8] = [0x80]
        let used = (pending.count + 1) % 64
        let zeros = used <= 56 ? 56 - used : 120 - used
        padding.append(contentsOf: repeatElement(0, count: zeros))
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        // The padding must not count towards the length already encoded in it.
        let length = messageLength
        update(padding)
        messageLength = length

        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    private mutating func compress(_ block: Slice<UnsafeBufferPointer<UInt8>>) {
        var schedule = [UInt32](repeating: 0, count: 64)
        for index in 0..<16 {
            let offset = block.startIndex + index * 4
            schedule[index] =
                UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16
                | UInt32(block[offset + 2]) << 8 | UInt32(block[offset + 3])
        }
        for index in 16..<64 {
            let sigma0 =
                rotateRight(schedule[index - 15], 7) ^ rotateRight(schedule[index - 15], 18)
                ^ (schedule[index - 15] >> 3)
            let sigma1 =
                rotateRight(schedule[index - 2], 17) ^ rotateRight(schedule[index - 2], 19)
                ^ (schedule[index - 2] >> 10)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
        }

        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        for index in 0..<64 {
            let sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ Self.roundConstants[index] &+ schedule[index]
            let sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temp1
            d = c
            c = b
            b = a
            a = temp1 &+ temp2
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    private func rotateRight(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
