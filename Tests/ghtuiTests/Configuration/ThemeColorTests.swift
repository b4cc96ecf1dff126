import Testing

@testable import ghtui

/// A theme's colours as the config file spells them, and as a terminal of 8, 16 or 256 colours
/// draws them: the nearest entry it has, by distance in RGB against xterm's palette (a grey
/// only ever a grey on 8 and 16 colours).
@Suite struct ThemeColorTests {
    @Test(arguments: [
        ("red", TerminalColor.indexed(1)), ("Cyan", .indexed(6)), ("white", .indexed(7)),
        ("black", .indexed(0)),
        ("bright-red", .indexed(9)), ("BRIGHT-WHITE", .indexed(15)), ("bright-black", .indexed(8)),
        ("#ff0000", .rgb(red: 255, green: 0, blue: 0)), ("#5F87AF", .rgb(red: 95, green: 135, blue: 175)),
    ])
    func namesAndHexAreColours(_ spelling: String, _ color: TerminalColor) {
        #expect(TerminalColor(spelling: spelling) == color)
    }

    @Test(arguments: [
        "orange", "bright-", "bright-orange", "#zzz", "#ff000", "#ff00000", "ff0000", "#-f0000", "",
    ])
    func anythingElseIsNoColour(_ spelling: String) {
        #expect(TerminalColor(spelling: spelling) == nil)
    }

    @Test(arguments: [
        // (#rrggbb, on 256 colours, on 16, on 8)
        (0xFF0000, 196, 9, 1),
        (0x808080, 244, 8, 7),
        (0x000000, 16, 0, 0),
        (0xFFFFFF, 231, 15, 7),
        (0x5F87AF, 67, 8, 6),
        (0xFFA500, 214, 3, 3),
        (0x0000EE, 21, 4, 4),
        (0x00CD00, 40, 2, 2),
        (0x121212, 233, 0, 0),
    ])
    func hexIsTheNearestColourTheTerminalHas(_ hex: Int, _ on256: Int, _ on16: Int, _ on8: Int) {
        let color = TerminalColor.rgb(red: hex >> 16, green: (hex >> 8) & 0xFF, blue: hex & 0xFF)
        #expect(color.index(forColors: 256) == on256)
        #expect(color.index(forColors: 16) == on16)
        #expect(color.index(forColors: 8) == on8)
    }

    @Test func indexesAreKeptWhereTheTerminalHasThemAndMatchedWhereItHasNot() {
        #expect(TerminalColor.indexed(9).index(forColors: 256) == 9)
        #expect(TerminalColor.indexed(9).index(forColors: 16) == 9)
        #expect(TerminalColor.indexed(9).index(forColors: 8) == 1)
        #expect(TerminalColor.indexed(196).index(forColors: 256) == 196)
        #expect(TerminalColor.indexed(196).index(forColors: 8) == 1)
        #expect(TerminalColor.indexed(244).index(forColors: 16) == 8)
        #expect(TerminalColor.indexed(21).index(forColors: 8) == 4)
        #expect(TerminalColor.indexed(5).index(forColors: 8) == 5)
    }

    @Test func thePaletteIsXtermsCubeAndGreyRamp() {
        #expect(TerminalColor.components(ofIndex: 196) == (255, 0, 0))
        #expect(TerminalColor.components(ofIndex: 67) == (95, 135, 175))
        #expect(TerminalColor.components(ofIndex: 232) == (8, 8, 8))
        #expect(TerminalColor.components(ofIndex: 244) == (128, 128, 128))
        #expect(TerminalColor.components(ofIndex: 255) == (238, 238, 238))
        #expect(TerminalColor.components(ofIndex: 12) == (92, 92, 255))
    }
}
