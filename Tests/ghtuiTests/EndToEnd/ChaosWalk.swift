import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// A walk through mona's profile in the real `ghtui` under tmux, where every step waits (bounded)
/// until the screen shows what `truth`, a fault-free FakeGitHub, says: the counts, the page
/// counters, the rows as the list draws them, the selection. A step stops at the first error
/// on the status bar it did not ask for, so that a failure names it rather than timing out.
final class ChaosWalk {
    /// The terminal's width, which the list's columns follow.
    static let width = 100

    /// The session and its key presses.
    let tour: KeyTour
    /// The fault-free server's answers.
    let truth: GitHub
    private var session: TmuxSession { tour.session }

    /// A walk of `tour`'s session, checked against `truth`.
    init(tour: KeyTour, truth: GitHub) {
        self.tour = tour
        self.truth = truth
    }

    // MARK: - The steps

    /// mona's profile and Repos tab; the help opens and closes; the fourth repository opens with
    /// its README, and back.
    func profileAndARepository() async throws {
        let mona = try await truth.user("mona")
        let repos = try await truth.repositories(of: "mona", sort: .updated).map(\.name)
        try await see("mona's profile with her first page of repos") {
            $0.text.contains(Self.counts(of: mona)) && $0.currentTab == 1
                && $0.text.contains(Self.footer(pages: 1, of: mona.publicRepos ?? 0))
                && Self.firstShown(on: $0, of: repos, in: .repositories) == 0
        }
        try await helpOpensAndCloses()

        session.send("g", "j", "j", "j")
        try await see("the fourth repository is not selected") {
            Self.selected(on: $0, is: repos[3], in: .repositories)
        }
        session.send("Enter")
        let readme = try await truth.readme(owner: "mona", name: repos[3]).decodedContent ?? ""
        // The README's first headings, as the page shows them (without the #s).
        let headings = readme.split(separator: "\n").filter { $0.hasPrefix("#") }.prefix(2)
            .map { $0.drop { $0 == "#" || $0 == " " } }
        #expect(headings.count == 2)
        try await see("mona/\(repos[3]) and its README") { screen in
            screen.text.contains("mona/\(repos[3])") && screen.text.contains(" README ")
                && !screen.text.contains("loading README") && headings.allSatisfy { screen.text.contains($0) }
        }
        session.send("BSpace")
        try await see("not back on the fourth repository") {
            $0.currentTab == 1 && Self.selected(on: $0, is: repos[3], in: .repositories)
        }
    }

    /// The Followers tab paged to its third API page (a key pressed while a page loads is acted
    /// on), a follower's profile, and back where the walk was.
    func followersPastTheFirstPagesAndOneOfThem() async throws {
        let mona = try await truth.user("mona")
        let total = mona.followers ?? 0
        var followers: [String] = []
        for page in 1...3 { followers += try await truth.followers(of: "mona", page: page).map(\.login) }

        session.send("2")
        try await see("the first page of followers") {
            $0.currentTab == 2 && $0.text.contains(Self.footer(pages: 1, of: total))
                && Self.firstShown(on: $0, of: followers, in: .people) == 0
                && Self.selected(on: $0, is: followers[0], in: .people)
        }
        // The last loaded row asks for the next page; the help opens while it loads (or retries).
        session.send("G", "?")
        try await see("no help while the second page loads") { Self.isHelp($0) }
        session.send("Escape")
        try await see("the second page of followers, the 100th selected") {
            !Self.isHelp($0) && $0.text.contains(Self.footer(pages: 2, of: total))
                && Self.selected(on: $0, is: followers[99], in: .people)
                && Self.firstShown(on: $0, of: followers, in: .people) != nil
        }
        session.send("G")
        try await see("the third page of followers, the 200th selected") {
            $0.text.contains(Self.footer(pages: 3, of: total))
                && Self.selected(on: $0, is: followers[199], in: .people)
        }
        session.send("n")
        let paged = try await see("no page down into the third page") {
            !Self.selected(on: $0, is: followers[199], in: .people)
                && Self.firstShown(on: $0, of: followers, in: .people) != nil
        }
        let index = try #require(followers.firstIndex { Self.selected(on: paged, is: $0, in: .people) })
        #expect(index >= 200, "a page down from the 200th selected the \(index + 1)th")
        let login = followers[index]

        let follower = try await truth.user(login)
        session.send("Enter")
        try await see("\(login)'s profile") {
            $0.title.hasPrefix("ghtui › mona › \(login)") && $0.text.contains(Self.counts(of: follower))
                && $0.text.contains(Self.footer(pages: 1, of: follower.publicRepos ?? 0))
        }
        session.send("BSpace")
        try await see("not back on \(login) among mona's followers") {
            $0.title.components(separatedBy: " › ").count == 2 && $0.currentTab == 2
                && $0.text.contains(Self.footer(pages: 3, of: total))
                && Self.selected(on: $0, is: login, in: .people)
        }
    }

    /// The Following tab while GitHub fails every try: the help opens and closes while the page
    /// is retried and after it failed, the error is said, and once GitHub is back `r` loads the
    /// page and the error goes.
    func aTabThatFailsUntilRefreshed() async throws {
        let mona = try await truth.user("mona")
        let following = try await truth.following(of: "mona").map(\.login)
        await tour.server.setFault(.serverError(status: 503), path: "/users/mona/following")
        session.send("3")
        // The help opens while the page is retried (or, on a slow machine, once it failed).
        try await see("no retry", errorExpected: true) {
            $0.status.contains("retrying users/mona/following page 1") || $0.statusShowsError
        }
        try await helpOpensAndCloses(errorExpected: true)
        try await see("no error after the retries", errorExpected: true) {
            $0.currentTab == 3 && $0.statusShowsError
                && $0.status.contains("GitHub is unavailable (HTTP 503)")
        }
        // And again once it failed: the error stays until `r`.
        try await helpOpensAndCloses(errorExpected: true)
        try await see("the error went without a retry", errorExpected: true) { $0.statusShowsError }
        await tour.server.setFault(nil, path: "/users/mona/following")
        session.send("r")
        try await see("the error stays after r", errorExpected: true) { !$0.statusShowsError }
        try await see("the first page of following after r") {
            $0.currentTab == 3 && $0.text.contains(Self.footer(pages: 1, of: mona.following ?? 0))
                && Self.firstShown(on: $0, of: following, in: .people) == 0
        }
    }

    /// The Stars and Activity tabs, each all on one page.
    func starsAndActivity() async throws {
        let stars = try await truth.starred(by: "mona").map(\.fullName)
        try #require(stars.count < 100, "mona's stars fit on one page")
        session.send("4")
        try await see("mona's stars") {
            $0.currentTab == 4
                && $0.text.contains("\(Format.grouped(stars.count)) of \(Format.grouped(stars.count))")
                && Self.firstShown(on: $0, of: stars, in: .repositories) == 0
        }
        let activity = try await truth.activity(of: "mona").entries.map {
            $0.title.isEmpty ? "(untitled)" : $0.title
        }
        session.send("5")
        let screen = try await see("mona's activity") {
            $0.currentTab == 5
                && $0.text.contains("\(Format.grouped(activity.count)) of \(Format.grouped(activity.count))")
                && Self.firstShown(on: $0, of: activity, in: .activityTitles) == 0
                && !$0.status.contains("loading")
        }
        #expect(!screen.text.contains("GitHub is unavailable"))
    }

    // MARK: - Waiting

    /// Waits until the screen satisfies `condition`, or until the status bar shows an error
    /// (unless `errorExpected`), which is recorded; returns the screen.
    @discardableResult
    private func see(
        _ what: String, errorExpected: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (TerminalScreen) -> Bool
    ) async throws -> TerminalScreen {
        let screen = try await tour.wait(what, sourceLocation: sourceLocation) {
            condition($0) || (!errorExpected && $0.statusShowsError)
        }
        if !errorExpected && screen.statusShowsError {
            Issue.record("\(what): an error instead: \(screen.status)", sourceLocation: sourceLocation)
            throw TourTimeout(what: what)
        }
        return screen
    }

    /// `?` shows the help, `Esc` closes it.
    private func helpOpensAndCloses(errorExpected: Bool = false) async throws {
        session.send("?")
        try await see("no help", errorExpected: errorExpected) { Self.isHelp($0) }
        session.send("Escape")
        try await see("the help stays", errorExpected: errorExpected) {
            !Self.isHelp($0) && !$0.listRows.isEmpty
        }
    }

    private static func isHelp(_ screen: TerminalScreen) -> Bool {
        screen.text.contains("any other key closes") || screen.text.contains("press any key to close")
    }

    // MARK: - What the screen should say

    /// The profile's counts line.
    private static func counts(of user: User) -> String {
        "\(grouped(user.publicRepos)) repos · \(grouped(user.followers)) followers · "
            + "\(grouped(user.following)) following"
    }

    private static func grouped(_ count: Int?) -> String { count.map(Format.grouped) ?? "?" }

    /// The list footer once `pages` pages of 100 of a list of `count` items are loaded.
    private static func footer(pages: Int, of count: Int) -> String {
        let loaded = min(pages * 100, count)
        return "page \(pages)/\((count + 99) / 100) · \(Format.grouped(loaded)) of \(Format.grouped(count))"
    }

    /// A column of the list: where it starts in a row and how wide it is.
    enum Column {
        case repositories, people, activityTitles

        var place: (start: Int, width: Int) {
            switch self {
            case .repositories: (0, ListView.repoColumns(width: ChaosWalk.width)[0].1)
            case .people: (0, ListView.personColumns(width: ChaosWalk.width)[0].1)
            case .activityTitles:
                ListView.activityColumns(width: ChaosWalk.width).reduce((0, 0)) { place, column in
                    column.0 == .title ? (place.0, column.1) : (place.0 + column.1 + 1, place.1)
                }
            }
        }
    }

    /// Whether `row` shows `text` in `column`, cut to its width as the list draws it.
    private static func shows(_ row: String, _ text: String, in column: Column) -> Bool {
        let (start, width) = column.place
        let cell = TextWidth.fit(Sanitizer.clean(text), to: width)
        return (row + String(repeating: " ", count: width)).dropFirst(start).hasPrefix(cell)
    }

    /// Whether the selected row shows `text` in `column`.
    private static func selected(on screen: TerminalScreen, is text: String, in column: Column) -> Bool {
        screen.selectedRow.map { shows($0, text, in: column) } ?? false
    }

    /// The position in `expected` of the top row, when the list's rows are consecutive items of
    /// `expected` in `column`; nil otherwise (or with no rows).
    private static func firstShown(on screen: TerminalScreen, of expected: [String], in column: Column)
        -> Int?
    {
        let rows = screen.listRows
        guard let top = rows.first, let start = expected.firstIndex(where: { shows(top, $0, in: column) }),
            start + rows.count <= expected.count
        else { return nil }
        return zip(rows, expected[start...]).allSatisfy { shows($0, $1, in: column) } ? start : nil
    }
}
