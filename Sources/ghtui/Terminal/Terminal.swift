/// A full-screen terminal the browser draws on and reads keys from.
///
/// One thread owns a terminal: the browser's main loop creates it, uses it and closes it.
protocol Terminal: AnyObject {
    /// The current size; it changes after a `.resize` key event.
    var size: ScreenSize { get }
    /// The file descriptor to wait on for input.
    var inputDescriptor: Int32 { get }
    /// Shows `grid`, redrawing only the cells that changed since the last call.
    func draw(_ grid: Grid)
    /// The keys pressed so far, without waiting.
    func readKeys() -> [KeyEvent]
    /// Gives the terminal back as it was: normal mode, cursor visible, screen restored.
    func close()
    /// Gives the terminal back as it was while `body` runs (an editor), then takes it over
    /// again and repaints every cell.
    func suspend(while body: () -> Void)
    /// Writes `sequence` (a control sequence such as OSC 52) to the terminal as it is, between
    /// frames.
    func writeControl(_ sequence: String)
}

extension Terminal {
    /// Gives the terminal to `body` (an editor) and takes it back; a terminal with nothing to
    /// give back just runs `body`.
    func suspend(while body: () -> Void) {
        body()
    }

    /// Writes nothing: a terminal without a device to write to.
    func writeControl(_ sequence: String) {}
}
