import FakeGitHub
import Foundation
import Testing

@testable import ghtui

/// Every binding of the key map, pressed in the real `ghtui` under tmux where it applies,
/// does what it says. The walk reads the table itself: a new key for a command is pressed
/// without a change here, and a new command fails until it has a check. (Part of the
/// serialized end-to-end suite: one tmux session at a time.)
extension BrowserEndToEndTests {
    /// The order the places are visited in (the login prompt can only come first).
    private static let order: [KeyContext] = [.prompt, .profile, .filter, .repository, .help]

    @Test func everyKeyBindingDoesWhatItSaysWhereItApplies() async throws {
        try await FakeGitHub.serving { server, url in
            let session = try await TmuxSession(
                name: "ghtui-e2e-keys", width: 80, height: 24, command: ghtuiShellCommand("", url: url))
            defer { session.kill() }
            let tour = KeyTour(session: session, server: server, place: .prompt)
            try await tour.wait("no login prompt") { $0.text.contains("Login:") }
            var quits: [(KeyEvent, KeyContext)] = []
            for context in Self.order {
                for binding in KeyMap.standard.bindings where binding.contexts.contains(context) {
                    for key in binding.keys {
                        guard binding.command != .quit else {
                            // Quitting ends the session: later, each in a session of its own.
                            if Self.order.first(where: binding.contexts.contains) == context {
                                quits.append((key, context))
                            }
                            continue
                        }
                        try await tour.go(to: context)
                        try await check(binding.command, key: key, in: context, tour: tour)
                    }
                }
            }
            #expect(!quits.isEmpty)
            for (index, (key, context)) in quits.enumerated() {
                let quitting = try await TmuxSession(
                    name: "ghtui-e2e-keys-quit-\(index)", width: 80, height: 24,
                    command: ghtuiShellCommand("", url: url))
                defer { quitting.kill() }
                let tour = KeyTour(session: quitting, server: server, place: .prompt)
                try await tour.wait("no login prompt") { $0.text.contains("Login:") }
                try await tour.go(to: context)
                tour.press(key)
                try await tour.wait("\(key.label) did not quit on the \(context.title)") {
                    $0.text.contains("EXITED:0")
                }
            }
        }
    }

    /// Presses `key` (bound to `command`) in `context` and waits to see it done.
    private func check(_ command: KeyCommand, key: KeyEvent, in context: KeyContext, tour: KeyTour)
        async throws
    {
        let what = "\(key.label) (\(command)) on the \(context.title)"
        // A click lands where it is sent, not on a key: MouseEndToEndTests clicks tabs and rows.
        if case .click = key { return }
        switch (command, context) {
        case (.deleteCharacter, .prompt):
            tour.session.type("monax")
            try await tour.wait("typing") { $0.text.contains("Login: monax") }
            tour.press(key)
            try await tour.wait(what) { $0.text.contains("Login: mona") && !$0.text.contains("monax") }
        case (.open, .prompt):
            for _ in 0..<10 { tour.press(.backspace) }
            tour.session.type("mona")
            try await tour.wait("typing") { $0.text.contains("Login: mona") }
            tour.press(key)
            try await tour.wait(what) { $0.text.contains("Mona Lisa Octocat") }
            tour.arrived(at: .profile)
        case (.down, .profile), (.down, .filter), (.up, .profile), (.up, .filter), (.top, .profile),
            (.bottom, .profile), (.pageDown, .profile), (.pageDown, .filter), (.pageUp, .profile),
            (.pageUp, .filter), (.scrollDown, .profile), (.scrollDown, .filter), (.scrollUp, .profile),
            (.scrollUp, .filter):
            try await checkCursor(command, key: key, what: what, tour: tour)
        case (.down, _), (.up, _), (.top, _), (.bottom, _), (.pageDown, _), (.pageUp, _), (.scrollDown, _),
            (.scrollUp, _):
            try await checkScroll(command, key: key, what: what, tour: tour)
        case (.nextTab, .profile):
            tour.press(key)
            try await tour.wait(what) { $0.currentTab == 3 }
        case (.previousTab, .profile):
            tour.press(key)
            try await tour.wait(what) { $0.currentTab == 1 }
        case (.showTab(let number), .profile):
            if number == 2 {
                tour.press(.character("1"))
                try await tour.wait("not on Repos") { $0.currentTab == 1 }
            }
            tour.press(key)
            try await tour.wait(what) { $0.currentTab == number }
        case (.showRepoTab(.code), .repository):
            // The Code tab pushes the code screen; Backspace at its root comes back.
            tour.press(key)
            try await tour.wait(what) { $0.title.contains("code: /") && $0.text.contains("entries") }
            tour.press(.backspace)
            try await tour.wait("not back from the code screen") {
                $0.text.contains(" README ") && $0.shownLines != nil
            }
        case (.nextTab, .repository), (.previousTab, .repository), (.showRepoTab, .repository):
            try await checkRepositoryTab(command, key: key, what: what, tour: tour)
        case (.open, .repository), (.openParent, .repository):
            // The README tab: a fork's parent opens; any other repository says it is none.
            tour.press(key)
            let screen = try await tour.wait(what) {
                $0.title.components(separatedBy: " › ").count == 4 || $0.status.contains("is not a fork")
            }
            if screen.title.components(separatedBy: " › ").count == 4 {
                tour.press(.backspace)
                try await tour.wait("not back from the parent") {
                    $0.title.components(separatedBy: " › ").count == 3
                }
            }
        case (.filter, .repository):
            tour.press(.character("2"))
            try await tour.wait("not on Issues") { $0.currentTab == 2 }
            tour.press(key)
            try await tour.wait(what) { $0.isTypingFilter }
            tour.press(.escape)
            try await tour.wait("the filter stays") { !$0.isTypingFilter }
            try await backToReadme(tour)
        case (.cycleState, .repository):
            tour.press(.character("2"))
            try await tour.wait("not on Issues") { $0.currentTab == 2 && $0.text.contains("state: open (f)") }
            tour.press(key)
            try await tour.wait(what) { $0.text.contains("state: closed (f)") }
            tour.press(key)
            tour.press(key)
            try await tour.wait("not back to open") { $0.text.contains("state: open (f)") }
            try await backToReadme(tour)
        case (.open, .profile):
            tour.press(key)
            try await tour.wait(what) { $0.title.contains("› mona › user-00001") }
            tour.arrived(at: .pushedProfile)
        case (.back, .profile):
            tour.press(.enter)
            try await tour.wait("no profile pushed") { $0.title.contains("› user-00001") }
            tour.arrived(at: .pushedProfile)
            fallthrough
        case (.back, .repository):
            tour.press(key)
            try await tour.wait(what) { $0.title.components(separatedBy: " › ").count == 2 }
            tour.arrived(at: .profile)
        case (.filter, .profile):
            tour.press(key)
            try await tour.wait(what) { $0.isTypingFilter }
            tour.arrived(at: .filter)
        case (.keepFilter, .filter), (.clearFilter, .filter), (.deleteCharacter, .filter):
            tour.session.type("user-0001")
            try await tour.wait("typing") { $0.text.contains("filter: user-0001") }
            tour.press(key)
            try await tour.wait(what) { screen in
                switch command {
                case .keepFilter: !screen.isTypingFilter && screen.text.contains("filter: user-0001")
                case .clearFilter: !screen.text.contains("filter:")
                default:
                    screen.text.contains("filter: user-000") && !screen.text.contains("filter: user-0001")
                }
            }
            // Esc clears what is left, typing or not.
            tour.press(.escape)
            try await tour.wait("the filter stays") { !$0.text.contains("filter:") }
            tour.arrived(at: .profile)
        case (.sort, .profile):
            tour.press(.character("1"))
            let before = try await tour.wait("not on Repos") { $0.currentTab == 1 && $0.sort != nil }.sort
            tour.press(key)
            try await tour.wait(what) { $0.sort != before && $0.status.contains("sorted by") }
        case (.browse, _):
            tour.press(key)
            try await tour.wait(what) { $0.status.contains("github.com/") }
        case (.filterBranch, .repository):
            // On the README tab b says where it applies (the Actions tests filter runs).
            tour.press(key)
            try await tour.wait(what) { $0.status.contains("b filters the Actions tab by branch") }
        case (.comment, .repository):
            // On the repository itself c says where it applies (the issue tests comment).
            tour.press(key)
            try await tour.wait(what) { $0.status.contains("c comments on an issue") }
        case (.refresh, .profile):
            tour.press(key)
            try await tour.wait(what) { $0.status.contains("refreshing…") }
        case (.refresh, .repository):
            // Slow enough to see the README go and come back.
            await tour.server.setLatency(.milliseconds(500))
            tour.press(key)
            try await tour.wait(what) { $0.text.contains("loading README…") }
            await tour.server.setLatency(.zero)
            try await tour.wait("the README did not come back") { !$0.text.contains("loading README…") }
        case (.star, .profile):
            // The tour's profile lists people: `*` says what it stars.
            tour.press(key)
            try await tour.wait(what) { $0.status.contains("* stars a repository") }
        case (.star, .repository), (.follow, .profile), (.inbox, _), (.home, _):
            // The tour has no token: the write is not sent, and the status bar says why.
            tour.press(key)
            try await tour.wait(what) { $0.status.contains("needs a token") }
        case (.help, _):
            tour.press(key)
            try await tour.wait(what) { $0.text.contains("any other key closes") }
            tour.press(.character("x"))
            try await tour.wait("the help stays") { !$0.text.contains("any other key closes") }
        case (.search, _):
            // The search screen's own keys are pinned by SearchEndToEndTests; here S opens its
            // prompt and Esc on the empty prompt comes back.
            tour.press(key)
            try await tour.wait(what) { $0.text.contains("Search:") && $0.text.contains("Enter searches") }
            tour.press(.escape)
            try await tour.wait("the search prompt stays") { !$0.text.contains("Search:") }
        default:
            Issue.record("no check for \(what): add one")
        }
    }

    /// A switch of a repository's tab, from the README tab (the Issues tab for the README's key),
    /// seen in the tab bar; the README tab is shown again after it.
    private func checkRepositoryTab(_ command: KeyCommand, key: KeyEvent, what: String, tour: KeyTour)
        async throws
    {
        let start = command == .showRepoTab(.readme) ? 2 : 1
        tour.press(.character(Character(String(start))))
        try await tour.wait("not on tab \(start)") { $0.currentTab == start }
        tour.press(key)
        let expected =
            switch command {
            case .nextTab: 2
            case .previousTab: RepoTab.shown.count
            case .showRepoTab(let tab): tab.rawValue + 1
            default: 0
            }
        try await tour.wait(what) { $0.currentTab == expected }
        try await backToReadme(tour)
    }

    /// Back to the README tab, its lines on screen.
    private func backToReadme(_ tour: KeyTour) async throws {
        tour.press(.character("1"))
        try await tour.wait("not back on the README") { $0.currentTab == 1 && $0.shownLines != nil }
    }

    /// A move of the list's cursor, seen as the selected row's position.
    private func checkCursor(_ command: KeyCommand, key: KeyEvent, what: String, tour: KeyTour) async throws {
        var before = try await tour.wait("no selected row") { $0.selectedPerson != nil }.selectedPerson!
        // Somewhere to come back from: two pages or three rows down.
        if command == .pageUp {
            for _ in 0..<2 {
                tour.press(.pageDown)
                let row = before
                before = try await tour.wait("no page down") { ($0.selectedPerson ?? 0) > row }
                    .selectedPerson!
            }
        } else if command == .up || command == .top || command == .scrollUp {
            for _ in 0..<3 { tour.press(.down) }
            let target = before + 3
            before = try await tour.wait("no move down") { $0.selectedPerson == target }.selectedPerson!
        }
        let start = before
        tour.press(key)
        try await tour.wait("\(what) from row \(start)") { screen in
            guard let now = screen.selectedPerson else { return false }
            switch command {
            case .down: return now == start + 1
            case .up: return now == start - 1
            case .scrollDown: return now == start + KeyCommand.scrollRows
            case .scrollUp: return now == start - KeyCommand.scrollRows
            case .top: return now == 0
            case .bottom: return now >= 99
            case .pageDown: return now > start + 1
            default: return now < start - 1
            }
        }
    }

    /// A scroll of a page (a repository or the help), seen in its `lines A–B of N` footer.
    private func checkScroll(_ command: KeyCommand, key: KeyEvent, what: String, tour: KeyTour) async throws {
        tour.press(.character("g"))
        var before = try await tour.wait("not at the top") { $0.shownLines?.first == 1 }.shownLines!
        // Somewhere to come back from: two lines down, or the end.
        if command == .pageUp {
            tour.press(.end)
            before = try await tour.wait("no scroll to the end") {
                $0.shownLines?.last == $0.shownLines?.count
            }
            .shownLines!
        } else if command == .up || command == .top || command == .scrollUp {
            tour.press(.down)
            tour.press(.down)
            before = try await tour.wait("no scroll down") { $0.shownLines?.first == 3 }.shownLines!
        }
        let start = before
        tour.press(key)
        try await tour.wait("\(what) from line \(start.first)") { screen in
            guard let now = screen.shownLines else { return false }
            switch command {
            case .down: return now.first == start.first + 1
            case .up: return now.first == start.first - 1
            // A turn of the wheel stops at the page's end (the last first line).
            case .scrollDown:
                return now.first
                    == min(start.first + KeyCommand.scrollRows, now.count - (now.last - now.first))
            case .scrollUp: return now.first == max(1, start.first - KeyCommand.scrollRows)
            case .top: return now.first == 1
            case .bottom: return now.last == now.count && now.first > start.first
            case .pageDown: return now.first > start.first + 1
            default: return now.first < start.first - 1
            }
        }
    }
}
