import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The contribution graph's layout from a fixed calendar: where each day goes, the month
/// labels, the shading, the total, and the weeks a narrow terminal keeps.
@Suite struct ContributionGraphTests {
    /// A calendar of the days from `start` (`YYYY-MM-DD`) on, `counts` one per day, in weeks from
    /// Sunday to Saturday as GitHub sends them; with `colored`, each day has GitHub's colour.
    private func calendar(
        from start: String, counts: [Int], total: Int? = nil, colored: Bool = false
    ) -> ContributionCalendar {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let first = formatter.date(from: start)!
        var weeks: [JSONValue] = []
        var week: [JSONValue] = []
        for (offset, count) in counts.enumerated() {
            let date = first.addingTimeInterval(Double(offset) * 86_400)
            let weekday = utc.component(.weekday, from: date) - 1
            if weekday == 0, !week.isEmpty {
                weeks.append(.object(["contributionDays": .array(week)]))
                week = []
            }
            var day: [String: JSONValue] = [
                "date": .string(formatter.string(from: date)), "contributionCount": .integer(count),
                "weekday": .integer(weekday),
            ]
            if colored { day["color"] = .string(ContributionGraph.levelColors[min(4, (count + 3) / 4)]) }
            week.append(.object(day))
        }
        weeks.append(.object(["contributionDays": .array(week)]))
        var raw: [String: JSONValue] = ["weeks": .array(weeks)]
        if let total { raw["totalContributions"] = .integer(total) }
        return ContributionCalendar(raw: .object(raw))
    }

    /// The text of a graph line.
    private func text(_ line: [Span]) -> String { line.map(\.text).joined() }

    /// The cell of week `week` (0 the first shown) on `weekday` (0 Sunday).
    private func cell(_ lines: [[Span]], week: Int, weekday: Int) -> Character {
        let row = Array(text(lines[1 + weekday]))
        let column = ContributionGraph.labelWidth + week * ContributionGraph.weekWidth
        return column < row.count ? row[column] : " "
    }

    @Test func daysGoInTheirWeekdayRowsAndAShortFirstWeekEndsOnSaturday() {
        // 2025-06-04 is a Wednesday: the first week has Wednesday to Saturday only.
        let lines = ContributionGraph.lines(
            calendar(from: "2025-06-04", counts: Array(repeating: 8, count: 18)), width: 80)
        #expect(lines.count == ContributionGraph.height)
        for weekday in 0..<3 { #expect(cell(lines, week: 0, weekday: weekday) == " ") }
        for weekday in 3..<7 { #expect(cell(lines, week: 0, weekday: weekday) == "█") }
        // 18 days: 4 in the first week, 7 in the second, 7 in the third (Sunday to Saturday).
        for weekday in 0..<7 { #expect(cell(lines, week: 2, weekday: weekday) == "█") }
        #expect(cell(lines, week: 3, weekday: 0) == " ")
        #expect(
            text(lines[2]).hasPrefix("Mon ") && text(lines[4]).hasPrefix("Wed ")
                && text(lines[6]).hasPrefix("Fri "))
    }

    @Test func monthLabelsStandOverTheWeekThatStartsTheMonth() {
        // Weeks start 2025-06-04 (partial), 06-08, 06-15, 06-22, 06-29, 07-06, … 08-03.
        let lines = ContributionGraph.lines(
            calendar(from: "2025-06-04", counts: Array(repeating: 1, count: 70)), width: 80)
        let months = text(lines[0])
        let width = ContributionGraph.weekWidth
        #expect(
            months.range(of: "Jun").map { months.distance(from: months.startIndex, to: $0.lowerBound) } == 4)
        #expect(
            months.range(of: "Jul").map { months.distance(from: months.startIndex, to: $0.lowerBound) } == 4
                + 5 * width)
        #expect(
            months.range(of: "Aug").map { months.distance(from: months.startIndex, to: $0.lowerBound) } == 4
                + 9 * width)
    }

    @Test func aMonthLabelThatWouldRunIntoTheNextGivesWay() {
        // From 2025-06-29 one week is June's, then 07-06 starts July: "Jun" would touch "Jul".
        let lines = ContributionGraph.lines(
            calendar(from: "2025-06-29", counts: Array(repeating: 1, count: 21)), width: 80)
        let months = text(lines[0])
        #expect(!months.contains("Jun"))
        #expect(months.contains("Jul"))
    }

    @Test func daysAreShadedByCountQuartilesOfTheBusiestDay() {
        // Counts 0…8 from a Sunday: the busiest is 8, so 1–2 are the first quartile, 7–8 the fourth.
        let lines = ContributionGraph.lines(
            calendar(from: "2025-06-01", counts: [0, 1, 2, 3, 4, 5, 6, 7, 8]), width: 80)
        let expected: [Character] = ["·", "░", "░", "▒", "▒", "▓", "▓"]
        for weekday in 0..<7 { #expect(cell(lines, week: 0, weekday: weekday) == expected[weekday]) }
        #expect(cell(lines, week: 1, weekday: 0) == "█")
        #expect(cell(lines, week: 1, weekday: 1) == "█")
        #expect(lines[1 + 0].first { $0.text == "·" }?.style == .faint)
        #expect(lines[1 + 1].first { $0.text == "░" }?.style.color == .role(.success))
    }

    @Test func githubsColourNamesTheLevelWhenItIsOneOfGitHubs() {
        // Coloured by GitHub's steps (1–4, 5–8, …), not by this calendar's busiest day.
        let lines = ContributionGraph.lines(
            calendar(from: "2025-06-01", counts: [0, 4, 5, 9, 13, 100, 1], colored: true), width: 80)
        let expected: [Character] = ["·", "░", "▒", "▓", "█", "█", "░"]
        for weekday in 0..<7 { #expect(cell(lines, week: 0, weekday: weekday) == expected[weekday]) }
    }

    @Test func theTotalIsTheYearsAndGroupedAndSumsTheDaysWithoutOne() {
        let given = ContributionGraph.lines(
            calendar(from: "2025-06-01", counts: [1, 2], total: 1234), width: 80)
        #expect(text(given.last!) == "1,234 contributions in the last year")
        let summed = ContributionGraph.lines(calendar(from: "2025-06-01", counts: [1, 0]), width: 80)
        #expect(text(summed.last!) == "1 contribution in the last year")
    }

    @Test func aNarrowWidthKeepsTheMostRecentWeeks() {
        // Ten weeks from a Sunday; the last week's Saturday is busiest.
        var counts = Array(repeating: 1, count: 70)
        counts[69] = 4
        let graph = calendar(from: "2025-06-01", counts: counts)
        let wide = ContributionGraph.lines(graph, width: 80)
        #expect(Span.width(of: wide[1]) == ContributionGraph.labelWidth + 10 * ContributionGraph.weekWidth)
        let narrow = ContributionGraph.lines(
            graph, width: ContributionGraph.labelWidth + 3 * ContributionGraph.weekWidth + 1)
        #expect(Span.width(of: narrow[1]) == ContributionGraph.labelWidth + 3 * ContributionGraph.weekWidth)
        #expect(cell(narrow, week: 2, weekday: 6) == "█")
        #expect(cell(narrow, week: 2, weekday: 5) == "░")
    }
}
