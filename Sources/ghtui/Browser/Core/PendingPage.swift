/// A page request in flight for a list.
struct PendingPage: Equatable, Sendable {
    /// The request.
    var id: RequestID
    /// The page asked for.
    var page: Int
    /// Whether the page replaces the loaded items (a refresh or a new sort) rather than
    /// following them.
    var replacing: Bool
}
