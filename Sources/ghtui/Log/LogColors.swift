/// ANSI SGR sequences (`ESC[…m`) read into a `Style`: the 8 and 16 basic colours, bold, faint,
/// underline, reverse and their resets. 256-colour and truecolour foregrounds become the
/// nearest colour `Style` has; backgrounds, italics, blinking and the rest are read past and
/// have no effect.
enum LogColors {
    /// `style` changed by the SGR parameters `parameters`; a reset goes back to `base`, the
    /// line's own style.
    static func apply(_ parameters: [Int], to style: inout Style, base: Style) {
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            index += 1
            switch parameter {
            case 0: style = base
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22:
                style.bold = base.bold
                style.dim = base.dim
            case 24: style.underline = base.underline
            case 27: style.reverse = base.reverse
            case 30...37: style.color = basic(parameter - 30)
            case 90...97: style.color = basic(parameter - 90)
            case 39: style.color = base.color
            case 38, 48:
                // An extended colour: `5;n` from the 256-colour palette or `2;r;g;b`.
                guard index < parameters.count else { return }
                let color: Style.Color
                switch parameters[index] {
                case 5 where index + 1 < parameters.count:
                    color = palette(parameters[index + 1])
                    index += 2
                case 2 where index + 3 < parameters.count:
                    color = nearest(parameters[index + 1], parameters[index + 2], parameters[index + 3])
                    index += 4
                default:
                    return
                }
                if parameter == 38 { style.color = color }
            default:
                break
            }
        }
    }

    /// The basic colour `number` (0–7: black, red, green, yellow, blue, magenta, cyan, white);
    /// black and white are the terminal's own foreground, which reads on any background.
    static func basic(_ number: Int) -> Style.Color {
        switch number {
        case 1: .red
        case 2: .green
        case 3: .yellow
        case 4: .blue
        case 5: .magenta
        case 6: .cyan
        default: .standard
        }
    }

    /// The nearest basic colour to entry `number` of the 256-colour palette.
    static func palette(_ number: Int) -> Style.Color {
        switch number {
        case 0...7: return basic(number)
        case 8...15: return basic(number - 8)
        case 16...231:
            let levels = [0, 95, 135, 175, 215, 255]
            let cube = number - 16
            return nearest(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            return .standard  // the grey ramp, and anything out of range
        }
    }

    /// The nearest basic colour to red, green and blue (0–255): the channels well above the
    /// weakest one say which; a grey, a very dark colour or white is the terminal's own.
    static func nearest(_ red: Int, _ green: Int, _ blue: Int) -> Style.Color {
        let high = max(red, green, blue)
        let low = min(red, green, blue)
        guard high >= 64, high - low >= 48 else { return .standard }
        let middle = low + (high - low) * 3 / 5
        switch (red > middle, green > middle, blue > middle) {
        case (true, false, false): return .red
        case (false, true, false): return .green
        case (false, false, true): return .blue
        case (true, true, false): return .yellow
        case (true, false, true): return .magenta
        case (false, true, true): return .cyan
        default: return .standard
        }
    }
}
