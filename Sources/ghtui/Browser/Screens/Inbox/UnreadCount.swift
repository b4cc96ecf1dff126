/// How many unread notifications the inbox holds, for the title bar of every screen.
struct UnreadCount: Equatable, Sendable {
    /// The unread threads loaded.
    var count: Int
    /// Whether GitHub has more pages of them than are loaded.
    var more: Bool

    /// `12 unread`, `50+ unread`.
    var label: String { "\(count)\(more ? "+" : "") unread" }
}
