import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// `keys` in the config file: each action it names gets the keys given in place of its own,
/// and a map that would be broken (an unknown action, a key that is no key, one key for two
/// actions in one place) stops ghtui at start, naming the entry.
@Suite struct ConfigurationKeysTests {
    /// The map loaded from a config file holding `keys` set to `object`.
    private func keyMap(_ object: String) throws -> KeyMap {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"keys": \#(object)}"#)
        let loaded = try home.load()
        #expect(loaded.warnings.isEmpty)
        return loaded.keyMap
    }

    @Test func remappedActionsAnswerTheirNewKeysAndNotTheirOldOnes() throws {
        let map = try keyMap(#"{"down": ["J", "down"], "star": "s", "search": "ctrl-s", "sort": "S"}"#)
        let expected: [(KeyEvent, KeyContext, KeyCommand?)] = [
            (.character("J"), .profile, .down), (.down, .repository, .down), (.character("J"), .help, .down),
            (.character("j"), .profile, nil), (.character("j"), .help, nil),
            (.character("s"), .repository, .star), (.character("*"), .repository, nil),
            (.character("S"), .profile, .sort), (.character("s"), .profile, .star),
            (.control("s"), .search, .search), (.character("S"), .search, nil),
            // Untouched actions keep their keys.
            (.character("k"), .profile, .up), (.character("q"), .repository, .quit),
        ]
        for (key, context, command) in expected {
            #expect(map.command(for: key, in: context) == command, "\(key.label) on the \(context.title)")
        }
        #expect(map.conflicts.isEmpty)
    }

    @Test func keysWhereTextIsTypedStayAsTheyAre() throws {
        let map = try keyMap(#"{"down": "J", "back": "x", "open": "o", "browse": "O", "quit": "Q"}"#)
        #expect(map.command(for: .down, in: .filter) == .down)
        #expect(map.command(for: .character("J"), in: .filter) == nil)
        #expect(map.command(for: .enter, in: .prompt) == .open)
        #expect(map.command(for: .escape, in: .searchPrompt) == .back)
        #expect(map.command(for: .escape, in: .prompt) == .quit)
        // Ctrl-C quits everywhere whatever the file says; q no longer does.
        for context in KeyContext.allCases {
            #expect(map.command(for: .control("c"), in: context) == .quit, "\(context.title)")
        }
        #expect(map.command(for: .character("q"), in: .profile) == nil)
        #expect(map.command(for: .character("Q"), in: .profile) == .quit)
    }

    @Test func aRemappedActionLosesItsExtraKeysAndIsListedOnce() throws {
        let map = try keyMap(#"{"back": "x"}"#)
        for context: KeyContext in [.profile, .repository, .search] {
            #expect(map.command(for: .character("x"), in: context) == .back, "\(context.title)")
            for old: KeyEvent in [.backspace, .character("h"), .escape] {
                #expect(map.command(for: old, in: context) == nil, "\(old.label) on the \(context.title)")
            }
        }
        // ← went back on a repository and on a search; it does nothing there now.
        #expect(map.command(for: .left, in: .repository) == nil)
        #expect(map.command(for: .left, in: .profile) == .previousTab)
        let backs = map.helpLines.compactMap { line -> String? in
            guard case .binding(let binding) = line, binding.command == .back else { return nil }
            return "\(binding.label) \(binding.summary)"
        }
        #expect(backs == ["x go back (Esc first clears a filter)", "Esc cancel"])
    }

    @Test func theSameKeyForQuitTwiceIsNoConflict() throws {
        let map = try keyMap(#"{"quit": ["ctrl-c", "Q"]}"#)
        #expect(map.command(for: .control("c"), in: .profile) == .quit)
        #expect(map.command(for: .character("Q"), in: .repository) == .quit)
        #expect(map.command(for: .character("q"), in: .profile) == nil)
    }

    @Test func nullLeavesTheStandardKeys() throws {
        #expect(try keyMap("null") == .standard)
        #expect(try keyMap(#"{"star": null}"#) == .standard)
        #expect(try keyMap("{}") == .standard)
        // A key given twice counts once.
        #expect(try keyMap(#"{"star": ["*", "*"]}"#) == .standard)
    }

    @Test(arguments: [
        (#""s""#, "keys", #"must be an object such as {"star": "s", "sort": ["S", "ctrl-s"]} (got "s")"#),
        ("[1]", "keys", #"must be an object such as {"star": "s", "sort": ["S", "ctrl-s"]} (got an array)"#),
        (#"{"stra": "s"}"#, "keys.stra", #"is not an action (did you mean "keys.star"?)"#),
        (#"{"page-down": "J"}"#, "keys.page-down", #"is not an action (did you mean "keys.page_down"?)"#),
        (#"{"nextTab": "J"}"#, "keys.nextTab", #"is not an action (did you mean "keys.next_tab"?)"#),
        (#"{"s": "star"}"#, "keys.s", #"is not an action: the action comes first, as in {"star": "s"}"#),
        (
            #"{"jump": "J"}"#, "keys.jump",
            "is not an action; the actions are down, up, top, bottom, page_down, page_up, next_tab, "
                + "previous_tab, open, back, filter, sort, state, parent, browse, refresh, star, follow, "
                + "comment, search, help, quit, branch, rerun, cancel_run, timestamps, next_match, previous_match, "
                + "inbox, home, all, group, reason, read, done, unsubscribe, read_all, tree, next_file, "
                + "previous_file, next_hunk, previous_hunk, wrap, select, review, merge, close, draft, download, "
                + "source, copy"
        ),
        (#"{"star": 5}"#, "keys.star", "5"),
        (#"{"star": true}"#, "keys.star", "true"),
        (#"{"star": {"key": "s"}}"#, "keys.star", "an object"),
        (#"{"star": []}"#, "keys.star", "[]"),
        (#"{"star": ["s", 1]}"#, "keys.star", "1"),
        (#"{"star": ["s", null]}"#, "keys.star", "null"),
        (#"{"star": ""}"#, "keys.star", #""""#),
        (#"{"star": "ss"}"#, "keys.star", #""ss""#),
        (#"{"star": "control-s"}"#, "keys.star", #""control-s""#),
        (#"{"star": "ctrl-1"}"#, "keys.star", #""ctrl-1""#),
        (#"{"star": "ctrl-ss"}"#, "keys.star", #""ctrl-ss""#),
        (#"{"star": "f1"}"#, "keys.star", #""f1""#),
        (#"{"star": "\t"}"#, "keys.star", #""\t""#),
        (
            #"{"back": "ctrl-h"}"#, "keys.back",
            #"binds "ctrl-h", which a terminal sends as "backspace"; write "backspace" if that is the key meant"#
        ),
        (
            #"{"open": "Ctrl-M"}"#, "keys.open",
            #"binds "Ctrl-M", which a terminal sends as "enter"; write "enter" if that is the key meant"#
        ),
        (
            #"{"star": "s", "sort": ["S", "ctrl-s"]}"#, "keys.sort",
            #"binds "S" on the profile, where it already means "search"; remap "search" as well, or choose another key"#
        ),
        (
            #"{"star": "r"}"#, "keys.star",
            #"binds "r" on the profile, where it already means "refresh"; remap "refresh" as well, or choose another key"#
        ),
        (
            #"{"down": "k"}"#, "keys.down",
            #"binds "k" on the profile, where it already means "up"; remap "up" as well, or choose another key"#
        ),
        (#"{"sort": "x", "search": "x"}"#, "keys.search", #"binds "x" on the profile, as "keys.sort" does"#),
        (
            #"{"star": "1"}"#, "keys.star",
            #"binds "1" on the profile, where it is fixed to switch tab: Repos"#
        ),
        (
            #"{"help": ["?", "ctrl-c"]}"#, "keys.help",
            #"binds "ctrl-c" on the profile, where it is fixed to quit"#
        ),
        (
            #"{"filter": "space"}"#, "keys.filter",
            #"binds "space" on the profile, where it already means "page_down"; remap "page_down" as well, or choose another key"#
        ),
    ])
    func aBrokenMapIsAnErrorNamingTheEntry(_ object: String, _ key: String, _ problem: String) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"theme": "dark", "keys": \#(object)}"#)
        let error = try #require(home.loadError())
        let expected = "config file \(path): \"\(key)\" "
        switch error {
        case .invalidValue(let source, let expectation, let got):
            #expect(source == .file(path: path, key: key))
            if key == "keys.star" {
                #expect(expectation == ConfigurationFile.keysExpectation)
                #expect(got == problem)
                #expect(
                    error.description == expected
                        + "must be \(ConfigurationFile.keysExpectation) (got \(got))")
            } else {
                #expect(error.description == expected + problem)
            }
        case .invalidKeys:
            #expect(error.description == expected + problem)
        default:
            Issue.record("expected an error about \(key), got \(error)")
        }
    }

    @Test func theKeyTypeErrorReadsAsDocumented() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"keys": {"sort": ["S", 5]}}"#)
        #expect(
            home.loadError()?.description
                == #"config file \#(path): "keys.sort" must be a key such as "s", "enter" or "ctrl-s", or a non-empty array of keys (got 5)"#
        )
    }

    /// The `keys` section of docs/CONFIGURATION.md.
    private static func documentation() throws -> Substring {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Configuration
            .deletingLastPathComponent()  // ghtuiTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("docs/CONFIGURATION.md")
        let text = try String(contentsOf: path, encoding: .utf8)
        let start = try #require(text.range(of: "### `keys`"))
        let rest = text[start.upperBound...]
        return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    }

    @Test func theDocumentationNamesEveryActionAndItsExampleLoads() throws {
        let section = try Self.documentation()
        let named = section.split(separator: "\n").compactMap { line in
            line.firstMatch(of: #/^\| `([a-z_]+)` \| /#).map { String($0.1) }
        }
        #expect(named == KeyAction.allCases.map(\.rawValue))
        let example = try #require(section.firstMatch(of: #/```json\n(.*)\n```/#)?.1)
        let object = try #require(example.firstMatch(of: #/^\{"keys": (.*)\}$/#)?.1)
        let map = try keyMap(String(object))
        #expect(map != .standard)
        #expect(map.command(for: .character("S"), in: .profile) == .sort)
    }

    /// Found by Fuzz/run.sh config: an entry's name went into the error as it was written, so
    /// a config file could set the terminal's title (or worse) when ghtui reported it.
    @Test func anEntryNamedWithControlsIsShownEscaped() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"keys": {"st\u001b]0;pwned\u0007ar": "s"}}"#)
        let message = try #require(home.loadError()).description
        #expect(message.hasPrefix(#"config file \#(path): "keys.st\u{1B}]0;pwned"#))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    /// Found by Fuzz/run.sh config: `debugDescription` escapes C0 controls but not C1 ones (an
    /// 8-bit CSI) or bidi overrides, in a key's name and in the value an error shows.
    @Test func c1ControlsAndBidiOverridesInAKeyOrValueAreShownEscaped() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"keys": {"star": 1}, "x\u009b2J": 1}"#)
        let message = try #require(home.loadError()).description
        let expected = "must be \(ConfigurationFile.keysExpectation) (got 1)"
        #expect(message == #"config file \#(path): "keys.star" "# + expected)
        #expect(
            ConfigurationJSON.render("da\u{9B}2J\u{202E}rk") == #""da\u{9B}2J\u{202E}rk""#)
        #expect(
            ConfigurationSource.file(path: path, key: "x\u{9B}2J").description
                == #"config file \#(path): "x\u{9B}2J""#)
    }
}
