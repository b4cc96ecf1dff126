/// The direction of a sorted list (`direction`, or `order` for search).
public enum ListDirection: String, Sendable, Hashable, CaseIterable {
    /// Smallest, oldest or fewest first.
    case ascending = "asc"
    /// Largest, newest or most first (GitHub's usual default).
    case descending = "desc"
}
