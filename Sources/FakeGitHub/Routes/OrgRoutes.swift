/// The organizations' routes: `/orgs/{org}`, its repositories and its public members.
struct OrgRoutes: RouteGroup {
    private static let docs = "\(RouteContext.docs)/orgs"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.first == "orgs", (2...3).contains(segments.count) else { return nil }
        let orgs = context.world.orgs
        let docs =
            switch segments.dropFirst(2).first {
            case nil: "\(Self.docs)/orgs#get-an-organization"
            case "repos": "\(RouteContext.docs)/repos/repos#list-organization-repositories"
            case "public_members": "\(Self.docs)/members#list-public-organization-members"
            default: Self.docs
            }
        guard let org = orgs.org(login: segments[1]) else { return .failure(.notFound(docs)) }
        switch segments.dropFirst(2).first {
        case nil:
            return .object(orgs.fullJSON(org), lastModified: org.updatedAt)
        case "repos":
            let order = RepoRoutes.repoOrder(
                of: org, context: context, cache: &orderCache, defaultSort: "created")
            let changes = context.changes.current
            return context.page(of: context.world.repos.repos(of: org).reordered(order)) {
                changes.counting($0).minimalJSON(permissions: nil)
            }
        case "public_members":
            return context.page(of: orgs.publicMembers(of: org)) { $0.simpleJSON() }
        default:
            return .failure(.notFound(docs))
        }
    }
}
