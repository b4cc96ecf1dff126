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
        let command: ParsedCommand
        do {
            var parsed = try GHTUI.parseAsRoot()
            trace?.event("parsed")
            // Help (`ghtui auth status --help`) and groups (`ghtui auth`) run at once: they print
            // help, or throw the request for it.
            guard let runnable = parsed as? any AsyncParsableCommand else {
                try parsed.run()
                finish(0)
            }
            command = ParsedCommand(command: runnable)
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
            do {
                var command = command.command
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

    /// The command line's command (ghtui itself, or `auth login`…), handed once to the task that
    /// runs it: a command is a value of its flags, never shared.
    private struct ParsedCommand: @unchecked Sendable {
        var command: any AsyncParsableCommand
    }

    /// Ctrl-C cancels the run (and with it every request), which then exits with 130; a run
    /// that does not stop within two seconds is ended anyway. While a command the browser runs
    /// has the terminal, Ctrl-C is that command's alone.
    private static func interruptSource(cancelling run: Task<ExitCode, Never>, console: Console)
        -> any DispatchSourceSignal
    {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            // Ctrl-C while a command (the editor, the user's own) has the terminal is the command's.
            guard !ShellCommand.hasTerminal.load(ordering: .sequentiallyConsistent) else {
                ShellCommand.interruptLetThrough.signal()
                return
            }
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
