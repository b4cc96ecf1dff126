import Foundation

extension RouteContext {
    /// The requested page of `list`, each element rendered by `json`, with `Link` URLs on the
    /// request's own path.
    func page<Element>(of list: LazyList<Element>, json: (Element) -> JSONValue) -> RouteOutcome {
        let page = Page(request: request, total: list.count)
        return .page(.array(list.elements(page.offsets).map(json)), page, linkPath: ownPath)
    }

    /// The requested page of `elements`.
    func page<Element: Sendable>(of elements: [Element], json: (Element) -> JSONValue) -> RouteOutcome {
        page(of: LazyList(count: elements.count) { elements[$0] }, json: json)
    }

    /// The routed path, each segment percent-encoded again (`feature/x` as `feature%2Fx`).
    var ownPath: String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove("/")
        return "/"
            + segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }.joined(
                separator: "/")
    }

    /// The repository `/repos/{owner}/{name}/…` names, in the user catalog or an organization's.
    var repository: RepoRecord? {
        guard segments.count >= 3, segments[0] == "repos" else { return nil }
        return world.orgs.repo(owner: segments[1], name: segments[2])
    }

    /// Whether the request asks for a raw file (`application/vnd.github.raw+json` and its older spellings).
    var wantsRaw: Bool { accept.contains("raw") }
    /// Whether the request asks for rendered HTML (`application/vnd.github.html+json`).
    var wantsHTML: Bool { accept.contains("vnd.github.html") || accept.contains("vnd.github.v3.html") }

    private var accept: String { request.headers["accept"]?.lowercased() ?? "" }
}
