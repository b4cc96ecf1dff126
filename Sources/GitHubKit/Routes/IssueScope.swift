/// Which of the authenticated user's issues `GET /issues`, `GET /user/issues` and
/// `GET /orgs/{org}/issues` list (GitHub's `filter`).
public enum IssueScope: String, Sendable, Hashable, CaseIterable {
    /// Assigned to the user (GitHub's default).
    case assigned
    /// Opened by the user.
    case created
    /// Mentioning the user.
    case mentioned
    /// Ones the user is subscribed to.
    case subscribed
    /// Every issue in repositories the user can see, whoever it concerns.
    case repos
    /// Every issue the user can see that concerns them.
    case all
}
