/// Who is asking: anonymous, a known user, the app (with its JWT), one of its installations
/// (with an installation token), or someone with a token GitHub would reject.
enum Caller: Sendable {
    case anonymous
    case user(UserRecord)
    case rejected
    /// The app, by a valid JWT.
    case app(id: Int)
    /// A JWT GitHub refuses, with GitHub's words.
    case refusedJWT(APIError)
    /// An installation, by a token issued and not expired; it acts as the account it is installed
    /// on, within the token's `grant`.
    case installation(AppLedger.Grant, account: UserRecord)

    /// The caller of `request`, by its token, the tokens `options` accepts and the installation
    /// tokens `apps` issued; `now` in epoch seconds.
    init(of request: IncomingRequest, options: Options, world: World, apps: AppLedger, now: Int) {
        guard let token = request.token else {
            self = .anonymous
            return
        }
        if let app = options.app, options.tokens[token] == nil {
            if let grant = apps.grant(of: token, now: now),
                let account = app.installation(id: grant.installation).flatMap({
                    world.account(login: $0.account)
                })
            {
                self = .installation(grant, account: account)
                return
            }
            if AppJWTCheck.looksLikeJWT(token) {
                self =
                    AppJWTCheck.refusal(of: token, app: app, now: now).map { .refusedJWT($0) }
                    ?? .app(id: app.id)
                return
            }
        }
        guard let login = options.tokens[token], let user = world.users.user(login: login) else {
            self = .rejected
            return
        }
        self = .user(user)
    }

    /// The authenticated user, nil for anonymous and rejected callers.
    var viewer: UserRecord? {
        switch self {
        case .user(let user), .installation(_, let user): return user
        default: return nil
        }
    }

    /// The token's grant when an installation is asking.
    var installation: AppLedger.Grant? {
        if case .installation(let grant, _) = self { return grant }
        return nil
    }

    /// Whose memoized answers a request may reuse: ``identity``, and for an installation its
    /// token's scope, since two tokens of one installation may reach different repositories.
    var memoIdentity: String {
        installation.map { "\(identity)|\($0.scopeKey)" } ?? identity
    }

    /// The app's ID when the request carries its valid JWT.
    var appID: Int? {
        if case .app(let id) = self { return id }
        return nil
    }

    /// Whose rate limit, ETags and memoized answers a request uses.
    var identity: String {
        switch self {
        case .user(let user): return "user:\(user.login)"
        case .app(let id): return "app:\(id)"
        case .installation(let grant, _): return "installation:\(grant.installation)"
        default: return "anonymous"
        }
    }
}
