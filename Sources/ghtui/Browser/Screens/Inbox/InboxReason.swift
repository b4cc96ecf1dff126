/// The inbox's reason filter, which `f` cycles: every reason, one kind of involvement, or
/// everything but CI activity.
enum InboxReason: Int, CaseIterable, Equatable, Sendable {
    case all, reviewRequested, mention, assigned, authored, commented, noCIActivity

    /// The filter after this one, wrapping around.
    var next: InboxReason { InboxReason(rawValue: (rawValue + 1) % Self.allCases.count) ?? .all }

    /// How the footer and notices name it.
    var title: String {
        switch self {
        case .all: "all reasons"
        case .reviewRequested: "review requested"
        case .mention: "mentions"
        case .assigned: "assigned"
        case .authored: "authored"
        case .commented: "comments"
        case .noCIActivity: "no CI activity"
        }
    }

    /// The rows it keeps, by GitHub's `reason`.
    var rule: ListScope.Rule {
        switch self {
        case .all: .all
        case .reviewRequested: .only(["review_requested", "approval_requested"])
        case .mention: .only(["mention", "team_mention"])
        case .assigned: .only(["assign"])
        case .authored: .only(["author"])
        case .commented: .only(["comment"])
        case .noCIActivity: .except(["ci_activity"])
        }
    }

    /// GitHub's `reason` in a few words: "review requested", "CI activity"; one GitHub adds
    /// later reads as its own name.
    static func label(_ reason: String?) -> String {
        switch reason {
        case nil: ""
        case "review_requested": "review requested"
        case "approval_requested": "approval requested"
        case "assign": "assigned"
        case "author": "author"
        case "comment": "comment"
        case "ci_activity": "CI activity"
        case "invitation": "invitation"
        case "manual": "subscribed"
        case "member_feature_requested": "feature request"
        case "mention": "mention"
        case "security_alert": "security alert"
        case "security_advisory_credit": "advisory credit"
        case "state_change": "state change"
        case "subscribed": "watching"
        case "team_mention": "team mention"
        case let other?: other.replacingOccurrences(of: "_", with: " ")
        }
    }
}
