import Foundation

/// The directives of a response's `Cache-Control` header that decide whether and for how long
/// a private cache (one user's, keyed by token) may answer from its copy without asking.
///
/// GitHub sends `private, max-age=60, s-maxage=60` to a token and `public, max-age=60,
/// s-maxage=60` without one. `s-maxage` is for shared caches and is ignored here.
public struct CacheControl: Sendable, Equatable {
    /// `max-age`: seconds the answer stays fresh after GitHub sent it; nil when absent or malformed.
    public var maxAge: Int?
    /// `no-cache`: the copy may be kept, but must be revalidated before every use.
    public var noCache: Bool
    /// `no-store`: the answer must not be kept at all.
    public var noStore: Bool
    /// `private`: the answer is for one user only (the cache key's token fingerprint).
    public var isPrivate: Bool

    /// The directives of `header`; nil or empty reads as no directive at all (never fresh).
    public init(_ header: String?) {
        var maxAge: Int?
        var noCache = false
        var noStore = false
        var isPrivate = false
        for part in (header ?? "").split(separator: ",") {
            let pieces = part.split(separator: "=", maxSplits: 1)
            let name = pieces.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            let value = pieces.count > 1 ? pieces[1].trimmingCharacters(in: .whitespaces) : nil
            switch name {
            case "max-age":
                // A quoted or negative value is malformed; RFC 9111 says treat it as stale.
                maxAge = value.flatMap { Int($0) }.map { max(0, $0) } ?? 0
            case "no-cache": noCache = true
            case "no-store": noStore = true
            case "private": isPrivate = true
            default: continue
            }
        }
        self.maxAge = maxAge
        self.noCache = noCache
        self.noStore = noStore
        self.isPrivate = isPrivate
    }

    /// How long a copy is fresh after GitHub sent it: `max-age`, or zero with `no-cache`,
    /// `no-store` or no `max-age` (such a copy is always revalidated).
    public var freshnessLifetime: TimeInterval {
        guard !noCache, !noStore, let maxAge else { return 0 }
        return TimeInterval(maxAge)
    }

    /// Whether a copy received at `fetchedAt`, `age` seconds old then (its `Age` header), is
    /// still fresh at `now`. A clock that went backwards counts as no time passed.
    public func isFresh(fetchedAt: Date, age: Int, at now: Date) -> Bool {
        let currentAge = max(0, now.timeIntervalSince(fetchedAt)) + TimeInterval(max(0, age))
        return currentAge < freshnessLifetime
    }

    /// The `Age` header's seconds, 0 when absent or malformed.
    static func age(_ header: String?) -> Int {
        header.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { max(0, $0) } ?? 0
    }
}
