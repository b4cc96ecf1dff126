import Foundation
import GitHubKit
import Synchronization

/// A response cache that can say what went wrong with it, for the end of a run.
protocol ReportingResponseCache: ResponseCache {
    /// What went wrong so far, each once, for stderr.
    var warnings: [String] { get }
}

extension SQLiteResponseCache: ReportingResponseCache {}

/// The response cache when its file is not there yet, which is the first run on a machine: the
/// file and its tables are made in the background while the first requests go out, rather than
/// before them (about 6 ms on the path of the first request, and so of the first paint a new
/// user sees).
///
/// Nothing can be in a file that is not made yet, so a read before then misses at once; a write
/// waits for the file, so that, as with `SQLiteResponseCache`, a response is in the cache when
/// its request returns. A file that cannot be made leaves a run without a cache, with a warning.
final class NewCacheFile: ReportingResponseCache {
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

    /// Starts making the cache at `path` (see `SQLiteResponseCache.init(path:maxBytes:now:)`).
    init(path: String, maxBytes: Int) {
        let progress = progress
        opening = Task.detached(priority: .userInitiated) {
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

    var warnings: [String] {
        switch progress.state.withLock({ $0 }) {
        case .opening: []
        case .open(let cache): cache.warnings
        case .failed(let error): ["\(error); continuing without a cache"]
        }
    }

    /// The cache if it is made already, without waiting for it.
    private var made: SQLiteResponseCache? {
        if case .open(let cache) = progress.state.withLock({ $0 }) { return cache }
        return nil
    }

    func response(for key: CacheKey) async -> CachedResponse? {
        await made?.response(for: key)
    }

    func headers(for key: CacheKey) async -> CachedResponse? {
        await made?.headers(for: key)
    }

    func freshResponse(for key: CacheKey, at now: Date) async -> CachedResponse? {
        await made?.freshResponse(for: key, at: now)
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
