/// What a route answers from: the request, the world (with what writes changed) and who is asking.
struct RouteContext: Sendable {
    let request: IncomingRequest
    /// The decoded path segments, without the `/redirected` prefix of redirect faults.
    let segments: [String]
    let world: World
    /// What writes changed in `world` so far; write routes change it.
    let changes: WorldChanges
    let options: Options
    /// The authenticated user, nil for anonymous requests.
    let viewer: UserRecord?
    /// The caller's primary rate limit before this request.
    let rate: RateLimiter.Snapshot
    /// The caller's search limit, for `GET /rate_limit`; nil elsewhere.
    var searchRate: RateLimiter.Snapshot?
    /// The device codes handed out so far, for the OAuth device flow.
    var deviceFlow = DeviceFlowLedger()
    /// The app's ID when the request carries its valid JWT (`/app/…` routes need one).
    var appID: Int?
    /// The installation tokens handed out so far.
    var apps = AppLedger()
    /// What the caller's installation token reaches, when an installation is asking.
    var installation: AppLedger.Grant?

    static let docs = "https://docs.github.com/rest"

    /// A list of users or repositories that belongs to one account.
    struct ListPath {
        /// The last segment, e.g. `followers`.
        var kind: String
        var owner: UserRecord
        /// The path GitHub's `Link` URLs use for the list.
        var linkPath: String
    }

    /// The owner of a list path whose kind is a key of `kinds` (kind → its documentation URL):
    /// `/user/{kind}` (the viewer's), `/users/{login}/{kind}` or `/user/{id}/{kind}`.
    ///
    /// Nil when the path is no such list; a failure when its owner is missing.
    private func listPath(kinds: [String: String]) -> Result<ListPath, APIError>? {
        switch segments.count {
        case 2 where segments[0] == "user" && kinds[segments[1]] != nil:
            guard let viewer else {
                return .failure(
                    .requiresAuthentication("\(Self.docs)/users/users#get-the-authenticated-user"))
            }
            return .success(ListPath(kind: segments[1], owner: viewer, linkPath: "/user/\(segments[1])"))
        case 3 where segments[0] == "users" || segments[0] == "user":
            let kind = segments[2]
            guard let docs = kinds[kind] else { return nil }
            let users = world.users
            let owner =
                segments[0] == "users"
                ? world.account(login: segments[1]) : Int(segments[1]).flatMap { users.user(id: $0) }
            guard let owner else { return .failure(.notFound(docs)) }
            return .success(ListPath(kind: kind, owner: owner, linkPath: "/user/\(owner.id)/\(kind)"))
        default:
            return nil
        }
    }

    /// The answer for a list path of `kinds` (see ``listPath(kinds:)``): for a list whose owner
    /// exists, the requested page of `list`'s elements, each rendered by `json`; an error for one
    /// whose owner is missing; nil for any other path.
    func answerList<Element>(
        kinds: [String: String], _ list: (ListPath) -> LazyList<Element>, json: (Element) -> JSONValue
    ) -> RouteOutcome? {
        switch listPath(kinds: kinds) {
        case .failure(let error)?:
            return .failure(error)
        case .success(let path)?:
            let list = list(path)
            let page = Page(request: request, total: list.count)
            return .page(.array(list.elements(page.offsets).map(json)), page, linkPath: path.linkPath)
        case nil:
            return nil
        }
    }
}
