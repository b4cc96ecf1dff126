// Shows LeakSanitizer calling `Data` a leak while a global still holds it (Swift 6.3.1, Linux),
// which is what the open `Data` leaks of the address run in docs/RELIABILITY.md may be.
//
//   swiftc -sanitize=address -g Scripts/sanitize/lsan-data.swift -o /tmp/lsan-data
//   /tmp/lsan-data    # "Direct leak" of each Data's storage, "Indirect leak" of its bytes
//
// Both values are reachable from `holder` at exit, so neither is a leak.
import Foundation

final class Holder: @unchecked Sendable {
    var datas: [Data] = []
}

let holder = Holder()
holder.datas.append(try Data(contentsOf: URL(fileURLWithPath: "/etc/services")))
holder.datas.append(Data(String(repeating: "x", count: 5000).utf8))
print(holder.datas.count)
exit(0)
