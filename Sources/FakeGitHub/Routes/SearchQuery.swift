import Foundation

/// A search's `q` split GitHub's way: free words (matched case-insensitively) and `key:value`
/// qualifiers (`repo:mona/hello-world`, `stars:>100`, `label:"help wanted"`).
struct SearchQuery {
    /// The free words, lowercased.
    var terms: [String] = []
    /// The qualifiers in order, keys lowercased, values as written (quotes removed).
    var qualifiers: [(key: String, value: String)] = []

    init(_ query: String) {
        for word in Self.words(query) {
            if let colon = word.firstIndex(of: ":"), colon != word.startIndex {
                let key = word[..<colon].lowercased()
                let value = String(word[word.index(after: colon)...]).replacingOccurrences(of: "\"", with: "")
                qualifiers.append((key, value))
            } else {
                terms.append(word.replacingOccurrences(of: "\"", with: "").lowercased())
            }
        }
    }

    /// The values of qualifier `key`, lowercased.
    func values(_ key: String) -> [String] {
        qualifiers.filter { $0.key == key }.map { $0.value.lowercased() }
    }

    /// Whether every free word appears in one of `fields`.
    func termsMatch(_ fields: [String?]) -> Bool {
        let haystack = fields.compactMap { $0?.lowercased() }
        return terms.allSatisfy { term in haystack.contains { $0.contains(term) } }
    }

    /// Whether `value` satisfies every `key:` range (`N`, `>N`, `>=N`, `<N`, `<=N`, `N..M`, `N..*`).
    func numbersMatch(_ key: String, _ value: Int) -> Bool {
        values(key).allSatisfy { Self.number(value, matches: $0) }
    }

    /// Whether the moment `seconds` (since 1970) satisfies every `key:` date range, written as
    /// `numbersMatch` ranges of days (`>=2026-11-13`, `2026-01-01..2026-02-01`).
    func datesMatch(_ key: String, _ seconds: Int) -> Bool {
        values(key).allSatisfy { spec in
            var days = spec
            for day in Self.days(in: spec) {
                days = days.replacingOccurrences(of: day.text, with: String(day.start))
            }
            return Self.number(seconds, matches: days)
        }
    }

    /// The `YYYY-MM-DD` days written in `spec`, each with its first second (UTC).
    private static func days(in spec: String) -> [(text: String, start: Int)] {
        spec.split(whereSeparator: { "<>=.".contains($0) }).compactMap { part in
            let fields = part.split(separator: "-").compactMap { Int($0) }
            guard fields.count == 3 else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let components = DateComponents(year: fields[0], month: fields[1], day: fields[2])
            guard let date = calendar.date(from: components) else { return nil }
            return (String(part), Int(date.timeIntervalSince1970))
        }
    }

    private static func number(_ value: Int, matches spec: String) -> Bool {
        if let range = spec.range(of: "..") {
            let low = Int(spec[..<range.lowerBound]) ?? Int.min
            let high = Int(spec[range.upperBound...]) ?? Int.max
            return low <= value && value <= high
        }
        let comparisons: [(String, (Int, Int) -> Bool)] = [
            (">=", (>=)), ("<=", (<=)), (">", (>)), ("<", (<)),
        ]
        for (prefix, compare) in comparisons where spec.hasPrefix(prefix) {
            return Int(spec.dropFirst(prefix.count)).map { compare(value, $0) } ?? false
        }
        return Int(spec) == value
    }

    /// Words split at whitespace outside double quotes.
    private static func words(_ query: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in query {
            if character == "\"" { quoted.toggle() }
            if character.isWhitespace && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
