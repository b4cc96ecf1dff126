/// Whether a GET that the response cache holds fresh (inside its `Cache-Control: max-age`)
/// is answered from the cache without a request.
///
/// A client has one policy (`APIClient.cachePolicy`); `CachePolicy.override` changes it for
/// the work of one task, such as a screen the user asked to refresh:
///
/// ```swift
/// try await CachePolicy.$override.withValue(.revalidate) {
///     try await github.user("octocat")  // sent with If-None-Match even inside max-age
/// }
/// ```
///
/// A request carrying `Cache-Control: no-cache` or `max-age=0` is never answered fresh either.
/// Whatever the policy, a copy is only ever served to the host and token it was fetched for
/// (both are in `CacheKey`), and a successful write forgets the copies it changes.
public enum CachePolicy: Sendable, Equatable {
    /// Inside `max-age`, answer from the cache with no request at all; past it, revalidate
    /// with the cached ETag (a 304 reuses the stored body). The default.
    case useFresh
    /// Always ask GitHub: with the cached validators, so an unchanged answer is a free 304.
    case revalidate

    /// The policy for the current task and its child tasks, beating the client's; nil keeps it.
    @TaskLocal public static var override: CachePolicy? = nil

    /// The policy in force for `request` on a client whose own policy is `clientPolicy`.
    static func effective(_ clientPolicy: CachePolicy, for requestCacheControl: String?) -> CachePolicy {
        let asked = CacheControl(requestCacheControl)
        if asked.noCache || asked.maxAge == 0 { return .revalidate }
        return override ?? clientPolicy
    }
}
