/// A user's contribution calendar (`contributionsCollection { contributionCalendar { ... } }`):
/// weeks from Sunday to Saturday, the first and last possibly shorter.
public struct ContributionCalendar: Sendable, Hashable {
    /// The calendar as GitHub sent it.
    public var raw: JSONValue

    /// Wraps a `contributionCalendar` object.
    public init(raw: JSONValue) {
        self.raw = raw
    }

    /// All contributions in the calendar's span; the sum of the days' when missing.
    public var totalContributions: Int {
        raw["totalContributions"]?.int ?? days.reduce(0) { $0 + $1.contributionCount }
    }

    /// The weeks, oldest first, each its days in order; odd entries are skipped.
    public var weeks: [[ContributionDay]] {
        (raw["weeks"]?.array ?? []).map { week in
            (week["contributionDays"]?.array ?? []).filter { $0.object != nil }.map(
                ContributionDay.init(raw:))
        }
    }

    /// Every day, oldest first.
    public var days: [ContributionDay] { weeks.flatMap { $0 } }
}
