import Foundation
import GitHubKit
import Synchronization

/// A response cache that can say what went wrong with it, for the end of a run.
protocol ReportingResponseCache: ResponseCache {
    /// What went wrong so far, each once, for stderr.
    var warnings: [String] { get }
    /// Returns once every change asked of the cache so far is in its file: before the run ends.
    func flush() async
}

extension SQLiteResponseCache: ReportingResponseCache {
    /// Nothing to wait for: each change is in the file when its call returns.
    func flush() async {}
}

/// The run's response cache: its file opens in the background, and answers are written to it
/// behind the run, so that neither holds up what the user waits for.
///
/// - Opening. The file opens beside the run's own start (the client, the terminal) and its first
///   requests, rather than before them: opening a file takes about 3 ms, and making a new one and
///   its tables about 6 ms. A read waits for the file when it was there already; a file not made
///   yet holds nothing, so a read before then misses at once (the first run on a machine).
/// - Writing. `store` returns once the answer is queued, not written: a 500 KB page takes about
///   2 ms to write, which the page's screen or the dump's next request need not wait for. Until
///   it is written, a read of the same key is answered from the queue, so the run sees its own
///   answers. Every other change (a 304's refresh, a removal) is queued too, in order after the
///   stores before it, and returns once written. `flush()` waits for the queue: the run calls it
///   before it ends, so what it fetched is in the file for the next run. A crash before then
///   loses the answers not yet written, never the file (each write is one SQLite transaction).
///
/// What the opening had to say (a damaged file moved aside, a file only readable), or a file that
/// cannot be opened at all, which leaves the run without a cache, is told at the end of the run.
final class OpeningCache: ReportingResponseCache {
    private enum State {
        case opening
        case open(SQLiteResponseCache)
        case failed(CacheError)
    }

    /// Where the making stands, told by the task that makes the file.
    private final class Progress: Sendable {
        let state = Mutex(State.opening)
    }

    /// A change for the writer, in the order asked.
    private enum Change: Sendable {
        /// Stores the answer queued as `number` (see `Queued`).
        case store(CachedResponse, CacheKey, number: Int)
        /// Makes a change, then says so to whoever waits for it.
        case apply(@Sendable (SQLiteResponseCache) async -> Void, done: CheckedContinuation<Void, Never>)
        /// Says that everything before it is written.
        case flush(CheckedContinuation<Void, Never>)
    }

    /// The answers queued and not yet written, newest per key, and how many were ever queued.
    private struct Queued {
        var answers: [CacheKey: (number: Int, response: CachedResponse)] = [:]
        var count = 0
    }

    /// The queued answers, shared with the writer.
    private final class Unwritten: Sendable {
        let queued = Mutex(Queued())
    }

    private let progress = Progress()
    private let opening: Task<SQLiteResponseCache?, Never>
    /// Whether the file was not there yet when the run began: reads do not wait for it.
    private let isNew: Bool
    private let unwritten = Unwritten()
    private let changes: AsyncStream<Change>.Continuation

    /// Starts opening the cache at `path`, or, when `isNew`, making it once `makingAfter` returns
    /// (see `SQLiteResponseCache.init(path:maxBytes:now:)`).
    ///
    /// A new file holds nothing to read, and nothing can be stored in it before a first answer
    /// arrives, so its making (about 6 ms of work, twice that beside other work) can wait for
    /// what the first answer needs sooner: the transport's loading of libcurl, on a machine
    /// with few cores.
    init(path: String, maxBytes: Int, isNew: Bool, makingAfter: (@Sendable () async -> Void)? = nil) {
        self.isNew = isNew
        let progress = progress
        let prerequisite = isNew ? makingAfter : nil
        // Opening (or making) the file blocks, while the run's first requests and screens need
        // the concurrency pool.
        let opening = Task.detached(priority: .userInitiated) {
            await prerequisite?()
            return await onThreadOfItsOwn { () -> SQLiteResponseCache? in
                do throws(CacheError) {
                    let cache = try SQLiteResponseCache(path: path, maxBytes: maxBytes)
                    progress.state.withLock { $0 = .open(cache) }
                    return cache
                } catch {
                    progress.state.withLock { $0 = .failed(error) }
                    return nil
                }
            }
        }
        self.opening = opening
        let (stream, changes) = AsyncStream.makeStream(of: Change.self)
        self.changes = changes
        let unwritten = unwritten
        // The writer: it ends once `changes` is finished (`deinit`) and the queue is written.
        Task.detached {
            for await change in stream {
                switch change {
                case .store(let response, let key, let number):
                    await opening.value?.store(response, for: key)
                    unwritten.queued.withLock {
                        if $0.answers[key]?.number == number { $0.answers[key] = nil }
                    }
                case .apply(let change, let done):
                    if let cache = await opening.value { await change(cache) }
                    done.resume()
                case .flush(let done):
                    // Everything before it is written. Not waiting for the file: a new one is
                    // made only once a request has gone, and a run may end without one.
                    done.resume()
                }
            }
        }
    }

    deinit {
        changes.finish()
    }

    var warnings: [String] {
        switch progress.state.withLock({ $0 }) {
        case .opening: []
        case .open(let cache): cache.warnings
        case .failed(let error): ["\(error); continuing without a cache"]
        }
    }

    func flush() async {
        await withCheckedContinuation { changes.yield(.flush($0)) }
    }

    /// The cache to read: once open; a new file's only if it is made already, without waiting.
    private var readable: SQLiteResponseCache? {
        get async {
            guard isNew else { return await opening.value }
            if case .open(let cache) = progress.state.withLock({ $0 }) { return cache }
            return nil
        }
    }

    /// The answer for `key` still waiting to be written, if any.
    private func queuedAnswer(_ key: CacheKey) -> CachedResponse? {
        unwritten.queued.withLock { $0.answers[key]?.response }
    }

    func response(for key: CacheKey) async -> CachedResponse? {
        if let queued = queuedAnswer(key) { return queued }
        return await readable?.response(for: key)
    }

    func headers(for key: CacheKey) async -> CachedResponse? {
        if var queued = queuedAnswer(key) {
            queued.body = Data()
            return queued
        }
        return await readable?.headers(for: key)
    }

    func freshResponse(for key: CacheKey, at now: Date) async -> CachedResponse? {
        if let queued = queuedAnswer(key) { return queued.isFresh(at: now) ? queued : nil }
        return await readable?.freshResponse(for: key, at: now)
    }

    func store(_ response: CachedResponse, for key: CacheKey) async {
        let number = unwritten.queued.withLock { queued in
            queued.count += 1
            queued.answers[key] = (queued.count, response)
            return queued.count
        }
        changes.yield(.store(response, key, number: number))
    }

    /// Queues `change` after every change asked before it, and returns once it is made.
    private func apply(_ change: @escaping @Sendable (SQLiteResponseCache) async -> Void) async {
        await withCheckedContinuation { changes.yield(.apply(change, done: $0)) }
    }

    func refresh(
        _ key: CacheKey, etag: String?, lastModified: String?, cacheControl: String?, age: Int,
        fetchedAt: Date
    ) async {
        await apply { cache in
            await cache.refresh(
                key, etag: etag, lastModified: lastModified, cacheControl: cacheControl, age: age,
                fetchedAt: fetchedAt)
        }
    }

    func remove(_ key: CacheKey) async {
        await apply { await $0.remove(key) }
    }

    func removeResponses(at urls: [String]) async {
        await apply { await $0.removeResponses(at: urls) }
    }
}
