import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The opt-in timing trace: with `GHTUI_TRACE=/path/file`, the browser appends one line per
/// event to that file, timed in milliseconds since the process started, for
/// `Benchmarks/browser.sh`:
///
/// ```
/// main 9.8 ms
/// terminal 20.5 ms
/// request user 31.2 ms
/// cached user 32.0 ms
/// paint profile 33.1 ms (cache)
/// answer user 90.5 ms
/// paint profile 91.0 ms (network)
/// paint profile page 91.0 ms (network, cpu 38.2 ms)
/// frame 812.3 ms keys 1 reduce 0.061 ms render 0.310 ms draw 0.200 ms
/// stack 815.0 ms (2)
/// memory returned 30812.4 ms (0.001832 seconds)
/// exit 1520.7 ms
/// ```
///
/// Every command's trace has `parsed` (the command line read) after `main`. A dump's trace has
/// `configuration`, `cache open`, `client ready`, one `answer` per response and `written`
/// between that and `exit` (`Benchmarks/realpath.sh`'s timeline).
///
/// Every line is `<event words> <time> ms`, then details. Events name requests by kind only,
/// never by URL, login, header or token. The process's start is `GHTUI_TRACE_START` when the
/// launcher sets it to the time it ran `ghtui` (seconds since the epoch, as bash's
/// `$EPOCHREALTIME` gives it); otherwise it is the kernel's record, in clock ticks (10 ms on
/// most systems), and times may read up to a tick high. `main` and `exit` are written by any
/// command, which makes `--help` and `--json` runs comparable baselines. Without
/// `GHTUI_TRACE` there is no trace: callers hold an optional one, and nothing is timed.
final class Trace: Sendable {
    /// The environment variable naming the trace file.
    static let variable = "GHTUI_TRACE"
    /// The environment variable with the launcher's time of start, e.g. `1763700000.123456`.
    static let startVariable = "GHTUI_TRACE_START"

    private let descriptor: Int32
    /// The process's start on `CLOCK_REALTIME`, in nanoseconds.
    private let origin: Int64

    /// The trace `environment` asks for, with its file open for appending; nil when the
    /// variable is unset or empty, or the file cannot be opened.
    init?(environment: [String: String]) {
        guard let path = environment[Self.variable], !path.isEmpty else { return nil }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        origin =
            environment[Self.startVariable].flatMap(Self.nanoseconds(fromSeconds:))
            ?? Self.processStart().map { Self.now() - (Self.now(CLOCK_BOOTTIME) - $0) } ?? Self.now()
    }

    deinit {
        close(descriptor)
    }

    /// Appends `<name> <time> ms`, and ` (<detail>)` when there is one.
    func event(_ name: String, detail: String? = nil) {
        write(
            "\(name) \(Self.format(Self.now() - origin, decimals: 1)) ms" + (detail.map { " (\($0))" } ?? ""))
    }

    /// The CPU (user + system) this process has used so far, e.g. `cpu 41.7 ms`.
    static func cpuUsed() -> String {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let microseconds =
            (Int64(usage.ru_utime.tv_sec) + Int64(usage.ru_stime.tv_sec)) * 1_000_000
            + Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_usec)
        return "cpu \(format(microseconds * 1000, decimals: 1)) ms"
    }

    /// Appends one drawn frame: the keys it answers and the time spent reducing the actions
    /// since the last frame, rendering the state to a grid, and drawing the grid.
    func frame(keys: Int, reduce: Duration, render: Duration, draw: Duration) {
        let elapsed = Self.format(Self.now() - origin, decimals: 1)
        write(
            "frame \(elapsed) ms keys \(keys) reduce \(Self.milliseconds(reduce)) ms "
                + "render \(Self.milliseconds(render)) ms draw \(Self.milliseconds(draw)) ms")
    }

    /// One `write` per line: with `O_APPEND` lines from different threads never interleave.
    private func write(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// `duration` in milliseconds with three decimals.
    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return format(seconds * 1_000_000_000 + attoseconds / 1_000_000_000, decimals: 3)
    }

    /// `nanoseconds` in milliseconds, rounded to `decimals` decimals (at most 3). Integer
    /// arithmetic, not `String(format:)`: Foundation's formatter takes a quarter of a millisecond
    /// the first time, which the trace's first event, at the very start, would add to what it times.
    static func format(_ nanoseconds: Int64, decimals: Int) -> String {
        let places = min(max(decimals, 0), 3)
        let scale = [1, 10, 100, 1000][places] as Int64
        let step = 1_000_000 / scale
        let units = (nanoseconds.magnitude + UInt64(step / 2)) / UInt64(step)
        let sign = nanoseconds < 0 && units > 0 ? "-" : ""
        let whole = units / UInt64(scale)
        guard places > 0 else { return "\(sign)\(whole)" }
        let fraction = String(units % UInt64(scale))
        return "\(sign)\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// Now on `clock` in nanoseconds: by default the wall clock, which launchers can read too;
    /// `CLOCK_BOOTTIME` is the one the kernel dates processes' starts on.
    private static func now(_ clock: clockid_t = CLOCK_REALTIME) -> Int64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// `text`, a time in seconds since the epoch such as `1763700000.123456`, in nanoseconds
    /// (to the microsecond, which a `Double` holds exactly for such times); nil if not a time.
    static func nanoseconds(fromSeconds text: String) -> Int64? {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds < 1e11 else { return nil }
        return Int64((seconds * 1e6).rounded()) * 1000
    }

    /// When the kernel started this process (`starttime` in `/proc/self/stat`, in clock
    /// ticks since boot: to the nearest 10 ms on most systems).
    private static func processStart() -> Int64? {
        let file = fopen("/proc/self/stat", "r")
        guard let file else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 1024)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // The command name (field 2) may hold spaces; the fields after it start with field 3.
        guard let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        let ticksPerSecond = Int64(sysconf(Int32(_SC_CLK_TCK)))
        guard fields.count > 19, let ticks = Int64(fields[19]), ticksPerSecond > 0 else { return nil }
        return ticks * (1_000_000_000 / ticksPerSecond)
    }
}
