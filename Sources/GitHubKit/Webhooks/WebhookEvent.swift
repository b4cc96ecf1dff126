/// A webhook delivery's payload, typed by its `X-GitHub-Event` name and `action`.
///
/// An event GitHubKit does not know, or a known event with an action it does not know, is
/// `.unknown`, a value keeping the payload: GitHub adds events and actions, and a receiver should
/// not fail on them.
public enum WebhookEvent: Sendable, Hashable {
    /// `ping`: the first delivery of a new webhook.
    case ping(PingEvent)
    /// `push`.
    case push(PushEvent)
    /// `pull_request`.
    case pullRequest(PullRequestEvent)
    /// `pull_request_review`.
    case pullRequestReview(PullRequestReviewEvent)
    /// `pull_request_review_comment`.
    case pullRequestReviewComment(PullRequestReviewCommentEvent)
    /// `issues`.
    case issues(IssuesEvent)
    /// `issue_comment`.
    case issueComment(IssueCommentEvent)
    /// `check_run`.
    case checkRun(CheckRunEvent)
    /// `check_suite`.
    case checkSuite(CheckSuiteEvent)
    /// `workflow_run`.
    case workflowRun(WorkflowRunEvent)
    /// `workflow_job`.
    case workflowJob(WorkflowJobEvent)
    /// `release`.
    case release(ReleaseEvent)
    /// `installation`.
    case installation(InstallationEvent)
    /// `installation_repositories`.
    case installationRepositories(InstallationRepositoriesEvent)
    /// `star`.
    case star(StarEvent)
    /// `fork`.
    case fork(ForkEvent)
    /// `create`.
    case create(CreateEvent)
    /// `delete`.
    case delete(DeleteEvent)
    /// Any other event, or a known one with an unknown action.
    case unknown(UnknownWebhookEvent)

    /// The payload `raw` of the event named `name` (the `X-GitHub-Event` header).
    ///
    /// - Throws: `WebhookError.unexpectedPayload` when a known event lacks what its type needs.
    public init(name: String, payload raw: JSONValue) throws(WebhookError) {
        switch name {
        case PingEvent.event: self = .ping(try Self.read(raw))
        case PushEvent.event: self = .push(try Self.read(raw))
        case PullRequestEvent.event: self = try Self.read(raw, name) { .pullRequest($0) }
        case PullRequestReviewEvent.event: self = try Self.read(raw, name) { .pullRequestReview($0) }
        case PullRequestReviewCommentEvent.event:
            self = try Self.read(raw, name) { .pullRequestReviewComment($0) }
        case IssuesEvent.event: self = try Self.read(raw, name) { .issues($0) }
        case IssueCommentEvent.event: self = try Self.read(raw, name) { .issueComment($0) }
        case CheckRunEvent.event: self = try Self.read(raw, name) { .checkRun($0) }
        case CheckSuiteEvent.event: self = try Self.read(raw, name) { .checkSuite($0) }
        case WorkflowRunEvent.event: self = try Self.read(raw, name) { .workflowRun($0) }
        case WorkflowJobEvent.event: self = try Self.read(raw, name) { .workflowJob($0) }
        case ReleaseEvent.event: self = try Self.read(raw, name) { .release($0) }
        case InstallationEvent.event: self = try Self.read(raw, name) { .installation($0) }
        case InstallationRepositoriesEvent.event:
            self = try Self.read(raw, name) { .installationRepositories($0) }
        case StarEvent.event: self = try Self.read(raw, name) { .star($0) }
        case ForkEvent.event: self = .fork(try Self.read(raw))
        case CreateEvent.event: self = .create(try Self.read(raw))
        case DeleteEvent.event: self = .delete(try Self.read(raw))
        default: self = .unknown(UnknownWebhookEvent(event: name, raw: raw))
        }
    }

    /// The event itself when GitHubKit typed it; for a receiver that refuses what it cannot type.
    ///
    /// - Throws: ``UnknownWebhookEvent/error`` for `.unknown`: `WebhookError.unknownAction`
    ///   (naming the actions GitHubKit knows) or `WebhookError.unknownEvent`.
    public func known() throws(WebhookError) -> WebhookEvent {
        if case .unknown(let unknown) = self { throw unknown.error }
        return self
    }

    /// The `X-GitHub-Event` name, e.g. `pull_request`.
    public var name: String {
        switch self {
        case .ping: PingEvent.event
        case .push: PushEvent.event
        case .pullRequest: PullRequestEvent.event
        case .pullRequestReview: PullRequestReviewEvent.event
        case .pullRequestReviewComment: PullRequestReviewCommentEvent.event
        case .issues: IssuesEvent.event
        case .issueComment: IssueCommentEvent.event
        case .checkRun: CheckRunEvent.event
        case .checkSuite: CheckSuiteEvent.event
        case .workflowRun: WorkflowRunEvent.event
        case .workflowJob: WorkflowJobEvent.event
        case .release: ReleaseEvent.event
        case .installation: InstallationEvent.event
        case .installationRepositories: InstallationRepositoriesEvent.event
        case .star: StarEvent.event
        case .fork: ForkEvent.event
        case .create: CreateEvent.event
        case .delete: DeleteEvent.event
        case .unknown(let event): event.event
        }
    }

    /// A payload of an event without actions.
    private static func read<Payload: WebhookPayload>(_ raw: JSONValue) throws(WebhookError) -> Payload {
        do {
            return try Payload(raw: raw)
        } catch {
            throw .unexpectedPayload(event: Payload.event, reason: Self.reason(error))
        }
    }

    /// A payload of an event with actions, or `.unknown` when its action is not one of them.
    private static func read<Payload: WebhookActionPayload>(
        _ raw: JSONValue, _ name: String, _ wrap: (Payload) -> WebhookEvent
    ) throws(WebhookError) -> WebhookEvent {
        if let action = raw["action"]?.string, Payload.Action(rawValue: action) == nil {
            return .unknown(
                UnknownWebhookEvent(
                    event: name, raw: raw, knownActions: Payload.Action.allCases.map(\.rawValue)))
        }
        return wrap(try read(raw))
    }

    /// What a model's decoding error says, without the decoder's boilerplate.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(_, let context), DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }
}
