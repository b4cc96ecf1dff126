import Foundation
import Testing

@testable import ghtui

/// The key map is the one source of bindings: dispatch reads it, the help is generated from it.
@Suite struct KeyMapTests {
    private let context = RenderContext(
        now: Date(timeIntervalSince1970: 1_748_736_000), timeZone: TimeZone(identifier: "UTC")!)

    @Test func noKeyIsBoundTwiceWhereItIsPressed() {
        let conflicts = KeyMap.standard.conflicts.map { "\($0.key.label) on the \($0.context.title)" }
        #expect(conflicts.isEmpty, "bound twice: \(conflicts)")
    }

    @Test func theKeysOnceMissingFromTheHelpAreBound() {
        let map = KeyMap.standard
        let expected: [(KeyEvent, KeyContext, KeyCommand)] = [
            (.character("l"), .profile, .nextTab), (.character(" "), .profile, .pageDown),
            (.control("f"), .profile, .pageDown), (.control("d"), .repository, .pageDown),
            (.control("b"), .profile, .pageUp), (.control("u"), .repository, .pageUp),
            (.home, .profile, .top), (.end, .repository, .bottom), (.backTab, .profile, .previousTab),
            (.left, .repository, .back), (.control("c"), .filter, .quit), (.character("q"), .profile, .quit),
        ]
        for (key, where_, command) in expected {
            #expect(map.command(for: key, in: where_) == command, "\(key.label) on the \(where_.title)")
        }
        // Typed text is no command where text is typed.
        #expect(map.command(for: .character("q"), in: .filter) == nil)
        #expect(map.command(for: .character("?"), in: .prompt) == nil)
    }

    /// Every line of the help at `size`, scrolled through to its end with `j`.
    private func helpText(at size: ScreenSize) -> (pages: [String], text: String) {
        var state = BrowserState(login: "mona", hasToken: false, size: size)
        var pages: [String] = []
        (state, _) = Reducer.reduce(state, .key(.character("?")))
        while true {
            let screen = BrowserView.render(state, context: context).text
            pages.append(screen)
            let before = state.helpScroll
            (state, _) = Reducer.reduce(state, .key(.pageDown))
            if state.helpScroll == before { break }
        }
        #expect(state.showsHelp, "paging through the help keeps it open")
        return (pages, pages.joined(separator: "\n"))
    }

    @Test(arguments: [ScreenSize(width: 80, height: 24), ScreenSize(width: 100, height: 30)])
    func theHelpListsEveryBindingAndScrollsWhenItDoesNotFit(size: ScreenSize) {
        let (pages, text) = helpText(at: size)
        for binding in KeyMap.standard.bindings {
            let listed = text.split(separator: "\n").contains {
                $0.contains(binding.label + " ") && $0.hasSuffix(binding.summary)
            }
            #expect(listed, "no help line for \(binding.label): \(binding.summary)")
        }
        for label in ["l", "Space", "Ctrl-F", "Ctrl-B", "Ctrl-D", "Ctrl-U", "Home", "End", "S-Tab", "Ctrl-C"]
        {
            #expect(text.contains(label), "the help lacks \(label)")
        }
        #expect(pages.count > 1, "at \(size.width)x\(size.height) the help needs more than one screen")
        #expect(pages.first?.contains("j/k, n/p scroll · any other key closes") == true)
        for page in pages {
            #expect(page.split(separator: "\n", omittingEmptySubsequences: false).count == size.height)
        }
    }

    @Test func everyActionNameAsksForACommandTheTableBinds() {
        let named = Set(KeyMap.standard.bindings.compactMap(\.action))
        #expect(named == Set(KeyAction.allCases))
        // The names are the config file's: snake_case, like its other keys.
        for action in KeyAction.allCases {
            #expect(action.rawValue.allSatisfy { $0.isLowercase || $0 == "_" }, "\(action.rawValue)")
        }
    }

    @Test func onlyTheTabNumbersTheMouseAndTheKeysOfTypedTextAreFixed() {
        let fixed = KeyMap.standard.bindings.filter { $0.action == nil }.map { "\($0.label) \($0.summary)" }
        #expect(
            fixed == [
                "wheel ↓ move 3 rows down", "wheel ↑ move 3 rows up", "1 switch tab: Repos",
                "2 switch tab: Followers / People", "3 switch tab: Following",
                "4 switch tab: Stars",
                "5 switch tab: Activity", "6 switch tab: Gists", "1 switch tab: README",
                "2 switch tab: Issues",
                "3 switch tab: Pull requests", "4 switch tab: Releases", "5 switch tab: Contributors",
                "6 switch tab: Actions", "7 switch tab: Code",
            ] + (1...9).map { "\($0) switch tab: a section, then Inbox, Profile" } + [
                "1 switch tab: Repositories", "2 switch tab: Users", "3 switch tab: Issues",
                "click select a tab or row (again: open it)", "Ctrl-C quit",
                "Enter keep the filter, back to the list", "Esc clear the filter, back to the list",
                "↓ move down", "↑ move up", "wheel ↓ move 3 rows down", "wheel ↑ move 3 rows up",
                "PgDn page down", "PgUp page up",
                "Backspace delete the last character", "Enter open the profile typed", "Esc quit",
                "1 switch tab: Conversation", "2 switch tab: Files", "3 switch tab: Commits",
                "4 switch tab: Checks",
                "Enter run the search as typed", "Esc cancel", "Backspace delete the last character",
            ])
    }

    @Test(arguments: [
        ("s", KeyEvent.character("s")), ("S", .character("S")), ("*", .character("*")),
        ("?", .character("?")),
        ("é", .character("é")), (" ", .character(" ")), ("space", .character(" ")),
        ("Space", .character(" ")),
        ("enter", .enter), ("Enter", .enter), ("return", .enter), ("esc", .escape), ("escape", .escape),
        ("tab", .tab), ("backtab", .backTab), ("shift-tab", .backTab), ("S-Tab", .backTab),
        ("backspace", .backspace), ("delete", .delete), ("up", .up), ("down", .down), ("left", .left),
        ("right", .right), ("home", .home), ("end", .end), ("pgup", .pageUp), ("PgDn", .pageDown),
        ("pageup", .pageUp), ("pagedown", .pageDown), ("ctrl-f", .control("f")), ("Ctrl-F", .control("f")),
        ("ctrl-m", .enter), ("ctrl-h", .backspace),
    ])
    func aKeyIsSpeltAsTheHelpOrAPersonWritesIt(spelling: String, key: KeyEvent) {
        #expect(KeyEvent(spelling: spelling) == key)
    }

    @Test(arguments: [
        "", "ss", "f1", "ctrl-", "ctrl-1", "ctrl-ff", "control-s", "\t", "\n", "\u{7F}", "e\u{301}",
    ])
    func anythingElseIsNoKey(spelling: String) {
        #expect(KeyEvent(spelling: spelling) == nil)
    }

    @Test func everyKeyOfTheTableReadsBackFromItsSpelling() {
        for binding in KeyMap.standard.bindings {
            // The mouse's events are no keys a person spells: their bindings are fixed.
            for key in binding.keys where !key.isMouse {
                #expect(KeyEvent(spelling: key.spelling) == key, "\(key.label) spelt \(key.spelling)")
            }
        }
    }

    @Test func noRemappingIsTheStandardMap() {
        #expect(KeyMap.standard.remapped([:]) == .standard)
        #expect(KeyMap.standard.remapped([.star: [.character("*")]]) == .standard)
    }

    @Test func theHelpAndTheHintsNameTheKeysInForce() {
        let map = KeyMap.standard.remapped([
            .down: [.character("J")], .pageDown: [.character("D")], .help: [.character("K")],
            .comment: [.character("C")],
        ])
        #expect(map.conflicts.isEmpty)
        var state = BrowserState(
            login: "mona", hasToken: false, size: ScreenSize(width: 80, height: 24), keyMap: map)
        let first = BrowserView.render(state, context: context).text.split(separator: "\n")[0]
        #expect(first.hasSuffix("K keys"))
        (state, _) = Reducer.reduce(state, .key(.character("?")))
        #expect(!state.showsHelp, "? no longer opens the help")
        (state, _) = Reducer.reduce(state, .key(.character("K")))
        #expect(state.showsHelp)
        let help = BrowserView.render(state, context: context).text
        #expect(help.contains("J/k, D/p scroll · any other key closes"))
        #expect(help.split(separator: "\n").contains { $0.contains("J ") && $0.hasSuffix("move down") })
        #expect(!help.split(separator: "\n").contains { $0.contains("j ↓") })
        (state, _) = Reducer.reduce(state, .key(.character("J")))
        #expect(state.helpScroll == 1, "J scrolls the help")
        #expect(map.label(of: .comment, in: .repository) == "C")
        #expect(map.scrollKeys(in: .repository) == "J/k, D/p")
        #expect(KeyMap.standard.scrollKeys(in: .repository) == "j/k, n/p")
    }

    @Test func noticesNameTheKeysInForce() {
        let map = KeyMap.standard.remapped([.sort: [.character("S")], .search: [.control("s")]])
        var state = BrowserState(
            login: "mona", hasToken: false, size: ScreenSize(width: 80, height: 24), keyMap: map)
        (state, _) = Reducer.reduce(state, .key(.character("2")))
        (state, _) = Reducer.reduce(state, .key(.character("S")))
        #expect(state.notice == "S sorts the Repos tab")
        var standard = BrowserState(login: "mona", hasToken: false, size: ScreenSize(width: 80, height: 24))
        (standard, _) = Reducer.reduce(standard, .key(.character("2")))
        (standard, _) = Reducer.reduce(standard, .key(.character("s")))
        #expect(standard.notice == "s sorts the Repos tab")
    }

    @Test func retryHintsNameTheRefreshKeyInForce() {
        let map = KeyMap.standard.remapped([.refresh: [.character("R")]])
        var state = BrowserState(
            login: "mona", hasToken: false, size: ScreenSize(width: 100, height: 24), keyMap: map)
        guard case .profile(var profile) = state.top else { return }
        profile.userError = .serverError(status: 502, message: "")
        state.top = .profile(profile)
        let screen = BrowserView.render(state, context: context).text
        #expect(screen.contains("nothing to show; press R to retry"))
        #expect(screen.contains("GitHub is unavailable (HTTP 502); press R to retry"))
        #expect(!screen.contains("press r"))
    }
}
