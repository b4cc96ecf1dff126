import Foundation
import Testing

@testable import ghtui

/// `GHTUI_TRACE` with the launcher's start time (`GHTUI_TRACE_START`), through the real binary:
/// `main` and `exit` are traced by any command, `--help` included.
@Suite(.serialized, .oneBinaryAtATime) struct TraceTests {
    /// The times of the trace's `main` and `exit` lines after `ghtui --help` ran with `start`.
    private func traceOfHelp(start: String?) async throws -> (main: Double, exit: Double) {
        let trace = scratchDirectory().appendingPathComponent("trace.log")
        var environment = ["GHTUI_TRACE": trace.path]
        environment["GHTUI_TRACE_START"] = start
        let result = try await runGHTUI(["--help"], environment: environment)
        #expect(result.status == 0)
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        func time(_ event: String) throws -> Double {
            let line = try #require(lines.first { $0.hasPrefix(event + " ") }, "no \(event) line")
            return try #require(Double(line.split(separator: " ")[1]))
        }
        return (try time("main"), try time("exit"))
    }

    @Test func aLauncherStartIsTheOrigin() async throws {
        let anHourAgo = String(format: "%.6f", Date().timeIntervalSince1970 - 3600)
        let (main, exit) = try await traceOfHelp(start: anHourAgo)
        #expect(main > 3_600_000 && main < 3_660_000)
        #expect(exit >= main)
    }

    @Test(arguments: [nil, "", "soon", "-5", "1e400", "nan", "1763700000,5"])
    func withoutAUsableStartTheKernelsRecordIsTheOrigin(start: String?) async throws {
        let (main, exit) = try await traceOfHelp(start: start)
        // The kernel dates the start to a clock tick, so `main` is a little after it, never before.
        #expect(main >= 0 && main < 60_000)
        #expect(exit >= main)
    }

    @Test func startTimesAreReadToTheMicrosecond() {
        #expect(Trace.nanoseconds(fromSeconds: "1763700000.123456") == 1_763_700_000_123_456_000)
        #expect(Trace.nanoseconds(fromSeconds: "1763700000") == 1_763_700_000_000_000_000)
        #expect(Trace.nanoseconds(fromSeconds: "1763700000.1234567") == 1_763_700_000_123_457_000)
        for bad in ["", "x", "-1", "0", "inf", "1e20"] {
            #expect(Trace.nanoseconds(fromSeconds: bad) == nil, "\(bad)")
        }
    }

    @Test func millisecondsAreWrittenAsPrintfRoundsThem() {
        #expect(Trace.format(12_345_678, decimals: 1) == "12.3")
        #expect(Trace.format(12_350_000, decimals: 1) == "12.4")
        #expect(Trace.format(999_999, decimals: 3) == "1.000")
        #expect(Trace.format(1_000_001, decimals: 0) == "1")
        #expect(Trace.format(-2_500_000, decimals: 1) == "-2.5")
        #expect(Trace.format(0, decimals: 3) == "0.000")
        // Exactly halfway, printf rounds the binary double either way: those are left out. The
        // values are a fixed pseudo-random sequence, the same every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let nanoseconds = Int64(state >> 30) % 10_000_000_000
            for decimals in [1, 3] {
                let step = Int64(1_000_000 / [1, 10, 100, 1000][decimals])
                guard nanoseconds % step != step / 2 else { continue }
                let printf = String(format: "%.\(decimals)f", Double(nanoseconds) / 1_000_000)
                #expect(Trace.format(nanoseconds, decimals: decimals) == printf, "\(nanoseconds)")
            }
        }
    }
}
