import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The Gists tab of a person's profile and the gist screen it opens, driven through the reducer
/// and drawn into a cell grid, with FakeGitHub's answers over loopback.
@Suite struct GistScreenTests {
    /// The gist on top, if a gist is on top.
    private func gist(_ driver: BrowserDriver) -> GistScreen? {
        if case .gist(let gist) = driver.state.top { gist } else { nil }
    }

    /// mona's profile on its Gists tab, three gists a page, every page loaded.
    private func gistsTab(_ url: URL) async -> BrowserDriver {
        var driver = BrowserDriver(perPage: 3, url: url)
        await driver.settle()
        driver.press(.character("6"))
        await driver.loadEverything()
        driver.press(.home)
        return driver
    }

    @Test func theGistsTabListsAPersonsGistsNewestFirstWithTheirCountsPageByPage() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(perPage: 3, url: url)
            await driver.settle()
            driver.press(.character("6"))
            #expect(driver.profile?.tab == .gists)
            guard case .page(.gists, "mona", 1, 3, _, _)? = driver.queued.first?.1 else {
                Issue.record("expected the first page of gists, got \(driver.queued)")
                return
            }
            #expect(
                try driver.queued.first?.1.route.urlRequest(baseURL: url)
                    == GithubRouter.gists.forUser("mona", page: 1, perPage: 3).urlRequest(baseURL: url))
            await driver.loadEverything()
            let list = try #require(driver.profile?.list)
            #expect(list.loadedPages == 3 && !list.hasMore)
            let gists = list.items.compactMap { item -> Gist? in
                if case .gist(let gist) = item { gist } else { nil }
            }
            #expect(gists.count == 8)
            let updated = gists.compactMap(\.updatedAt)
            #expect(updated.count == 8 && updated == updated.sorted(by: >))
            #expect(gists.map { $0.files.count } == [2, 3, 3, 2, 3, 1, 2, 3])

            driver.press(.home)
            let screen = driver.screen
            #expect(
                screen.contains("DESCRIPTION") && screen.contains("FILES") && screen.contains("VISIBILITY"))
            #expect(screen.contains("page 3/3 · 8 of 8"))
            let lines = screen.split(separator: "\n").map(String.init)
            let first = try #require(lines.first { $0.contains("Gist 0 of mona") })
            #expect(first.contains("2 files") && first.contains("public"))
            // The fourth has no description: its first file's name stands for it.
            let fourth = try #require(lines.firstIndex { $0.contains("Gist 2 of mona") })
            #expect(lines[fourth + 1].contains("hello.swift") && lines[fourth + 1].contains("2 files"))
            #expect(lines.contains { $0.contains("Gist 5 of mona") && $0.contains("1 file ") })
        }
    }

    @Test func anOrganizationHasNoGistsTabAndNarrowTabBarsShowAllSix() async throws {
        try await FakeGitHub.serving { _, url in
            var org = BrowserDriver(login: "octo-org", url: url)
            await org.settle()
            org.press(.character("6"))
            #expect(org.profile?.tab == .repos)
            #expect(org.state.notice == "octo-org is an organization: its tabs are 1 Repos, 2 People")

            var person = BrowserDriver(size: ScreenSize(width: 60, height: 20), url: url)
            await person.settle()
            let profile = try #require(person.profile)
            let tabs = person.grid.line(Layout.profile(profile, size: person.state.size).tabRow)
            #expect(tabs.contains("5 Act") && tabs.contains("6 Gist"))
        }
    }

    @Test func enterOpensAGistWhoseMarkdownRendersAndWhoseCodeHasLineNumbers() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await gistsTab(url)
            driver.press(.enter)
            let id = try #require(gist(driver)?.id)
            #expect(driver.fetches.last == .gist(id))
            #expect(driver.screen.contains("Gist 0 of mona"), "the list's copy shows while GitHub is asked")
            await driver.settle()
            let screen = try #require(gist(driver))
            #expect(screen.isComplete && screen.files.map(\.name) == ["hello.swift", "notes.md"])
            let text = driver.screen
            #expect(text.contains("by mona · 2 files · public · updated"))
            #expect(text.contains("hello.swift  Swift"))
            #expect(text.contains("1 │ print(\"Hello, gist 0!\")"))
            // The Markdown file is rendered: its heading without its `#`, its text as a paragraph.
            #expect(text.contains("Notes 0") && !text.contains("# Notes 0"))
            #expect(text.contains("By mona."))
            #expect(text.contains("file 1 of 2"))

            driver.press(.character("o"))
            #expect(driver.effects.last == .open(try #require(gist(driver)?.gist?.htmlUrl)))

            driver.press(.character("h"))
            #expect(driver.profile?.tab == .gists && driver.profile?.list.cursor == 0)
            #expect(driver.queued.isEmpty, "what was loaded stays loaded")
        }
    }

    @Test func aTruncatedFileSaysSoAndABinaryFileSaysItsSize() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await gistsTab(url)
            driver.press(.down, .down, .enter)
            await driver.settle()
            let screen = try #require(gist(driver))
            #expect(screen.files.map(\.name) == ["big.log", "hello.swift", "pixel.png"])
            let text = driver.screen
            #expect(text.contains("big.log  1.5 MB · 300 lines"))
            #expect(
                text.contains("cut short: GitHub sent the first 9.3 KB of 1.5 MB; the rest is on the web"))
            #expect(text.contains("  1 │ line 1 of the big log of mona"))

            // What there is of the cut file scrolls; `]` jumps to the next files.
            driver.press(.end)
            #expect(driver.screen.contains("a binary file (22 B): not shown as text"))
            driver.press(.home, .character("]"))
            #expect(gist(driver)?.fileShown == 1)
            #expect(driver.screen.contains("hello.swift  Swift"))
            driver.press(.character("["))
            #expect(gist(driver)?.scroll == 0)

            // `r` asks GitHub again; the page stays, in its place, until the answer.
            driver.press(.character("]"))
            driver.press(.character("r"))
            #expect(driver.queued.map(\.1) == [.gist(screen.id)] && driver.queued.first?.revalidates == true)
            #expect(driver.screen.contains("hello.swift  Swift"))
            await driver.settle()
            #expect(gist(driver)?.fileShown == 1 && gist(driver)?.pending == nil)
        }
    }

    @Test func aGistThatIsNotThereIsSaidInWordsOnTheScreen() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            let id = "00000000000000000000000000abcdef"
            driver.push(.gist(GistScreen(id: id, size: driver.state.size)))
            #expect(driver.fetches.last == .gist(id))
            await driver.settle()
            let screen = try #require(gist(driver))
            #expect(!screen.isComplete && screen.error != nil)
            let said = "no gist \(id): it does not exist, was deleted, or is not yours to see"
            #expect(driver.screen.contains(said))
            let status = try #require(driver.screen.split(separator: "\n").last)
            #expect(status.contains(said), "the status bar says it too: \(status)")
            driver.press(.character("h"))
            #expect(driver.profile?.login == "mona")
        }
    }

    @Test func everyRowOfTheTabAndTheGistFitsAtTheMinimumSize() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(size: ScreenSize(width: 40, height: 10), perPage: 3, url: url)
            await driver.settle()
            driver.press(.character("6"))
            await driver.settle()
            for row in 0..<driver.grid.height { #expect(TextWidth.width(of: driver.grid.line(row)) <= 40) }
            #expect(driver.screen.contains("Gist 0 of mona"))
            driver.press(.enter)
            await driver.settle()
            #expect(driver.screen.contains("▌ hello.swift"))
            for row in 0..<driver.grid.height { #expect(TextWidth.width(of: driver.grid.line(row)) <= 40) }
        }
    }

    @Test func aGistFilesTextIsSanitizedAndItsTabsExpanded() throws {
        let json =
            #"{"filename": "evil\u001b[2J.sh", "language": "Shell", "size": 20, "#
            + #""content": "\tred:\u001b[31mRED\u001b[0m\nbell:\u0007\n"}"#
        let file = GistFileText(try JSONDecoder().decode(GistFile.self, from: Data(json.utf8)))
        #expect(file.name == "evil.sh")
        guard case .text(let lines) = file.body else {
            Issue.record("expected text, got \(file.body)")
            return
        }
        #expect(lines == ["    red:RED", "bell:␇"])
    }
}
