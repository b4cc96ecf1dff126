import Foundation

/// Finding bytes in a body: the response cache's `temp_clone_token` redaction and the dump's
/// member removal search every object GitHub sends (3 MB for a user with 3,000 followers), where
/// a byte-by-byte loop with a closure took about a nanosecond a byte. glibc's `memmem` is not
/// visible to Swift without `_GNU_SOURCE`; `memchr` does the work for short needles, and
/// Horspool's skip (one byte read per window, the window moved by up to the needle's length) for
/// long ones.
package enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`; nil when there is none.
    package static func firstOffset(
        of needle: [UInt8], in haystack: UnsafeRawBufferPointer, from start: Int = 0
    )
        -> Int?
    {
        let count = needle.count
        guard start >= 0, haystack.count - start >= count else { return nil }
        guard let base = haystack.baseAddress, let first = needle.first else { return start }
        return needle.withUnsafeBytes { needle -> Int? in
            if count >= 8 { return horspool(needle, in: haystack, from: start) }
            let last = haystack.count - count
            var index = start
            while index <= last {
                guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                let offset = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(hit, needle.baseAddress!, count) == 0 { return offset }
                index = offset + 1
            }
            return nil
        }
    }

    /// Horspool's search: the byte under the window's end says how far the window may move, so
    /// that JSON's keys, whose bytes are mostly not in the needle, are passed several bytes a step.
    private static func horspool(
        _ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int
    ) -> Int? {
        let count = needle.count
        let end = count - 1
        let lastByte = needle[end]
        // A byte apiece, filled for every search: a shorter move than the needle allows (past 255)
        // only costs steps, never a match.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { shift -> Int? in
            shift.initialize(repeating: UInt8(Swift.min(count, 255)))
            for index in 0..<end { shift[Int(needle[index])] = UInt8(Swift.min(end - index, 255)) }
            var index = start
            let last = haystack.count - count
            while index <= last {
                let byte = haystack[index + end]
                if byte == lastByte, memcmp(haystack.baseAddress! + index, needle.baseAddress!, end) == 0 {
                    return index
                }
                index += Int(shift[Int(byte)])
            }
            return nil
        }
    }

    /// Whether `needle` occurs anywhere in `haystack`.
    package static func contains(_ needle: [UInt8], in haystack: UnsafeRawBufferPointer) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }
}
