import Foundation
import GitHubKit

/// A repository's page: its header (details above the tabs) and its README tab's lines.
enum RepoPage {
    /// The header of `screen` in lines of at most `width` columns: full name with badges,
    /// description, counts, facts, topics, and the parent of a fork.
    static func header(_ screen: RepoScreen, width: Int) -> [[Span]] {
        let width = max(10, width)
        var title = [Span("\(screen.owner)/\(screen.name)", .strong)]
        guard let repository = screen.repository else { return [title] }
        if repository.archived == true { title.append(Span("  archived", Style(.error))) }
        if repository.fork { title.append(Span("  fork", .faint)) }
        if repository.isTemplate == true { title.append(Span("  template", Style(.accent))) }
        if repository.private { title.append(Span("  private", .faint)) }
        if screen.star.starred == true { title.append(Span("  ★ starred", Style(.highlight))) }
        var lines = [title]
        if let description = repository.description, !description.isEmpty {
            lines += TextWidth.wrap(Sanitizer.clean(description), to: width).prefix(3).map { [Span($0)] }
        }
        func count(_ value: Int?, _ one: String, _ many: String) -> [Span] {
            [
                Span(Format.grouped(value ?? 0), .strong),
                Span(" " + Format.noun(value ?? 0, one, many), .faint),
            ]
        }
        let watchers = repository.subscribersCount ?? (screen.isComplete ? repository.watchersCount : nil)
        var counts = [
            count((repository.stargazersCount ?? 0) + screen.star.delta, "star", "stars"),
            count(repository.forksCount, "fork", "forks"),
        ]
        if let watchers { counts.append(count(watchers, "watcher", "watchers")) }
        counts.append(count(repository.openIssuesCount, "open issue", "open issues"))
        lines += ProfileSummary.flow(counts, width: width)

        var facts: [[Span]] = []
        func fact(_ label: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            facts.append([Span(label + " ", .faint), Span(value)])
        }
        fact("Language", repository.language)
        fact(
            "License",
            repository.license.map { $0.spdxId.flatMap { $0 == "NOASSERTION" ? nil : $0 } ?? $0.name })
        fact("Homepage", repository.homepage)
        fact("Pushed", repository.pushedAt.map { Format.day($0, timeZone: Format.utc) })
        lines += ProfileSummary.flow(facts, width: width)
        if let topics = repository.topics, !topics.isEmpty {
            let items = topics.map { [Span($0, Style(.tag))] }
            lines += ProfileSummary.flow([[Span("Topics", .faint)]] + items, width: width)
        }
        if let parent = repository.parent {
            lines.append([
                Span("forked from ", .faint), Span(parent.fullName, Style(.accent, underline: true)),
                Span("  (u opens it)", .faint),
            ])
        } else if repository.fork {
            lines.append([Span("a fork", .faint)])
        }
        return lines
    }

    /// The README tab of `screen` in lines of at most `width` columns: the README, or why there
    /// is none.
    static func lines(_ screen: RepoScreen, width: Int) -> [[Span]] {
        if let error = screen.repositoryError, case .notFound = error.rootCause {
            // The status bar says GitHub shows no such repository; there is no README to speak of.
            return [[]]
        }
        if let readme = screen.readme { return readme.lines(width: max(10, width)) }
        if screen.readmePending != nil { return [[Span("loading README…", .faint)]] }
        guard let error = screen.readmeError else { return [[]] }
        // The status bar says why, when it is a problem; here whether there is a README.
        if RepositoryParts.isEmptyRepository(error) {
            return [[Span("This repository is empty: nothing has been pushed to it yet.", .faint)]]
        }
        if case .notFound = error.rootCause { return [[Span("This repository has no README.", .faint)]] }
        return [[Span("The README could not be loaded.", .faint)]]
    }
}
