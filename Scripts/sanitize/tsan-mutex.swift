// Shows that ThreadSanitizer cannot see Synchronization's `Mutex` hand the lock from one thread
// to another on Linux (Swift 6.3.1), which is why Scripts/sanitize/tsan.supp exists.
//
//   swiftc -sanitize=thread -g Scripts/sanitize/tsan-mutex.swift -o /tmp/tsan-mutex
//   /tmp/tsan-mutex mutex     # Swift access races reported on a counter only touched under the lock
//   /tmp/tsan-mutex nslock    # the same program with NSLock (a pthread mutex): no report
//
// Eight threads add to a dictionary under one lock. `Mutex`'s fast path is an atomic
// compare-exchange compiled into the caller, which TSan sees; a contended lock goes through
// FUTEX_LOCK_PI / FUTEX_UNLOCK_PI system calls made in libswiftSynchronization.so, which is not
// instrumented, and the kernel hands the lock over: TSan sees no release and no acquire, and
// calls the next holder's accesses a race. When `mutex` prints no report on a newer toolchain,
// the suppressions in tsan.supp can go.
import Dispatch
import Foundation
import Synchronization

final class WithMutex: Sendable {
    let counts = Mutex<[Int: Int]>([:])
    func add(_ key: Int) { counts.withLock { $0[key, default: 0] += 1 } }
}

final class WithNSLock: @unchecked Sendable {
    let lock = NSLock()
    var counts: [Int: Int] = [:]
    func add(_ key: Int) { lock.withLock { counts[key, default: 0] += 1 } }
}

let add: @Sendable (Int) -> Void
switch CommandLine.arguments.dropFirst().first {
case "mutex":
    let counter = WithMutex()
    add = { counter.add($0) }
case "nslock":
    let counter = WithNSLock()
    add = { counter.add($0) }
default:
    print("usage: tsan-mutex mutex|nslock")
    exit(2)
}
DispatchQueue.concurrentPerform(iterations: 8) { _ in
    for key in 0..<10_000 { add(key % 10) }
}
print("done")
