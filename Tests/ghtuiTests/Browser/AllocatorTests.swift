import Foundation
import Testing

@testable import ghtui

#if canImport(Glibc)
    import Glibc
#endif

/// `Allocator`: freed memory that the allocator kept leaves the process's resident set.
@Suite(.serialized) struct AllocatorTests {
    /// The process's resident set in bytes (`/proc/self/statm`'s second field, in pages).
    private func residentBytes() throws -> Int {
        let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = try #require(Int(statm.split(separator: " ")[1]))
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Whether `malloc` is glibc's. AddressSanitizer and ThreadSanitizer (`Scripts/sanitize/run.sh`)
    /// put their own allocator in its place: freed blocks go to the sanitizer (ASan holds them in
    /// its quarantine to catch a use after free), not to glibc's arenas, so `malloc_trim` has
    /// nothing to give back and what this test measures does not exist there.
    static let mallocIsGlibcs = ["__asan_init", "__tsan_init"].allSatisfy { (name: String) in
        dlsym(nil, name) == nil
    }

    @Test(.enabled(if: mallocIsGlibcs, "a sanitizer's allocator is in place of glibc's"))
    func freedPagesBetweenLiveBlocksGoBackToTheSystem() throws {
        // 64 MB in 4 KB blocks, each written to, then all but every 64th freed: the free runs
        // between the live blocks stay resident in the arena until they are given back.
        let blockSize = 4096
        var blocks = (0..<16_384).map { _ in
            let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
            block.initializeMemory(as: UInt8.self, repeating: 1, count: blockSize)
            return block
        }
        defer { for block in blocks { block.deallocate() } }
        for index in blocks.indices where index % 64 != 0 { blocks[index].deallocate() }
        blocks = stride(from: 0, to: blocks.count, by: 64).map { blocks[$0] }
        let kept = try residentBytes()

        Allocator.returnFreeMemory()

        let returned = kept - (try residentBytes())
        #expect(returned > 32 << 20, "only \(returned >> 20) MB of about 63 MB freed left the resident set")
    }
}
