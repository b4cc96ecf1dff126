import Foundation

/// Numbers, dates and times as the browser shows them.
enum Format {
    /// `noun` for `number` of them: `one` for exactly one, else `many` ("1 star", "2 stars").
    static func noun(_ number: Int?, _ one: String, _ many: String) -> String {
        number == 1 ? one : many
    }

    /// `3000` as `3,000`.
    static func grouped(_ number: Int) -> String {
        let digits = String(abs(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }

    /// A count in at most six columns: `912`, `1,820`, `12.5k`, `145k`, `1.2M`.
    static func compact(_ number: Int) -> String {
        switch number {
        case ..<10_000: return grouped(number)
        case ..<100_000: return tenths(number, per: 1_000) + "k"
        case ..<1_000_000: return "\(number / 1_000)k"
        default: return tenths(number, per: 1_000_000) + "M"
        }
    }

    /// A size in bytes as a person reads it: `512 B`, `1.2 KB`, `1.5 MB` (1 KB is 1,024 bytes).
    static func bytes(_ count: Int) -> String {
        switch count {
        case ..<1_024: return "\(count) B"
        // Up to what would round to "1024.0 KB": that is "1.0 MB".
        case ..<1_048_525: return tenths(count, per: 1_024) + " KB"
        default: return tenths(count, per: 1_048_576) + " MB"
        }
    }

    /// How long before `now` `date` was: `just now`, `5m ago`, `3h ago`, `3d ago`, `2mo ago`, `4y ago`.
    static func relative(_ date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(seconds / 60)m ago"
        case ..<86_400: return "\(seconds / 3_600)h ago"
        case ..<(86_400 * 30): return "\(seconds / 86_400)d ago"
        case ..<(86_400 * 365): return "\(seconds / (86_400 * 30))mo ago"
        default: return "\(seconds / (86_400 * 365))y ago"
        }
    }

    /// How long `seconds` is, to the second under an hour: `45s`, `3m 05s`, `2h 07m`, `3d 04h`.
    static func duration(_ seconds: TimeInterval) -> String {
        let total = seconds.isFinite ? max(0, Int(min(seconds, 1e12).rounded())) : 0
        switch total {
        case ..<60: return "\(total)s"
        case ..<3_600: return "\(total / 60)m \(padded(total % 60, 2))s"
        case ..<86_400: return "\(total / 3_600)h \(padded(total % 3_600 / 60, 2))m"
        default: return "\(total / 86_400)d \(padded(total % 86_400 / 3_600, 2))h"
        }
    }

    /// GitHub's zone, in which profile and repository dates are shown.
    static let utc = TimeZone(identifier: "UTC")!

    /// The time of day, `14:05`, in `timeZone`.
    static func clock(_ date: Date, timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.hour, .minute], from: date)
        return padded(parts.hour ?? 0, 2) + ":" + padded(parts.minute ?? 0, 2)
    }

    /// The day, `2011-01-25`, in `timeZone`.
    static func day(_ date: Date, timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        let (year, month, day) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// `number` with leading zeros to `width` digits, as `%0*d` would write it. Not
    /// `String(format:)`, whose first call in a process costs a quarter of a millisecond of the
    /// first paint.
    static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count - (number < 0 ? 1 : 0)))
        return (number < 0 ? "-" : "") + zeros + digits
    }

    /// `count / unit` (both positive) to one decimal place, rounded half to even as `%.1f` rounds:
    /// `12.5`. The whole part and the tenth apart, so that no count overflows.
    private static func tenths(_ count: Int, per unit: Int) -> String {
        var whole = count / unit
        let scaled = count % unit * 10
        var tenth = scaled / unit
        let twice = 2 * (scaled % unit)
        if twice > unit || (twice == unit && tenth % 2 == 1) { tenth += 1 }
        if tenth == 10 { (whole, tenth) = (whole + 1, 0) }
        return "\(whole).\(tenth)"
    }

    /// Making a calendar is slow next to drawing a frame; most dates are shown in UTC.
    private static let utcCalendar = makeCalendar(utc)

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        timeZone == utc ? utcCalendar : makeCalendar(timeZone)
    }

    private static func makeCalendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
