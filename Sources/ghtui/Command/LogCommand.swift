import ArgumentParser
import Foundation

/// `ghtui log FILE`: a job log file drawn as the log viewer draws it, as plain text: the
/// screenful where it opens (at the first error), or at the first match of `--search`.
/// Hidden: it is for `Benchmarks/joblog.sh`, where `--repeat` opens, searches and draws a
/// page of scrolling that many times and `--timings` prints each one's median to stderr.
struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Draw a job log file as ghtui's log viewer does, as plain text.",
        shouldDisplay: false)

    @Argument(help: "The log file, as GitHub serves it.")
    var file: String

    @Option(help: "The width in columns (at least 10).")
    var width = 120

    @Option(help: "The height in rows (at least 1).")
    var height = 40

    @Option(help: "Search for this text and show its first match.")
    var search: String?

    @Flag(help: "Show the timestamps.")
    var timestamps = false

    @Option(help: "Open, search and scroll this many times (for benchmarks).")
    var `repeat` = 1

    @Flag(help: "Print the median time of opening, searching and one frame of scrolling to stderr.")
    var timings = false

    func validate() throws {
        guard width >= 10 else { throw ValidationError("--width must be at least 10") }
        guard height >= 1 else { throw ValidationError("--height must be at least 1") }
        guard `repeat` >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    /// Prints the screenful; a file that cannot be read is exit status 2.
    func run() async throws {
        let console = Console()
        guard let data = FileManager.default.contents(atPath: file) else {
            console.err("ghtui: cannot read \(file)")
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        let clock = ContinuousClock()
        var opening: [Duration] = []
        var searching: [Duration] = []
        var scrolling: [Duration] = []
        var viewer: LogViewer?
        for _ in 0..<`repeat` {
            viewer = nil
            let start = clock.now
            viewer = LogViewer(log: JobLog(data), height: height)
            opening.append(clock.now - start)
        }
        guard var viewer else { return }
        if timestamps { viewer.toggleTimestamps() }
        if let search {
            var searched = viewer
            for _ in 0..<`repeat` {
                searched = viewer
                let start = clock.now
                searched.find(search)
                searching.append(clock.now - start)
            }
            viewer = searched
        }
        // Scrolling: a page down a frame, each page drawn, from where the viewer opened.
        var scrolled = viewer
        for _ in 0..<`repeat` {
            let start = clock.now
            scrolled.page(by: 1)
            var grid = Grid(width: width, height: height)
            LogView.draw(scrolled, colors: true, into: &grid, width: width, height: height)
            scrolling.append(clock.now - start)
        }
        var grid = Grid(width: width, height: height)
        LogView.draw(viewer, colors: true, into: &grid, width: width, height: height)
        if timings {
            let log = viewer.log
            console.err(
                "lines \(log.lineCount) bytes \(log.byteCount) index \(log.indexBytes) groups \(log.groups.count)"
                    + " matches \(viewer.search?.lines.count ?? 0)")
            console.err(
                "open \(Self.median(opening)) search \(Self.median(searching)) frame \(Self.median(scrolling))"
                    + " frame-max \(Self.milliseconds(scrolling.max()))")
        }
        do {
            try console.out(Array((grid.text + "\n" + LogView.status(viewer) + "\n").utf8))
        } catch is Console.OutputClosed {}
    }

    /// The median of `times` in milliseconds, `-` when there are none.
    private static func median(_ times: [Duration]) -> String {
        milliseconds(times.isEmpty ? nil : times.sorted()[times.count / 2])
    }

    private static func milliseconds(_ time: Duration?) -> String {
        guard let time else { return "-" }
        let (seconds, attoseconds) = time.components
        return String(format: "%.3f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
}
