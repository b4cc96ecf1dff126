/// An account's billing plan, as shown to the account itself in `User.plan`.
public struct Plan: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The plan name, e.g. `free` or `pro`.
    public let name: String

    /// Reads a plan; only `name` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        name = try ModelFields(raw, kind: "a plan", codingPath: codingPath).string("name")
    }

    /// Creates a plan from its fields, as GitHub would send them (absent fields left out).
    public init(
        name: String,
        space: Int,
        collaborators: Int? = nil,
        privateRepos: Int,
        filledSeats: Int? = nil,
        seats: Int? = nil
    ) {
        self.name = name
        raw = .object(
            JSONValue.members([
                "name": .string(name), "space": .integer(space),
                "collaborators": collaborators.map(JSONValue.integer),
                "private_repos": .integer(privateRepos), "filled_seats": filledSeats.map(JSONValue.integer),
                "seats": seats.map(JSONValue.integer),
            ]))
    }

    /// The storage allowance in kilobytes.
    public var space: Int? { raw["space"]?.int }
    /// The number of collaborators the plan allows (organization plans omit it).
    public var collaborators: Int? { raw["collaborators"]?.int }
    /// The number of private repositories the plan allows.
    public var privateRepos: Int? { raw["private_repos"]?.int }
    /// The number of seats in use; organization plans only.
    public var filledSeats: Int? { raw["filled_seats"]?.int }
    /// The number of seats bought; organization plans only.
    public var seats: Int? { raw["seats"]?.int }
}
