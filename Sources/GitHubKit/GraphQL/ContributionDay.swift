/// One day of a contribution calendar: `contributionDays { date contributionCount color weekday }`.
public struct ContributionDay: Sendable, Hashable {
    /// The day as GitHub sent it.
    public var raw: JSONValue

    /// Wraps a day.
    public init(raw: JSONValue) {
        self.raw = raw
    }

    /// The date, `YYYY-MM-DD`; nil when missing.
    public var date: String? { raw["date"]?.string }
    /// Contributions on that day; 0 when missing or odd.
    public var contributionCount: Int { raw["contributionCount"]?.int ?? 0 }
    /// The square's colour on github.com, e.g. `#40c463`.
    public var color: String? { raw["color"]?.string }
    /// The day of the week, 0 for Sunday to 6 for Saturday.
    public var weekday: Int? { raw["weekday"]?.int }
}
