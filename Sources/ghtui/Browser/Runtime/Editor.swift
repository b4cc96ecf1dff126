import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The user's editor on a temporary file: what `c` writes a comment in.
///
/// The command is `$VISUAL`, else `$EDITOR`, else `vi`, run by `/bin/sh -c` with the file's
/// path as its argument (so `EDITOR="code -w"` works). The file is created empty and private
/// (0600) and removed afterwards.
enum Editor {
    /// What came of an edit: the text written, or why there is none.
    struct Outcome: Equatable {
        /// The file's text after the editor exited; nil when the editor could not run.
        var text: String?
        /// Why there is no text, for the status bar.
        var problem: String?
    }

    /// The editor's command in `environment`.
    static func command(_ environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// Runs the editor on a new temporary file holding `initial` with `terminal` given back to
    /// the user meanwhile, and reads what was written.
    static func edit(
        initial: String = "", suspending terminal: (any Terminal)?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Outcome {
        guard let path = privateFile("ghtui-comment", environment: environment) else {
            return Outcome(problem: "could not create a file for the editor")
        }
        defer { unlink(path) }
        guard initial.isEmpty || write(initial, to: path) else {
            return Outcome(problem: "could not write the file for the editor")
        }
        let command = command(environment)
        var status: Int32 = -1
        if let terminal {
            terminal.suspend { status = run(command, path: path) }
        } else {
            status = run(command, path: path)
        }
        guard status == 0 else {
            let shown = Sanitizer.clean(command)
            return Outcome(problem: "the editor (\(shown)) failed (status \(status)): nothing sent")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return Outcome(problem: "the editor's file could not be read: nothing sent")
        }
        return Outcome(text: String(decoding: data, as: UTF8.self))
    }

    /// Keeps `text`, a comment GitHub did not take, in a new private file beside the editor's;
    /// its path, or nil when it could not be written.
    static func keepUnsent(
        _ text: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard let path = privateFile("ghtui-unsent-comment", environment: environment) else { return nil }
        guard write(text, to: path) else {
            unlink(path)
            return nil
        }
        return path
    }

    /// Writes `text` into the file `privateFile` made at `path`, so that it stays 0600; whether
    /// it was written.
    private static func write(_ text: String, to path: String) -> Bool {
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(text.utf8))
            return true
        } catch {
            return false
        }
    }

    /// A new empty file `NAME-XXXXXX.md` in `$TMPDIR` (else `/tmp`), mode 0600; its path.
    private static func privateFile(_ name: String, environment: [String: String]) -> String? {
        let directory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/\(name)-XXXXXX.md".utf8CString)
        // mkstemps creates the file with mode 0600.
        let descriptor = mkstemps(&template, 3)
        guard descriptor >= 0 else { return nil }
        Glibc.close(descriptor)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs `/bin/sh -c 'COMMAND "$1"' sh PATH` on this terminal and waits; its exit status, or
    /// -1 when it could not start or a signal ended it.
    private static func run(_ command: String, path: String) -> Int32 {
        if case .exited(let status) = ShellCommand.run(command + " \"$1\"", arguments: [path]) {
            status
        } else {
            -1
        }
    }
}
