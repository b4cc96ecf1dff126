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
        case ..<100_000: return String(format: "%.1fk", Double(number) / 1_000)
        case ..<1_000_000: return "\(number / 1_000)k"
        default: return String(format: "%.1fM", Double(number) / 1_000_000)
        }
    }

    /// A size in bytes as a person reads it: `512 B`, `1.2 KB`, `1.5 MB` (1 KB is 1,024 bytes).
    static func bytes(_ count: Int) -> String {
        switch count {
        case ..<1_024: return "\(count) B"
        // Up to what would round to "1024.0 KB": that is "1.0 MB".
        case ..<1_048_525: return String(format: "%.1f KB", Double(count) / 1_024)
        default: return String(format: "%.1f MB", Double(count) / 1_048_576)
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
        case ..<3_600: return String(format: "%dm %02ds", total / 60, total % 60)
        case ..<86_400: return String(format: "%dh %02dm", total / 3_600, total % 3_600 / 60)
        default: return String(format: "%dd %02dh", total / 86_400, total % 86_400 / 3_600)
        }
    }

    /// GitHub's zone, in which profile and repository dates are shown.
    static let utc = TimeZone(identifier: "UTC")!

    /// The time of day, `14:05`, in `timeZone`.
    static func clock(_ date: Date, timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// The day, `2011-01-25`, in `timeZone`.
    static func day(_ date: Date, timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
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
