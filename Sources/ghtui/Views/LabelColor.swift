/// A GitHub label's colour (six hex digits) as the nearest colour the browser has.
enum LabelColor {
    /// The style of a label coloured `hex`: the palette colour nearest its hue; grey, black,
    /// white and unreadable colours are the terminal's own. Without colours (`NO_COLOR`) the
    /// terminal draws it plain.
    static func style(hex: String?) -> Style {
        Style(color: color(hex: hex))
    }

    /// The palette colour nearest `hex`'s hue; `.standard` for greys and anything unreadable.
    static func color(hex: String?) -> Style.Color {
        guard var hex, hex.count == 6 || hex.count == 7 else { return .standard }
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard hex.count == 6, let value = Int(hex, radix: 16) else { return .standard }
        let red = Double((value >> 16) & 0xFF) / 255
        let green = Double((value >> 8) & 0xFF) / 255
        let blue = Double(value & 0xFF) / 255
        let high = max(red, green, blue)
        let low = min(red, green, blue)
        // Greys (little saturation) and near-black have no hue worth showing.
        guard high > 0.2, high - low > 0.2 * high else { return .standard }
        let delta = high - low
        var hue: Double =
            if high == red {
                60 * ((green - blue) / delta).truncatingRemainder(dividingBy: 6)
            } else if high == green {
                60 * ((blue - red) / delta + 2)
            } else {
                60 * ((red - green) / delta + 4)
            }
        if hue < 0 { hue += 360 }
        switch hue {
        case ..<15, 345...: return .red
        case ..<70: return .yellow
        case ..<165: return .green
        case ..<200: return .cyan
        case ..<245: return .blue
        default: return .magenta
        }
    }
}
