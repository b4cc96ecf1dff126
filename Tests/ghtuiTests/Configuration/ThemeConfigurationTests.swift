import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// `theme` in the config file: a preset string as before, or an object with a preset and the
/// colours of roles; a colour or role that cannot be used stops ghtui at start, naming the key
/// and the value.
@Suite struct ThemeConfigurationTests {
    /// What loading a config file holding `theme` set to `value` gives.
    private func load(theme value: String) throws -> LoadedConfiguration {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"theme": \#(value)}"#)
        return try home.load()
    }

    /// The error loading a config file holding `theme` set to `value` fails with, and the path.
    private func error(theme value: String) throws -> (ConfigurationError?, String) {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"theme": \#(value)}"#)
        return (home.loadError(), path)
    }

    @Test func theObjectFormSetsThePresetAndEachColourAsWritten() throws {
        let loaded = try load(
            theme: #"""
                {"preset": "light", "colors": {"accent": "bright-cyan", "muted": 244, "added": "#00ff00",
                 "error": "RED", "selection": null}}
                """#)
        #expect(loaded.theme == .light)
        #expect(
            loaded.themeColors == [
                .accent: .indexed(14), .muted: .indexed(244), .added: .rgb(red: 0, green: 255, blue: 0),
                .error: .indexed(1),
            ])
        #expect(loaded.warnings.isEmpty)
        let palette = loaded.palette(environment: [:])
        #expect(palette.colors[.accent] == .indexed(14) && palette.colors[.removed] == .red)
        #expect(palette.colors[.selection] == nil && palette.isColored)
    }

    @Test func theBarePresetStringStillWorks() throws {
        let loaded = try load(theme: #""dark""#)
        #expect(loaded.theme == .dark && loaded.themeColors.isEmpty)
        #expect(loaded.palette(environment: [:]) == .standard)
    }

    @Test func anObjectWithoutAPresetIsAutoAndUnknownKeysAreWarnings() throws {
        let loaded = try load(theme: #"{"colours": {}, "colors": {"tag": "magenta"}}"#)
        #expect(loaded.theme == .auto && loaded.themeColors == [.tag: .indexed(5)])
        #expect(loaded.warnings.count == 1)
        #expect(
            loaded.warnings.first?.hasSuffix(#"unknown key "theme.colours" (did you mean "theme.colors"?)"#)
                == true)
    }

    @Test func noColorAndPresetNoneWinOverTheColours() throws {
        let loaded = try load(theme: #"{"preset": "dark", "colors": {"accent": 33}}"#)
        #expect(loaded.palette(environment: ["NO_COLOR": "1"]) == .colorless)
        #expect(
            try load(theme: #"{"preset": "none", "colors": {"accent": 33}}"#).palette(environment: [:])
                == .colorless)
        #expect(loaded.palette(environment: ["NO_COLOR": ""]).colors[.accent] == .indexed(33))
    }

    @Test(arguments: [
        (##"{"colors": {"accent": "#zzz"}}"##, "theme.colors.accent", ##""#zzz""##),
        (##"{"colors": {"accent": "#12345"}}"##, "theme.colors.accent", ##""#12345""##),
        (#"{"colors": {"muted": 256}}"#, "theme.colors.muted", "256"),
        (#"{"colors": {"muted": -1}}"#, "theme.colors.muted", "-1"),
        (#"{"colors": {"muted": 4.5}}"#, "theme.colors.muted", "4.5"),
        (#"{"colors": {"warning": "orange"}}"#, "theme.colors.warning", #""orange""#),
        (#"{"colors": {"warning": "bright-"}}"#, "theme.colors.warning", #""bright-""#),
        (#"{"colors": {"error": true}}"#, "theme.colors.error", "true"),
    ])
    func aColourThatIsNoColourNamesTheKeyAndTheValue(_ theme: String, _ key: String, _ got: String) throws {
        let (error, path) = try error(theme: theme)
        let expected = ConfigurationFile.colorExpectation
        #expect(error == .invalidValue(source: .file(path: path, key: key), expected: expected, got: got))
        #expect(error?.description == "config file \(path): \"\(key)\" must be \(expected) (got \(got))")
        #expect(error?.description.contains(##"or "#rrggbb""##) == true)
    }

    @Test func anUnknownRoleIsAnErrorWithASuggestion() throws {
        let (error, path) = try error(theme: #"{"colors": {"acent": "blue"}}"#)
        #expect(
            error == .unknownRole(source: .file(path: path, key: "theme.colors.acent"), suggestion: "accent"))
        #expect(
            error?.description
                == "config file \(path): \"theme.colors.acent\" is not a colour role "
                + "(did you mean \"theme.colors.accent\"?); the roles are accent, success, added, removed, "
                + "warning, error, highlight, tag, reference, muted, selection")
        let (far, farPath) = try self.error(theme: #"{"colors": {"background": "blue"}}"#)
        #expect(
            far == .unknownRole(source: .file(path: farPath, key: "theme.colors.background"), suggestion: nil)
        )
    }

    @Test func colorsAndPresetMustHaveTheirShapes() throws {
        let (notObject, path) = try error(theme: #"{"colors": ["blue"]}"#)
        #expect(
            notObject
                == .invalidValue(
                    source: .file(path: path, key: "theme.colors"),
                    expected: #"an object from role to colour, such as {"accent": "cyan"}"#, got: "an array"))
        let (preset, presetPath) = try error(theme: #"{"preset": "solarized"}"#)
        #expect(
            preset
                == .invalidValue(
                    source: .file(path: presetPath, key: "theme.preset"),
                    expected: #"one of "auto", "dark", "light", "none""#, got: #""solarized""#))
    }
}
