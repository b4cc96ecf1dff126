import Foundation

/// The GitHub App's routes, answered with its JWT (``Options/app``): `GET /app`, `GET
/// /app/installations`, `GET /app/installations/{id}`, `POST /app/installations/{id}/access_tokens`,
/// and the installation of a repository, organization or user (`GET
/// /repos/{owner}/{repo}/installation`, `/orgs/{org}/installation`, `/users/{username}/installation`).
///
/// Comes before the groups that answer the rest of `/repos/…`, `/orgs/…` and `/users/…`.
struct AppRoutes: RouteGroup {
    static let methods: Set<String> = ["GET", "POST"]
    private static let docs = "https://docs.github.com/rest/apps/apps"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        let method = context.request.method
        let isAppPath = segments.first == "app"
        let isLookup =
            method == "GET" && segments.last == "installation"
            && (segments.count == 4 && segments[0] == "repos"
                || segments.count == 3 && ["orgs", "users"].contains(segments[0]))
        guard isAppPath || isLookup else { return nil }
        guard let app = context.options.app, context.appID == app.id else {
            return .failure(APIError(status: 401, message: AppJWTCheck.undecodable, documentationURL: docs))
        }
        switch (method, Array(segments.dropFirst())) {
        case ("GET", []):
            return .object(appJSON(app), lastModified: nil)
        case ("GET", ["installations"]):
            let page = Page(request: context.request, total: app.installations.count)
            let shown = page.offsets.clamped(to: 0..<app.installations.count)
            return .page(
                .array(app.installations[shown].map { installationJSON($0, app: app, context: context) }),
                page,
                linkPath: "/app/installations")
        case ("GET", let rest) where rest.count == 2 && rest[0] == "installations":
            guard let installation = Int(rest[1]).flatMap(app.installation(id:)) else {
                return .failure(.notFound(docs))
            }
            return .object(installationJSON(installation, app: app, context: context), lastModified: nil)
        case ("POST", let rest)
        where rest.count == 3 && rest[0] == "installations" && rest[2] == "access_tokens":
            context.apps.countRequest()
            return accessToken(
                installation: Int(rest[1]).flatMap(app.installation(id:)), app: app, context: context)
        case ("GET", _) where isLookup:
            return lookUp(segments, app: app, context: context)
        default:
            return .failure(.notFound(docs))
        }
    }

    /// `POST /app/installations/{id}/access_tokens`: a token for the installation, narrowed to the
    /// repositories and permissions asked for; 403 when it is suspended, 422 when it was not granted them.
    private static func accessToken(
        installation: AppInstallationRecord?, app: AppOptions, context: RouteContext
    )
        -> RouteOutcome
    {
        let tokenDocs = docs + "#create-an-installation-access-token-for-an-app"
        guard let installation else { return .failure(.notFound(tokenDocs)) }
        if installation.suspended {
            return .failure(
                APIError(
                    status: 403, message: "This installation has been suspended", documentationURL: tokenDocs)
            )
        }
        let body: [String: Any]
        switch context.jsonBody(required: [], resource: "Installation", docs: tokenDocs) {
        case .failure(let error): return .failure(error)
        case .success(let object): body = object
        }
        let names = body["repositories"] as? [String] ?? []
        let ids = body["repository_ids"] as? [Int] ?? []
        let named = names.map { context.world.orgs.repo(owner: installation.account, name: $0) }
        let reachable = { (repo: RepoRecord?) in repo.map { installation.reaches($0.name) } ?? false }
        let byID = ids.map { id in reachableRepos(of: installation, context: context).first { $0.id == id } }
        guard named.allSatisfy(reachable), byID.allSatisfy({ $0 != nil }) else {
            return .failure(
                .unprocessable(
                    "There is at least one repository that does not exist or is not accessible to the parent "
                        + "installation.", documentationURL: tokenDocs))
        }
        let asked = body["permissions"] as? [String: String] ?? [:]
        let levels = ["read": 1, "write": 2, "admin": 3]
        for (name, level) in asked
        where (levels[level] ?? 9) > (levels[installation.permissions[name] ?? ""] ?? 0) {
            return .failure(
                .unprocessable(
                    "The permissions requested are not granted to this installation.",
                    documentationURL: tokenDocs))
        }
        let now = Int(Date().timeIntervalSince1970)
        let expiresAt = now + app.tokenLifetime
        let repos = named + byID
        let permissions = asked.isEmpty ? installation.permissions : asked
        let token = context.apps.issue(
            AppLedger.Grant(
                installation: installation.id, expiresAt: expiresAt,
                account: installation.account.lowercased(),
                repositories: repos.isEmpty
                    ? installation.repositories.map { Set($0.map { $0.lowercased() }) }
                    : Set(repos.compactMap { $0?.name.lowercased() }),
                permissions: permissions))
        var members: [(key: String, value: JSONValue)] = [
            ("token", .string(token)),
            ("expires_at", .string(Timestamp.iso8601(expiresAt))),
            (
                "permissions",
                .object(permissions.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
            ),
            (
                "repository_selection",
                .string(installation.repositories == nil && repos.isEmpty ? "all" : "selected")
            ),
        ]
        if !repos.isEmpty {
            members.append(("repositories", .array(repos.compactMap { $0?.minimalJSON(permissions: nil) })))
        }
        return .status(201, .object(members))
    }

    /// The repositories `installation` reaches: those it was given, or all of its account's.
    static func reachableRepos(of installation: AppInstallationRecord, context: RouteContext) -> [RepoRecord]
    {
        if let names = installation.repositories {
            return names.compactMap { context.world.orgs.repo(owner: installation.account, name: $0) }
        }
        guard let account = context.world.account(login: installation.account) else { return [] }
        return context.world.repos.repos(of: account).elements(0..<account.publicRepos)
    }

    /// The installation reaching `/repos/{owner}/{repo}`, on `/orgs/{org}` or on `/users/{username}`.
    private static func lookUp(_ segments: [String], app: AppOptions, context: RouteContext) -> RouteOutcome {
        let login = segments[1].lowercased()
        let found = app.installations.first { installation in
            guard installation.account.lowercased() == login else { return false }
            switch segments[0] {
            case "repos":
                return context.world.orgs.repo(owner: segments[1], name: segments[2]) != nil
                    && installation.reaches(segments[2])
            case "orgs": return context.world.account(login: login)?.isOrganization == true
            default: return context.world.account(login: login)?.isOrganization == false
            }
        }
        guard let found else { return .failure(.notFound(docs)) }
        return .object(installationJSON(found, app: app, context: context), lastModified: nil)
    }

    /// GitHub's `integration` object for the app.
    private static func appJSON(_ app: AppOptions) -> JSONValue {
        .object([
            ("id", .int(app.id)), ("slug", .string(app.slug)), ("client_id", .string(app.clientID)),
            ("node_id", .string("A_kwFake\(app.id)")), ("name", .string("Fake App")),
            ("description", .string("The app FakeGitHub knows")),
            ("external_url", .string("https://example.com")),
            ("html_url", .string("https://github.com/apps/\(app.slug)")),
            ("created_at", .string("2024-01-01T00:00:00Z")), ("updated_at", .string("2024-01-01T00:00:00Z")),
            ("permissions", .object([("issues", .string("write")), ("metadata", .string("read"))])),
            ("events", .array([.string("issues"), .string("issue_comment")])),
            ("installations_count", .int(app.installations.count)),
        ])
    }

    /// GitHub's `installation` object.
    private static func installationJSON(
        _ installation: AppInstallationRecord, app: AppOptions, context: RouteContext
    )
        -> JSONValue
    {
        let account = context.world.account(login: installation.account)
        let base = "http://\(context.request.host)"
        return .object([
            ("id", .int(installation.id)),
            ("account", account?.simpleJSON() ?? .null),
            ("repository_selection", .string(installation.repositories == nil ? "all" : "selected")),
            ("access_tokens_url", .string("\(base)/app/installations/\(installation.id)/access_tokens")),
            ("repositories_url", .string("\(base)/installation/repositories")),
            ("html_url", .string("https://github.com/settings/installations/\(installation.id)")),
            ("app_id", .int(app.id)), ("app_slug", .string(app.slug)),
            ("target_id", .int(account?.id ?? 0)),
            ("target_type", .string(account?.isOrganization == true ? "Organization" : "User")),
            (
                "permissions",
                .object(
                    installation.permissions.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
            ),
            ("events", .array([.string("issues"), .string("issue_comment")])),
            ("created_at", .string("2024-01-02T00:00:00Z")), ("updated_at", .string("2024-01-02T00:00:00Z")),
            ("suspended_at", installation.suspended ? .string("2024-02-01T00:00:00Z") : .null),
            ("suspended_by", .null),
        ])
    }
}
