import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Synchronization
import Testing

/// `APIClient.download(_:to:progress:)` over loopback through the real `CurlTransport`: a
/// release asset streamed into a file through GitHub's redirect to its storage host (which never
/// sees the token), with progress, and a cut transfer resumed with `Range`.
@Suite struct AssetDownloadTests {
    private static let options = Options(tokens: ["tok": "mona"])

    private func route(_ id: Int) -> Route<ReleaseAsset> {
        GithubRouter.releases.downloadAsset(owner: "mona", name: "hello-world", assetID: id)
    }

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appending(component: "asset-test-\(UUID().uuidString)")
    }

    private func assetSize(_ client: APIClient, _ id: Int) async throws -> Int {
        try #require(
            try await client.send(
                GithubRouter.repos.getReleaseAsset(owner: "mona", repo: "hello-world", assetId: id)
            )
            .size)
    }

    @Test func anAssetIsStreamedIntoTheFileAndTheStorageHostGetsNoToken() async throws {
        try await TestGitHub.run(options: Self.options) { kit in
            let client = kit.client(token: "tok").client
            let id = try await firstAssetID(client)
            let size = try await assetSize(client, id)
            let file = temporaryFile()
            defer { try? FileManager.default.removeItem(at: file) }
            let last = Mutex<DownloadProgress?>(nil)
            let response = try await client.download(route(id), to: file) { progress in
                last.withLock { $0 = progress }
            }
            #expect(response.status == 200)
            #expect(try Data(contentsOf: file) == AssetBytes.data(assetID: id, range: 0..<size))
            #expect(last.withLock { $0 } == DownloadProgress(received: Int64(size), total: Int64(size)))
            let storage = await kit.server.requests.filter { $0.path.hasPrefix("/_storage/releases/") }
            #expect(storage.count == 1)
            #expect(storage.allSatisfy { $0.header("authorization") == nil && $0.status == 200 })
            let api = await kit.server.requests.filter { $0.path.contains("/releases/assets/") }
            #expect(api.contains { $0.header("authorization") == "Bearer tok" && $0.status == 302 })
        }
    }

    @Test func aCutTransferLeavesWhatArrivedAndTheNextTryAsksForTheRest() async throws {
        try await TestGitHub.run(options: Self.options) { kit in
            let client = kit.client(token: "tok").client
            let id = try await firstAssetID(client)
            let size = try await assetSize(client, id)
            let file = temporaryFile()
            defer { try? FileManager.default.removeItem(at: file) }
            await kit.server.setFault(.truncatedTransfer, path: "/_storage/releases/", times: 1)
            await #expect(throws: GitHubError.self) { try await client.download(route(id), to: file) }
            let kept = try Data(contentsOf: file).count
            #expect(kept > 0 && kept < size)
            let response = try await client.download(route(id), to: file)
            #expect(response.status == 206)
            #expect(try Data(contentsOf: file) == AssetBytes.data(assetID: id, range: 0..<size))
            let resumed = await kit.server.requests.filter { $0.path.hasPrefix("/_storage/releases/") }.last
            #expect(resumed?.header("range") == "bytes=\(kept)-")
            #expect(resumed?.header("authorization") == nil)
        }
    }

    @Test func aFileAlreadyCompleteStartsOverAfter416() async throws {
        try await TestGitHub.run(options: Self.options) { kit in
            let client = kit.client(token: "tok").client
            let id = try await firstAssetID(client)
            let size = try await assetSize(client, id)
            let file = temporaryFile()
            defer { try? FileManager.default.removeItem(at: file) }
            try Data(repeating: 7, count: size + 10).write(to: file)
            let response = try await client.download(route(id), to: file)
            #expect(response.status == 200)
            #expect(try Data(contentsOf: file) == AssetBytes.data(assetID: id, range: 0..<size))
            let statuses = await kit.server.requests.filter { $0.path.hasPrefix("/_storage/releases/") }.map(
                \.status)
            #expect(statuses == [416, 200])
        }
    }

    @Test func aLargeAssetArrivesWithProgressAlongTheWay() async throws {
        try await TestGitHub.run(options: Self.options) { kit in
            let client = kit.client(token: "tok").client
            let id = try await assetID(client, 1)
            let size = try await assetSize(client, id)
            #expect(size == 100 * 1024 * 1024)
            let file = temporaryFile()
            defer { try? FileManager.default.removeItem(at: file) }
            let reports = Mutex(0)
            _ = try await client.download(route(id), to: file) { progress in
                #expect(progress.total == Int64(size))
                reports.withLock { $0 += 1 }
            }
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect((attributes[.size] as? NSNumber)?.intValue == size)
            #expect(reports.withLock { $0 } > 2)
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            try handle.seek(toOffset: 77_777_777)
            #expect(
                try handle.read(upToCount: 4096)
                    == AssetBytes.data(assetID: id, range: 77_777_777..<77_781_873))
        }
    }

    @Test func aMissingAssetIsA404AndLeavesNoFile() async throws {
        try await TestGitHub.run(options: Self.options) { kit in
            let client = kit.client(token: "tok").client
            let file = temporaryFile()
            await #expect {
                try await client.download(route(try await firstAssetID(client) + 9), to: file)
            } throws: { error in
                if case .notFound? = (error as? GitHubError)?.rootCause { true } else { false }
            }
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    /// The first asset of the latest release of mona/hello-world (its second is the large one).
    private func firstAssetID(_ client: APIClient) async throws -> Int {
        try await assetID(client, 0)
    }

    /// Asset `index` of the latest release of mona/hello-world.
    private func assetID(_ client: APIClient, _ index: Int) async throws -> Int {
        let release = try await client.send(GithubRouter.releases.latest(owner: "mona", name: "hello-world"))
        return release.assets[index].id
    }
}
