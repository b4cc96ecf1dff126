/// Something happened to a pull request (`pull_request`).
public struct PullRequestEvent: WebhookActionPayload {
    /// `pull_request`.
    public static let event = "pull_request"

    /// The actions GitHub documents for `pull_request`.
    public enum Action: String, CaseIterable, Sendable {
        /// `assigned`.
        case assigned
        /// `auto_merge_disabled`.
        case autoMergeDisabled = "auto_merge_disabled"
        /// `auto_merge_enabled`.
        case autoMergeEnabled = "auto_merge_enabled"
        /// `closed`.
        case closed
        /// `converted_to_draft`.
        case convertedToDraft = "converted_to_draft"
        /// `demilestoned`.
        case demilestoned
        /// `dequeued`.
        case dequeued
        /// `edited`.
        case edited
        /// `enqueued`.
        case enqueued
        /// `labeled`.
        case labeled
        /// `locked`.
        case locked
        /// `milestoned`.
        case milestoned
        /// `opened`.
        case opened
        /// `ready_for_review`.
        case readyForReview = "ready_for_review"
        /// `reopened`.
        case reopened
        /// `review_request_removed`.
        case reviewRequestRemoved = "review_request_removed"
        /// `review_requested`.
        case reviewRequested = "review_requested"
        /// `synchronize`.
        case synchronize
        /// `unassigned`.
        case unassigned
        /// `unlabeled`.
        case unlabeled
        /// `unlocked`.
        case unlocked
    }

    /// The payload exactly as GitHub sent it.
    public let raw: JSONValue
    /// What happened.
    public let action: Action
    /// The pull request as it is now.
    public let pullRequest: PullRequest

    /// Reads the payload; only `action` and `pull_request` are required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        let fields = try ModelFields(raw, kind: "a pull_request payload", codingPath: codingPath)
        self.raw = raw
        action = try Self.action(in: raw, codingPath: codingPath)
        pullRequest = try fields.nested("pull_request")
    }

    /// The pull request's number.
    public var number: Int? { raw["number"]?.int }

    /// The label added or removed (`labeled`, `unlabeled`).
    public var label: Label? { raw.model("label") }

    /// What an edit changed (`edited`), as sent.
    public var changes: JSONValue? { raw.objectMember("changes") }

    /// The head SHA before a `synchronize`.
    public var before: String? { raw["before"]?.string }

    /// The head SHA after a `synchronize`.
    public var after: String? { raw["after"]?.string }
}
