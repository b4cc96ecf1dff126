/// A colour as the config file gives it: an entry of xterm's 256-colour palette (the first 16
/// are the terminal's named colours) or red, green and blue. The terminal draws it as the
/// nearest colour it has (`index(forColors:)`).
enum TerminalColor: Hashable, Sendable {
    /// Entry 0–255 of the xterm palette: 0–7 the basic colours, 8–15 their bright forms,
    /// 16–231 a 6×6×6 cube, 232–255 a ramp of greys.
    case indexed(Int)
    /// Red, green and blue, each 0–255 (`#rrggbb`).
    case rgb(red: Int, green: Int, blue: Int)

    /// The basic colours' names, in palette order; `bright-` before one names entries 8–15.
    static let basicNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Basic red.
    static let red = TerminalColor.indexed(1)
    /// Basic green.
    static let green = TerminalColor.indexed(2)
    /// Basic yellow.
    static let yellow = TerminalColor.indexed(3)
    /// Basic blue.
    static let blue = TerminalColor.indexed(4)
    /// Basic magenta.
    static let magenta = TerminalColor.indexed(5)
    /// Basic cyan.
    static let cyan = TerminalColor.indexed(6)

    /// The colour `text` spells: a basic name (`"red"`, `"bright-red"`, in any case) or
    /// `#rrggbb`; nil for anything else.
    init?(spelling text: String) {
        let name = text.lowercased()
        if let index = Self.basicNames.firstIndex(of: name) {
            self = .indexed(index)
        } else if name.hasPrefix("bright-"),
            let index = Self.basicNames.firstIndex(of: String(name.dropFirst(7)))
        {
            self = .indexed(8 + index)
        } else if name.hasPrefix("#"), name.count == 7,
            name.dropFirst().allSatisfy(\.isHexDigit), let value = Int(name.dropFirst(), radix: 16)
        {
            self = .rgb(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF)
        } else {
            return nil
        }
    }

    /// The palette entry to draw this colour with on a terminal of `count` colours (ncurses'
    /// `COLORS`): as it is with 256 or more, else the nearest of the 16 (or 8) basic ones.
    ///
    /// `#rrggbb` on a 256-colour terminal is matched against entries 16–255 only: those are
    /// the same on every such terminal, while users and themes change the first 16.
    func index(forColors count: Int) -> Int {
        let basic = count >= 16 ? 16 : 8
        switch self {
        case .indexed(let index) where count >= 256 || index < basic:
            return index
        case .indexed(let index) where index < 16:
            return index - 8  // bright-red on an 8-colour terminal: red
        case .indexed(let index):
            let (red, green, blue) = Self.components(ofIndex: index)
            return Self.nearestBasic(red, green, blue, among: basic)
        case .rgb(let red, let green, let blue) where count >= 256:
            return Self.nearest(red, green, blue, among: 16..<256)
        case .rgb(let red, let green, let blue):
            return Self.nearestBasic(red, green, blue, among: basic)
        }
    }

    /// The nearest of the first `count` (8 or 16) entries; a grey only ever gets a grey (black,
    /// white and their bright forms), which by distance alone could come out cyan.
    static func nearestBasic(_ red: Int, _ green: Int, _ blue: Int, among count: Int) -> Int {
        guard max(red, green, blue) - min(red, green, blue) <= 16 else {
            return nearest(red, green, blue, among: 0..<count)
        }
        let greys = count >= 16 ? [0, 7, 8, 15] : [0, 7]
        let color = (red, green, blue)
        return greys.min { distance(from: color, to: $0) < distance(from: color, to: $1) } ?? 0
    }

    /// The palette entry in `candidates` nearest red, green and blue, by distance in RGB;
    /// the lowest such entry on a tie.
    static func nearest(_ red: Int, _ green: Int, _ blue: Int, among candidates: Range<Int>) -> Int {
        var best = candidates.lowerBound
        var bestDistance = Int.max
        for index in candidates {
            let distance = distance(from: (red, green, blue), to: index)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The squared distance in RGB from `color` to palette entry `index`.
    private static func distance(from color: (Int, Int, Int), to index: Int) -> Int {
        let (red, green, blue) = components(ofIndex: index)
        let (r, g, b) = (red - color.0, green - color.1, blue - color.2)
        return r * r + g * g + b * b
    }

    /// Red, green and blue of xterm's palette entry `index` (0–255), as xterm draws them.
    static func components(ofIndex index: Int) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            return basicComponents[index]
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let level = 8 + 10 * (min(index, 255) - 232)
            return (level, level, level)
        }
    }

    /// xterm's default first 16 entries.
    private static let basicComponents = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
}
