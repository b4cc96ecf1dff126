// Shows swift-foundation's leak behind `Data(readingWhole:)` (Sources/GitHubKit/Pipeline/
// APIResponse.swift): on Linux, `Data(contentsOf:)` of an empty file loses a 4 KB buffer
// (Swift 6.3.1). `readBytesFromFile` reads a file whose size is 0 into `malloc(4096)` (a file in
// /proc says 0 and holds more); when nothing came, `readDataFromFile` returns `Data()` and the
// buffer is never freed.
//
//   swiftc -sanitize=address -g Scripts/sanitize/lsan-empty-file.swift -o /tmp/lsan-empty-file
//   /tmp/lsan-empty-file    # "Direct leak of 409600 byte(s) in 100 object(s)", in readBytesFromFile
//
// Nothing holds the buffers: the values are empty (no storage), so this one is a real leak.
import Foundation

let file = FileManager.default.temporaryDirectory.appendingPathComponent("lsan-empty-file")
try Data().write(to: file)
for _ in 0..<100 { _ = try Data(contentsOf: file) }
try FileManager.default.removeItem(at: file)
print("read an empty file 100 times")
fflush(stdout)
