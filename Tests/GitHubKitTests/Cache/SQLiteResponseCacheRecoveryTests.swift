import Foundation
import GitHubKit
import Testing

@Suite struct SQLiteResponseCacheRecoveryTests {
    @Test func missingDirectoriesAreCreatedPrivately() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("a/b/cache.sqlite")
            let cache = try SQLiteResponseCache(path: path)
            await cache.store(cachedResponse(), for: cacheKey())
            for created in ["a", "a/b"] {
                let attributes = try FileManager.default.attributesOfItem(atPath: directory.file(created))
                #expect((attributes[.posixPermissions] as? Int) == 0o700, "\(created)")
            }
            let file = try FileManager.default.attributesOfItem(atPath: path)
            #expect((file[.posixPermissions] as? Int) == 0o600)
        }
    }

    @Test func aFileInThePlaceOfADirectoryIsACacheError() async throws {
        try await withCacheDirectory { directory in
            try Data("x".utf8).write(to: URL(fileURLWithPath: directory.file("plain")))
            let plain = directory.file("plain")
            #expect(
                throws: CacheError.cannotCreateDirectory(plain, reason: "\(plain) is a file, not a directory")
            ) {
                try SQLiteResponseCache(path: plain + "/cache.sqlite")
            }
            #expect(
                throws: CacheError.cannotCreateDirectory(
                    plain + "/sub", reason: "\(plain) is a file, not a directory")
            ) {
                try SQLiteResponseCache(path: plain + "/sub/cache.sqlite")
            }
        }
    }

    @Test func directoryPathIsACacheErrorWithAClearMessage() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            #expect(throws: CacheError.pathIsDirectory(path)) {
                try SQLiteResponseCache(path: path)
            }
            #expect(
                CacheError.pathIsDirectory(path).description
                    == "cache path \(path) is a directory, not a file; give a file path such as \(path)/cache.sqlite"
            )
            #expect(directory.names() == ["cache.sqlite"])
        }
    }

    @Test func garbageFileIsMovedAsideWithOneWarningAndTheCacheWorks() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            let garbage = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            try garbage.write(to: URL(fileURLWithPath: path))
            try Data("junk".utf8).write(to: URL(fileURLWithPath: path + "-wal"))

            let cache = try SQLiteResponseCache(
                path: path, now: { Date(timeIntervalSince1970: 1_700_000_123) })
            let moved = path + ".corrupt-1700000123"
            #expect(
                cache.warnings == [
                    "cache file \(path) was unreadable (file is not a database); moved it to \(moved) "
                        + "and started a new cache"
                ])
            #expect(FileManager.default.contents(atPath: moved) == garbage)
            // SQLite itself discards a -wal without a valid header; either way it must not linger.
            #expect(FileManager.default.contents(atPath: path + "-wal") != Data("junk".utf8))

            await cache.store(cachedResponse(), for: cacheKey())
            #expect(await cache.response(for: cacheKey()) == cachedResponse())
            #expect(cache.warnings.count == 1)
        }
    }

    @Test func textFileIsMovedAsideNotDeleted() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            let text = Data(String(repeating: "my precious notes\n", count: 100).utf8)
            try text.write(to: URL(fileURLWithPath: path))
            let cache = try SQLiteResponseCache(path: path)
            let aside = directory.names().filter { $0.hasPrefix("cache.sqlite.corrupt-") }
            #expect(aside.count == 1)
            #expect(FileManager.default.contents(atPath: directory.file(aside[0])) == text)
            #expect(cache.warnings.count == 1)
        }
    }

    @Test func truncatedCacheFileIsReplacedAndTheNewCacheWorks() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            do {
                let cache = try SQLiteResponseCache(path: path)
                for index in 0..<20 {
                    await cache.store(
                        cachedResponse(size: 20_000), for: cacheKey("https://api.github.com/u\(index)"))
                }
            }
            // Closing the last connection folds the WAL into the file, so the cut hits real data.
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            #expect(size > 400_000)
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: UInt64(size / 2))
            try handle.close()

            let cache = try SQLiteResponseCache(path: path)
            #expect(cache.warnings.count == 1)
            #expect(cache.warnings.first?.contains("database disk image is malformed") == true)
            #expect(cache.warnings.first?.contains("started a new cache") == true)
            #expect(directory.names().contains { $0.hasPrefix("cache.sqlite.corrupt-") })
            #expect(await cache.response(for: cacheKey("https://api.github.com/u0")) == nil)
            await cache.store(cachedResponse(), for: cacheKey())
            #expect(await cache.response(for: cacheKey()) == cachedResponse())
        }
    }

    @Test func damageFoundAfterOpeningIsAMissWithAWarning() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            do {
                let cache = try SQLiteResponseCache(path: path)
                for index in 0..<5 {
                    await cache.store(
                        cachedResponse(size: 50_000), for: cacheKey("https://api.github.com/u\(index)"))
                }
            }
            // Garbage over the middle of the file: the header and schema survive, so opening
            // succeeds, and the damage shows only when a body is read.
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            let handle = try #require(FileHandle(forUpdatingAtPath: path))
            try handle.seek(toOffset: UInt64(size / 3))
            handle.write(Data(repeating: 0xA5, count: size / 3))
            try handle.close()

            let cache = try SQLiteResponseCache(path: path)
            for index in 0..<5 {
                _ = await cache.response(for: cacheKey("https://api.github.com/u\(index)"))
            }
            await cache.store(cachedResponse(), for: cacheKey())
            _ = await cache.response(for: cacheKey())
            #expect(cache.warnings.contains { $0.contains("is damaged") })
            #expect(cache.warnings.count <= 3)
        }
    }

    @Test func readOnlyFileServesHitsAndNeverFailsAStore() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            do {
                let cache = try SQLiteResponseCache(path: path)
                await cache.store(cachedResponse(), for: cacheKey())
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
            // Root ignores modes; the immutable flag stops even root, where it is allowed.
            let enforced = makeUnwritable(file: path)

            let cache = try SQLiteResponseCache(path: path)
            await cache.store(cachedResponse(seed: 9), for: cacheKey("https://api.github.com/new"))
            await cache.refresh(cacheKey(), etag: "\"x\"", lastModified: nil, fetchedAt: Date())
            await cache.remove(cacheKey())
            if enforced {
                #expect(cache.isReadOnly)
                #expect(cache.warnings.count == 1)
                #expect(
                    cache.warnings == [
                        "cache file \(path) cannot be written (the file is read-only); "
                            + "using the responses in it but not saving new ones"
                    ])
                #expect(await cache.response(for: cacheKey()) == cachedResponse())
                #expect(await cache.response(for: cacheKey("https://api.github.com/new")) == nil)
            }
        }
    }

    @Test func writeFailuresAfterOpeningBecomeOneWarningNotAnError() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            let cache = try SQLiteResponseCache(path: path)
            await cache.store(cachedResponse(), for: cacheKey())
            // The file turns unwritable under a running cache, as a full disk would refuse writes.
            // Not the -shm: SQLite maps it into memory, and an immutable mapping is a SIGBUS.
            var enforced = true
            for file in [path, path + "-wal"] {
                enforced = makeUnwritable(file: file) && enforced
            }
            for index in 0..<5 {
                await cache.store(
                    cachedResponse(size: 8192), for: cacheKey("https://api.github.com/u\(index)"))
                await cache.refresh(cacheKey(), etag: "\"\(index)\"", lastModified: nil, fetchedAt: Date())
                await cache.remove(cacheKey("https://api.github.com/u\(index)"))
                _ = await cache.response(for: cacheKey())
            }
            if enforced {
                let saving = cache.warnings.filter {
                    $0.hasPrefix("could not save to the cache file \(path) (")
                }
                #expect(saving.count == 1, "\(cache.warnings)")
                #expect(cache.warnings.count <= 2, "\(cache.warnings)")
            }
        }
    }

    @Test func readOnlyDirectoryServesHitsAndNeverFailsAStore() async throws {
        try await withCacheDirectory { directory in
            let folder = directory.file("ro")
            let path = folder + "/cache.sqlite"
            do {
                let cache = try SQLiteResponseCache(path: path)
                await cache.store(cachedResponse(), for: cacheKey())
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
            let enforced = makeUnwritable(directory: folder)

            let cache = try SQLiteResponseCache(path: path)
            await cache.store(cachedResponse(seed: 9), for: cacheKey("https://api.github.com/new"))
            #expect(await cache.response(for: cacheKey()) == cachedResponse())
            if enforced {
                #expect(cache.isReadOnly)
                #expect(cache.warnings.first?.contains("(its directory \(folder) is read-only)") == true)
                #expect(await cache.response(for: cacheKey("https://api.github.com/new")) == nil)
            }
        }
    }

    @Test func newCacheInAReadOnlyDirectoryIsACacheError() async throws {
        try await withCacheDirectory { directory in
            let folder = directory.file("ro")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
            let enforced = makeUnwritable(directory: folder)
            do {
                let cache = try SQLiteResponseCache(path: folder + "/cache.sqlite")
                #expect(!enforced, "opened a new cache in a read-only directory")
                await cache.store(cachedResponse(), for: cacheKey())
            } catch let error as CacheError {
                #expect(enforced)
                #expect(
                    error
                        == .cannotOpen(
                            folder + "/cache.sqlite", reason: "its directory \(folder) is read-only"))
            }
        }
    }

    @Test func missingDirectoryUnderAReadOnlyOneIsACacheErrorThatSaysWhy() async throws {
        try await withCacheDirectory { directory in
            let folder = directory.file("ro")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
            let enforced = makeUnwritable(directory: folder)
            do {
                _ = try SQLiteResponseCache(path: folder + "/sub/cache.sqlite")
                #expect(!enforced, "created a directory inside a read-only one")
            } catch let error as CacheError {
                #expect(enforced)
                let reasons = ["Permission denied", "Operation not permitted"]
                #expect(
                    reasons.contains { error == .cannotCreateDirectory(folder + "/sub", reason: $0) },
                    "\(error)")
            }
        }
    }

    @Test func garbageInAReadOnlyDirectoryIsACacheErrorThatSaysWhy() async throws {
        try await withCacheDirectory { directory in
            let folder = directory.file("ro")
            let path = folder + "/cache.sqlite"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
            let enforced = makeUnwritable(directory: folder)
            do {
                let cache = try SQLiteResponseCache(path: path)
                #expect(!enforced, "replaced a file in a read-only directory")
                #expect(cache.warnings.count == 1)
            } catch let error as CacheError {
                #expect(enforced)
                #expect("\(error)".contains("file is not a database, and it could not be moved aside"))
            }
        }
    }

    @Test func errorMessagesSayWhatToDo() {
        #expect(
            CacheError.cannotOpen("/x/cache.sqlite", reason: "unable to open database file").description
                == "cannot open the cache file /x/cache.sqlite (unable to open database file); "
                + "fix or remove it, or choose another cache path")
        #expect(
            CacheError.cannotCreateDirectory("/x", reason: "Permission denied").description
                == "cannot create the cache directory /x (Permission denied); "
                + "create it or choose another cache path")
    }
}

/// Makes `file` unwritable even for root when possible; returns whether writing now fails.
private func makeUnwritable(file: String) -> Bool {
    if runningAsRoot {
        _ = try? run("/bin/sh", ["-c", "chattr +i \"$0\" 2>/dev/null", file])
    }
    guard let handle = FileHandle(forWritingAtPath: file) else { return true }
    try? handle.close()
    return false
}

/// Makes `directory` refuse new files even for root when possible; returns whether it does.
private func makeUnwritable(directory: String) -> Bool {
    if runningAsRoot {
        _ = try? run("/bin/sh", ["-c", "chattr +i \"$0\" 2>/dev/null", directory])
    }
    let probe = directory + "/.probe-" + UUID().uuidString
    guard FileManager.default.createFile(atPath: probe, contents: nil) else { return true }
    try? FileManager.default.removeItem(atPath: probe)
    return false
}
