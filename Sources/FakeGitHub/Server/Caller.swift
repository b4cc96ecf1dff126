/// Who is asking: anonymous, a known user, or someone with a token GitHub would reject.
enum Caller: Sendable {
    case anonymous
    case user(UserRecord)
    case rejected

    /// The caller of `request`, by its token and the tokens `options` accepts.
    init(of request: IncomingRequest, options: Options, world: World) {
        guard let token = request.token else {
            self = .anonymous
            return
        }
        guard let login = options.tokens[token], let user = world.users.user(login: login) else {
            self = .rejected
            return
        }
        self = .user(user)
    }

    /// The authenticated user, nil for anonymous and rejected callers.
    var viewer: UserRecord? {
        if case .user(let user) = self { return user }
        return nil
    }

    /// Whose rate limit, ETags and memoized answers a request uses.
    var identity: String {
        if case .user(let user) = self { return "user:\(user.login)" }
        return "anonymous"
    }
}
