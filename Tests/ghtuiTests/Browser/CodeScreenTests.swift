import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The Code tab of a repository and the code screen it pushes, driven through the reducer and
/// drawn into a cell grid, with FakeGitHub's answers over loopback.
@Suite struct CodeScreenTests {
    /// The code screen on top, if it is on top.
    private func code(_ driver: BrowserDriver) -> CodeScreen? {
        if case .code(let code) = driver.state.top { code } else { nil }
    }

    /// The names listed, in order.
    private func names(_ driver: BrowserDriver) -> [String] {
        code(driver)?.listing.visible.compactMap { index -> String? in
            if case .content(let item) = code(driver)?.listing.items[index] { item.name } else { nil }
        } ?? []
    }

    /// mona/hello-world's code screen at its root, loaded.
    private func helloWorldCode(_ url: URL, height: Int = 30) async -> BrowserDriver {
        var driver = BrowserDriver(
            repository: try! RepositoryName(owner: "mona", name: "hello-world"),
            size: ScreenSize(width: 100, height: height), url: url)
        await driver.settle()
        driver.press(.character("7"))
        await driver.settle()
        return driver
    }

    /// Moves the cursor to the entry named `name` and presses Enter.
    private func open(_ name: String, in driver: inout BrowserDriver) async {
        guard let index = names(driver).firstIndex(of: name) else {
            Issue.record("no \(name) in \(names(driver))")
            return
        }
        driver.press(.home)
        for _ in 0..<index { driver.press(.down) }
        driver.press(.enter)
        await driver.settle()
    }

    @Test func theCodeTabListsTheRootDirectoriesFirstAndEnterAndBackWalkTheTree() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = await helloWorldCode(url)
            let screen = try #require(code(driver))
            #expect(screen.title == "code: /")
            #expect(driver.grid.line(0).contains("mona/hello-world › code: /"))
            #expect(
                names(driver) == [
                    "Sources", "assets", "docs", "vendor", "LICENSE", "Package.swift", "README.md", "latest",
                ])
            let text = driver.screen
            #expect(text.contains("docs/") && text.contains("symlink") && text.contains("README.md"))
            #expect(driver.grid.line(1).contains("branch main"))

            await open("docs", in: &driver)
            #expect(code(driver)?.path == "docs")
            #expect(code(driver)?.title == "code: docs")
            #expect(names(driver).first == "deep")
            await open("deep", in: &driver)
            #expect(code(driver)?.path == "docs/deep")
            driver.press(.character("h"))
            await driver.settle()
            #expect(code(driver)?.path == "docs")
            // The cursor comes back on the directory just left.
            guard case .content(let selected)? = code(driver)?.listing.selected else {
                Issue.record("nothing selected")
                return
            }
            #expect(selected.name == "deep")
            driver.press(.backspace)
            await driver.settle()
            #expect(code(driver)?.path == "")
            driver.press(.escape)
            #expect(driver.repository != nil)

            let paths = await server.requests.map(\.path)
            #expect(paths.contains("/repos/mona/hello-world/contents/docs/deep"))
        }
    }

    @Test func aMarkdownFileIsRenderedAndMShowsItsSourceWithLineNumbers() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await helloWorldCode(url)
            await open("docs", in: &driver)
            await open("guide.md", in: &driver)
            // `r` asks GitHub again, past any fresh cached copy.
            driver.press(.character("r"))
            #expect(driver.queued.last?.revalidates == true)
            await driver.settle()
            #expect(code(driver)?.title == "code: docs/guide.md")
            #expect(KeyContext(driver.state) == .codeFile)
            var text = driver.screen
            #expect(text.contains("Guide") && !text.contains("# Guide"))
            driver.press(.character("m"))
            text = driver.screen
            #expect(text.contains("1 │ # Guide"))
            #expect(text.contains("3 │ How to use hello-world."))
            driver.press(.character("m"))
            #expect(!driver.screen.contains("1 │ # Guide"))
            driver.press(.character("h"))
            #expect(code(driver)?.filePath == nil)
            #expect(names(driver).contains("guide.md"))
        }
    }

    @Test func aCodeFileIsSearchedWithSlashAndNAndShiftNMoveBetweenMatches() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await helloWorldCode(url, height: 12)
            await open("Sources", in: &driver)
            await open("App", in: &driver)
            await open("Server.swift", in: &driver)
            #expect(driver.screen.contains(" 1 │ import Foundation"))
            driver.press(.character("/"))
            #expect(KeyContext(driver.state) == .filter)
            driver.type("REQUEST")
            #expect(driver.screen.contains("search: REQUEST"))
            driver.press(.enter)
            let search = try #require(code(driver)?.search)
            // "each request", "_ request", "\(request)", "for request", "answer(request)".
            #expect(search.lines.count == 5)
            #expect(search.current == 0)
            #expect(driver.screen.contains("“REQUEST” 1 of 5"))
            driver.press(.character("n"))
            #expect(code(driver)?.search?.current == 1)
            driver.press(.character("n"), .character("n"), .character("n"))
            #expect(code(driver)?.search?.current == 4)
            let line = search.lines[4]
            let shown = try #require(code(driver))
            #expect(line >= shown.scroll && line < shown.scroll + shown.listRows)
            #expect(driver.screen.contains("print(server.answer(request))"))
            driver.press(.character("n"))
            #expect(code(driver)?.search?.current == 0)
            driver.press(.character("N"))
            #expect(code(driver)?.search?.current == 4)
            #expect(driver.screen.contains("“REQUEST” 5 of 5"))
            // The match is highlighted: its cells drawn apart from the rest of the line.
            let grid = driver.grid
            let row = try #require(
                (0..<grid.height).first { grid.line($0).contains("print(server.answer(request))") })
            let column = try #require(grid.line(row).range(of: "request)")).lowerBound.utf16Offset(
                in: grid.line(row))
            #expect(grid[row, column].style != grid[row, column - 2].style)
        }
    }

    @Test func aFileOverAMegabyteShowsItsFirstMegabyteReadRawInOneRangedRequest() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = await helloWorldCode(url, height: 12)
            await open("assets", in: &driver)
            await server.clearRequests()
            await open("dump.csv", in: &driver)
            let asked = await server.requests.filter { $0.path.hasSuffix("/contents/assets/dump.csv") }
            #expect(asked.map { $0.header("range") } == [nil, "bytes=0-1048575"])
            #expect(asked.last?.header("accept") == ReposRoutes.rawMediaType)
            #expect(asked.last?.status == 206)
            #expect(driver.screen.contains("cut short: GitHub sent the first 1.0 MB of 1.5 MB"))
            #expect(driver.screen.contains("1 │ id,name,score"))
            // Cut after the last whole line: the last line is a whole row of the CSV.
            let file = try #require(code(driver)?.file)
            let lines = file.lines(width: 100, showsSource: false)
            let last = try #require(lines.last?.dropFirst().map(\.text).joined())
            #expect(last.wholeMatch(of: /\d+,item-\d+,\d+/) != nil)
            driver.press(.character("G"))
            #expect(driver.screen.contains(last))
        }
    }

    @Test func aTooLargeFileWhoseStartCannotBeReadIsSaidTooLarge() throws {
        let object =
            #"{"type":"file","name":"big.bin","path":"big.bin","size":209715200,"encoding":"none","content":""}"#
        var file = CodeFile(try JSONDecoder().decode(ContentFile.self, from: Data(object.utf8)))
        #expect(file.awaitsStart)
        file.takeStart(nil)
        #expect(!file.awaitsStart)
        #expect(file.body == .note("too large to show here (200.0 MB); o opens it on the web"))
        var text = CodeFile(try JSONDecoder().decode(ContentFile.self, from: Data(object.utf8)))
        text.takeStart(Data("one\ntwo\nthr".utf8))
        let shown = text.lines(width: 80, showsSource: false).map { $0.map(\.text).joined() }
        #expect(
            shown.contains("1 │ one") && shown.contains("2 │ two") && !shown.contains { $0.contains("thr") })
    }

    @Test func anImageABinaryAndATooLargeFileAreSaidAsSuchWithTheirSize() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await helloWorldCode(url)
            await open("assets", in: &driver)
            await open("logo.png", in: &driver)
            #expect(driver.screen.contains("an image (33 B): not shown as text"))
            driver.press(.character("h"))
            await open("dump.csv", in: &driver)
            #expect(driver.screen.contains("cut short: GitHub sent the first 1.0 MB of 1.5 MB"))
            driver.press(.character("o"))
            #expect(
                driver.effects.last == .open("https://github.com/mona/hello-world/blob/main/assets/dump.csv"))
            driver.press(.character("y"))
            #expect(
                driver.effects.last == .copy("https://github.com/mona/hello-world/blob/main/assets/dump.csv"))
            driver.press(.character("h"), .character("h"))
            await driver.settle()
            await open("latest", in: &driver)
            #expect(driver.screen.contains("a symbolic link to docs/guide.md"))
            driver.press(.character("h"))
            await open("vendor", in: &driver)
            await open("lib", in: &driver)
            #expect(driver.screen.contains("a submodule: https://github.com/octocat/lib.git"))
        }
    }

    @Test func bSwitchesToATagAndTheListingStartsOverAtItsRoot() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = await helloWorldCode(url)
            await open("docs", in: &driver)
            driver.press(.character("b"))
            await driver.settle()
            let picker = try #require(code(driver)?.picker)
            #expect(picker.items.contains(.gitRef(GitRef(name: "main", isTag: false))))
            #expect(picker.items.contains(.gitRef(GitRef(name: "v1.30.0", isTag: true))))
            #expect(driver.screen.contains("pick a branch or tag"))
            driver.press(.character("/"))
            driver.type("v1.30")
            driver.press(.enter)
            #expect(code(driver)?.picker?.visible.count == 1)
            driver.press(.enter)
            #expect(code(driver)?.ref == "v1.30.0")
            #expect(code(driver)?.path == "")
            #expect(code(driver)?.picker == nil)
            await driver.settle()
            #expect(names(driver).first == "Sources")
            #expect(driver.grid.line(1).contains("tag v1.30.0"))
            let requests = await server.requests
            #expect(
                requests.contains {
                    $0.path == "/repos/mona/hello-world/contents" && $0.query.contains("ref=v1.30.0")
                })
            #expect(requests.contains { $0.path == "/repos/mona/hello-world/tags" })
        }
    }

    @Test func aFileNameWithSpacesUnicodeHashAndQuestionMarkReachesGitHubEscaped() async throws {
        try await FakeGitHub.serving { server, url in
            var driver = await helloWorldCode(url)
            await open("docs", in: &driver)
            await open("naïve #1?.txt", in: &driver)
            #expect(driver.screen.contains("1 │ A name with #, ? and Unicode."))
            let paths = await server.requests.map(\.path)
            #expect(paths.contains("/repos/mona/hello-world/contents/docs/na%C3%AFve%20%231%3F.txt"))
            // GitHubKit escapes each segment on its own: `#` and `?` never start a fragment or query.
            let route = GithubRouter.repos.contents(owner: "o", name: "r", path: "a b/ü#?.md")
            let request = try route.urlRequest(baseURL: url)
            #expect(
                request.url?.path(percentEncoded: true).hasSuffix("/contents/a%20b/%C3%BC%23%3F.md") == true)
        }
    }

    @Test func anEmptyRepositorysConflictIsSaidOnTheScreenAndItsPickerIsEmpty() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(
                repository: try RepositoryName(owner: "mona", name: "empty-repo"), url: url)
            await driver.settle()
            driver.press(.character("7"))
            await driver.settle()
            #expect(driver.screen.contains("This repository is empty: nothing has been pushed to it yet."))
            #expect(driver.state.top.problem == nil)
            guard case .httpError(409, _)? = code(driver)?.listing.error?.rootCause else {
                Issue.record("expected GitHub's 409, got \(String(describing: code(driver)?.listing.error))")
                return
            }
            // GitHub lists no branches and no tags for it: the picker says so, not a 404.
            driver.press(.character("b"))
            await driver.settle()
            #expect(driver.screen.contains("no branches or tags"))
            #expect(driver.state.top.problem == nil)
        }
    }

    @Test func copyingSaysTheURLWhereTheTerminalMayNotAllowOSC52() {
        #expect(Clipboard.osc52("hi") == "\u{1B}]52;c;aGk=\u{07}")
        #expect(Clipboard.notice(copying: "https://x", term: "xterm-256color") == "copied https://x")
        #expect(
            Clipboard.notice(copying: "https://x", term: "dumb")
                == "copied (if your terminal allows OSC 52): https://x")
        #expect(Clipboard.notice(copying: "https://x", term: nil).hasSuffix(": https://x"))
    }

    @Test func yWritesOSC52ThroughTheTerminalAndSaysSo() throws {
        let terminal = RecordingTerminal()
        let mailbox = try Mailbox()
        let runner = EffectRunner(
            github: GitHub(apiURL: URL(string: "http://127.0.0.1:9")!, token: nil), mailbox: mailbox,
            terminal: terminal)
        runner.run(.copy("https://github.com/mona/hello-world/blob/main/README.md"))
        #expect(
            terminal.written == [
                "\u{1B}]52;c;"
                    + Data("https://github.com/mona/hello-world/blob/main/README.md".utf8)
                    .base64EncodedString()
                    + "\u{07}"
            ])
        let notices = mailbox.take().compactMap { action -> String? in
            if case .notice(let text) = action { text } else { nil }
        }
        #expect(
            notices.count == 1
                && notices[0].hasSuffix("https://github.com/mona/hello-world/blob/main/README.md"))
    }
}

/// A terminal that keeps what is written to it as control sequences.
private final class RecordingTerminal: Terminal {
    var written: [String] = []
    var size: ScreenSize { ScreenSize(width: 80, height: 24) }
    var inputDescriptor: Int32 { -1 }
    func draw(_ grid: Grid) {}
    func readKeys() -> [KeyEvent] { [] }
    func close() {}
    func writeControl(_ sequence: String) { written.append(sequence) }
}
