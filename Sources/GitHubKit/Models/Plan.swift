/// An account's billing plan, as shown to the account itself in `User.plan`.
public struct Plan: Codable, Equatable, Hashable, Sendable {
    /// The plan name, e.g. `free` or `pro`.
    public let name: String
    /// The storage allowance in kilobytes.
    public let space: Int
    /// The number of collaborators the plan allows (organization plans omit it).
    public let collaborators: Int?
    /// The number of private repositories the plan allows.
    public let privateRepos: Int
    /// The number of seats in use; organization plans only.
    public let filledSeats: Int?
    /// The number of seats bought; organization plans only.
    public let seats: Int?

    /// Creates a plan from its fields, as GitHub would send them.
    public init(
        name: String,
        space: Int,
        collaborators: Int? = nil,
        privateRepos: Int,
        filledSeats: Int? = nil,
        seats: Int? = nil
    ) {
        self.name = name
        self.space = space
        self.collaborators = collaborators
        self.privateRepos = privateRepos
        self.filledSeats = filledSeats
        self.seats = seats
    }
}
