import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// Views colour by role and the grid draws each role in the theme's colour: screens rendered
/// with a palette that gives every role a colour of its own show each role where it belongs,
/// the standard palette draws today's colours, and `NO_COLOR` draws none.
@Suite struct ThemeRoleTests {
    /// Every role in a colour of its own (xterm 200 and up), so a cell tells which role it is.
    private static let marked = Palette(
        colors: Dictionary(
            uniqueKeysWithValues: ColorRole.allCases.enumerated().map {
                ($1, TerminalColor.indexed(200 + $0))
            }))

    /// The role whose marked colour `cell` carries, if any.
    private static func role(of cell: Cell) -> ColorRole? {
        guard case .fixed(.indexed(let index)) = cell.style.color, index >= 200,
            index - 200 < ColorRole.allCases.count
        else { return nil }
        return ColorRole.allCases[index - 200]
    }

    /// The roles of the cells of `row` showing `text`, where it first appears.
    private static func roles(in grid: Grid, row: Int, _ text: String) -> Set<ColorRole?> {
        Set(LogTestSupport.cells(of: grid, row: row, text).map(role(of:)))
    }

    /// `state` rendered in `palette`, at the moment the driver renders at.
    private static func render(_ state: BrowserState, _ palette: Palette) -> Grid {
        var context = RenderContext(
            now: Date(timeIntervalSince1970: 1_748_736_000), timeZone: TimeZone(identifier: "UTC")!)
        context.palette = palette
        return BrowserView.render(state, context: context)
    }

    /// Checks that `marked` and `standard`, one state in the two palettes, differ only in the
    /// colours of roles, each role's standard colour being today's; returns the roles seen.
    private static func compare(_ marked: Grid, _ standard: Grid) -> Set<ColorRole> {
        #expect(marked.text == standard.text)
        var seen: Set<ColorRole> = []
        for (themed, plain) in zip(marked.cells, standard.cells) {
            var attributes = themed.style
            attributes.color = plain.style.color
            #expect(attributes == plain.style)
            if let role = role(of: themed) {
                seen.insert(role)
                #expect(
                    plain.style.color == role.standardColor.map(Style.Color.fixed) ?? .standard, "\(role)")
            } else {
                #expect(themed.style.color == plain.style.color)
            }
        }
        return seen
    }

    @Test func aProfileDrawsEachRoleInTheThemesColourAndTodaysByDefault() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            let grid = Self.render(driver.state, Self.marked)
            let seen = Self.compare(grid, Self.render(driver.state, .standard))
            #expect(seen.isSuperset(of: [.success, .tag, .muted, .selection]), "\(seen)")
            #expect(Self.roles(in: grid, row: 0, "ghtui") == [.success])
            // The status bar and the selected row: reverse video in the selection colour.
            #expect((0..<grid.width).allSatisfy { Self.role(of: grid[29, $0]) == .selection })
            let selected = try #require(
                (0..<29).first { row in (0..<grid.width).allSatisfy { grid[row, $0].style.reverse } })
            #expect(
                Set((0..<grid.width).map { grid[selected, $0].style.color }).contains(.fixed(.indexed(210))))
            // Faint text on the selected row takes the bar's colour.
            let faintSelected = (0..<grid.width).map { grid[selected, $0] }.filter { $0.style.dim }
            #expect(!faintSelected.isEmpty && faintSelected.allSatisfy { Self.role(of: $0) == .selection })
            // Faint details elsewhere: the muted colour.
            let faint = grid.cells.filter { $0.style.dim && !$0.style.reverse && $0.content != " " }
            #expect(!faint.isEmpty && faint.allSatisfy { Self.role(of: $0) == .muted })
        }
    }

    @Test func aRepositoryDrawsLinksTagsAndStatesInTheirRoles() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(
                repository: try RepositoryName(owner: "mona", name: "website-88"), url: url)
            await driver.settle()
            var seen = Set<ColorRole>()
            // Each tab in turn: issues, pull requests and the rest.
            for _ in 0..<5 {
                seen.formUnion(
                    Self.compare(Self.render(driver.state, Self.marked), Self.render(driver.state, .standard))
                )
                driver.press(.tab)
                await driver.settle()
            }
            #expect(seen.isSuperset(of: [.success, .accent, .muted, .selection]), "\(seen)")
        }
    }

    @Test func aDiffDrawsAddedRemovedReferenceAndMutedInTheirRoles() throws {
        let file = try #require(
            UnifiedDiff.files("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@ func f()\n-old\n+new\n same\n").first)
        var grid = Grid(width: 30, height: 5, palette: Self.marked)
        DiffView.draw(
            DiffLayout(file, width: 30), top: 0, cursor: nil, into: &grid, rows: 0..<5, columns: 0..<30)
        #expect(Self.roles(in: grid, row: 1, "@@ -1,2 +1,2 @@") == [.reference])
        #expect(grid.line(2).hasSuffix("- old") && grid.line(3).hasSuffix("+ new"))
        #expect([4, 6, 7, 8].map { Self.role(of: grid[2, $0]) } == Array(repeating: .removed, count: 4))
        #expect([4, 6, 7, 8].map { Self.role(of: grid[3, $0]) } == Array(repeating: .added, count: 4))
        #expect(Self.role(of: grid[4, 0]) == .muted)  // the line numbers
        #expect(grid[4, 6].style.color == .standard)  // context: the terminal's own
    }

    @Test func statusMarksAndErrorsDrawInTheirRoles() throws {
        var grid = Grid(width: 40, height: 3, palette: Self.marked)
        let marks: [(String, Style)] = [
            DiffFileList.status(.modified), DiffFileList.status(.renamed), DiffFileList.status(.added),
            DiffFileList.status(.removed),
        ]
        grid.write(marks.map { Span($0.0, $0.1) }, row: 0, column: 0)
        #expect([0, 1, 2, 3].map { Self.role(of: grid[0, $0]) } == [.highlight, .accent, .added, .removed])
        var state = BrowserState(login: nil, hasToken: false, size: ScreenSize(width: 60, height: 12))
        guard case .prompt(var prompt) = state.top else {
            Issue.record("no login prompt without a login")
            return
        }
        prompt.error = "no such user"
        state.top = .prompt(prompt)
        let screen = Self.render(state, Self.marked)
        #expect(Self.roles(in: screen, row: 11, "no such user") == [.error])
        let (mark, style) = try #require(CheckMark.of(.pending))
        grid.write([Span(mark, style)], row: 1, column: 0)
        #expect(Self.role(of: grid[1, 0]) == .warning)
    }

    @Test func jobLogsMarkdownAndTheContributionGraphDrawInTheirRoles() throws {
        var grid = Grid(width: 40, height: 6, palette: Self.marked)
        let log = JobLog("##[error]boom\n##[warning]hm\n##[command]git\n\u{1B}[32mgreen")
        for row in 0..<4 { grid.write(log.line(row, colors: true).spans, row: row, column: 0) }
        #expect(Self.roles(in: grid, row: 0, "Error: boom") == [.error])
        #expect(Self.roles(in: grid, row: 1, "Warning: hm") == [.warning])
        #expect(Self.roles(in: grid, row: 2, "git") == [.reference])
        // The log's own colours come with it: fixed, not a role.
        #expect(
            LogTestSupport.cells(of: grid, row: 3, "green").allSatisfy { $0.style.color == .fixed(.green) })

        let markdown = MarkdownDocument(markdown: "See [docs](https://x.test) and `code`.").lines(width: 38)
        grid.write(try #require(markdown.first), row: 4, column: 0)
        #expect(Self.roles(in: grid, row: 4, "docs") == [.accent])
        #expect(Self.roles(in: grid, row: 4, "code") == [.reference])

        grid.write(
            [Span("░", ContributionGraph.style(level: 1)), Span("█", ContributionGraph.style(level: 4))],
            row: 5, column: 0)
        #expect([0, 1].map { Self.role(of: grid[5, $0]) } == [.success, .success])
    }

    @Test func noColorDrawsNoColourAtAllWhateverTheTheme() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(url: url)
            await driver.settle()
            let palette = Theme.dark.palette(colors: [.accent: .indexed(201)], environment: ["NO_COLOR": "1"])
            #expect(palette == .colorless)
            let grid = Self.render(driver.state, palette)
            let standard = Self.render(driver.state, .standard)
            #expect(standard.cells.contains { $0.style.color != .standard })
            #expect(grid.cells.allSatisfy { $0.style.color == .standard })
            #expect(
                zip(grid.cells, standard.cells).allSatisfy {
                    $0.style.bold == $1.style.bold && $0.style.dim == $1.style.dim
                })
        }
    }
}
