import Foundation
import GitHubKit
import TestSupport
import Testing

@Suite struct SQLiteResponseCacheSharingTests {
    @Test func twoInstancesOnOneFileWriteAndReadConcurrently() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            // Both open a file that does not exist yet: both race to create and migrate it.
            async let openedFirst = SQLiteResponseCache(path: path)
            async let openedSecond = SQLiteResponseCache(path: path)
            let caches = try await [openedFirst, openedSecond]

            let perInstance = 40
            await withTaskGroup(of: Void.self) { group in
                for (instance, cache) in caches.enumerated() {
                    group.addTask {
                        for index in 0..<perInstance {
                            let key = cacheKey("https://api.github.com/users/i\(instance)-\(index)")
                            await cache.store(cachedResponse(size: 4096, seed: UInt8(instance)), for: key)
                            // Read what the other instance wrote so far, while it keeps writing.
                            let other = cacheKey("https://api.github.com/users/i\(1 - instance)-\(index / 2)")
                            _ = await cache.response(for: other)
                        }
                    }
                }
            }

            for cache in caches {
                #expect(cache.warnings.isEmpty)
                #expect(await cache.totalBytes() == 2 * perInstance * 4096)
                for instance in 0..<2 {
                    for index in 0..<perInstance {
                        let key = cacheKey("https://api.github.com/users/i\(instance)-\(index)")
                        #expect(
                            await cache.response(for: key)
                                == cachedResponse(size: 4096, seed: UInt8(instance)))
                    }
                }
            }
        }
    }

    @Test(.enabled(if: sqlite3Path != nil, "needs the sqlite3 shell"))
    func anotherProcessHoldingTheWriteLockMakesAStoreWaitNotFail() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            let cache = try SQLiteResponseCache(path: path)
            await cache.store(cachedResponse(), for: cacheKey())

            // The shell takes the write lock, inserts a response of its own, signals, and holds
            // the lock a while before committing.
            let foreign = cacheKey("https://api.github.com/users/from-shell")
            let marker = directory.file("locked")
            let release = directory.file("release")
            let body = "7b7d"  // {}
            let script = """
                BEGIN IMMEDIATE;
                INSERT INTO responses (key, api_host, token_fingerprint, method, url, accept, status, etag,
                    fetched_at, last_used_at, size, body)
                VALUES ('\(foreign.digest)', '\(foreign.apiHost)', '\(foreign.tokenFingerprint)', 'GET',
                    '\(foreign.url)', '\(foreign.accept)', 200, '"shell"', 0, 0, 2, X'\(body)');
                .shell touch '\(marker)'

                """
            let shell = ChildProcess()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = [
                // The transaction stays open until the test lets it go, however slow the machine.
                "-c",
                "(cat; while [ ! -e \"$2\" ]; do sleep 0.02; done; echo 'COMMIT;') | \"$0\" -batch \"$1\"",
                sqlite3Path ?? "sqlite3", path, release,
            ]
            let input = Pipe()
            shell.standardInput = input
            try shell.run()
            input.fileHandleForWriting.write(Data(script.utf8))
            try input.fileHandleForWriting.close()

            let deadline = ContinuousClock.now + .seconds(10)
            while !FileManager.default.fileExists(atPath: marker), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(FileManager.default.fileExists(atPath: marker))

            let mine = cacheKey("https://api.github.com/users/mine")
            let started = ContinuousClock.now
            // A thread, not a task: a busy concurrency pool must not hold the release past
            // SQLite's five-second busy timeout.
            Thread.detachNewThread {
                usleep(300_000)
                _ = FileManager.default.createFile(atPath: release, contents: nil)
            }
            await cache.store(cachedResponse(seed: 3), for: mine)
            let waited = ContinuousClock.now - started
            shell.waitUntilExit()

            #expect(shell.terminationStatus == 0)
            #expect(waited > .milliseconds(200), "the store did not wait for the lock")
            #expect(cache.warnings.isEmpty)
            #expect(await cache.response(for: mine) == cachedResponse(seed: 3))
            let fromShell = await cache.response(for: foreign)
            #expect(fromShell?.body == Data("{}".utf8))
            #expect(fromShell?.etag == "\"shell\"")
            #expect(await cache.totalBytes() == cachedResponse().body.count * 2 + 2)
            #expect(try sqlite3(path, "SELECT count(*) FROM responses;") == "3")
        }
    }

    @Test(.enabled(if: sqlite3Path != nil, "needs the sqlite3 shell"))
    func writesFromAnotherProcessAreSeenAndCountTowardsTheCap() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            let clock = SteppingClock()
            let cache = try SQLiteResponseCache(path: path, maxBytes: 3000, now: { clock.now() })
            await cache.store(cachedResponse(size: 1000), for: cacheKey())
            let foreign = cacheKey("https://api.github.com/users/from-shell")
            try sqlite3(
                path,
                """
                INSERT INTO responses (key, api_host, token_fingerprint, method, url, accept, status,
                    fetched_at, last_used_at, size, body)
                VALUES ('\(foreign.digest)', '\(foreign.apiHost)', '\(foreign.tokenFingerprint)', 'GET',
                    '\(foreign.url)', '\(foreign.accept)', 200, 0, 0, 1500, zeroblob(1500));
                """)
            #expect(await cache.totalBytes() == 2500)
            // The shell's entry is the least recently used (used at time 0): it goes first.
            await cache.store(cachedResponse(size: 1000), for: cacheKey("https://api.github.com/users/next"))
            #expect(await cache.response(for: foreign) == nil)
            #expect(await cache.response(for: cacheKey()) != nil)
            #expect(await cache.totalBytes() == 2000)
        }
    }
}
