import Foundation

// What every fuzz target shares. Each target is compiled into one module with this file and
// the parser sources it tests (see Fuzz/run.sh), so these helpers need no import.

/// The fuzzer's input as bytes.
func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

/// The fuzzer's input as text, invalid UTF-8 repaired to U+FFFD the way `String(decoding:)` does.
func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// Stops the run with a property failure: libFuzzer reports the abort as a crash and writes
/// the input to `crash-*` for a regression test.
func propertyFailed(_ message: String, _ context: @autoclosure () -> String = "") -> Never {
    let detail = context()
    FileHandle.standardError.write(
        Data("property failed: \(message)\(detail.isEmpty ? "" : "\n\(detail)")\n".utf8))
    abort()
}

/// Checks `condition`, else stops the run with `message` (see `propertyFailed`).
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { propertyFailed(message()) }
}

/// The bytes a terminal would act on rather than show: ESC, C0 controls other than `allowed`,
/// DEL and C1 controls. Returns the first one found, or nil.
func firstControl(in text: String, allowing allowed: Set<Unicode.Scalar> = []) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
        guard !allowed.contains(scalar) else { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

/// A quoted, escaped rendering of `text` for failure messages.
func shown(_ text: String) -> String {
    String(reflecting: text)
}
