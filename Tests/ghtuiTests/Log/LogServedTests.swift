import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// Job logs as FakeGitHub serves them, fetched through GitHubKit (the API's redirect to the log
/// storage followed), opened in the viewer and drawn into a grid: the failed job's hostile log
/// and the 20 MB one.
@Suite struct LogServedTests {
    private typealias Support = LogTestSupport

    /// The served log's lines as text, without their timestamps.
    private func texts(_ data: Data) -> [String] {
        data.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0.dropFirst(29), as: UTF8.self)
        }
    }

    /// Every row of `viewer` with every section unfolded, drawn on one tall grid.
    private func everyRow(_ viewer: LogViewer, colors: Bool = true) -> Grid {
        var viewer = viewer
        viewer.toTop()
        while let line = viewer.cursorLine {
            if let group = viewer.log.group(headedBy: line), !viewer.unfolded.contains(group) {
                viewer.toggleFold()
            }
            guard viewer.cursor + 1 < viewer.rows.count else { break }
            viewer.move(by: 1)
        }
        viewer.resize(height: viewer.rows.count)
        viewer.toTop()
        return Support.drawn(viewer, width: 160, colors: colors)
    }

    @Test func theFailedJobsLogOpensAtTheFirstErrorWithEveryStepFolded() async throws {
        try await FakeGitHub.serving(options: Support.options) { _, url in
            let data = try await Support.log(of: ActionsSamples.hostileLogJob, from: url)
            let log = JobLog(data)
            #expect(log.lineCount == data.filter { $0 == 0x0A }.count)
            let lines = texts(data)
            let firstError = try #require(lines.firstIndex { $0.hasPrefix("##[error]") })
            #expect(log.groups.count == lines.filter { $0.hasPrefix("##[group]") }.count)
            #expect(log.groups.count >= 3)

            let viewer = LogViewer(log: log, height: 30)
            #expect(viewer.cursorLine == firstError)
            #expect(viewer.unfolded.isEmpty, "the error is after its step's section")
            let grid = Support.drawn(viewer, width: 120)
            let cursor = try #require(
                Support.rows(of: grid, containing: "Error: Process completed with exit code 1.").first)
            #expect((0..<120).allSatisfy { grid[cursor, $0].style.reverse })
            #expect(grid.line(cursor).hasSuffix(" Error: Process completed with exit code 1."))
            #expect(!grid.text.contains("##["), "no marker is drawn")
            #expect(Support.rows(of: grid, containing: "▸ Runner Image (2 lines)").count == 1)
            let steps = lines.filter { $0.hasPrefix("##[group]") }.dropFirst().map { String($0.dropFirst(9)) }
            for step in steps {
                #expect(Support.rows(of: grid, containing: "▸ \(step) (").count >= 1, "\(step) folded")
            }
            #expect(LogView.status(viewer) == "line \(firstError + 1) of \(log.lineCount)")
        }
    }

    @Test func theHostileLogIsDrawnHarmless() async throws {
        try await FakeGitHub.serving(options: Support.options) { _, url in
            let log = JobLog(try await Support.log(of: ActionsSamples.hostileLogJob, from: url))
            let grid = everyRow(LogViewer(log: log, failed: false))
            for row in 0..<grid.height {
                for column in 0..<grid.width {
                    let scalars = grid[row, column].content.unicodeScalars
                    #expect(
                        !scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                        "row \(row): \(grid.line(row))")
                }
            }
            #expect(!grid.text.contains("pwned"), "the title set is gone, its text too")
            let retitled = Support.rows(of: grid, containing: "retitle")
            #expect(!retitled.isEmpty)
            for row in retitled {
                #expect(grid.line(row).hasSuffix(" Test output tried to retitle and clear the terminal"))
            }
            let progress = Support.rows(of: grid, containing: "progress")
            #expect(!progress.isEmpty)
            for row in progress {
                #expect(
                    grid.line(row).hasSuffix(" progress: 50%"), "CR LF is one break, nothing drawn for it")
            }
            let junk = Support.rows(of: grid, containing: "binary junk")
            #expect(!junk.isEmpty)
            for row in junk {
                #expect(
                    grid.line(row).hasSuffix(" binary junk: \u{FFFD}\u{FFFD}\u{FFFD}( end"),
                    "drawn, not dropped")
            }
            #expect(
                Support.rows(of: grid, containing: "/usr/bin/git version").count >= 1,
                "ESC[command] is a command")
        }
    }

    @Test func theLogsColoursAreStylesAndGoWithColoursOff() async throws {
        try await FakeGitHub.serving(options: Support.options) { _, url in
            let log = JobLog(try await Support.log(of: ActionsSamples.hostileLogJob, from: url))
            let viewer = LogViewer(log: log, failed: false)
            for colors in [true, false] {
                let grid = everyRow(viewer, colors: colors)
                let built = try #require(Support.rows(of: grid, containing: "Build complete!").first)
                #expect(grid.line(built).hasSuffix(" Build complete! (12.34s)"))
                let green = Support.cells(of: grid, row: built, "Build complete!")
                #expect(green.allSatisfy { $0.style == (colors ? Style(color: .green) : .plain) })
                #expect(Support.cells(of: grid, row: built, "(12.34s)").allSatisfy { $0.style == .plain })
                let failed = try #require(Support.rows(of: grid, containing: "failed: XCTAssertEqual").first)
                #expect(
                    Support.cells(of: grid, row: failed, "error:").allSatisfy {
                        $0.style == (colors ? Style(color: .red) : .plain)
                    })
                let echoed = try #require(
                    Support.rows(of: grid, containing: "swift build").first {
                        !grid.line($0).contains("Run swift")
                    })
                #expect(
                    Support.cells(of: grid, row: echoed, "swift build").allSatisfy {
                        $0.style == (colors ? Style(color: .cyan, bold: true) : .plain)
                    })
                let warning = try #require(Support.rows(of: grid, containing: "Warning: Sources/").first)
                #expect(Support.cells(of: grid, row: warning, "Warning: ").allSatisfy { $0.style.bold })
            }
        }
    }

    @Test func timestampsShowWithTAsGitHubWroteThem() async throws {
        try await FakeGitHub.serving(options: Support.options) { _, url in
            let data = try await Support.log(of: ActionsSamples.hostileLogJob, from: url)
            var viewer = LogViewer(log: JobLog(data), height: 30)
            let line = try #require(viewer.cursorLine)
            let raw = data.split(separator: 0x0A, omittingEmptySubsequences: false)[line]
            let stamp = String(decoding: raw.prefix(28), as: UTF8.self)
            #expect(stamp.hasSuffix("Z") && stamp.count == 28)
            #expect(!Support.drawn(viewer).text.contains(String(stamp.prefix(11))))
            viewer.toggleTimestamps()
            let grid = Support.drawn(viewer, width: 120)
            let row = viewer.cursor - viewer.top
            #expect(grid.line(row).hasSuffix(" \(stamp) Error: Process completed with exit code 1."))
        }
    }

    @Test func searchFindsEveryServedLineAndNAndNGoRound() async throws {
        try await FakeGitHub.serving(options: Support.options) { _, url in
            let data = try await Support.log(of: ActionsSamples.hostileLogJob, from: url)
            var viewer = LogViewer(log: JobLog(data), height: 30, failed: false)
            viewer.find("ORPHAN")
            let expected = texts(data).enumerated().filter { $0.element.lowercased().contains("orphan") }.map(
                \.offset)
            #expect(expected.count == 1)
            #expect(viewer.search?.lines.map(Int.init) == expected)
            viewer.find("VERSION")
            let matches = try #require(viewer.search?.lines.map(Int.init))
            let versions = texts(data).enumerated().filter { $0.element.lowercased().contains("version") }
            #expect(matches == versions.map(\.offset))
            #expect(matches.count == 4)
            #expect(viewer.cursorLine == matches[0])
            #expect(viewer.unfolded.isEmpty)
            var visited: [Int] = []
            for _ in matches {
                visited.append(viewer.cursorLine ?? -1)
                viewer.nextMatch()
            }
            #expect(visited == matches)
            #expect(viewer.unfolded == [0], "the Runner Image section holds the second match")
            #expect(viewer.cursorLine == matches[0], "n wrapped around")
            viewer.previousMatch()
            #expect(viewer.cursorLine == matches.last)
            let grid = Support.drawn(viewer, width: 120)
            let row = viewer.cursor - viewer.top
            #expect(grid.line(row).hasSuffix(" git version 2.49.0"))
            #expect(
                Support.cells(of: grid, row: row, "version").allSatisfy { $0.style.bold && !$0.style.reverse }
            )
            #expect(Support.cells(of: grid, row: row, "git").allSatisfy { $0.style.reverse })
            #expect(LogView.status(viewer).hasSuffix("“VERSION” 4 of 4"))
        }
    }

    @Test func theTwentyMegabyteLogIsOneBufferAndACompactIndex() async throws {
        try await FakeGitHub.serving(options: Support.options) { _, url in
            let data = try await Support.log(of: ActionsSamples.hugeLogJob, from: url)
            #expect(data.count == ActionsSamples.hugeLogBytes)
            let breaks = data.filter { $0 == 0x0A }.count
            let log = JobLog(data)
            #expect(log.byteCount == data.count)
            #expect(log.lineCount == breaks + 1, "its last line is cut short, without a line feed")
            #expect(log.lineCount > 250_000)
            // Line starts (4 bytes) and kinds (1 byte), each array exactly as long as needed.
            #expect(log.indexBytes <= log.lineCount * 5 + 64 * 1024)
            #expect(log.indexBytes * 10 < log.byteCount)

            var viewer = LogViewer(log: log, height: 40)
            #expect(viewer.rows.capacity * MemoryLayout<UInt32>.stride * 10 < log.byteCount)
            viewer.toEnd()
            #expect(viewer.cursorLine == log.lineCount - 1)
            let grid = Support.drawn(viewer, width: 80)
            #expect(grid.line(38).contains(" bench iteration "))
            let last = data.split(separator: 0x0A).last.map { String(decoding: $0, as: UTF8.self) }
            #expect(grid.line(39).hasSuffix(" " + (last ?? "-")), "its last line is cut short, mid-timestamp")
            viewer.find("bench iteration 0123456:")
            #expect(viewer.search?.lines.count == 1)
            let found = try #require(viewer.cursorLine)
            #expect(Support.drawn(viewer, width: 80).text.contains("bench iteration 0123456: 0.000123 ms ok"))
            #expect(log.line(found, colors: true).text == "bench iteration 0123456: 0.000123 ms ok")
        }
    }
}
