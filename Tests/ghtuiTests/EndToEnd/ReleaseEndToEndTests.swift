import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// A release's asset downloaded in the real `ghtui` under tmux against FakeGitHub: the Releases
/// tab, `Enter` on the latest release, `d` on its first asset, saved into the config file's
/// `downloads_dir` with the bytes the storage host serves.
@Suite(.serialized, .oneBinaryAtATime) struct ReleaseEndToEndTests {
    private let token = "release-e2e-token"

    @Test func releasesTabEnterThenDSavesTheAssetIntoTheDownloadsDirectory() async throws {
        let scratch = scratchDirectory()
        let downloads = scratch.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let config = scratch.appendingPathComponent("config.json")
        try Data(#"{"downloads_dir": "\#(downloads.path)"}"#.utf8).write(to: config)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await FakeGitHub.serving(options: Options(tokens: [token: "mona"])) { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-release", width: 120, height: 36,
                command: ghtuiShellCommand(
                    "--repo mona/hello-world --config \(config.path)", url: url,
                    environment: "GH_TOKEN=\(token)"))
            defer { session.kill() }
            _ = try await session.screen("the repository") { $0.text.contains("1,820 stars") }
            session.type("4")
            _ = try await session.screen("the releases") {
                $0.text.contains("v1.33.0") && $0.text.contains("35 of 35")
            }
            session.type("j")
            session.send("Enter")
            let page = try await session.screen("the release") {
                $0.text.contains("ASSETS") && $0.text.contains("d downloads the asset")
            }
            #expect(page.text.contains("What's changed"))
            session.type("d")
            _ = try await session.screen("the asset saved") { $0.text.contains("saved to \(downloads.path)") }
            let files = try FileManager.default.contentsOfDirectory(atPath: downloads.path)
            #expect(files.count == 1)
            let name = try #require(files.first)
            #expect(name.hasSuffix("-linux-x86_64.tar.gz"))
            let asset = try #require(
                await server.requests.first { $0.path.contains("/releases/assets/") }?.path.split(
                    separator: "/"
                ).last
            )
            let bytes = try Data(contentsOf: downloads.appendingPathComponent(name))
            #expect(bytes == AssetBytes.data(assetID: try #require(Int(asset)), range: 0..<bytes.count))
            #expect(bytes.count > 1_000)
            let storage = await server.requests.filter { $0.path.hasPrefix("/_storage/releases/") }
            #expect(storage.count == 1 && storage.allSatisfy { $0.header("authorization") == nil })
        }
    }
}
