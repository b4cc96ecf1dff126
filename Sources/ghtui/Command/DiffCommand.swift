import ArgumentParser
import Foundation

/// `ghtui diff FILE`: a unified diff laid out as the pull request's Files tab draws it, as plain
/// text (styles dropped). `--repeat` parses and lays it out again and again; `--frames` moves
/// through it hunk by hunk and file by file, drawing a screen at each step, and says how long
/// the frames took: both for `Benchmarks/diff.sh`.
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Lay out a unified diff as ghtui draws it, as plain text.")

    @Argument(help: "The unified diff file; - reads stdin.")
    var file: String

    @Option(help: "The width in columns (at least 10).")
    var width = 80

    @Option(help: "Parse and lay it out this many times and print it once (for benchmarks).")
    var `repeat` = 1

    @Flag(help: "Cut long lines with … instead of wrapping them.")
    var cut = false

    @Option(
        help:
            "Instead of printing it, draw this many frames of --height rows, each after the next hunk, page or file, and print their times."
    )
    var frames = 0

    @Option(help: "The rows of a frame.")
    var height = 50

    /// Refuses a width under 10, a repeat under 1, negative frames and a frame under 2 rows.
    func validate() throws {
        guard width >= 10 else { throw ValidationError("--width must be at least 10") }
        guard `repeat` >= 1 else { throw ValidationError("--repeat must be at least 1") }
        guard frames >= 0, height >= 2 else {
            throw ValidationError("--frames must be 0 or more, --height 2 or more")
        }
    }

    /// Prints the laid out diff, or the frames' times; a file that cannot be read is exit status 2.
    func run() async throws {
        let console = Console()
        let bytes: Data
        if file == "-" {
            bytes = FileHandle.standardInput.readDataToEndOfFile()
        } else if let data = FileManager.default.contents(atPath: file) {
            bytes = data
        } else {
            console.err("ghtui: cannot read \(file)")
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        let mode: DiffLayout.Mode = cut ? .cut : .wrap
        var text = ""
        if frames > 0 {
            let clock = ContinuousClock()
            var files: [DiffFile] = []
            let parse = clock.measure { files = UnifiedDiff.files(bytes: bytes) }
            text =
                String(format: "parse %.2f ms; ", Self.milliseconds(parse))
                + Self.timeFrames(files, count: frames, width: width, height: height, mode: mode)
        } else {
            for _ in 0..<`repeat` {
                text = ""
                for file in UnifiedDiff.files(bytes: bytes) {
                    let layout = DiffLayout(file, width: width, mode: mode)
                    text += Self.plain(DiffView.title(layout))
                    for row in layout.rows(0..<layout.rowCount) { text += Self.plain(row) }
                }
            }
        }
        do {
            try console.out(Array(text.utf8))
        } catch is Console.OutputClosed {}
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }

    private static func plain(_ row: [Span]) -> String {
        var line = row.map(\.text).joined()
        while line.last == " " { line.removeLast() }
        return line + "\n"
    }

    /// Draws `count` frames, each after `}` (the next hunk), else a page down, else `]` (the next
    /// file, laid out anew), and describes their times.
    private static func timeFrames(
        _ files: [DiffFile], count: Int, width: Int, height: Int, mode: DiffLayout.Mode
    )
        -> String
    {
        guard !files.isEmpty else { return "no files\n" }
        let clock = ContinuousClock()
        var times: [Duration] = []
        var fileIndex = -1
        var layout = DiffLayout(files[0], width: width, mode: mode)
        var top = 0
        var grid = Grid(width: width, height: height)
        for _ in 0..<count {
            let elapsed = clock.measure {
                if fileIndex >= 0, let next = layout.nextHunk(after: top) {
                    top = next
                } else if fileIndex >= 0, top + height - 1 < layout.rowCount {
                    top += height - 1
                } else {
                    fileIndex = (fileIndex + 1) % files.count
                    layout = DiffLayout(files[fileIndex], width: width, mode: mode)
                    top = 0
                }
                DiffView.draw(
                    layout, top: top, cursor: top, into: &grid, rows: 0..<height, columns: 0..<width)
            }
            times.append(elapsed)
        }
        let sorted = times.map(milliseconds).sorted()
        func at(_ share: Double) -> String {
            String(format: "%.3f", sorted[min(sorted.count - 1, Int(share * Double(sorted.count)))])
        }
        return "frames \(count): median \(at(0.5)) ms, 99th percentile \(at(0.99)) ms, max \(at(1)) ms\n"
    }
}
