/// Reads the timestamps clients send (`since=`, search's `created:>`), the inverse of `iso8601`.
extension Timestamp {
    /// Epoch seconds of `2024-01-31T09:00:00Z`, `2024-01-31T09:00:00.123Z`, `…+02:00` or `2024-01-31`;
    /// nil for anything else.
    static func epoch(iso8601 text: String) -> Int? {
        let scalars = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= scalars.count else { return nil }
            return Int(String(decoding: scalars[range], as: UTF8.self))
        }
        guard scalars.count >= 10, scalars[4] == UInt8(ascii: "-"), scalars[7] == UInt8(ascii: "-"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var seconds = daysFromCivil(year: year, month: month, day: day) * 86_400
        guard scalars.count > 10 else { return seconds }
        guard scalars.count >= 20, scalars[10] == UInt8(ascii: "T"), let hour = number(11..<13),
            let minute = number(14..<16), let second = number(17..<19), hour < 24, minute < 60, second < 61
        else { return nil }
        seconds += hour * 3600 + minute * 60 + second
        var rest = scalars[19...]
        if rest.first == UInt8(ascii: ".") {
            rest = rest.drop {
                $0 == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            }
        }
        let zone = String(decoding: rest, as: UTF8.self)
        if zone == "Z" { return seconds }
        let zoneScalars = Array(zone.utf8)
        guard zoneScalars.count == 6, zoneScalars[3] == UInt8(ascii: ":"),
            let zoneHours = Int(String(zone.dropFirst().prefix(2))),
            let zoneMinutes = Int(String(zone.suffix(2)))
        else { return nil }
        let offset = zoneHours * 3600 + zoneMinutes * 60
        switch zoneScalars[0] {
        case UInt8(ascii: "+"): return seconds - offset
        case UInt8(ascii: "-"): return seconds + offset
        default: return nil
        }
    }

    /// Days since 1970-01-01 of a calendar date (Howard Hinnant's days-from-civil algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
