import CNcurses

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal, through ncursesw: the only code that talks to ncurses.
///
/// It keeps the grid it drew last and sends ncurses only the cells that changed. A colour is
/// drawn as the nearest the terminal has (`TerminalColor.index(forColors:)`), through a colour
/// pair made the first time it is needed. All calls must come from the thread that created it.
final class NcursesTerminal: Terminal {
    /// Raised when ncurses cannot set the terminal up (unknown `TERM`, not a terminal).
    struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, for the user.
        var description: String { "cannot use this terminal (check TERM)" }
    }

    private let screen: OpaquePointer
    private let colors: Bool
    /// The palette entries the terminal has (`COLORS`): 8, 16, 88 or 256.
    private let colorCount: Int
    /// The colour pairs the terminal has (`COLOR_PAIRS`); pair 0 is its own colours.
    private let pairLimit: Int
    /// The pair made for each palette entry drawn so far; 0 where none could be made.
    private var pairs: [Int: Int16] = [:]
    private var previous: Grid?
    private var closed = false

    /// Takes over the terminal: raw keys (Ctrl-C arrives as a key), no echo, hidden cursor,
    /// the default background, colours unless `colors` is false, and mouse reports (clicks and
    /// the wheel) unless `mouse` is false.
    init(colors: Bool, mouse: Bool = true) throws {
        guard let screen = cn_newterm() else { throw Unavailable() }
        self.screen = screen
        set_term(screen)
        raw()
        noecho()
        nonl()
        keypad(cn_stdscr(), true)
        nodelay(cn_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        if mouse { _ = cn_mouse_on() }
        let colors = colors && has_colors() && start_color() != ERR
        if colors { use_default_colors() }
        // A direct-colour terminal (`xterm-direct`, COLORS 2^24) reads colours above 7 as RGB
        // values, not palette entries: it gets the 8 basic colours, as every terminal did before.
        let count = Int(cn_colors())
        colorCount = !colors ? 0 : count > 256 ? 8 : count
        pairLimit = colors ? min(Int(cn_color_pairs()), Int(Int16.max)) : 0
        self.colors = colors
    }

    deinit {
        close()
    }

    var size: ScreenSize {
        ScreenSize(width: Int(cn_cols()), height: Int(cn_lines()))
    }

    /// The window's size as the kernel knows it, before ncurses is set up (80×24 if unknown):
    /// what the first screen is laid out for, until `size` says otherwise.
    static var windowSize: ScreenSize {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
        else {
            return ScreenSize(width: 80, height: 24)
        }
        return ScreenSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    var inputDescriptor: Int32 { STDIN_FILENO }

    func draw(_ grid: Grid) {
        guard !closed else { return }
        var old = previous
        if old.map({ $0.width != grid.width || $0.height != grid.height }) ?? true {
            // After a resize the screen's contents are unknown: repaint every cell.
            clear()
            old = nil
        }
        for row in 0..<grid.height {
            guard var first = (0..<grid.width).first(where: { old?[row, $0] != grid[row, $0] }),
                let last = (0..<grid.width).last(where: { old?[row, $0] != grid[row, $0] })
            else { continue }
            if grid[row, first].isContinuation && first > 0 { first -= 1 }
            for column in first...last where !grid[row, column].isContinuation {
                put(grid[row, column], row: row, column: column)
            }
        }
        previous = grid
        refresh()
    }

    func readKeys() -> [KeyEvent] {
        var keys: [KeyEvent] = []
        while let key = nextKey() {
            keys.append(key)
        }
        return keys
    }

    func suspend(while body: () -> Void) {
        guard !closed else { return body() }
        def_prog_mode()
        curs_set(1)
        endwin()
        body()
        reset_prog_mode()
        curs_set(0)
        // What the editor left on screen is unknown: repaint every cell.
        previous = nil
        clear()
        refresh()
    }

    /// Writes `sequence` to standard output past ncurses, which has flushed its frame already.
    func writeControl(_ sequence: String) {
        guard !closed else { return }
        fflush(nil)
        var bytes = Array(sequence.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                write(STDOUT_FILENO, $0.baseAddress! + written, $0.count - written)
            }
            guard count > 0 else { break }
            written += count
        }
        bytes.removeAll()
    }

    func close() {
        guard !closed else { return }
        closed = true
        curs_set(1)
        endwin()
        delscreen(screen)
    }

    /// One key, skipping what ncurses could not decode; nil when none is waiting.
    private func nextKey() -> KeyEvent? {
        while true {
            var value: wint_t = 0
            switch cn_get_key(&value) {
            case KEY_CODE_YES where Int32(bitPattern: value) == KEY_MOUSE:
                if let key = Self.mouseEvent() { return key }
            case KEY_CODE_YES:
                if let key = Self.functionKey(Int32(bitPattern: value)) { return key }
            case OK:
                guard value == 27 else {
                    if let key = KeyEvent.plain(value) { return key }
                    continue
                }
                // ncurses has already waited ESCDELAY for a sequence it knows; anything that
                // follows at once is a sequence it does not know (or Alt with a key): drop it.
                var following: wint_t = 0
                guard cn_get_key(&following) == OK else { return .escape }
                if following == 0x5B || following == 0x4F {
                    while cn_get_key(&following) == OK, !(0x40...0x7E).contains(following) {}
                }
            default:
                return nil
            }
        }
    }

    /// The click or wheel turn behind `KEY_MOUSE`; nil for other mouse events.
    private static func mouseEvent() -> KeyEvent? {
        var kind: Int32 = 0
        var row: Int32 = 0
        var column: Int32 = 0
        guard cn_mouse_event(&kind, &row, &column) == 1 else { return nil }
        switch kind {
        case 0: return .click(row: Int(row), column: Int(column))
        case 1: return .wheelUp
        default: return .wheelDown
        }
    }

    private static func functionKey(_ code: Int32) -> KeyEvent? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_BTAB: .backTab
        case KEY_RESIZE: .resize
        default: nil
        }
    }

    private func put(_ cell: Cell, row: Int, column: Int) {
        var attributes: attr_t = 0
        if cell.style.bold { attributes |= cn_attr_bold() }
        if cell.style.dim { attributes |= cn_attr_dim() }
        if cell.style.reverse { attributes |= cn_attr_reverse() }
        if cell.style.underline { attributes |= cn_attr_underline() }
        let pair = colors ? self.pair(cell.style.color) : 0
        var text = cell.content.unicodeScalars.prefix(5).map { wchar_t(bitPattern: $0.value) }
        text.append(0)
        _ = cn_put_cell(Int32(row), Int32(column), text, attributes, pair)
    }

    /// The colour pair that draws `color` on the terminal's own background; made on first use.
    private func pair(_ color: Style.Color) -> Int16 {
        // The grid resolves roles, so a cell's colour is fixed or the terminal's own.
        guard case .fixed(let fixed) = color else { return 0 }
        let index = fixed.index(forColors: colorCount)
        if let pair = pairs[index] { return pair }
        var pair = Int16(pairs.count + 1)
        if Int(pair) >= pairLimit || init_pair(pair, Int16(index), -1) == ERR { pair = 0 }
        pairs[index] = pair
        return pair
    }
}
