import ArgumentParser
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Parses the command line, runs it, and exits with a documented status.
///
/// ArgumentParser's own `main()` would do the same but for what ghtui documents: usage errors
/// as one "ghtui: …" line and exit status 2, the trace's `main` and `exit` events, a closed
/// pipe that is not fatal, and Ctrl-C that cancels the run rather than killing it.
@main
enum Entry {
    static func main() async {
        // First, so that the trace's `main` line says how long the process took to get here.
        let trace = Trace(environment: ProcessInfo.processInfo.environment)
        trace?.event("main")
        func finish(_ code: Int32) -> Never {
            trace?.event("exit")
            exit(code)
        }
        // A closed pipe (`ghtui … | head`) must end the dump quietly, not kill the process.
        signal(SIGPIPE, SIG_IGN)
        let console = Console()
        // ArgumentParser's commands are not Sendable; this one is handed to the task below and
        // not touched here again.
        nonisolated(unsafe) let command: any AsyncParsableCommand
        do {
            var parsed = try GHTUI.parseAsRoot()
            guard let runnable = parsed as? any AsyncParsableCommand else {
                // `--help` and `help`: ArgumentParser's help command throws its text as a clean exit.
                try parsed.run()
                finish(0)
            }
            command = runnable
        } catch {
            let code = GHTUI.exitCode(for: error)
            if code == .success {
                try? console.out(Array((GHTUI.fullMessage(for: error) + "\n").utf8))
                finish(0)
            }
            console.err("ghtui: \(GHTUI.message(for: error))")
            console.err("Run 'ghtui --help' for usage.")
            finish(ExitStatus.usage.rawValue)
        }
        let run = Task.detached {
            var command = command
            do {
                try await command.run()
                return ExitCode.success
            } catch {
                return GHTUI.exitCode(for: error)
            }
        }
        let interrupt = interruptSource(cancelling: run, console: console)
        let status = await run.value
        interrupt.cancel()
        finish(status.rawValue)
    }

    /// Ctrl-C cancels the run (and with it every request), which then exits with 130; a run
    /// that does not stop within two seconds is ended anyway.
    private static func interruptSource(cancelling run: Task<ExitCode, Never>, console: Console)
        -> any DispatchSourceSignal
    {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            run.cancel()
            DispatchQueue.global().asyncAfter(deadline: .now() + 2) {
                console.clearProgress()
                exit(ExitStatus.interrupted.rawValue)
            }
        }
        source.resume()
        return source
    }
}
