#if canImport(Glibc)
    import Glibc
#endif

/// How the browser keeps glibc's allocator from holding on to memory it has freed.
///
/// A long session's live heap stays flat (about 7 MB after thousands of keys), but glibc gives
/// each new thread an arena of its own, up to eight per core, and keeps what is freed in each for
/// reuse. Answers are read and decoded on whichever thread the tasks run on, so the arenas fill
/// with freed pages that stay resident: in a 6-minute soak the arenas grew from 28 to 42 MB with
/// 35 MB of it free, and RSS followed. Two arenas are enough for a loop thread and a few tasks,
/// and giving the free pages back now and then keeps RSS with the live heap
/// (docs/RELIABILITY.md, "The soak").
enum Allocator {
    /// The most arenas glibc makes: threads past that share them.
    static let arenaLimit: Int32 = 2
    /// glibc's `M_ARENA_MAX`, from `malloc.h`, which the Glibc module leaves out.
    private static let arenaMaxOption: Int32 = -8

    /// Caps the arenas at `arenaLimit`; threads started before keep theirs.
    static func limitArenas() {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let mallopt = function("mallopt", as: Mallopt.self) else { return }
        _ = mallopt(arenaMaxOption, arenaLimit)
    }

    /// Gives the arenas' free pages back to the system (they are mapped again when used).
    static func returnFreeMemory() {
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let trim = function("malloc_trim", as: MallocTrim.self) else { return }
        _ = trim(0)
    }

    /// glibc's function `name`, looked up at run time: `malloc.h` is not in the Glibc module, and
    /// another C library (musl, in the static build) has neither function, which is then a no-op.
    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if canImport(Glibc)
            guard let symbol = dlsym(nil, name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        #else
            return nil
        #endif
    }
}
