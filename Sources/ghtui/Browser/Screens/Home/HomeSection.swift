import Foundation

/// One of Home's tabs: a GitHub search of issues and pull requests, from the config file's
/// `sections` or the defaults, its query kept as written until it is sent (`resolved`).
///
/// A query may use `@me` (the token's user), `{{ -14d }}`, `{{ -2w }}`, `{{ -1m }}`, `{{ -1y }}`
/// (the date that long before now) and `{{ repo }}` (the GitHub repository of the working
/// directory's `origin` remote; a section using it is left out elsewhere).
struct HomeSection: Equatable, Sendable {
    /// The tab's label.
    var title: String
    /// The search as written, templates included.
    var query: String
    /// At most this many rows; nil: every page GitHub has (search stops at 1,000).
    var limit: Int?

    /// The sections Home shows when the config file names none.
    static let defaults = [
        HomeSection(title: "Review requested", query: "is:pr is:open review-requested:@me archived:false"),
        HomeSection(title: "Your pull requests", query: "is:pr is:open author:@me"),
        HomeSection(title: "Assigned", query: "is:open assignee:@me"),
        HomeSection(title: "Mentioned", query: "is:open mentions:@me updated:>={{ -14d }}"),
    ]

    /// The most sections a config file may name: each is one search, and search allows 30 a minute.
    static let maximumCount = 10
    /// The most rows a section may ask for: what GitHub's search returns at most.
    static let limitRange = 1...1000

    /// Whether the query needs the working directory's repository.
    var needsRepository: Bool {
        (try? Self.templates(in: query))?.contains(.repository) ?? false
    }

    /// The query as sent: `@me` as `login`, dates counted back from `now` (UTC days), `{{ repo }}`
    /// as `repository`; nil when it needs a repository and there is none.
    func resolved(login: String, now: Date, repository: RepositoryName?) -> String? {
        guard let parts = try? Self.parts(of: query) else { return nil }
        var text = ""
        for part in parts {
            switch part {
            case .text(let written): text += Self.replacingMe(in: written, with: login)
            case .template(.repository):
                guard let repository else { return nil }
                text += repository.description
            case .template(.ago(let count, let unit)):
                text += Self.day(Self.calendar.date(byAdding: unit, value: -count, to: now) ?? now)
            }
        }
        return text
    }

    // MARK: - Templates

    /// What a `{{ … }}` in a query stands for.
    enum Template: Equatable, Sendable {
        /// `{{ repo }}`.
        case repository
        /// `{{ -14d }}`: `count` of `unit` before now.
        case ago(Int, Calendar.Component)
    }

    /// The templates `query` uses; throws a sentence naming the first one that is not known.
    static func templates(in query: String) throws(TemplateError) -> [Template] {
        try parts(of: query).compactMap { if case .template(let template) = $0 { template } else { nil } }
    }

    /// Why a query's template cannot be used; its description completes "the query …".
    struct TemplateError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, as a phrase.
        let description: String
    }

    private enum Part {
        case text(String)
        case template(Template)
    }

    private static func parts(of query: String) throws(TemplateError) -> [Part] {
        var parts: [Part] = []
        var rest = Substring(query)
        while let open = rest.range(of: "{{") {
            parts.append(.text(String(rest[..<open.lowerBound])))
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw TemplateError(description: "has a {{ with no }}")
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            parts.append(.template(try template(named: name)))
            rest = rest[close.upperBound...]
        }
        if rest.contains("}}") { throw TemplateError(description: "has a }} with no {{") }
        parts.append(.text(String(rest)))
        return parts
    }

    private static func template(named name: String) throws(TemplateError) -> Template {
        if name == "repo" { return .repository }
        let units: [Character: Calendar.Component] = ["d": .day, "w": .weekOfYear, "m": .month, "y": .year]
        if name.hasPrefix("-"), let last = name.last, let unit = units[last],
            let count = Int(name.dropFirst().dropLast()), (1...9999).contains(count)
        {
            return .ago(count, unit)
        }
        throw TemplateError(
            description: "uses {{ \(name) }}, which is not a template (use {{ repo }}, or a date such as "
                + "{{ -14d }}, {{ -2w }}, {{ -1m }}, {{ -1y }})")
    }

    /// `text` with each `@me` that is a whole word (not the start of `@meg`) as `@login`'s login.
    private static func replacingMe(in text: String, with login: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let found = rest.range(of: "@me") {
            let after = rest[found.upperBound...].first
            let isWord = after.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } ?? false
            result += rest[..<found.lowerBound]
            result += isWord ? "@me" : login
            rest = rest[found.upperBound...]
        }
        return result + rest
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Format.utc
        return calendar
    }()

    /// `date` as GitHub's search writes a day: `2026-11-13`.
    private static func day(_ date: Date) -> String {
        Format.day(date, timeZone: Format.utc)
    }
}
