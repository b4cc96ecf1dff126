import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Standard output and error, and whether each is a terminal.
struct Console: Sendable {
    /// Raised when the reader of standard output went away (`ghtui … | head`).
    struct OutputClosed: Error {}

    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool

    init() {
        stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        stderrIsTerminal = isatty(STDERR_FILENO) == 1
    }

    /// Writes all of `bytes` to standard output.
    func out(_ bytes: [UInt8]) throws {
        try Self.write(bytes, to: STDOUT_FILENO)
    }

    /// Writes one line to standard error; errors writing it are ignored.
    func err(_ line: String) {
        try? Self.write(Array((line + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes a transient line (progress) to standard error when it is a terminal.
    func progress(_ text: String) {
        guard stderrIsTerminal else { return }
        try? Self.write(Array("\r\u{1B}[K\(text)".utf8), to: STDERR_FILENO)
    }

    /// Clears the transient line.
    func clearProgress() {
        progress("")
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputClosed()
            }
            offset += written
        }
    }
}
