import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The release screen in the pure core against FakeGitHub on loopback, its downloads made by
/// the real `AssetSaver` through the real transport into a temporary directory: notes and
/// assets shown, `d` saving the right bytes (the storage host never gets the token), never
/// over a file, resuming a cut transfer, and saying plainly when it cannot.
@Suite struct ReleaseScreenTests {
    private static let token = "tok-release"
    private static let options = Options(tokens: [token: "mona"])
    private let helloWorld = try! RepositoryName(owner: "mona", name: "hello-world")

    /// A driver on mona/hello-world's latest release (the Releases tab's second row: the
    /// first is a pre-release), its first asset selected.
    private func onLatestRelease(_ url: URL, size: ScreenSize = ScreenSize(width: 100, height: 30)) async
        -> BrowserDriver
    {
        var driver = BrowserDriver(
            hasToken: true, repository: helloWorld, size: size, url: url, token: Self.token)
        await driver.settle()
        driver.press(.character(Character(String(RepoTab.releases.rawValue + 1))))
        await driver.settle()
        driver.press(.character("j"), .enter)
        return driver
    }

    private func release(_ driver: BrowserDriver) -> ReleaseScreen? {
        if case .release(let release) = driver.state.top { release } else { nil }
    }

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(component: "ghtui-release-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The bytes FakeGitHub's storage serves for `asset`.
    private func served(_ asset: ReleaseAsset) -> Data {
        AssetBytes.data(assetID: asset.id, range: 0..<(asset.size ?? 0))
    }

    @Test func enterOnAReleaseShowsItsNotesAndAssets() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let driver = await onLatestRelease(url)
            let screen = try #require(release(driver))
            #expect(screen.assets.count == 2)
            let text = driver.screen
            #expect(text.contains(screen.release.tagName ?? "?"))
            #expect(text.contains("What's changed"))
            #expect(text.contains("by mona"))
            #expect(text.contains("ASSETS"))
            for asset in screen.assets { #expect(text.contains(asset.name ?? "?")) }
            #expect(text.contains("100.0 MB"), "the large asset's size, for people")
            #expect(text.contains("application/octet-stream"))
            #expect(text.contains("· 2 assets"))
            for asset in screen.assets {
                #expect(text.contains("\(Format.grouped(asset.downloadCount ?? -1)) download"))
            }
            #expect(text.contains("d downloads the asset"))
        }
    }

    @Test func longNotesScrollWithThePageKeysWhileJAndKMoveAmongTheAssets() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = await onLatestRelease(url, size: ScreenSize(width: 60, height: 13))
            let screen = try #require(release(driver))
            try #require(screen.noteLineCount > screen.noteRows + 1, "the notes must overflow this terminal")
            let notes = screen.notes.lines(width: ReleaseScreen.notesWidth(ScreenSize(width: 60, height: 13)))
                .map { $0.map(\.text).joined().trimmingCharacters(in: .whitespaces) }
            let first = try #require(notes.first { !$0.isEmpty })
            let last = try #require(notes.last { !$0.isEmpty })
            #expect(driver.screen.contains(first) && !driver.screen.contains(last))
            let hidden = screen.noteLineCount - screen.noteRows + 1
            #expect(driver.screen.contains("… \(hidden) more lines: PgDn scrolls, o reads them on the web"))
            driver.press(.character("j"))
            #expect(release(driver)?.cursor == 1 && release(driver)?.notesScroll == 0)
            for _ in 0..<screen.noteLineCount { driver.press(.character(" ")) }
            #expect(release(driver)?.notesScroll == screen.maxNotesScroll)
            #expect(driver.screen.contains(last) && !driver.screen.contains("more line"))
            #expect(release(driver)?.cursor == 1, "the page keys leave the selected asset alone")
            driver.press(.pageUp)
            #expect(release(driver)?.notesScroll == max(0, screen.maxNotesScroll - (screen.noteRows - 1)))
            for _ in 0..<screen.noteLineCount { driver.press(.control("u")) }
            #expect(release(driver)?.notesScroll == 0 && driver.screen.contains(first))
        }
    }

    @Test func dSavesTheAssetWithItsBytesAndTheStorageHostNeverGetsTheToken() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = await onLatestRelease(url)
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let asset = try #require(release(driver)?.assets.first)
            driver.press(.character("d"))
            #expect(release(driver)?.download != nil)
            driver.press(.character("d"))
            #expect(driver.state.notice?.contains("one at a time") == true)
            #expect(driver.downloads.count == 1)
            // Progress shows on the asset's row while it arrives.
            let id = try #require(driver.downloads.first?.0)
            driver.send(.loaded(id, .download(.progress(DownloadProgress(received: 2048, total: 8192)))))
            #expect(driver.screen.contains("2.0 KB / 8.0 KB  25%"))
            await driver.download(into: directory)
            let saved = directory.appending(component: try #require(asset.name))
            #expect(try Data(contentsOf: saved) == served(asset))
            #expect(!FileManager.default.fileExists(atPath: saved.path + ".part"))
            #expect(release(driver)?.download == nil)
            #expect(release(driver)?.outcome == "saved to \(saved.path)")
            #expect(driver.screen.contains("saved to /"))

            let requests = await server.requests
            let storage = requests.filter { $0.path.hasPrefix("/_storage/releases/") }
            #expect(storage.count == 1)
            #expect(storage.allSatisfy { $0.header("authorization") == nil })
            let api = try #require(requests.first { $0.path.hasSuffix("/releases/assets/\(asset.id)") })
            #expect(api.header("authorization") == "Bearer \(Self.token)")
            #expect(api.status == 302)
        }
    }

    @Test func anExistingFileIsNeverOverwritten() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = await onLatestRelease(url)
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let asset = try #require(release(driver)?.assets.first)
            let name = try #require(asset.name)
            #expect(name.hasSuffix(".tar.gz"))
            let mine = directory.appending(component: name)
            try Data("mine".utf8).write(to: mine)
            driver.press(.character("d"))
            await driver.download(into: directory)
            driver.press(.character("d"))
            await driver.download(into: directory)
            let stem = name.dropLast(".tar.gz".count)
            #expect(try Data(contentsOf: mine) == Data("mine".utf8))
            #expect(
                try Data(contentsOf: directory.appending(component: "\(stem) (1).tar.gz")) == served(asset))
            #expect(
                try Data(contentsOf: directory.appending(component: "\(stem) (2).tar.gz")) == served(asset))
        }
    }

    @Test func aCutTransferKeepsItsPartAndTheNextDResumesIt() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = await onLatestRelease(url)
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let asset = try #require(release(driver)?.assets.first)
            let saved = directory.appending(component: try #require(asset.name))
            let part = URL(fileURLWithPath: saved.path + ".part")
            await server.setFault(.truncatedTransfer, path: "/_storage/releases/", times: 1)
            driver.press(.character("d"))
            await driver.download(into: directory)
            #expect(!FileManager.default.fileExists(atPath: saved.path), "nothing under the final name")
            let kept = try Data(contentsOf: part).count
            #expect(kept > 0 && kept < (asset.size ?? 0))
            #expect(release(driver)?.outcome?.contains(".part, d continues it") == true)

            driver.press(.character("d"))
            await driver.download(into: directory)
            #expect(try Data(contentsOf: saved) == served(asset))
            #expect(!FileManager.default.fileExists(atPath: part.path))
            let resumed = await server.requests.last { $0.path.hasPrefix("/_storage/releases/") }
            #expect(resumed?.header("range") == "bytes=\(kept)-")
            #expect(resumed?.status == 206)
            #expect(resumed?.header("authorization") == nil)
        }
    }

    @Test func aDirectoryThatCannotBeWrittenIsSaidAndLeavesNothing() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = await onLatestRelease(url)
            let asset = try #require(release(driver)?.assets.first)
            // Root may write anywhere the file system allows: /proc refuses new files even to root.
            let directory: URL
            if getuid() == 0 {
                directory = URL(fileURLWithPath: "/proc")
            } else {
                directory = try temporaryDirectory()
                try FileManager.default.setAttributes(
                    [.posixPermissions: 0o555], ofItemAtPath: directory.path)
            }
            defer {
                if getuid() != 0 {
                    try? FileManager.default.setAttributes(
                        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
                    try? FileManager.default.removeItem(at: directory)
                }
            }
            driver.press(.character("d"))
            await driver.download(into: directory)
            let outcome = try #require(release(driver)?.outcome)
            #expect(outcome.hasPrefix("cannot download into \(directory.path)"))
            let name = try #require(asset.name)
            #expect(!FileManager.default.fileExists(atPath: directory.appending(component: name).path))
            #expect(
                !FileManager.default.fileExists(atPath: directory.appending(component: name + ".part").path))
            #expect(await server.requests.allSatisfy { !$0.path.contains("/releases/assets/") })
        }
    }

    @Test func aMissingAssetSaysSoAndLeavesNothing() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let github = GitHub(apiURL: url, token: Self.token)
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let gone = AssetDownload(repository: helloWorld, assetID: 99, name: "gone.zip")
            let news = await AssetSaver(directory: directory).save(gone, client: github.client) { _ in }
            guard case .failed(let reason) = news else {
                Issue.record("a missing asset was saved: \(news)")
                return
            }
            #expect(reason.hasPrefix("no such asset (404)"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }

    @Test func sizesAndProgressReadForPeople() {
        #expect(ReleaseView.bytes(980) == "980 B")
        #expect(ReleaseView.bytes(12_595) == "12.3 KB")
        #expect(ReleaseView.bytes(100 * 1024 * 1024) == "100.0 MB")
        #expect(
            ReleaseView.progress(DownloadProgress(received: 3 * 1024 * 1024, total: 100 * 1024 * 1024))
                == "3.0 MB / 100.0 MB  3%")
        #expect(AssetSaver.split("a-v1.2.0-linux.tar.gz") == ("a-v1.2.0-linux", ".tar.gz"))
        #expect(AssetSaver.split("notes") == ("notes", ""))
        #expect(AssetSaver.safeName("../../etc/passwd") == "_.._etc_passwd")
    }
}
