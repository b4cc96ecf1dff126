import Testing

@testable import ghtui

/// GitHub's label colours as the nearest the terminal has.
@Suite struct LabelColorTests {
    @Test(arguments: [
        ("d73a4a", Style.Color.red), ("b60205", .red), ("fbca04", .yellow), ("e99695", .red),
        ("0e8a16", .green), ("008672", .cyan), ("a2eeef", .cyan), ("0075ca", .blue), ("1d76db", .blue),
        ("7057ff", .magenta), ("d876e3", .magenta), ("#d73a4a", .red),
    ])
    func aHueGoesToTheNearestPaletteColour(hex: String, color: Style.Color) {
        #expect(LabelColor.color(hex: hex) == color, "\(hex)")
    }

    @Test(arguments: ["ffffff", "cfd3d7", "000000", "333333", "zzzzzz", "fff", "", "d73a4a0"])
    func greysAndUnreadableColoursAreTheTerminalsOwn(hex: String) {
        #expect(LabelColor.color(hex: hex) == .standard, "\(hex)")
    }

    @Test func noColourAtAllIsTheTerminalsOwn() {
        #expect(LabelColor.style(hex: nil) == Style.plain)
    }
}
