/// The releases' routes: `/repos/{owner}/{repo}/releases`, `…/latest`, `…/tags/{tag}`, `…/{id}`,
/// `…/{id}/assets` and `…/assets/{id}` (the asset's object, or with `Accept:
/// application/octet-stream` a 302 to its bytes on the storage host, ``StorageRoutes``).
struct ReleaseRoutes: RouteGroup {
    private static let docs = "\(RouteContext.docs)/releases"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count >= 4, segments[0] == "repos", segments[3] == "releases" else { return nil }
        let notFound = RouteOutcome.failure(.notFound("\(Self.docs)/releases"))
        guard let repo = context.repository else { return notFound }
        let releases = context.world.repos.releases(of: repo)
        let rest = Array(segments.dropFirst(4))
        switch rest.count {
        case 0:
            return context.page(of: LazyList(count: releases.count) { $0 }) { releases.json($0) }
        case 1 where rest[0] == "latest":
            return releases.latestOffset.map { .object(releases.json($0), lastModified: nil) } ?? notFound
        case 1:
            return Int(rest[0]).flatMap(releases.offset(ofID:)).map {
                .object(releases.json($0), lastModified: nil)
            }
                ?? notFound
        case 2 where rest[0] == "tags":
            return releases.offset(ofTag: rest[1]).map { .object(releases.json($0), lastModified: nil) }
                ?? notFound
        case 2 where rest[0] == "assets":
            guard let id = Int(rest[1]), let (offset, index) = releases.asset(id: id) else { return notFound }
            guard context.request.headers["accept"]?.lowercased() == "application/octet-stream" else {
                return .object(releases.assetJSON(offset, index), lastModified: nil)
            }
            let url = StorageRoutes.assetURL(
                repo: repo.fullName, assetID: id, name: releases.assetName(offset, index),
                apiHost: context.request.host)
            return .headed(.status(302, nil), headers: [("location", url)])
        case 2 where rest[1] == "assets":
            guard let offset = Int(rest[0]).flatMap(releases.offset(ofID:)) else { return notFound }
            return context.page(of: Array(0..<releases.assetCount(offset))) { releases.assetJSON(offset, $0) }
        default:
            return notFound
        }
    }
}
