import Foundation

/// Finding bytes in a body: the response cache's `temp_clone_token` redaction and the dump's
/// member removal search every object GitHub sends (3 MB for a user with 3,000 followers), where
/// a byte-by-byte loop with a closure took about a nanosecond a byte. glibc's `memmem` is not
/// visible to Swift without `_GNU_SOURCE`; `memchr` and an eight-byte compare do the same work.
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
            let last = haystack.count - count
            var index = start
            if count >= 8 {
                // JSON's needles start with a quote, one byte in ten: compare eight bytes a step.
                let head = needle.loadUnaligned(as: UInt64.self)
                while index <= last {
                    if haystack.loadUnaligned(fromByteOffset: index, as: UInt64.self) == head,
                        memcmp(base + index + 8, needle.baseAddress! + 8, count - 8) == 0
                    {
                        return index
                    }
                    index += 1
                }
                return nil
            }
            while index <= last {
                guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                let offset = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(hit, needle.baseAddress!, count) == 0 { return offset }
                index = offset + 1
            }
            return nil
        }
    }

    /// Whether `needle` occurs anywhere in `haystack`.
    package static func contains(_ needle: [UInt8], in haystack: UnsafeRawBufferPointer) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }
}
