import Foundation

/// The bytes of a release asset as the storage host serves them: a block of `period` bytes drawn
/// from the asset's ID, repeated, so any range is made on demand, the same every time, and an
/// offset shifted by one byte gives other bytes (a resumed download that lost its place shows).
public enum AssetBytes {
    /// The length of the repeated block: a prime, so it never lines up with a transfer's chunks.
    static let period = 4093

    /// The bytes `range` of asset `id`.
    public static func data(assetID id: Int, range: Range<Int>) -> Data {
        let block = pattern(assetID: id)
        var data = Data(count: range.count)
        data.withUnsafeMutableBytes { buffer in
            var written = 0
            var position = range.lowerBound % period
            while written < range.count {
                let run = min(period - position, range.count - written)
                block.withUnsafeBytes { source in
                    buffer.baseAddress!.advanced(by: written).copyMemory(
                        from: source.baseAddress!.advanced(by: position), byteCount: run)
                }
                written += run
                position = 0
            }
        }
        return data
    }

    /// The repeated block of asset `id`.
    private static func pattern(assetID id: Int) -> [UInt8] {
        var state = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15 | 1
        return (0..<period).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }
}
