import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The sample pull requests FakeGitHub serves, read through GitHubKit, parsed, laid out and
/// drawn: a file of every kind with review comments (9), none (4), 300 files (49), 3,200 (68).
@Suite struct DiffPullRequestTests {
    @Test func everyKindOfFileSaysWhatItIs() async throws {
        try await FakeGitHub.serving { _, url in
            let sample = try await DiffSample.fetch(PullSamples.everyKindOfChange, from: url)
            let kinds = sample.files.map { file -> String in
                switch file.content {
                case .text(let hunks): "text \(hunks.count)"
                case .binary: "binary"
                case .tooLarge: "too large"
                case .moved: "moved"
                case .empty: "empty"
                }
            }
            #expect(
                kinds == [
                    "text 2", "too large", "text 3", "text 1", "text 1", "text 1", "binary", "moved",
                ])
            let explained = sample.files.compactMap(\.explanation)
            #expect(
                explained == [
                    "Too large to show: GitHub sends no patch for it (+2,400 −1,800).",
                    "Binary file: not shown.", "Renamed without changes from docs/old-name.md.",
                ])
            for path in ["assets/logo.png", "docs/guide.md", "Resources/fixtures/large.json"] {
                let file = try #require(sample.file(path))
                let layout = DiffLayout(file, threads: sample.threads(path), width: 80)
                var grid = Grid(width: 80, height: 12)
                DiffView.draw(layout, top: 0, cursor: nil, into: &grid, rows: 0..<12, columns: 0..<80)
                #expect(grid.line(1) == "  " + (file.explanation ?? "?"), "\(path)")
            }
            let renamed = try #require(sample.file("Sources/App/Paging.swift"))
            #expect(renamed.previousPath == "Sources/App/Pager.swift" && renamed.status == .renamed)
            #expect(DiffFileList.name(renamed) == "Sources/App/Pager.swift → Sources/App/Paging.swift")
        }
    }

    @Test func theWholeDiffReadsAsTheFilesListDoes() async throws {
        try await FakeGitHub.serving { _, url in
            for number in [PullSamples.everyKindOfChange, PullSamples.big] {
                let sample = try await DiffSample.fetch(number, from: url)
                let fromDiff = UnifiedDiff.files(try await DiffSample.diff(number, from: url))
                #expect(fromDiff.count == sample.entries.count)
                for (listed, diffed) in zip(sample.files, fromDiff) {
                    // The files list has no patch for a file too large; the diff has its hunks.
                    if listed.content == .tooLarge {
                        #expect(diffed.hunks.count == 6 && diffed.additions == listed.additions)
                        continue
                    }
                    #expect(listed == diffed, "\(listed.path)")
                }
            }
        }
    }

    @Test func lineNumbersFollowEachHunkHeader() async throws {
        try await FakeGitHub.serving { _, url in
            let sample = try await DiffSample.fetch(PullSamples.everyKindOfChange, from: url)
            let makefile = try #require(sample.file("Makefile"))
            let layout = DiffLayout(makefile, width: 100)
            let texts = layout.texts
            #expect(texts[0] == "@@ -1,5 +1,5 @@")
            #expect(texts[1] == " 1  1   PREFIX ?= /usr/local")
            #expect(texts[2] == " 2    - SWIFT_FLAGS = -c release")
            #expect(texts[3] == "    2 + SWIFT_FLAGS = -c release --static-swift-stdlib")
            #expect(
                texts[7] == "    5 +         swift build $(SWIFT_FLAGS) --product ghtui",
                "the tab to column 8")
            let second = try #require(layout.nextHunk(after: 0))
            #expect(texts[second] == "@@ -20,5 +20,6 @@ build:")
            #expect(texts[second + 1] == "20 20   install: build")
            #expect(texts[second + 3] == "22    -         install .build/release/app $(PREFIX)/bin")
            #expect(
                texts[second + 5] == "   23 +         install -m 644 docs/ghtui.1 $(PREFIX)/share/man/man1")
            #expect(texts.last == "24 25   test:")
            #expect(
                layout.position(at: layout.rowCount - 1)
                    == DiffPosition(path: "Makefile", side: .right, line: 25))
            #expect(layout.row(of: .left, line: 24) == layout.rowCount - 1)
            #expect(layout.position(at: second) == nil, "a header is no line")

            let added = try #require(sample.file("Sources/App/NewFeature.swift"))
            let feature = DiffLayout(added, width: 100).texts
            #expect(feature[1] == "  1 + import Foundation")
            #expect(feature.last == "    \\ No newline at end of file")
        }
    }

    @Test func hunksAreReachedWithBracesBothWays() async throws {
        try await FakeGitHub.serving { _, url in
            let sample = try await DiffSample.fetch(PullSamples.everyKindOfChange, from: url)
            let cache = try #require(sample.file("Sources/App/Cache.swift"))
            let layout = DiffLayout(cache, threads: sample.threads(cache.path), width: 100)
            #expect(layout.hunkRows.count == 3)
            var row = 0
            var visited = [row]
            while let next = layout.nextHunk(after: row) {
                row = next
                visited.append(row)
            }
            #expect(visited == layout.hunkRows)
            #expect(layout.texts[layout.hunkRows[2]] == "@@ -60,4 +61,5 @@ final class Cache {")
            var back = [row]
            while let previous = layout.previousHunk(before: row) {
                row = previous
                back.append(row)
            }
            #expect(back == layout.hunkRows.reversed())
            #expect(layout.nextHunk(after: layout.hunkRows[2]) == nil)
        }
    }

    @Test func commentThreadsSitUnderTheirLinesWithTheirReplies() async throws {
        try await FakeGitHub.serving { _, url in
            let sample = try await DiffSample.fetch(PullSamples.everyKindOfChange, from: url)
            let cache = try #require(sample.file("Sources/App/Cache.swift"))
            let threads = sample.threads(cache.path)
            #expect(threads.count == 1 && threads[0].comments.count == 2, "the reply joins its thread")
            let first = threads[0].comments[0]
            let layout = DiffLayout(cache, threads: threads, width: 100)
            let texts = layout.texts
            let line = try #require(layout.row(of: .right, line: 20))
            #expect(texts[line].hasSuffix("+     private let lock = Mutex<Void>(())"))
            let login = try #require(first.user?.login)
            #expect(texts[line + 1].hasPrefix("        ┃ \(login) · 20"))
            #expect(
                texts[line + 2].contains("┃ A Mutex<Void> reads oddly: could the mutex own the dictionary"))
            let reply = try #require(texts[(line + 3)...].firstIndex { $0.contains("┃ ↳ ") })
            #expect(texts[reply + 1].contains("┃   Good idea, done in the next commit."))
            #expect(
                texts[reply + 2].hasSuffix("+     private let limit: Int"),
                "the code goes on after the thread")
            #expect(layout.position(at: line + 1) == nil, "a thread row is no line")

            let folded = DiffLayout(
                cache, threads: sample.threads(cache.path, resolved: [first.id]), width: 100)
            #expect(folded.rowCount == layout.rowCount - (reply - line), "the thread folded to one row")
            #expect(folded.texts[line + 1].contains("▸ resolved · \(login): A `Mutex<Void>` reads oddly"))
            #expect(folded.texts[line + 1].hasSuffix("(2 comments)"))

            let legacy = try #require(sample.file("Sources/App/Legacy.swift"))
            let left = DiffLayout(legacy, threads: sample.threads(legacy.path), width: 100)
            let removed = try #require(left.row(of: .left, line: 4))
            #expect(left.texts[removed + 2].contains("Nothing else uses LegacyPager? 👍"))

            let large = try #require(sample.file("Resources/fixtures/large.json"))
            let whole = DiffLayout(large, threads: sample.threads(large.path), width: 100).texts
            #expect(
                whole[0].contains("Too large to show") && whole[2].contains("Could this fixture be generated")
            )
        }
    }

    @Test func outdatedCommentsShowAtTheirOldLineOrAtTheEnd() async throws {
        try await FakeGitHub.serving { _, url in
            let sample = try await DiffSample.fetch(PullSamples.everyKindOfChange, from: url)
            let served = try #require(sample.comments.first { $0.path == "Sources/App/Legacy.swift" })
            func outdated(id: Int, originalLine: Int) throws -> PullRequestReviewComment {
                var members = try #require(served.raw.object)
                members["id"] = .integer(id)
                members["line"] = .null
                members["original_line"] = .integer(originalLine)
                return try PullRequestReviewComment(raw: .object(members), codingPath: [])
            }
            let comments = [try outdated(id: 1, originalLine: 4), try outdated(id: 2, originalLine: 400)]
            let threads = try #require(DiffThread.threads(comments)["Sources/App/Legacy.swift"])
            #expect(threads.allSatisfy(\.isOutdated) && threads.map(\.line) == [4, 400])
            let legacy = try #require(sample.file("Sources/App/Legacy.swift"))
            let layout = DiffLayout(legacy, threads: threads, width: 100)
            let texts = layout.texts
            let line = try #require(layout.row(of: .left, line: 4))
            #expect(texts[line + 1].hasSuffix("· outdated"))
            let end = try #require(texts.firstIndex(of: "  Comments on lines not shown here:"))
            #expect(end > line + 2 && texts[end + 1].hasSuffix("· outdated"))
            #expect(texts[end + 2].contains("Nothing else uses"))
        }
    }

    @Test func aPullRequestWithNoFilesAndOneWithMoreThanGitHubListsSaySo() async throws {
        try await FakeGitHub.serving { _, url in
            let empty = try await DiffSample.fetch(PullSamples.noFiles, from: url)
            #expect(empty.entries.isEmpty)
            let none = DiffFileList(files: empty.files, totalFiles: empty.pull.changedFiles)
            #expect(none.rows.isEmpty && none.summary.map(\.text).joined() == "0 files · +0 −0")

            let huge = try await DiffSample.fetch(PullSamples.huge, from: url)
            #expect(huge.entries.count == PullSamples.fileListLimit)
            let list = DiffFileList(files: huge.files, shape: .tree, totalFiles: huge.pull.changedFiles)
            let summary = list.summary.map(\.text).joined()
            #expect(summary.hasSuffix(" · GitHub lists only 3,000 of 3,200 files"), "\(summary)")
            let unknown = DiffFileList(files: huge.files).summary.map(\.text).joined()
            #expect(unknown.hasSuffix("GitHub lists at most 3,000 files: there may be more"))
            #expect(list.rows[0] == DiffFileList.Row(depth: 0, folder: "vendor/"))
            #expect(list.rows[1] == DiffFileList.Row(depth: 1, folder: "pkg0/"))
            let first = list.line(2, width: 40).map(\.text).joined()
            #expect(
                first.hasPrefix("    A file0.txt") && first.hasSuffix("+1 −0")
                    && TextWidth.width(of: first) == 40)
            #expect(list.rows.count { $0.file != nil } == 3_000)
        }
    }

    @Test func thePullRequestOf300FilesListsAndDrawsEveryFile() async throws {
        try await FakeGitHub.serving { _, url in
            let sample = try await DiffSample.fetch(PullSamples.big, from: url)
            let files = sample.files
            #expect(files.count == PullSamples.bigFileCount)
            #expect(files.reduce(0) { $0 + $1.additions + $1.deletions } == PullSamples.bigChangedLines)
            let tree = DiffFileList(files: files, shape: .tree, totalFiles: sample.pull.changedFiles)
            #expect(tree.rows.first == DiffFileList.Row(depth: 0, folder: "Sources/"))
            #expect(tree.summary.map(\.text).joined() == "300 files · +13,400 −6,600")
            var grid = Grid(width: 120, height: 40)
            for file in files {
                let layout = DiffLayout(file, width: 120)
                #expect(layout.hunkRows.count == 2)
                DiffView.draw(
                    layout, top: layout.hunkRows[1], cursor: layout.hunkRows[1], into: &grid, rows: 0..<40,
                    columns: 0..<120)
                #expect(grid.line(0).hasPrefix("M \(file.path)  +"))
                #expect(grid.line(1).hasPrefix("@@ -200,"))
            }
        }
    }
}
