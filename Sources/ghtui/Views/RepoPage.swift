import Foundation
import GitHubKit

/// A repository's page: its details, then its README, as one scrollable run of lines.
enum RepoPage {
    /// The page of `screen` in lines of at most `width` columns.
    static func lines(_ screen: RepoScreen, width: Int) -> [[Span]] {
        let width = max(10, width)
        var lines: [[Span]] = []
        let utc = Format.utc
        var title = [Span("\(screen.owner)/\(screen.name)", .strong)]
        if let repository = screen.repository {
            if repository.archived == true { title.append(Span("  archived", Style(color: .red))) }
            if repository.fork { title.append(Span("  fork", .faint)) }
            if repository.isTemplate == true { title.append(Span("  template", .faint)) }
            if repository.private { title.append(Span("  private", .faint)) }
        }
        lines.append(title)
        guard let repository = screen.repository else { return lines }

        if let description = repository.description, !description.isEmpty {
            lines += TextWidth.wrap(Sanitizer.clean(description), to: width).map { [Span($0)] }
        }
        lines.append([])
        func count(_ value: Int?, _ label: String) -> [Span] {
            [Span(Format.grouped(value ?? 0), .strong), Span(" " + label, .faint)]
        }
        let watchers = repository.subscribersCount ?? (screen.isComplete ? repository.watchersCount : nil)
        var counts = [count(repository.stargazersCount, "stars"), count(repository.forksCount, "forks")]
        if let watchers { counts.append(count(watchers, "watchers")) }
        counts.append(count(repository.openIssuesCount, "open issues"))
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
        fact("Created", repository.createdAt.map { Format.day($0, timeZone: utc) })
        fact("Pushed", repository.pushedAt.map { Format.day($0, timeZone: utc) })
        lines += ProfileSummary.flow(facts, width: width)
        if let topics = repository.topics, !topics.isEmpty {
            let items = topics.map { [Span($0, Style(color: .magenta))] }
            lines += ProfileSummary.flow([[Span("Topics", .faint)]] + items, width: width)
        }

        lines.append([])
        let heading = " README "
        lines.append([
            Span("──", .faint), Span(heading, .strong),
            Span(String(repeating: "─", count: max(0, min(width, 60) - 2 - heading.count)), .faint),
        ])
        if let readme = screen.readme {
            lines += readme.lines(width: width)
        } else if screen.readmePending != nil {
            lines.append([Span("loading README…", .faint)])
        } else if screen.readmeError != nil {
            // The status bar says why; here only whether there is one.
            if case .notFound = screen.readmeError?.rootCause {
                lines.append([Span("This repository has no README.", .faint)])
            } else {
                lines.append([Span("The README could not be loaded.", .faint)])
            }
        }
        return lines
    }
}
