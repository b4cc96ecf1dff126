/// The direction a list is sorted in (`direction`).
public enum SortDirection: String, Sendable, Hashable, CaseIterable {
    /// Ascending: oldest, or A, first.
    case asc
    /// Descending: newest, or Z, first.
    case desc
}
