/// Formats epoch seconds the two ways GitHub does, without a (non-Sendable) `DateFormatter`.
enum Timestamp {
    /// `2013-12-08T17:54:13Z`, the form of every `*_at` field.
    static func iso8601(_ epoch: Int) -> String {
        let date = CivilDate(days: days(epoch))
        return "\(date.year)-\(pad(date.month))-\(pad(date.day))T\(timeOfDay(epoch))Z"
    }

    /// `Sun, 08 Dec 2013 17:54:13 GMT`, the form of `Last-Modified` and `Date`.
    static func httpDate(_ epoch: Int) -> String {
        let days = Self.days(epoch)
        let date = CivilDate(days: days)
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekday = weekdays[((days % 7) + 7) % 7]
        return "\(weekday), \(pad(date.day)) \(months[date.month - 1]) \(date.year) \(timeOfDay(epoch)) GMT"
    }

    /// The days since 1970-01-01 of the UTC day `epoch` falls in (negative before 1970).
    private static func days(_ epoch: Int) -> Int {
        epoch >= 0 ? epoch / 86_400 : (epoch - 86_399) / 86_400
    }

    /// `17:54:13`: the UTC time of day of `epoch`.
    private static func timeOfDay(_ epoch: Int) -> String {
        let seconds = epoch - days(epoch) * 86_400
        return "\(pad(seconds / 3600)):\(pad(seconds % 3600 / 60)):\(pad(seconds % 60))"
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    /// The calendar date of a day since 1970-01-01 (Howard Hinnant's days-to-civil algorithm).
    private struct CivilDate {
        var year: Int
        var month: Int
        var day: Int

        init(days: Int) {
            let shifted = days + 719_468
            let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
            let dayOfEra = shifted - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let monthIndex = (5 * dayOfYear + 2) / 153
            day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
            month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
            year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        }
    }
}
