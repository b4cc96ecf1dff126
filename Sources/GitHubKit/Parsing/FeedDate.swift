import Foundation

/// Reads the two date formats feeds use, without `DateFormatter` (slow, locale-bound, not Sendable).
///
/// - RFC 3339 (Atom): `2025-05-31T23:00:00Z`, `2025-05-31T23:00:00.123+02:00`, lowercase `t`/`z`,
///   a space instead of `T`, or an offset without its colon.
/// - RFC 822 / 1123 (RSS `pubDate`): `Sat, 31 May 2025 23:00:00 GMT`, with or without the weekday
///   and seconds, two- or four-digit years, named zones (`GMT`, `UT`, `EST`, `PDT`, …) or `+hhmm`.
///
/// Anything else is nil: a feed with an odd date keeps its entry, without the date.
enum FeedDate {
    /// The instant `text` names, or nil when it is in neither format or out of range.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8.prefix(80))
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        let trimmed = Array(bytes[start..<end])
        guard !trimmed.isEmpty else { return nil }
        return isDigit(trimmed[0]) && trimmed.count > 4 && trimmed[4] == UInt8(ascii: "-")
            ? rfc3339(trimmed) : rfc822(trimmed)
    }

    // MARK: - RFC 3339

    private static func rfc3339(_ bytes: [UInt8]) -> Date? {
        var scanner = Scanner(bytes)
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2),
            scanner.skip(anyOf: "Tt ")
        else { return nil }
        guard let hour = scanner.number(digits: 2), scanner.skip(":"),
            let minute = scanner.number(digits: 2)
        else { return nil }
        var second = 0
        var fraction = 0.0
        if scanner.skip(":") {
            guard let value = scanner.number(digits: 2) else { return nil }
            second = value
            if scanner.skip(".") || scanner.skip(",") {
                var scale = 0.1
                var digits = 0
                while let digit = scanner.digit() {
                    fraction += Double(digit) * scale
                    scale /= 10
                    digits += 1
                }
                guard digits > 0 else { return nil }
            }
        }
        guard let offset = scanner.numericOffset(allowingZ: true), scanner.isAtEnd else { return nil }
        return date(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset,
            fraction: fraction)
    }

    // MARK: - RFC 822 / 1123

    private static let months = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// Offsets in minutes of the zone names RFC 822 defines, plus `UTC`.
    private static let zones: [String: Int] = [
        "gmt": 0, "ut": 0, "utc": 0, "z": 0,
        "est": -300, "edt": -240, "cst": -360, "cdt": -300,
        "mst": -420, "mdt": -360, "pst": -480, "pdt": -420,
    ]

    private static func rfc822(_ bytes: [UInt8]) -> Date? {
        // Commas only separate the weekday; treat them as spaces.
        let words = bytes.split { isSpace($0) || $0 == UInt8(ascii: ",") }.map { Array($0) }
        var index = 0
        if let first = words.first, first.allSatisfy(isLetter) {
            index = 1  // the weekday, which says nothing the date does not
        }
        // Day, month, year, time and zone: RFC 822 has no date without a zone.
        guard words.count - index == 5 else { return nil }
        guard let day = number(words[index]), (1...2).contains(words[index].count) else { return nil }
        let monthName = String(decoding: words[index + 1].prefix(3), as: UTF8.self).lowercased()
        guard words[index + 1].count >= 3, let monthIndex = months.firstIndex(of: monthName) else {
            return nil
        }
        guard let rawYear = number(words[index + 2]), [2, 4].contains(words[index + 2].count) else {
            return nil
        }
        let year = words[index + 2].count == 4 ? rawYear : (rawYear < 50 ? 2000 + rawYear : 1900 + rawYear)

        var time = Scanner(words[index + 3])
        guard let hour = time.number(digits: 2), time.skip(":"), let minute = time.number(digits: 2) else {
            return nil
        }
        var second = 0
        if time.skip(":") {
            guard let value = time.number(digits: 2) else { return nil }
            second = value
        }
        guard time.isAtEnd else { return nil }

        let zoneWord = words[index + 4]
        let offset: Int
        if let named = zones[String(decoding: zoneWord, as: UTF8.self).lowercased()] {
            offset = named * 60
        } else {
            var zone = Scanner(zoneWord)
            guard let numeric = zone.numericOffset(allowingZ: false), zone.isAtEnd else { return nil }
            offset = numeric
        }
        return date(
            year: year, month: monthIndex + 1, day: day, hour: hour, minute: minute, second: second,
            offset: offset, fraction: 0)
    }

    // MARK: - Arithmetic

    /// The instant of a civil date and time at `offset` seconds east of UTC, if every field is in range.
    private static func date(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: Int, fraction: Double
    ) -> Date? {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...daysIn(month, of: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        // A leap second (:60) is read as the last second of its minute.
        let seconds =
            daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
            + min(second, 59) - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's days-from-civil).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func number(_ bytes: [UInt8]) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 4, bytes.allSatisfy(isDigit) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Reads fixed-width fields from ASCII bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { position == bytes.count }

        mutating func digit() -> Int? {
            guard position < bytes.count, FeedDate.isDigit(bytes[position]) else { return nil }
            defer { position += 1 }
            return Int(bytes[position] - UInt8(ascii: "0"))
        }

        mutating func number(digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            skip(anyOf: String(character))
        }

        mutating func skip(anyOf characters: String) -> Bool {
            guard position < bytes.count, characters.utf8.contains(bytes[position]) else { return false }
            position += 1
            return true
        }

        /// `Z` (when allowed), or `±hh:mm`, `±hhmm`, `±hh`, as seconds east of UTC.
        mutating func numericOffset(allowingZ: Bool) -> Int? {
            if allowingZ, skip(anyOf: "Zz") { return 0 }
            let sign: Int
            if skip("+") {
                sign = 1
            } else if skip("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = number(digits: 2), hours <= 23 else { return nil }
            var minutes = 0
            if !isAtEnd {
                _ = skip(":")
                guard let value = number(digits: 2), value <= 59 else { return nil }
                minutes = value
            }
            return sign * (hours * 3600 + minutes * 60)
        }
    }
}
