// Shows why LeakSanitizer calls a `Data` leaked while a global still holds it (Swift 6.3.1, Linux).
//
//   swiftc -sanitize=address -g Scripts/sanitize/lsan-data.swift -o /tmp/lsan-data
//   LSAN_OPTIONS=report_objects=1 /tmp/lsan-data
//
// It prints each value's two words, then LSan reports each storage object (65 bytes, "Direct
// leak", with its address) and its bytes ("Indirect"). The second word is the storage's address
// with bit 62 set: Foundation's `Data` is an enum (empty, inline, slice, large), and Swift keeps
// which case it is in the spare high bits of the pointer. LSan only takes a word for a pointer when
// it is an address as it is, so it finds nothing pointing at the storage. Both values are
// reachable from `holder` at exit: neither is a leak. A value of 14 bytes or fewer is inline (no
// storage), and an empty one holds nothing: neither is reported.
//
// Scripts/sanitize/lsan-holders.py finds such holders in a real process.
import Foundation

final class Holder: @unchecked Sendable {
    var datas: [Data] = []
}

func words(_ data: Data) -> String {
    withUnsafeBytes(of: data) { raw in
        (0..<2).map { "0x" + String(raw.load(fromByteOffset: $0 * 8, as: UInt64.self), radix: 16) }
            .joined(separator: " ")
    }
}

let holder = Holder()
holder.datas.append(try Data(contentsOf: URL(fileURLWithPath: "/etc/services")))
holder.datas.append(Data(String(repeating: "x", count: 5000).utf8))
for data in holder.datas { print(data.count, "bytes:", words(data)) }
// LSan's check at exit ends the process without flushing stdout when it finds a leak.
fflush(stdout)
exit(0)
