/// A pull request's state at a glance, as GraphQL sums it up: its head commit's checks
/// (`statusCheckRollup`) and its review decision. `GraphQLQuery.pullRequestStatuses(ids:)` reads
/// a whole page of list rows in one query.
public struct PullRequestStatus: Sendable, Hashable {
    /// The overall state of a commit's check runs and statuses (`StatusState`).
    public struct ChecksState: OpenEnum {
        /// GitHub's spelling.
        public let rawValue: String
        /// A state by GitHub's spelling.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Every check passed (or was neutral or skipped).
        public static let success = ChecksState(rawValue: "SUCCESS")
        /// A check failed.
        public static let failure = ChecksState(rawValue: "FAILURE")
        /// A status reported an error.
        public static let error = ChecksState(rawValue: "ERROR")
        /// A check is queued or running.
        public static let pending = ChecksState(rawValue: "PENDING")
        /// A required status has not reported yet.
        public static let expected = ChecksState(rawValue: "EXPECTED")
    }

    /// What the reviews decide (`PullRequestReviewDecision`).
    public struct ReviewDecision: OpenEnum {
        /// GitHub's spelling.
        public let rawValue: String
        /// A decision by GitHub's spelling.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Approved by the reviews required.
        public static let approved = ReviewDecision(rawValue: "APPROVED")
        /// A reviewer asked for changes.
        public static let changesRequested = ReviewDecision(rawValue: "CHANGES_REQUESTED")
        /// A review is required and none approves yet.
        public static let reviewRequired = ReviewDecision(rawValue: "REVIEW_REQUIRED")
    }

    /// The pull request's node ID.
    public let id: String
    /// Its number, when asked for.
    public var number: Int? { raw["number"]?.int }
    /// Its head commit's checks; nil when it has none.
    public var checks: ChecksState? {
        raw["commits"]?["nodes"]?.array?.last?["commit"]?["statusCheckRollup"]?["state"]?.string.map(
            ChecksState.init(rawValue:))
    }
    /// Its review decision; nil when the repository requires no review and none decided.
    public var reviewDecision: ReviewDecision? {
        raw["reviewDecision"]?.string.map(ReviewDecision.init(rawValue:))
    }
    /// The node as GitHub sent it.
    public let raw: JSONValue

    /// Reads a `PullRequest` node; nil without an `id`.
    public init?(raw: JSONValue) {
        guard let id = raw["id"]?.string else { return nil }
        self.id = id
        self.raw = raw
    }
}

extension GraphQLQuery where Output == [PullRequestStatus] {
    /// The checks and review decision of the pull requests whose node IDs are `ids` (a list's
    /// page of rows: `node_id` in REST's objects), in one query of at most 100 nodes. A node
    /// GitHub cannot resolve (deleted meanwhile, or not a pull request) is left out.
    ///
    /// - Throws: `.invalidInput` for no IDs or more than 100, before anything is sent.
    public static func pullRequestStatuses(ids: [String]) throws(GitHubError) -> GraphQLQuery {
        guard !ids.isEmpty, ids.count <= 100 else {
            throw .invalidInput("ask for the statuses of 1 to 100 pull requests at once, not \(ids.count)")
        }
        return GraphQLQuery(
            """
            query PullRequestStatuses($ids: [ID!]!) {
              nodes(ids: $ids) {
                ... on PullRequest {
                  id number reviewDecision
                  commits(last: 1) { nodes { commit { statusCheckRollup { state } } } }
                }
              }
            }
            """, variables: ["ids": .array(ids.map(JSONValue.string))], operationName: "PullRequestStatuses"
        ) { data throws(GitHubError) in
            (data["nodes"]?.array ?? []).compactMap(PullRequestStatus.init(raw:))
        }
    }
}
