import Foundation

/// The plain-text log of a finished job, as GitHub's log storage serves it: every line starts
/// with a timestamp (`2025-05-31T10:00:00.1234567Z `), steps are `##[group]`…`##[endgroup]`,
/// failures `##[error]` lines, and commands echo in ANSI colours.
///
/// ``ActionsSamples/hostileLogJob`` adds what a client must sanitize (an OSC title change, a
/// screen clear, a CRLF line, bytes that are not UTF-8); ``ActionsSamples/hugeLogJob`` is
/// ``ActionsSamples/hugeLogBytes`` long, made when asked for and never kept.
struct JobLog {
    let job: WorkflowJob

    private static let escape = "\u{1B}"

    /// The log's bytes.
    var data: Data {
        var lines = Lines(start: job.startedAt)
        let definition = job.definition
        let repo = job.run.repo.fullName
        lines.add("Current runner version: '2.321.0'")
        lines.add("##[group]Runner Image")
        lines.add("Image: \(definition.runner == "macos-latest" ? "macos-14-arm64" : "ubuntu-24.04")")
        lines.add("Version: 20250511.1.0")
        lines.add("##[endgroup]")
        lines.add("Job defined at: \(repo)/\(job.run.workflow.path)@refs/heads/\(job.run.headBranch)")
        for step in job.steps where step.number > 1 && step.name != "Complete job" {
            lines.at(step.startedAt ?? job.startedAt)
            if step.name.hasPrefix("Post ") {
                lines.add("Post job cleanup.")
                lines.add("\(Self.escape)[command]/usr/bin/git version")
                lines.add("git version 2.49.0")
                continue
            }
            lines.add("##[group]\(step.name)")
            if let command = step.command {
                lines.add("\(Self.escape)[36;1m\(command)\(Self.escape)[0m")
                lines.add("shell: /usr/bin/bash -e {0}")
            } else {
                lines.add("with:")
                lines.add("  repository: \(repo)")
                lines.add("  fetch-depth: 1")
            }
            lines.add("##[endgroup]")
            guard step.command != nil, step.conclusion != "skipped" else { continue }
            output(of: step, into: &lines)
        }
        lines.at(job.completedAt ?? job.startedAt)
        lines.add("Cleaning up orphan processes")
        if job.id == ActionsSamples.hugeLogJob {
            lines.fill(upTo: ActionsSamples.hugeLogBytes)
        }
        return lines.bytes
    }

    /// What a command step printed; a failed one ends with GitHub's `##[error]` line.
    private func output(of step: WorkflowJob.Step, into lines: inout Lines) {
        let command = step.command ?? ""
        if command.contains("swift") {
            lines.add("Building for debugging...")
            lines.add("[1/42] Compiling GitHubKit APIClient.swift")
            lines.add("##[warning]Sources/GitHubKit/Cache/ResponseCache.swift:12:5: 'init()' is deprecated")
            lines.add("\(Self.escape)[32mBuild complete!\(Self.escape)[0m (12.34s)")
        } else {
            lines.add("Checked 42 links.")
        }
        if job.id == ActionsSamples.hostileLogJob {
            lines.add(
                "\(Self.escape)]0;pwned\u{07}\(Self.escape)[2JTest output tried to retitle and clear the terminal"
            )
            lines.add("progress: 50%\r")
            lines.add(raw: Array("binary junk: ".utf8) + [0xFF, 0xFE, 0xC3, 0x28] + Array(" end".utf8))
        }
        switch step.conclusion {
        case "failure":
            lines.add(
                "\(Self.escape)[31merror:\(Self.escape)[0m \(job.name) failed: XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"
            )
            lines.add("##[error]Process completed with exit code 1.")
        case "cancelled" where job.conclusion == "timed_out":
            lines.add("##[error]The job has exceeded the maximum execution time of 10m0s")
        case "cancelled":
            lines.add("##[error]The operation was canceled.")
        default:
            lines.add("Test Suite 'All tests' passed.")
        }
    }

    /// Log lines being written, each with the next timestamp.
    private struct Lines {
        var bytes = Data()
        private var second: Int
        private var tick = 0

        init(start: Int) { second = start }

        /// Moves the clock to `time` when that is later.
        mutating func at(_ time: Int) {
            if time > second {
                second = time
                tick = 0
            }
        }

        mutating func add(_ line: String) {
            add(raw: Array(line.utf8))
        }

        mutating func add(raw line: [UInt8]) {
            bytes.append(contentsOf: stamp().utf8)
            bytes.append(contentsOf: line)
            bytes.append(0x0A)
        }

        /// Benchmark lines until the log is `size` bytes long (the last line cut short).
        mutating func fill(upTo size: Int) {
            bytes.reserveCapacity(size)
            var template = Array("\(stamp())bench iteration 0000000: 0.000123 ms ok\n".utf8)
            let stampEnd = template.firstIndex(of: UInt8(ascii: " "))!
            let fractionStart = stampEnd - 8
            let counterStart = template.count - 24
            var iteration = 0
            while bytes.count < size {
                iteration += 1
                Self.write(iteration % 10_000_000, into: &template, at: fractionStart, digits: 7)
                Self.write(iteration % 10_000_000, into: &template, at: counterStart, digits: 7)
                let room = size - bytes.count
                if room >= template.count {
                    bytes.append(contentsOf: template)
                } else {
                    bytes.append(contentsOf: template[..<room])
                }
            }
        }

        private static func write(_ value: Int, into bytes: inout [UInt8], at start: Int, digits: Int) {
            var value = value
            for offset in (start..<start + digits).reversed() {
                bytes[offset] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
        }

        /// `2025-05-31T10:00:00.1234567Z `: the time with seven fraction digits.
        private mutating func stamp() -> String {
            tick += 1
            let fraction = String(tick * 1_234_567 % 10_000_000)
            let text = Timestamp.iso8601(second)
            return "\(text.dropLast()).\(String(repeating: "0", count: 7 - fraction.count))\(fraction)Z "
        }
    }
}
