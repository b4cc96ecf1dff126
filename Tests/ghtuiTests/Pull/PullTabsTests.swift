import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// A pull request's tabs in the pure core against FakeGitHub over loopback: the Files tab with
/// every kind of change and the review threads at their lines, moving through files and hunks,
/// the Commits tab with a commit's own files, and the Checks tab opening an Actions job's log.
@Suite struct PullTabsTests {
    static let repository = try! RepositoryName(owner: "mona", name: "hello-world")

    /// A driver on pull request `number` of mona/hello-world, loaded, on tab `tab` (`1`–`4`).
    static func pull(
        _ number: Int, tab: Character = "1", url: URL, token: String? = nil, reviews: ReviewStore? = nil
    ) async -> BrowserDriver {
        var driver = BrowserDriver(
            login: nil, hasToken: token != nil, repository: repository, url: url, token: token,
            reviews: reviews)
        await driver.settle()
        driver.push(
            .issue(
                IssueScreen(
                    repository: repository, number: number, isPullRequest: true, size: driver.state.size)))
        await driver.settle()
        if tab != "1" {
            driver.press(.character(tab))
            await driver.settle()
        }
        return driver
    }

    /// The rows of the screen between the tab bar and the footer.
    static func body(_ driver: BrowserDriver) -> [Substring] {
        let lines = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)
        return Array(lines.dropFirst(2).dropLast(2))
    }

    /// Opens the file at `path` from the Files tab's list.
    static func openFile(_ path: String, in driver: inout BrowserDriver) throws {
        let files = try #require(driver.issue?.parts.files.files)
        let index = try #require(files.firstIndex { $0.path == path })
        if driver.issue?.parts.files.open != nil { driver.press(.escape) }
        driver.press(.home)
        for _ in 0..<index { driver.press(.down) }
        driver.press(.enter)
        #expect(driver.issue?.parts.files.open?.index == index)
    }

    @Test func theFilesTabListsEveryKindOfChangeAsGitHubServedIt() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await Self.pull(PullSamples.everyKindOfChange, tab: "2", url: url)
            let github = GitHub(apiURL: url, token: nil)
            let served = try await github.client.send(
                GithubRouter.pulls.files(
                    owner: "mona", name: "hello-world", number: PullSamples.everyKindOfChange))
            let files = try #require(driver.issue?.parts.files.files)
            #expect(files.map(\.path) == served.map(\.filename))
            #expect(driver.fetches.contains(.pullPart(.files, Self.repository, number: 9, page: 1)))
            #expect(driver.fetches.contains(.pullPart(.reviewComments, Self.repository, number: 9, page: 1)))
            let screen = driver.screen
            #expect(screen.contains("\(served.count) files · +"))
            let renamed = try #require(served.first { $0.status == .renamed && $0.patch != nil })
            #expect(screen.contains("R \(try #require(renamed.previousFilename)) → \(renamed.filename)"))

            // Each file without lines says why.
            let binary = try #require(files.first { $0.content == .binary })
            try Self.openFile(binary.path, in: &driver)
            #expect(driver.screen.contains("Binary file: not shown."))
            let large = try #require(files.first { $0.content == .tooLarge })
            try Self.openFile(large.path, in: &driver)
            #expect(driver.screen.contains("Too large to show: GitHub sends no patch for it"))
            let moved = try #require(files.first { $0.content == .moved })
            try Self.openFile(moved.path, in: &driver)
            #expect(driver.screen.contains("Renamed without changes from"))
            // t: a tree of folders, the cursor on the same file.
            driver.press(.escape)
            #expect(driver.issue?.parts.files.open == nil)
            let selected = driver.issue?.parts.files.selectedFile
            driver.press(.character("t"))
            #expect(driver.issue?.parts.files.list.shape == .tree)
            #expect(driver.issue?.parts.files.selectedFile == selected)
            #expect(driver.screen.contains("▾ "))
        }
    }

    @Test func aDiffShowsReviewThreadsAtTheirLinesAndMovesByHunkAndFile() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await Self.pull(PullSamples.everyKindOfChange, tab: "2", url: url)
            let github = GitHub(apiURL: url, token: nil)
            let comments = try await github.client.send(
                GithubRouter.pulls.reviewComments(
                    owner: "mona", name: "hello-world", number: PullSamples.everyKindOfChange))
            let first = try #require(comments.first { $0.line != nil && $0.inReplyToId == nil })
            let path = try #require(first.path)
            try Self.openFile(path, in: &driver)
            let open = try #require(driver.issue?.parts.files.open)
            let line = try #require(first.line)
            let side: DiffSide = first.side == "LEFT" ? .left : .right
            let row = try #require(open.layout.row(of: side, line: line))
            // The thread is drawn on the rows right under its line.
            let firstWords = String(
                try #require(first.body).replacingOccurrences(of: "`", with: "").prefix(20))
            let rows = open.layout.rows((row + 1)..<(row + 4)).map { $0.map(\.text).joined() }
            #expect(rows.contains { $0.contains(firstWords) }, "\(rows)")
            #expect(driver.screen.contains(firstWords))

            // } and { go from hunk to hunk; ] and [ from file to file.
            let hunks = open.layout.hunkRows
            #expect(hunks.count > 1)
            driver.press(.character("}"))
            #expect(driver.issue?.parts.files.open?.cursor == hunks.first { $0 > 0 })
            driver.press(.character("{"))
            #expect(driver.issue?.parts.files.open?.cursor == 0)
            let index = open.index
            driver.press(.character("]"))
            #expect(driver.issue?.parts.files.open?.index == index + 1)
            driver.press(.character("["))
            #expect(driver.issue?.parts.files.open?.index == index)
            // w: long lines cut instead of wrapped.
            #expect(driver.screen.contains("wrapped"))
            driver.press(.character("w"))
            #expect(driver.issue?.parts.files.open?.layout.mode == .cut)
            #expect(driver.screen.contains("  cut"))
        }
    }

    @Test func aPullRequestWithoutFilesAndOneOverGitHubsListLimitSaySo() async throws {
        try await FakeGitHub.serving { _, url in
            let empty = await Self.pull(PullSamples.noFiles, tab: "2", url: url)
            #expect(empty.screen.contains("0 files · +0 −0"))
            #expect(empty.screen.contains("no files changed"))
            let huge = await Self.pull(PullSamples.huge, tab: "2", url: url)
            #expect(huge.issue?.parts.files.files.count == PullSamples.fileListLimit)
            #expect(huge.issue?.parts.filesLoad.pages == PullSamples.fileListLimit / 100)
            #expect(huge.screen.contains("GitHub lists only 3,000 of 3,200 files"), "\(huge.screen)")
        }
    }

    @Test func theCommitsTabListsTheCommitsAndOpensOnesFiles() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await Self.pull(PullSamples.everyKindOfChange, tab: "3", url: url)
            let github = GitHub(apiURL: url, token: nil)
            let served = try await github.client.send(
                GithubRouter.pulls.commits(
                    owner: "mona", name: "hello-world", number: PullSamples.everyKindOfChange))
            #expect(driver.issue?.parts.commits.map(\.sha) == served.map(\.sha))
            let title = try #require(served[0].message?.split(separator: "\n").first)
            #expect(driver.screen.contains(String(served[0].sha.prefix(7)) + " " + title))
            driver.press(.enter)
            #expect(driver.fetches.contains(.commit(Self.repository, sha: served[0].sha)))
            await driver.settle()
            let commit = try await github.client.send(
                GithubRouter.repos.getCommit(owner: "mona", repo: "hello-world", ref: served[0].sha))
            #expect(driver.issue?.parts.commit?.changes.files.map(\.path) == commit.changedFiles)
            #expect(!commit.changedFiles.isEmpty)
            driver.press(.enter)
            #expect(driver.issue?.parts.showsDiff == true)
            #expect(KeyContext(driver.state) == .diff)
            driver.press(.escape, .escape)
            #expect(driver.issue?.parts.commit == nil)
            #expect(driver.screen.contains(String(served[0].sha.prefix(7))))
        }
    }

    @Test func theChecksTabListsTheHeadsChecksAndOpensAnActionsJobsLog() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await Self.pull(ActionsSamples.pullWithEveryCheck, tab: "4", url: url)
            let checks = try #require(driver.issue?.checks)
            #expect(!checks.rows.isEmpty)
            #expect(checks.rows.first?.failed == true, "failed checks come first")
            let body = Self.body(driver)
            #expect(body.first?.contains("checks ✗") == true)
            #expect(body.dropFirst().first?.contains("✗ \(checks.rows[0].name)") == true, "\(body)")
            let index = try #require(checks.rows.firstIndex { $0.actionsJob != nil })
            for _ in 0..<index { driver.press(.down) }
            driver.press(.enter)
            guard case .jobLog(let log) = driver.state.top else {
                Issue.record("Enter did not open the job's log")
                return
            }
            #expect(log.job.id == checks.rows[index].actionsJob?.id)
        }
    }

    @Test func tabsSwitchByNumberTabAndClick() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await Self.pull(PullSamples.everyKindOfChange, url: url)
            #expect(driver.issue?.parts.tab == .conversation)
            #expect(KeyContext(driver.state) == .pull)
            driver.press(.tab)
            #expect(driver.issue?.parts.tab == .files)
            driver.press(.backTab, .backTab)
            #expect(driver.issue?.parts.tab == .checks)
            let labels = TabBar.labels(PullView.tabLabels(try #require(driver.issue)), width: 100)
            let column = 1 + labels[0].count + 1 + labels[1].count + 2
            driver.press(.click(row: 1, column: column))
            #expect(driver.issue?.parts.tab == .commits)
            // An issue has no tabs.
            #expect(driver.screen.split(separator: "\n")[1].contains("1 Conversation"))
        }
    }
}
