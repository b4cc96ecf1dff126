import Foundation
import Testing

@testable import ghtui

/// The key map is the one source of bindings: dispatch reads it, the help is generated from it.
@Suite struct KeyMapTests {
    private let context = RenderContext(
        now: Date(timeIntervalSince1970: 1_748_736_000), timeZone: TimeZone(identifier: "UTC")!)

    @Test func noKeyIsBoundTwiceWhereItIsPressed() {
        let conflicts = KeyMap.standard.conflicts.map { "\($0.0.label) on the \($0.1.title)" }
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
}
