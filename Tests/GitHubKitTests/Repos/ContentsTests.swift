import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// `GET /repos/{owner}/{repo}/contents/{path}` and the README as JSON, raw text and HTML.
@Suite struct ContentsTests {
    private let repos = GithubRouter.repos

    @Test func theRootAndASubdirectoryListTheirEntries() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let root = try await github.client.send(
                repos.contents(owner: "mona", name: "hello-world", path: ""))
            let entries = try #require(root.directory)
            #expect(
                entries.map(\.name) == [
                    "LICENSE", "Package.swift", "README.md", "Sources", "assets", "docs", "latest", "vendor",
                ])
            #expect(entries.first { $0.name == "docs" }?.isDirectory == true)
            #expect(root.file == nil)

            let docs = try await github.client.send(
                repos.contents(owner: "mona", name: "hello-world", path: "docs"))
            #expect(
                docs.directory?.map(\.path) == [
                    "docs/deep", "docs/guide.md", "docs/naïve #1?.txt", "docs/notes with space.md",
                    "docs/ünïcødé 笔记.md",
                ])
        }
    }

    @Test func filesWithSpacesAndUnicodeAreSentEscapedAndDecode() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let spaced = try await github.client.send(
                repos.contents(owner: "mona", name: "hello-world", path: "docs/notes with space.md"))
            let file = try #require(spaced.file)
            #expect(file.name == "notes with space.md")
            #expect(file.decodedContent == "# Notes\n\nA file whose name has spaces.\n")
            #expect(file.size == 39)

            let unicode = try await github.client.send(
                repos.contents(
                    owner: "mona", name: "hello-world", path: "docs/ünïcødé 笔记.md", ref: "feature/x"))
            #expect(unicode.file?.decodedContent?.contains("笔记") == true)
            #expect(unicode.file?.url?.contains("ref=feature/x") == true)

            let nested = try await github.client.send(
                repos.contents(owner: "mona", name: "hello-world", path: "docs/deep/nested/file.txt"))
            #expect(nested.file?.decodedContent == "deep\n")

            let paths = await RouteExpectations.paths(kit.server)
            #expect(paths.contains("/repos/mona/hello-world/contents/docs/notes%20with%20space.md"))
            #expect(paths.allSatisfy { $0.allSatisfy(\.isASCII) })
            #expect(
                paths.contains {
                    $0.removingPercentEncoding == "/repos/mona/hello-world/contents/docs/ünïcødé 笔记.md"
                })
            #expect(paths.contains("/repos/mona/hello-world/contents/docs/deep/nested/file.txt"))
        }
    }

    @Test func missingPathsRefsAndEmptyRepositoriesAre404() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            await RouteExpectations.notFound(
                repos.contents(owner: "mona", name: "hello-world", path: "no-such-file.txt"), by: github)
            await RouteExpectations.notFound(
                repos.contents(owner: "mona", name: "hello-world", path: "docs%2F..%2FREADME.md"), by: github)
            await RouteExpectations.notFound(
                repos.contents(owner: "mona", name: "hello-world", path: "README.md", ref: "no-such-ref"),
                by: github,
                message: "No commit found for the ref no-such-ref")
            await RouteExpectations.notFound(
                repos.contents(owner: "mona", name: "mystery", path: ""), by: github,
                message: "This repository is empty.")
            await RouteExpectations.notFound(
                repos.contents(owner: "mona", name: "no-such-repo", path: ""), by: github)
        }
    }

    @Test func dotDotAndEmptyPartsAreNeverSent() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            for bad in [
                "..", "docs/../README.md", "docs//guide.md", "/docs", "docs/", ".", "docs/./guide.md",
            ] {
                await RouteExpectations.rejected(
                    repos.contents(owner: "mona", name: "hello-world", path: bad), by: github,
                    server: kit.server)
            }
            await RouteExpectations.rejected(
                repos.contents(owner: "mona", name: "hello-world", path: "README.md", ref: "../main"),
                by: github,
                server: kit.server)
            await RouteExpectations.rejected(
                repos.contents(owner: "mona", name: "a/b", path: "README.md"), by: github, server: kit.server)
            #expect(await kit.server.requests.isEmpty)
        }
    }

    @Test func theReadmeComesAsJSONRawTextOrHTMLPerAcceptHeader() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let readme = try await github.client.send(repos.readme(owner: "mona", name: "hello-world"))
            let raw = try await github.client.send(
                repos.readmeText(owner: "mona", name: "hello-world"))
            let html = try await github.client.send(repos.readmeHTML(owner: "mona", name: "hello-world"))
            #expect(raw == readme.decodedContent)
            #expect(raw.hasPrefix("# Hello, World! 👋\n"))
            #expect(html.contains("<h1>Hello, World! 👋</h1>"))
            #expect(!html.contains("# Hello"))
            let plain: String = try await github.client.send(
                repos.readmeText(owner: "mona", name: "hello-world"))
            #expect(plain == raw)
            let accepts = await kit.server.requests.prefix(3).map { $0.header("accept") ?? "" }
            #expect(
                accepts == [
                    "application/vnd.github+json", ReposRoutes.rawMediaType, ReposRoutes.htmlMediaType,
                ])

            let file = try await github.client.send(
                repos.contents(owner: "mona", name: "hello-world", path: "README.md"))
            #expect(file.file?.decodedContent == raw)
            let unicodeText = try await github.client.send(
                repos.fileText(owner: "mona", name: "hello-world", path: "docs/ünïcødé 笔记.md", ref: "v1.34.0")
            )
            #expect(unicodeText == "# Ünïcødé\n\n笔记 — ноты — 📝\n")
            await RouteExpectations.rejected(
                repos.fileText(owner: "mona", name: "hello-world", path: "docs/../x"), by: github,
                server: kit.server)
            #expect(file.file?.sha == readme.sha)
            await RouteExpectations.notFound(repos.readmeText(owner: "mona", name: "mystery"), by: github)
        }
    }

    @Test func aBigFilesStartComesRawInOneRangedAnswerWithItsWholeSize() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let object = try await github.client.send(
                repos.contents(owner: "mona", name: "hello-world", path: "assets/dump.csv"))
            #expect(object.file?.encoding == "none" && object.file?.size == 1_572_864)
            let route = repos.fileStart(
                owner: "mona", name: "hello-world", path: "assets/dump.csv", count: 1_000)
            let response = try await github.client.download(route)
            let file = try #require(response.bodyFile)
            defer { try? FileManager.default.removeItem(at: file) }
            let start = try Data(contentsOf: file)
            #expect(response.status == 206 && start.count == 1_000)
            #expect(response.header("content-range") == "bytes 0-999/1572864")
            #expect(String(decoding: start, as: UTF8.self).hasPrefix("id,name,score\n1,item-1,919\n"))
            let sent = await kit.server.requests.last
            #expect(
                sent?.header("range") == "bytes=0-999" && sent?.header("accept") == ReposRoutes.rawMediaType)
        }
    }
}
