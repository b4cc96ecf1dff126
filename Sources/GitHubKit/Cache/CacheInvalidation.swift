import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Which cached reads a successful write makes outdated: those of its own URL and of every
/// parent path, with any query. `PUT /user/starred/o/r` forgets `/user/starred/o/r`, every page
/// of `/user/starred`, and `/user`.
///
/// Lists of the same thing under another path (`/users/{login}/starred`) are not known to be the
/// same and stay until GitHub's ETags say otherwise.
enum CacheInvalidation {
    /// The URLs, without query, that a write to `url` makes outdated: `url` and its parents, down
    /// to the host's first path segment.
    static func outdatedURLs(by url: URL?) -> [String] {
        guard let url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return []
        }
        components.query = nil
        components.fragment = nil
        var path = components.percentEncodedPath
        var urls: [String] = []
        while path.count > 1 {
            if path.hasSuffix("/") {
                path.removeLast()
                continue
            }
            components.percentEncodedPath = path
            if let text = components.url?.absoluteString { urls.append(text) }
            path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        }
        return urls
    }

    /// Whether `cached` (a URL with or without a query) is one of `urls`.
    static func matches(_ cached: String, _ urls: [String]) -> Bool {
        urls.contains { cached == $0 || cached.hasPrefix($0 + "?") }
    }
}
