import FakeGitHub
import Foundation
import GitHubKit

@testable import ghtui

/// What the log tests share: a job's log fetched from FakeGitHub as the browser will fetch it,
/// and a viewer drawn into a grid.
enum LogTestSupport {
    /// The token FakeGitHub knows as mona's.
    static let token = "tok-123"
    /// FakeGitHub's options: that token.
    static let options = Options(tokens: [token: "mona"])

    /// The log of `job` of `mona/hello-world`, through GitHubKit: the API's redirect to the
    /// storage host followed, as the browser will.
    static func log(of job: Int, from url: URL) async throws -> Data {
        let github = GitHub(apiURL: url, token: token)
        let route = GithubRouter.actions.downloadJobLogsForWorkflowRun(
            owner: "mona", repo: "hello-world", jobId: job)
        return try await github.client.response(for: route).body
    }

    /// `viewer` drawn on a grid of its height and `width` columns.
    static func drawn(_ viewer: LogViewer, width: Int = 100, colors: Bool = true) -> Grid {
        var grid = Grid(width: width, height: viewer.height)
        LogView.draw(viewer, colors: colors, into: &grid, width: width, height: viewer.height)
        return grid
    }

    /// The rows of `grid` that contain `text`.
    static func rows(of grid: Grid, containing text: String) -> [Int] {
        (0..<grid.height).filter { grid.line($0).contains(text) }
    }

    /// The cells of `row` where `text` is drawn (its first place).
    static func cells(of grid: Grid, row: Int, _ text: String) -> [Cell] {
        let line = Array(grid.line(row))
        let wanted = Array(text)
        guard
            let start = (0...max(0, line.count - wanted.count)).first(where: {
                Array(line[$0..<min(line.count, $0 + wanted.count)]) == wanted
            })
        else { return [] }
        // One character a cell while the row is ASCII or one column wide, as in these logs.
        return (start..<start + wanted.count).map { grid[row, $0] }
    }
}
