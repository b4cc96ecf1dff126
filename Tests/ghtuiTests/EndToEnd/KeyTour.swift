import FakeGitHub
import Foundation
import TestSupport
import Testing

@testable import ghtui

/// One `ghtui` session under tmux, walked through the places where keys are pressed (the
/// login prompt, a profile, its filter, a repository, the help), so that each binding of the
/// key map can be pressed where it applies and what it did can be seen on screen.
final class KeyTour {
    /// Where the session is.
    enum Place: Equatable {
        case prompt, profile, pushedProfile, filter, repository, help, ended
    }

    /// The session driven.
    let session: TmuxSession
    /// The server it talks to.
    let server: FakeGitHub
    /// Where the session is now.
    private(set) var place: Place

    /// A tour of `session`, which starts at `place`.
    init(session: TmuxSession, server: FakeGitHub, place: Place) {
        self.session = session
        self.server = server
        self.place = place
    }

    /// Presses `key` as tmux types it.
    func press(_ key: KeyEvent) {
        switch key {
        case .character(let character): session.type(String(character))
        case .control(let letter): session.send("C-\(letter)")
        case .up: session.send("Up")
        case .down: session.send("Down")
        case .left: session.send("Left")
        case .right: session.send("Right")
        case .home: session.send("Home")
        case .end: session.send("End")
        case .pageUp: session.send("PPage")
        case .pageDown: session.send("NPage")
        case .enter: session.send("Enter")
        case .backspace: session.send("BSpace")
        case .delete: session.send("DC")
        case .escape: session.send("Escape")
        case .tab: session.send("Tab")
        case .backTab: session.send("BTab")
        case .click(let row, let column): session.mouse(.click, row: row, column: column)
        case .wheelUp: session.mouse(.wheelUp, row: 0, column: 0)
        case .wheelDown: session.mouse(.wheelDown, row: 0, column: 0)
        case .resize: break
        }
    }

    /// Waits until the screen satisfies `condition` (`TmuxSession.screen`): an issue naming
    /// `what`, with the last screen, when `hangGuard` passes first.
    @discardableResult
    func wait(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (TerminalScreen) -> Bool
    ) async throws -> TerminalScreen {
        try await session.screen(what, sourceLocation: sourceLocation, until: condition)
    }

    /// Goes where keys mean what they mean in `context`: for a profile, mona's Followers
    /// tab with the first row selected; for a repository, one whose page scrolls.
    func go(to context: KeyContext) async throws {
        switch context {
        case .prompt:
            if place != .prompt { Issue.record("the login prompt is behind us") }
        case .profile:
            try await toProfile()
        case .filter:
            guard place != .filter else { return }
            try await toProfile()
            press(.character("/"))
            try await wait("no filter prompt") { $0.isTypingFilter }
            place = .filter
        case .repository:
            guard place != .repository else { return }
            try await toRepository()
        case .help:
            guard place != .help else { return }
            try await toProfile()
            press(.character("?"))
            try await wait("no help") { $0.text.contains("any other key closes") }
            place = .help
        case .search, .searchPrompt, .inbox, .home, .run, .log, .pull, .diff, .gist, .release, .code,
            .codeFile:
            // Not toured: SearchEndToEndTests, InboxEndToEndTests, WorkflowRunsEndToEndTests, PullEndToEndTests,
            // HomeScreenTests, GistScreenTests and ReleaseScreenTests press those screens' keys.
            Issue.record("the tour does not visit the \(context.title)")
        }
    }

    /// Back to mona's profile, Followers tab, first row.
    private func toProfile() async throws {
        switch place {
        case .prompt:
            session.type("mona")
            press(.enter)
        case .filter:
            press(.escape)
            try await wait("the filter stays") { !$0.isTypingFilter }
        case .repository, .pushedProfile:
            press(.backspace)
            try await wait("not back on mona") { $0.title.components(separatedBy: " › ").count == 2 }
        case .help:
            press(.character("x"))
            try await wait("the help stays") { !$0.text.contains("any other key closes") }
        case .profile, .ended:
            break
        }
        press(.character("2"))
        press(.character("g"))
        try await wait("not on the first follower") { $0.currentTab == 2 && $0.selectedPerson == 0 }
        place = .profile
    }

    /// Opens the first repository of the Repos tab whose page is longer than the screen.
    private func toRepository() async throws {
        try await toProfile()
        press(.character("1"))
        try await wait("no repositories") { $0.currentTab == 1 && $0.text.contains("page 1/") }
        for _ in 0..<10 {
            press(.enter)
            let page = try await wait("no repository page") {
                $0.text.contains(" README ") && !$0.text.contains("loading README") && $0.shownLines != nil
            }
            place = .repository
            if let shown = page.shownLines, shown.count > shown.last { return }
            press(.backspace)
            press(.character("j"))
            try await wait("not back on the list") { $0.text.contains("NAME") }
        }
        Issue.record("no repository among the first ten has a page longer than the screen")
    }

    /// Notes that the session went somewhere by a key under test.
    func arrived(at place: Place) {
        self.place = place
    }
}

/// A wait of the chaos walk that saw an error instead of what it waited for (already recorded
/// as an issue).
struct TourTimeout: Error {
    /// What was waited for.
    var what: String
}
