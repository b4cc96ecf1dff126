/// The side of a diff a line or a review comment is on, as GitHub names it.
enum DiffSide: String, Equatable, Sendable, Codable {
    /// The old file (`LEFT`): removed lines.
    case left = "LEFT"
    /// The new file (`RIGHT`): added and context lines.
    case right = "RIGHT"
}
