import ArgumentParser
import Foundation

/// `ghtui markdown FILE`: a Markdown file rendered as the browser draws a README, as plain
/// text (styles dropped, URLs not shown). `--repeat` renders it again and again, parsing
/// and laying out each time, for `Benchmarks/markdown.sh`.
struct MarkdownCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markdown",
        abstract: "Render a Markdown file as ghtui draws it, as plain text.")

    @Argument(help: "The Markdown file; - reads stdin.")
    var file: String

    @Option(help: "The width in columns (at least 10).")
    var width = 80

    @Option(help: "Render it this many times and print it once (for benchmarks).")
    var `repeat` = 1

    func validate() throws {
        guard width >= 10 else { throw ValidationError("--width must be at least 10") }
        guard `repeat` >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    /// Prints the rendered file; a file that cannot be read is exit status 2.
    func run() async throws {
        let console = Console()
        let bytes: [UInt8]
        if file == "-" {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else if let data = FileManager.default.contents(atPath: file) {
            bytes = Array(data)
        } else {
            console.err("ghtui: cannot read \(file)")
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        var lines: [[Span]] = []
        for _ in 0..<`repeat` {
            lines = MarkdownDocument(bytes: bytes).lines(width: width)
        }
        var text = ""
        for line in lines {
            var row = line.map(\.text).joined()
            while row.last == " " { row.removeLast() }
            text += row + "\n"
        }
        do {
            try console.out(Array(text.utf8))
        } catch is Console.OutputClosed {}
    }
}
