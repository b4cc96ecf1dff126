import Foundation
import GitHubKit
import Synchronization

/// A response cache that can say what went wrong with it, for the end of a run.
protocol ReportingResponseCache: ResponseCache {
    /// What went wrong so far, each once, for stderr.
    var warnings: [String] { get }
}

extension SQLiteResponseCache: ReportingResponseCache {}

/// The response cache while its file opens in the background, beside the run's own start (the
/// client, the terminal) and its first requests, rather than before them: opening a file takes
/// about 3 ms, and making a new one and its tables about 6 ms, on the path of the first paint.
///
/// A read waits for the file when it was there already; a file not made yet holds nothing, so a
/// read before then misses at once (the first run on a machine). A write always waits, so that,
/// as with `SQLiteResponseCache`, a response is in the cache when its request returns. What the
/// opening had to say (a damaged file moved aside, a file only readable), or a file that cannot
/// be opened at all, which leaves the run without a cache, is told at the end of the run.
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

    private let progress = Progress()
    private let opening: Task<SQLiteResponseCache?, Never>
    /// Whether the file was not there yet when the run began: reads do not wait for it.
    private let isNew: Bool

    /// Starts opening the cache at `path`, or making it when `isNew` (see
    /// `SQLiteResponseCache.init(path:maxBytes:now:)`).
    init(path: String, maxBytes: Int, isNew: Bool) {
        self.isNew = isNew
        let progress = progress
        // Opening (or making) the file blocks, while the run's first requests and screens need
        // the concurrency pool.
        opening = Task.detached(priority: .userInitiated) {
            await onThreadOfItsOwn {
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
    }

    var warnings: [String] {
        switch progress.state.withLock({ $0 }) {
        case .opening: []
        case .open(let cache): cache.warnings
        case .failed(let error): ["\(error); continuing without a cache"]
        }
    }

    /// The cache to read: once open; a new file's only if it is made already, without waiting.
    private var readable: SQLiteResponseCache? {
        get async {
            guard isNew else { return await opening.value }
            if case .open(let cache) = progress.state.withLock({ $0 }) { return cache }
            return nil
        }
    }

    func response(for key: CacheKey) async -> CachedResponse? {
        await readable?.response(for: key)
    }

    func headers(for key: CacheKey) async -> CachedResponse? {
        await readable?.headers(for: key)
    }

    func freshResponse(for key: CacheKey, at now: Date) async -> CachedResponse? {
        await readable?.freshResponse(for: key, at: now)
    }

    func store(_ response: CachedResponse, for key: CacheKey) async {
        await opening.value?.store(response, for: key)
    }

    func refresh(
        _ key: CacheKey, etag: String?, lastModified: String?, cacheControl: String?, age: Int,
        fetchedAt: Date
    ) async {
        await opening.value?.refresh(
            key, etag: etag, lastModified: lastModified, cacheControl: cacheControl, age: age,
            fetchedAt: fetchedAt)
    }

    func remove(_ key: CacheKey) async {
        await opening.value?.remove(key)
    }

    func removeResponses(at urls: [String]) async {
        await opening.value?.removeResponses(at: urls)
    }
}
