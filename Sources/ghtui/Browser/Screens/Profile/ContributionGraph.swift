import GitHubKit

/// A contribution calendar drawn as GitHub draws it: month labels, then seven rows (Sunday to
/// Saturday) of one cell per week, shaded by the day's level, then the year's total.
///
/// Each level has its own character (`·░▒▓█`), green where the terminal has colours: under
/// `NO_COLOR` or in monochrome the characters alone carry the shading. A narrow terminal shows
/// the most recent weeks that fit.
enum ContributionGraph {
    /// The lines the graph takes: month labels, seven days, the total.
    static let height = 9
    /// The columns of the weekday labels on the left.
    static let labelWidth = 4
    /// The columns of one week: its cell and a gap.
    static let weekWidth = 2
    /// The character of each level, 0 (none) to 4 (most).
    static let glyphs = ["·", "░", "▒", "▓", "█"]
    /// The weekday labels, Sunday first, as GitHub shows them (every other day).
    static let dayLabels = ["", "Mon", "", "Wed", "", "Fri", ""]
    /// The months' short names, January first.
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// GitHub's square colours, by level.
    static let levelColors = ["#ebedf0", "#9be9a8", "#40c463", "#30a14e", "#216e39"]

    /// The level of `day`, 0 (none) to 4: GitHub's own, read from its colour when it is one of
    /// GitHub's, else the count's quartile of `busiest` (the most on any day).
    static func level(of day: ContributionDay, busiest: Int) -> Int {
        if let color = day.color?.lowercased(), let level = levelColors.firstIndex(of: color) { return level }
        let count = day.contributionCount
        guard count > 0, busiest > 0 else { return 0 }
        return min(4, max(1, (count * 4 + busiest - 1) / busiest))
    }

    /// The style of a cell at `level`: faint for none, the theme's `success` otherwise (green
    /// in the standard theme, as on GitHub), bold at the most.
    static func style(level: Int) -> Style {
        level == 0 ? .faint : Style(.success, bold: level == 4)
    }

    /// How many weeks fit in `width` columns, at most `weeks`.
    static func weeksShown(_ weeks: Int, width: Int) -> Int {
        max(0, min(weeks, (width - labelWidth) / weekWidth))
    }

    /// The graph of `calendar` in lines of at most `width` columns.
    static func lines(_ calendar: ContributionCalendar, width: Int) -> [[Span]] {
        let all = calendar.weeks.filter { !$0.isEmpty }
        let weeks = Array(all.suffix(weeksShown(all.count, width: width)))
        let busiest = calendar.days.map(\.contributionCount).max() ?? 0
        var rows = Array(repeating: [Span](), count: 7)
        for (day, label) in dayLabels.enumerated() {
            rows[day].append(Span(label.padding(toLength: labelWidth, withPad: " ", startingAt: 0), .faint))
        }
        for week in weeks {
            var cells: [Span?] = Array(repeating: nil, count: 7)
            for (index, day) in week.enumerated() {
                // A short first week ends on Saturday; a short last week starts on Sunday.
                let weekday =
                    day.weekday ?? (week.count < 7 && week == all.first ? 7 - week.count + index : index)
                guard (0..<7).contains(weekday) else { continue }
                let level = level(of: day, busiest: busiest)
                cells[weekday] = Span(glyphs[level], style(level: level))
            }
            for day in 0..<7 {
                rows[day].append(cells[day] ?? Span(" "))
                rows[day].append(Span(" "))
            }
        }
        let total = calendar.totalContributions
        let noun = total == 1 ? "contribution" : "contributions"
        return [monthLine(weeks)] + rows + [
            [Span(Format.grouped(total), .strong), Span(" \(noun) in the last year", .faint)]
        ]
    }

    /// The month labels over the weeks: a label where a week starts a new month, dropped where it
    /// would run into the next one.
    static func monthLine(_ weeks: [[ContributionDay]]) -> [Span] {
        var labels: [(column: Int, text: String)] = []
        var previous: Int?
        for (index, week) in weeks.enumerated() {
            guard let month = week.first.flatMap(month(of:)) else { continue }
            if month != previous { labels.append((labelWidth + index * weekWidth, months[month - 1])) }
            previous = month
        }
        // Right to left: a label that would touch the one after it gives way.
        var kept: [(column: Int, text: String)] = []
        for label in labels.reversed() where kept.last.map({ label.column + 4 <= $0.column }) ?? true {
            kept.append(label)
        }
        var line: [Span] = []
        var used = 0
        for label in kept.reversed() {
            line.append(Span(String(repeating: " ", count: label.column - used)))
            line.append(Span(label.text, .faint))
            used = label.column + label.text.count
        }
        return line
    }

    /// The month (1–12) of a day's `YYYY-MM-DD` date.
    static func month(of day: ContributionDay) -> Int? {
        guard let date = day.date, date.count >= 7 else { return nil }
        let month = Int(date.dropFirst(5).prefix(2)) ?? 0
        return (1...12).contains(month) ? month : nil
    }
}
