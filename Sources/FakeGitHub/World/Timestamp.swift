/// Formats epoch seconds the two ways GitHub does, without a (non-Sendable) `DateFormatter`.
enum Timestamp {
    /// `2013-12-08T17:54:13Z`, the form of every `*_at` field.
    static func iso8601(_ epoch: Int) -> String {
        let parts = Civil(epoch: epoch)
        return "\(parts.year)-\(pad(parts.month))-\(pad(parts.day))T"
            + "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))Z"
    }

    /// `Sun, 08 Dec 2013 17:54:13 GMT`, the form of `Last-Modified` and `Date`.
    static func httpDate(_ epoch: Int) -> String {
        let parts = Civil(epoch: epoch)
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let days = epoch >= 0 ? epoch / 86_400 : (epoch - 86_399) / 86_400
        let weekday = weekdays[((days % 7) + 7) % 7]
        return "\(weekday), \(pad(parts.day)) \(months[parts.month - 1]) \(parts.year) "
            + "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second)) GMT"
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    /// Calendar fields of a UTC instant (Howard Hinnant's days-to-civil algorithm).
    private struct Civil {
        var year: Int
        var month: Int
        var day: Int
        var hour: Int
        var minute: Int
        var second: Int

        init(epoch: Int) {
            let days = epoch >= 0 ? epoch / 86_400 : (epoch - 86_399) / 86_400
            let secondsOfDay = epoch - days * 86_400
            hour = secondsOfDay / 3600
            minute = secondsOfDay % 3600 / 60
            second = secondsOfDay % 60
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
