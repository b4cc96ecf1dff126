/// One of GitHub's rate limits: a budget per identity and window (an hour for `core`, a minute
/// for `search`) that starts with the identity's first request.
struct RateLimiter: Sendable {
    /// The numbers GitHub puts in the `x-ratelimit-*` headers.
    struct Snapshot: Sendable {
        var limit: Int
        var used: Int
        var reset: Int
        /// The resource GitHub names in `x-ratelimit-resource`.
        var resource = "core"
        var remaining: Int { max(0, limit - used) }

        var headers: [(name: String, value: String)] {
            [
                ("x-ratelimit-limit", String(limit)),
                ("x-ratelimit-remaining", String(remaining)),
                ("x-ratelimit-reset", String(reset)),
                ("x-ratelimit-used", String(used)),
                ("x-ratelimit-resource", resource),
            ]
        }

        var json: JSONValue {
            .object([
                ("limit", .int(limit)),
                ("used", .int(used)),
                ("remaining", .int(remaining)),
                ("reset", .int(reset)),
                ("resource", .string(resource)),
            ])
        }
    }

    private struct Window {
        var reset: Int
        var used: Int
    }

    private var windows: [String: Window] = [:]
    /// The window's length in seconds.
    let window: Int
    /// The resource this limit is, for the headers.
    let resource: String

    /// A limit named `resource` whose budget refills every `window` seconds.
    init(window: Int = 3600, resource: String = "core") {
        self.window = window
        self.resource = resource
    }

    /// The current window of `identity`, opening a new one when the last has expired.
    mutating func snapshot(_ identity: String, limit: Int, now: Int) -> Snapshot {
        var current = windows[identity] ?? Window(reset: now + window, used: 0)
        if now >= current.reset {
            current = Window(reset: now + window, used: 0)
        }
        windows[identity] = current
        return Snapshot(
            limit: limit, used: min(current.used, limit), reset: current.reset, resource: resource)
    }

    /// Charges one request to `identity`.
    mutating func consume(_ identity: String, limit: Int, now: Int) {
        _ = snapshot(identity, limit: limit, now: now)
        windows[identity]?.used += 1
    }

    /// Forgets all usage, as if an hour had passed for everyone.
    mutating func reset() {
        windows = [:]
    }
}
