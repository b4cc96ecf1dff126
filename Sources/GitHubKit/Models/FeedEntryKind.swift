/// What a GitHub activity feed entry reports, read from its id (`tag:github.com,2008:PushEvent/123`).
///
/// Encodes as one string: the snake-case name of a known kind (`"push"`, `"issue_comment"`),
/// the raw event name of an unknown one (`"FooEvent"`), or `"unknown"`.
public enum FeedEntryKind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// Commits pushed to a branch (`PushEvent`).
    case push
    /// A repository, branch or tag created (`CreateEvent`).
    case create
    /// A branch or tag deleted (`DeleteEvent`).
    case delete
    /// A repository forked (`ForkEvent`).
    case fork
    /// A repository starred (`WatchEvent`).
    case watch
    /// An issue opened, closed or reopened (`IssuesEvent`).
    case issues
    /// A comment on an issue or pull request (`IssueCommentEvent`).
    case issueComment
    /// A pull request opened, closed or merged (`PullRequestEvent`).
    case pullRequest
    /// A pull request reviewed (`PullRequestReviewEvent`).
    case pullRequestReview
    /// A comment on a pull request's diff (`PullRequestReviewCommentEvent`).
    case pullRequestReviewComment
    /// A release published (`ReleaseEvent`).
    case release
    /// A private repository made public (`PublicEvent`).
    case `public`
    /// A collaborator added (`MemberEvent`).
    case member
    /// A wiki page created or edited (`GollumEvent`).
    case gollum
    /// A comment on a commit (`CommitCommentEvent`).
    case commitComment
    /// A sponsorship started or changed (`SponsorshipEvent`).
    case sponsorship
    /// An event kind this library does not know yet, by GitHub's name (`FooEvent`).
    case other(String)
    /// The entry's id names no event (not a GitHub activity feed).
    case unknown

    /// Every kind with a case of its own, in GitHub's documentation order.
    public static let knownKinds: [FeedEntryKind] = [
        .push, .create, .delete, .fork, .watch, .issues, .issueComment, .pullRequest, .pullRequestReview,
        .pullRequestReviewComment, .release, .public, .member, .gollum, .commitComment, .sponsorship,
    ]

    /// Reads a JSON name (`"push"`), a GitHub event name (`"PushEvent"`) or `"unknown"`;
    /// anything else is kept as `.other`.
    public init(rawValue: String) {
        if rawValue.isEmpty || rawValue == "unknown" {
            self = .unknown
        } else if let kind = Self.knownKinds.first(where: { $0.names?.json == rawValue }) {
            self = kind
        } else {
            self.init(eventName: rawValue)
        }
    }

    /// The kind for GitHub's event name, e.g. `PushEvent` → `.push`, `FooEvent` → `.other("FooEvent")`.
    public init(eventName: String) {
        if eventName.isEmpty {
            self = .unknown
        } else {
            self = Self.knownKinds.first { $0.names?.event == eventName } ?? .other(eventName)
        }
    }

    /// The kind named in a GitHub entry id: the part between the last `:` and the next `/`,
    /// when it is a name ending in `Event` (`tag:github.com,2008:PushEvent/123` → `.push`).
    public init(entryID: String) {
        guard let colon = entryID.lastIndex(of: ":") else {
            self = .unknown
            return
        }
        let name = entryID[entryID.index(after: colon)...].prefix { $0 != "/" }
        let isName = name.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
        guard isName, name.count > "Event".count, name.hasSuffix("Event") else {
            self = .unknown
            return
        }
        self.init(eventName: String(name))
    }

    /// The JSON name: `push`, `issue_comment`, …; the event name for `.other`; `unknown`.
    public var rawValue: String {
        switch self {
        case .other(let name): name
        case .unknown: "unknown"
        default: names?.json ?? "unknown"
        }
    }

    /// GitHub's event name (`PushEvent`), or nil for `.unknown`.
    public var eventName: String? {
        switch self {
        case .other(let name): name
        case .unknown: nil
        default: names?.event
        }
    }

    /// The JSON name.
    public var description: String { rawValue }

    /// Same case and, for `.other`, the same name; `.other("push")` is not `.push`.
    public static func == (lhs: FeedEntryKind, rhs: FeedEntryKind) -> Bool {
        lhs.isOther == rhs.isOther && lhs.rawValue == rhs.rawValue
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isOther)
        hasher.combine(rawValue)
    }

    private var isOther: Bool {
        if case .other = self { return true }
        return false
    }

    /// The JSON and event names of a kind with a case of its own.
    private var names: (json: String, event: String)? {
        switch self {
        case .push: ("push", "PushEvent")
        case .create: ("create", "CreateEvent")
        case .delete: ("delete", "DeleteEvent")
        case .fork: ("fork", "ForkEvent")
        case .watch: ("watch", "WatchEvent")
        case .issues: ("issues", "IssuesEvent")
        case .issueComment: ("issue_comment", "IssueCommentEvent")
        case .pullRequest: ("pull_request", "PullRequestEvent")
        case .pullRequestReview: ("pull_request_review", "PullRequestReviewEvent")
        case .pullRequestReviewComment: ("pull_request_review_comment", "PullRequestReviewCommentEvent")
        case .release: ("release", "ReleaseEvent")
        case .public: ("public", "PublicEvent")
        case .member: ("member", "MemberEvent")
        case .gollum: ("gollum", "GollumEvent")
        case .commitComment: ("commit_comment", "CommitCommentEvent")
        case .sponsorship: ("sponsorship", "SponsorshipEvent")
        case .other, .unknown: nil
        }
    }
}
