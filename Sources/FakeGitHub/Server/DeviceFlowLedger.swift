import Synchronization

/// The device codes a ``FakeGitHub`` server handed out, and how far each one's polling got.
final class DeviceFlowLedger: Sendable {
    /// One device code's progress.
    struct Entry: Sendable {
        /// Polls answered so far.
        var polls = 0
        /// Whether `slow_down` was sent.
        var slowedDown = false
        /// Whether the token was granted (the code is then used up).
        var granted = false
    }

    private let state = Mutex<(issued: Int, entries: [String: Entry])>((0, [:]))

    /// A new device code and its user code.
    func issue() -> (deviceCode: String, userCode: String) {
        let number = state.withLock { state in
            state.issued += 1
            let code = "fakegithub-device-code-\(state.issued)"
            state.entries[code] = Entry()
            return state.issued
        }
        let digits = String(number % 10_000)
        let padded = String(repeating: "0", count: 4 - digits.count) + digits
        return ("fakegithub-device-code-\(number)", "FAKE-\(padded)")
    }

    /// Runs `change` on the entry of `deviceCode`; nil when the fake never issued it.
    func update<Result>(_ deviceCode: String, _ change: (inout Entry) -> Result) -> Result? {
        state.withLock { state in
            guard var entry = state.entries[deviceCode] else { return nil }
            let result = change(&entry)
            state.entries[deviceCode] = entry
            return result
        }
    }
}
