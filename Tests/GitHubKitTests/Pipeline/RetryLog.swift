import GitHubKit
import Synchronization

/// The retry notices a client reported, for tests to read.
final class RetryLog: Sendable {
    private let notices = Mutex<[RetryNotice]>([])

    /// The observer to give the client.
    var observer: @Sendable (ClientEvent) -> Void {
        { [self] event in
            if case .retry(let notice) = event { notices.withLock { $0.append(notice) } }
        }
    }

    /// Every notice so far, oldest first.
    var all: [RetryNotice] { notices.withLock { $0 } }

    /// Their descriptions, as ghtui prints them.
    var lines: [String] { all.map(\.description) }
}
