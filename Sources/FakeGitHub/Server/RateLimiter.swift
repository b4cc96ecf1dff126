/// GitHub's primary rate limit: an hourly budget per identity that starts with its first request.
struct RateLimiter: Sendable {
    /// The numbers GitHub puts in the `x-ratelimit-*` headers.
    struct Snapshot: Sendable {
        var limit: Int
        var used: Int
        var reset: Int
        var remaining: Int { max(0, limit - used) }

        var headers: [(name: String, value: String)] {
            [
                ("x-ratelimit-limit", String(limit)),
                ("x-ratelimit-remaining", String(remaining)),
                ("x-ratelimit-reset", String(reset)),
                ("x-ratelimit-used", String(used)),
                ("x-ratelimit-resource", "core"),
            ]
        }

        var json: JSONValue {
            .object([
                ("limit", .int(limit)),
                ("used", .int(used)),
                ("remaining", .int(remaining)),
                ("reset", .int(reset)),
                ("resource", .string("core")),
            ])
        }
    }

    private struct Window {
        var reset: Int
        var used: Int
    }

    private var windows: [String: Window] = [:]

    /// The current window of `identity`, opening a new one when the last has expired.
    mutating func snapshot(_ identity: String, limit: Int, now: Int) -> Snapshot {
        var window = windows[identity] ?? Window(reset: now + 3600, used: 0)
        if now >= window.reset {
            window = Window(reset: now + 3600, used: 0)
        }
        windows[identity] = window
        return Snapshot(limit: limit, used: min(window.used, limit), reset: window.reset)
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
