import Foundation
import GitHubKit

/// A profile's list: column titles, one aligned row per item, and a footer with the pages
/// loaded, the count and the filter.
enum ListView {
    /// A column of the repository list.
    enum RepoColumn: Equatable {
        case name, stars, forks, language, updated, description
    }

    /// A column of the people list.
    enum PersonColumn: Equatable {
        case login, name, type
    }

    /// A column of the activity list.
    enum ActivityColumn: Equatable {
        case kind, when, title
    }

    /// A column of the gist list.
    enum GistColumn: Equatable {
        case description, files, visibility, updated
    }

    /// The gist columns that fit in `width`, with their widths; one space between: the
    /// description takes what the others leave, and they go (visibility first) when it would
    /// get narrower than 20.
    static func gistColumns(width: Int) -> [(GistColumn, Int)] {
        let available = width - 2
        var fixed: [(GistColumn, Int)] = [(.files, 8), (.visibility, 10), (.updated, 9)]
        for dropped in [GistColumn.visibility, .files, .updated]
        where available - fixed.reduce(0, { $0 + $1.1 + 1 }) < 20 {
            fixed.removeAll { $0.0 == dropped }
        }
        return [(.description, max(1, available - fixed.reduce(0) { $0 + $1.1 + 1 }))] + fixed
    }

    /// The activity columns that fit in `width`, with their widths; one space between.
    static func activityColumns(width: Int) -> [(ActivityColumn, Int)] {
        let available = width - 2
        return [(.kind, 10), (.when, 8), (.title, max(1, available - 20))]
    }

    /// The repository columns that fit in `width`, with their widths; one space between.
    static func repoColumns(width: Int) -> [(RepoColumn, Int)] {
        let available = width - 2
        var fixed: [(RepoColumn, Int)] = [(.stars, 7), (.forks, 6), (.language, 11), (.updated, 9)]
        func used() -> Int { fixed.reduce(0) { $0 + $1.1 + 1 } }
        // The least useful columns go first when the name would get too narrow.
        for dropped in [RepoColumn.forks, .language, .updated, .stars] where available - used() < 16 {
            fixed.removeAll { $0.0 == dropped }
        }
        let name = max(1, min(30, max(16, available / 4), available - used()))
        let rest = available - name - used()
        var columns = [(RepoColumn.name, name)] + fixed
        if rest >= 13 {
            columns.append((.description, rest - 1))
        } else {
            columns[0].1 += max(0, rest)
        }
        return columns
    }

    /// The people columns that fit in `width`, with their widths; one space between.
    static func personColumns(width: Int) -> [(PersonColumn, Int)] {
        let available = width - 2
        let login = min(24, max(1, available / 2))
        if available - login - 1 < 20 { return [(.login, login), (.name, max(1, available - login - 1))] }
        return [(.login, login), (.name, available - login - 14), (.type, 12)]
    }

    /// Draws the column titles, the rows, and the footer of the current tab.
    static func draw(
        _ profile: ProfileScreen, layout: Layout.Profile, names: [String: String], keyMap: KeyMap,
        context: RenderContext, into grid: inout Grid
    ) {
        let list = profile.list
        let tab = profile.tab
        let header = Style(bold: true, dim: true)
        if tab.listsRepositories {
            place(repoColumns(width: grid.width), row: layout.headerRow, into: &grid) { column in
                let titles: [RepoColumn: String] = [
                    .name: "NAME", .stars: "STARS", .forks: "FORKS", .language: "LANGUAGE",
                    .updated: "UPDATED",
                    .description: "DESCRIPTION",
                ]
                let numeric = column == .stars || column == .forks
                return (titles[column] ?? "", header, numeric)
            }
        } else if tab == .gists {
            place(gistColumns(width: grid.width), row: layout.headerRow, into: &grid) { column in
                let titles: [GistColumn: String] = [
                    .description: "DESCRIPTION", .files: "FILES", .visibility: "VISIBILITY",
                    .updated: "UPDATED",
                ]
                return (titles[column] ?? "", header, column == .files)
            }
        } else if tab == .activity {
            place(activityColumns(width: grid.width), row: layout.headerRow, into: &grid) { column in
                let titles: [ActivityColumn: String] = [.kind: "WHAT", .when: "WHEN", .title: "TITLE"]
                return (titles[column] ?? "", header, false)
            }
        } else {
            place(personColumns(width: grid.width), row: layout.headerRow, into: &grid) { column in
                let titles: [PersonColumn: String] = [.login: "LOGIN", .name: "NAME", .type: "TYPE"]
                return (titles[column] ?? "", header, false)
            }
        }

        if list.visible.isEmpty {
            let (text, style) = emptyMessage(profile, keyMap: keyMap)
            grid.write(text, row: layout.listTop, column: 2, limit: grid.width - 4, style: style)
        }
        for offset in 0..<layout.listRows {
            let index = list.scroll + offset
            guard index < list.visible.count else { break }
            let row = layout.listTop + offset
            switch list.items[list.visible[index]] {
            case .repository(let repository):
                place(repoColumns(width: grid.width), row: row, into: &grid) { column in
                    repoCell(
                        repository, column: column, fullName: tab == .stars, now: context.now,
                        starDelta: profile.stars.delta(of: repository))
                }
            case .person(let person):
                place(personColumns(width: grid.width), row: row, into: &grid) { column in
                    personCell(person, column: column, names: names)
                }
            case .activity(let entry):
                place(activityColumns(width: grid.width), row: row, into: &grid) { column in
                    activityCell(entry, column: column, now: context.now)
                }
            case .gist(let gist):
                place(gistColumns(width: grid.width), row: row, into: &grid) { column in
                    gistCell(gist, column: column, now: context.now)
                }
            default:
                break
            }
            if index == list.cursor && profile.showcase.cursor == nil {
                grid.restyle(row: row) { $0.reverse = true }
            }
        }
        drawFooter(profile, row: layout.footerRow, into: &grid)
    }

    /// Writes one row of cells at their columns' places, each cut to its width.
    static func place<Column>(
        _ columns: [(Column, Int)], row: Int, into grid: inout Grid, cell: (Column) -> (String, Style, Bool)
    ) {
        var x = 1
        for (column, width) in columns {
            let (text, style, alignRight) = cell(column)
            let fitted = TextWidth.fit(Sanitizer.clean(text), to: width, alignRight: alignRight)
            grid.write(fitted, row: row, column: x, limit: width, style: style)
            x += width + 1
        }
    }

    static func repoCell(
        _ repository: Repository, column: RepoColumn, fullName: Bool, now: Date, starDelta: Int = 0
    ) -> (String, Style, Bool) {
        let archived = repository.archived == true
        switch column {
        case .name:
            return (fullName ? repository.fullName : repository.name, archived ? .faint : .strong, false)
        case .stars:
            // `*` on the row moved it by one until the list is loaded again.
            return ("★ " + Format.compact((repository.stargazersCount ?? 0) + starDelta), .plain, true)
        case .forks:
            return (Format.compact(repository.forksCount ?? 0), .plain, true)
        case .language:
            return (repository.language ?? "", Style(.tag), false)
        case .updated:
            let date = repository.pushedAt ?? repository.updatedAt
            return (date.map { Format.relative($0, now: now) } ?? "", .faint, false)
        case .description:
            var tags: [String] = []
            if archived { tags.append("archived") }
            if repository.fork { tags.append("fork") }
            let description = Sanitizer.clean(repository.description ?? "")
            let text = (tags.map { "[\($0)] " }.joined()) + description
            return (text, archived ? .faint : .plain, false)
        }
    }

    static func personCell(
        _ person: SimpleUser, column: PersonColumn, names: [String: String]
    ) -> (String, Style, Bool) {
        switch column {
        case .login: (person.login, .strong, false)
        case .name: (person.name ?? names[person.login] ?? "", .plain, false)
        case .type: (person.type.description, person.type == "User" ? .faint : Style(.tag), false)
        }
    }

    private static func activityCell(
        _ entry: FeedEntry, column: ActivityColumn, now: Date
    ) -> (String, Style, Bool) {
        switch column {
        case .kind: (label(entry.kind), Style(.accent), false)
        case .when: (entry.date.map { Format.relative($0, now: now) } ?? "", .faint, false)
        case .title: (entry.title.isEmpty ? "(untitled)" : entry.title, .plain, false)
        }
    }

    /// A gist's cell: its description (else its first file's name, faint), how many files, public
    /// or secret, and when it last changed.
    static func gistCell(_ gist: Gist, column: GistColumn, now: Date) -> (String, Style, Bool) {
        switch column {
        case .description:
            if let description = gist.description, !description.isEmpty {
                return (description, .plain, false)
            }
            return (gist.files.first?.filename ?? gist.id, .faint, false)
        case .files:
            let count = gist.files.count
            return ("\(count) \(Format.noun(count, "file", "files"))", .plain, true)
        case .visibility:
            return gist.isPublic ? ("public", .faint, false) : ("secret", Style(.warning), false)
        case .updated: return (gist.updatedAt.map { Format.relative($0, now: now) } ?? "", .faint, false)
        }
    }

    /// A short word for what happened, as GitHub's web feed says it.
    static func label(_ kind: FeedEntryKind) -> String {
        switch kind {
        case .push: "pushed"
        case .create: "created"
        case .delete: "deleted"
        case .fork: "forked"
        case .watch: "starred"
        case .issues: "issue"
        case .issueComment, .commitComment, .pullRequestReviewComment: "commented"
        case .pullRequest: "pull req"
        case .pullRequestReview: "reviewed"
        case .release: "released"
        case .public: "public"
        case .member: "member"
        case .gollum: "wiki"
        case .sponsorship: "sponsored"
        case .other(let name): name.hasSuffix("Event") ? String(name.dropLast(5)).lowercased() : name
        case .unknown: "?"
        }
    }

    /// What the list area says when it has no rows, and how.
    private static func emptyMessage(_ profile: ProfileScreen, keyMap: KeyMap) -> (String, Style) {
        let list = profile.list
        let who = profile.user?.login ?? profile.login ?? "you"
        if !list.filter.isEmpty && !list.items.isEmpty {
            return ("nothing loaded matches “\(list.filter)”", .faint)
        }
        if list.error != nil || profile.userError != nil {
            return ("nothing to show; press \(keyMap.key(.refresh, in: .profile)) to retry", .faint)
        }
        if list.pending != nil || list.hasMore { return ("loading…", .faint) }
        switch profile.tab {
        case .repos: return ("\(who) has no public repositories", .faint)
        case .followers: return ("nobody follows \(who) yet", .faint)
        case .following: return ("\(who) follows nobody", .faint)
        case .stars: return ("\(who) has starred nothing", .faint)
        case .activity: return ("no public activity from \(who)", .faint)
        case .people: return ("\(who) has no public members", .faint)
        case .gists: return ("\(who) has no public gists", .faint)
        }
    }

    private static func drawFooter(_ profile: ProfileScreen, row: Int, into grid: inout Grid) {
        let list = profile.list
        var parts: [String] = []
        if list.loadedPages > 0 {
            parts.append("page \(list.loadedPages)/\(list.totalPages.map(String.init) ?? "?")")
            let loaded = Format.grouped(list.items.count)
            if let total = profile.expectedCount(of: profile.tab) {
                parts.append("\(loaded) of \(Format.grouped(max(total, list.items.count)))")
            } else {
                parts.append(list.hasMore ? "\(loaded) loaded" : "\(loaded) of \(loaded)")
            }
        }
        if profile.tab == .repos { parts.append("sort: \(profile.repoSort.title)") }
        drawFooter(parts, list: list, isEditingFilter: profile.isEditingFilter, row: row, into: &grid)
    }

    /// A search's footer parts: the pages loaded, how many of GitHub's `total` are, and
    /// whether GitHub timed out (`incomplete_results`).
    static func searchFooter(_ list: ListState, total: Int?, incomplete: Bool) -> [String] {
        var parts: [String] = []
        if list.loadedPages > 0 {
            parts.append("page \(list.loadedPages)/\(list.totalPages.map(String.init) ?? "?")")
            let total = Format.grouped(total ?? list.items.count)
            parts.append("\(Format.grouped(list.items.count)) of \(total) loaded")
        }
        if incomplete { parts.append("GitHub timed out: results may be incomplete") }
        return parts
    }

    /// Writes a list's footer: `parts` joined, then how many rows show and the filter, when
    /// there is one or it is being typed.
    static func drawFooter(
        _ parts: [String], list: ListState, isEditingFilter: Bool, row: Int, into grid: inout Grid
    ) {
        var parts = parts
        let filtering = !list.filter.isEmpty || isEditingFilter
        if filtering { parts.append("\(Format.grouped(list.visible.count)) shown") }
        let limit = filtering ? grid.width / 2 : grid.width - 2
        let used = grid.write(
            parts.joined(separator: " · "), row: row, column: 1, limit: limit, style: .faint)
        guard filtering else { return }
        let label = "filter: "
        let start = max(used + 3, 1)
        let written = grid.write(label, row: row, column: start, style: .faint)
        let typed = grid.write(
            list.filter, row: row, column: start + written, limit: grid.width - start - written - 2)
        if isEditingFilter {
            grid.write(" ", row: row, column: start + written + typed, limit: 1, style: .selected)
        }
    }
}
