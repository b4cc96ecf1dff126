import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The run's cache (`OpeningCache`) on a real SQLite file: answers written behind the run are
/// read back before they are written and are in the file once flushed; a new file waits for its
/// prerequisite, and a run that never meets it still ends.
@Suite(.timeLimit(.minutes(1))) struct OpeningCacheTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("ghtui-opening-cache-\(UUID().uuidString)")

    private var path: String { directory.appendingPathComponent("cache.sqlite").path }

    private func key(_ page: Int) -> CacheKey {
        CacheKey(
            apiHost: "api.github.com", tokenFingerprint: "", method: "GET",
            url: "https://api.github.com/users/mona/repos?page=\(page)", accept: "application/json")
    }

    private func answer(_ text: String, etag: String? = nil) -> CachedResponse {
        CachedResponse(
            status: 200, etag: etag, body: Data(text.utf8), fetchedAt: Date(), cacheControl: "max-age=60")
    }

    /// What another process opening the file sees.
    private func fileCopy(_ key: CacheKey) async throws -> CachedResponse? {
        try await SQLiteResponseCache(path: path).response(for: key)
    }

    @Test func anAnswerIsReadBackBeforeItIsWrittenAndIsInTheFileOnceFlushed() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // The file is not made until the gate opens: until then, only the queue can answer.
        let (opened, gate) = AsyncStream.makeStream(of: Void.self)
        let cache = OpeningCache(path: path, maxBytes: 1 << 20, isNew: true) {
            for await _ in opened { return }
        }
        let stored = answer(#"[{"id":1}]"#, etag: #""a""#)
        await cache.store(stored, for: key(1))
        #expect(await cache.response(for: key(1)) == stored)
        #expect(await cache.freshResponse(for: key(1), at: Date()) == stored)
        #expect(await cache.freshResponse(for: key(1), at: Date() + 3600) == nil)
        let headers = await cache.headers(for: key(1))
        #expect(headers?.etag == #""a""#)
        #expect(headers?.body.isEmpty == true)
        #expect(!FileManager.default.fileExists(atPath: path))
        gate.yield()
        await cache.flush()
        #expect(try await fileCopy(key(1)) == stored)
        #expect(cache.warnings.isEmpty)
    }

    @Test func laterChangesApplyInTheOrderAsked() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = OpeningCache(path: path, maxBytes: 1 << 20, isNew: true)
        await cache.store(answer("first"), for: key(1))
        await cache.store(answer("second"), for: key(1))
        #expect(await cache.response(for: key(1))?.body == Data("second".utf8))
        // A removal returns once made, after the stores before it.
        await cache.remove(key(1))
        #expect(await cache.response(for: key(1)) == nil)
        await cache.store(answer("third"), for: key(1))
        await cache.refresh(key(1), etag: #""b""#, lastModified: nil, fetchedAt: Date())
        await cache.flush()
        let copy = try await fileCopy(key(1))
        #expect(copy?.body == Data("third".utf8))
        #expect(copy?.etag == #""b""#)
    }

    @Test func aNewFileIsMadeOnlyOnceItsPrerequisiteIsMetAndARunWithoutOneStillEnds() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (met, gate) = AsyncStream.makeStream(of: Void.self)
        let cache = OpeningCache(path: path, maxBytes: 1 << 20, isNew: true) {
            for await _ in met { return }
        }
        // Nothing asked of GitHub yet: nothing to read, no file, and the end of a run that
        // asked nothing does not wait for one.
        #expect(await cache.response(for: key(1)) == nil)
        await cache.flush()
        #expect(!FileManager.default.fileExists(atPath: path))
        gate.yield()
        await cache.store(answer("after"), for: key(2))
        await cache.flush()
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try await fileCopy(key(2))?.body == Data("after".utf8))
    }

    @Test func anExistingFileIsOpenedAtOnceAndReadThrough() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let earlier = OpeningCache(path: path, maxBytes: 1 << 20, isNew: true)
        await earlier.store(answer("kept"), for: key(3))
        await earlier.flush()
        // A prerequisite is for new files only: an existing one never waits for it.
        let cache = OpeningCache(path: path, maxBytes: 1 << 20, isNew: false) {
            Issue.record("an existing file waited for the prerequisite of a new one")
        }
        #expect(await cache.response(for: key(3))?.body == Data("kept".utf8))
    }
}
