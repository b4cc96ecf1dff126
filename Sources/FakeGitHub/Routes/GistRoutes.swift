import Foundation

/// The gists' routes: `/gists/public`, `/gists/{id}`, `/users/{login}/gists`, with `since`; the
/// signed-in user's `/gists`, and creating one (`POST /gists`, which needs the `gist` scope).
///
/// Created gists live in ``WorldChanges``: the newest first in every list they belong to.
struct GistRoutes: RouteGroup {
    static let methods: Set<String> = ["GET", "POST"]
    private static let docs = "\(RouteContext.docs)/gists/gists"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let gists = context.world.gists
        let created = context.changes.current.gists.reversed()
        if context.request.method == "POST" {
            return segments == ["gists"] ? create(context) : nil
        }
        switch segments.count {
        case 1 where segments == ["gists"]:
            return context.authorized(accepting: [], docs: "\(docs)#list-gists-for-the-authenticated-user") {
                viewer in
                let mine =
                    created.filter { $0.owner.id == viewer.id } + gists.gists(of: viewer).map(gists.content)
                return list(mine, context)
            }
        case 2 where segments == ["gists", "public"]:
            return list(created.filter(\.isPublic) + gists.publicGists().map(gists.content), context)
        case 2 where segments[0] == "gists":
            guard
                let gist = created.first(where: { $0.id == segments[1] })
                    ?? gists.gist(id: segments[1]).map(gists.content)
            else {
                return .failure(.notFound("\(docs)#get-a-gist"))
            }
            return .object(gist.json(full: true), lastModified: gist.updatedAt)
        case 3 where segments[0] == "users" && segments[2] == "gists":
            guard let owner = context.world.users.user(login: segments[1]) else {
                return .failure(.notFound("\(docs)#list-gists-for-a-user"))
            }
            let theirs = created.filter { $0.owner.id == owner.id && $0.isPublic }
            return list(theirs + gists.gists(of: owner).map(gists.content), context)
        default:
            return nil
        }
    }

    /// `POST /gists`: 201 with the new gist; 422 naming `files` when there are none or one is empty.
    private static func create(_ context: RouteContext) -> RouteOutcome {
        let docs = "\(docs)#create-a-gist"
        return context.authorized(accepting: ["gist"], docs: docs) { viewer in
            let fields: [String: Any]
            switch context.jsonBody(required: ["files"], resource: "Gist", docs: docs) {
            case .failure(let error): return .failure(error)
            case .success(let body): fields = body
            }
            let given = fields["files"] as? [String: Any] ?? [:]
            let files = given.compactMap { name, value -> GistContent.File? in
                guard let text = (value as? [String: Any])?["content"] as? String, !text.isEmpty else {
                    return nil
                }
                return .guessing(name: name, text: text)
            }
            guard !files.isEmpty, files.count == given.count else {
                return .failure(
                    .invalid(resource: "Gist", field: "files", code: "missing_field", documentationURL: docs))
            }
            let now = context.now
            let gist = context.changes.update { changes in
                let serial = String(viewer.id * 4_096 + changes.gists.count + 1, radix: 16)
                let gist = GistContent(
                    id: String(repeating: "0", count: max(0, 20 - serial.count)) + serial, owner: viewer,
                    files: files.sorted { $0.name < $1.name }, description: fields["description"] as? String,
                    isPublic: fields["public"] as? Bool ?? false, createdAt: now, updatedAt: now, comments: 0)
                changes.gists.append(gist)
                return gist
            }
            return .status(201, gist.json(full: true))
        }
    }

    /// A page of `gists`, keeping those updated at or after `since` when it is given.
    private static func list(_ gists: [GistContent], _ context: RouteContext) -> RouteOutcome {
        let since = context.request.queryValue("since").flatMap { try? Date($0, strategy: .iso8601) }
        let kept = gists.filter { since == nil || $0.updatedAt >= Int(since!.timeIntervalSince1970) }
        return context.page(of: kept) { $0.json(full: false) }
    }
}
