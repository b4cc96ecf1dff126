import Testing

/// A trait for suites whose tests drive the real `ghtui` (a dump, or the browser under tmux):
/// across every such suite of the test run, one test case runs at a time.
///
/// `.serialized` orders a suite's own tests only. Without this, the dump, chaos, browser and
/// retry suites each ran a binary, a terminal and an in-process FakeGitHub at once, on two cores,
/// beside the library's tests; a clean-clone CI run then had FakeGitHub leave a browser's request
/// unanswered for its 30 s timeout. The other suites still run alongside.
struct OneBinaryAtATime: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // The suite's own scope passes through; each of its test cases takes the turn.
        guard testCase != nil else { return try await function() }
        await BinaryTurn.shared.take()
        do {
            try await function()
        } catch {
            await BinaryTurn.shared.pass()
            throw error
        }
        await BinaryTurn.shared.pass()
    }
}

extension Trait where Self == OneBinaryAtATime {
    /// One test case at a time across every suite with this trait (see ``OneBinaryAtATime``).
    static var oneBinaryAtATime: Self { Self() }
}

/// The turn the ``OneBinaryAtATime`` suites take: waiting for it suspends, it blocks no thread.
private actor BinaryTurn {
    static let shared = BinaryTurn()

    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns when the caller has the turn.
    func take() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the next in line, or frees it.
    func pass() {
        if waiting.isEmpty {
            taken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
