import Foundation
import Logging

/// Writes a client's events to the caller's swift-log `Logger`: each response at `debug`
/// (method, path with its query, status, duration), each retry at `notice`, each wait for a
/// secondary rate limit and each spent limit at `warning`.
///
/// It sees only ``ClientEvent``s, which never carry headers, so no `Authorization` value, JWT
/// or key can reach a line; a query parameter that may hold a secret (`access_token`, `sig`, …)
/// has its value replaced by `[redacted]`.
struct ClientEventLog: Sendable {
    /// Where the lines go.
    let logger: Logger

    /// An observer that logs each event to `logger` and then hands it to `observer`; `observer`
    /// itself when there is no logger.
    static func observer(
        logging logger: Logger?, then observer: (@Sendable (ClientEvent) -> Void)?
    ) -> (@Sendable (ClientEvent) -> Void)? {
        guard let logger else { return observer }
        let log = ClientEventLog(logger: logger)
        return { event in
            log.log(event)
            observer?(event)
        }
    }

    /// Logs one event.
    func log(_ event: ClientEvent) {
        switch event {
        case .response(let endpoint, let status, let duration, let fromCache):
            let (method, path) = Self.split(endpoint)
            let source = fromCache ? " (from cache)" : ""
            logger.debug(
                "\(method) \(path) → \(status)\(source) in \(Self.milliseconds(duration)) ms",
                metadata: [
                    "github.method": "\(method)", "github.path": "\(path)", "github.status": "\(status)",
                    "github.duration_ms": "\(Self.milliseconds(duration))",
                    "github.from_cache": "\(fromCache)",
                ])
        case .fresh(let endpoint, let age):
            let (method, path) = Self.split(endpoint)
            logger.debug(
                "\(method) \(path) → fresh in cache (\(age) s old), no request",
                metadata: ["github.method": "\(method)", "github.path": "\(path)", "github.age_s": "\(age)"])
        case .retry(let notice):
            let metadata: Logger.Metadata = [
                "github.path": "\(notice.endpoint)", "github.retry": "\(notice.retry)",
                "github.max_retries": "\(notice.maxRetries)", "github.reason": "\(notice.reason)",
                "github.delay_ms": "\(Self.milliseconds(notice.delay))",
            ]
            if notice.reason == RetryNotice.secondaryRateLimit {
                logger.warning(
                    "rate limited: waiting \(Self.milliseconds(notice.delay)) ms before retrying \(notice)",
                    metadata: metadata)
            } else {
                logger.notice(
                    "retrying in \(Self.milliseconds(notice.delay)) ms: \(notice)", metadata: metadata)
            }
        case .rateLimit(let status):
            let metadata: Logger.Metadata = [
                "github.resource": "\(status.resource)", "github.remaining": "\(status.remaining)",
                "github.limit": "\(status.limit)",
                "github.reset": "\(Int(status.reset.timeIntervalSince1970))",
            ]
            let reset = status.reset.formatted(.iso8601)
            if status.remaining <= 0 {
                logger.warning(
                    "rate limit \(status.resource) spent: 0/\(status.limit), resets at \(reset)",
                    metadata: metadata)
            } else {
                logger.trace(
                    "rate limit \(status.resource): \(status.remaining)/\(status.limit), resets at \(reset)",
                    metadata: metadata)
            }
        case .warning(let message):
            logger.warning("\(message)")
        }
    }

    /// Query parameters whose values are never logged: those with a word in their name ending in one
    /// of these (`access_token`, `clientSecret`, `sig`, `api_key`).
    static let secretWords = [
        "token", "secret", "password", "passwd", "signature", "sig", "key", "jwt", "auth",
        "credential", "code",
    ]

    /// `METHOD path?query` as method and path, every secret-looking query value redacted.
    static func split(_ endpoint: String) -> (method: String, path: String) {
        let parts = endpoint.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return ("?", redacted(endpoint)) }
        return (String(parts[0]), redacted(String(parts[1])))
    }

    /// `path?query` with the value of each query parameter whose name holds one of ``secretWords``
    /// replaced by `[redacted]`.
    static func redacted(_ path: String) -> String {
        guard let mark = path.firstIndex(of: "?") else { return path }
        let query = path[path.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false)
            .map { item -> String in
                let name = item.prefix { $0 != "=" }
                let words = name.lowercased().split { !$0.isLetter }
                let secret = words.contains { word in secretWords.contains { word.hasSuffix($0) } }
                return secret && name.count < item.count ? "\(name)=[redacted]" : String(item)
            }
        return path[..<mark] + "?" + query.joined(separator: "&")
    }

    /// Whole milliseconds in `duration`.
    static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
