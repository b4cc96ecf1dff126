import Foundation
import GitHubKit
import Synchronization

/// Lets a download's progress through at most ten times a second (and always its end), so a
/// fast transfer does not flood the mailbox with redraws.
final class ProgressPace: Sendable {
    private let last = Mutex<ContinuousClock.Instant?>(nil)
    private let interval: Duration

    /// A pace of one report per `interval`.
    init(interval: Duration = .milliseconds(100)) {
        self.interval = interval
    }

    /// Whether `progress` is to be shown.
    func due(_ progress: DownloadProgress) -> Bool {
        let now = ContinuousClock.now
        let complete = progress.total.map { progress.received >= $0 } ?? false
        return last.withLock { last in
            guard complete || last.map({ now - $0 >= interval }) ?? true else { return false }
            last = now
            return true
        }
    }
}
