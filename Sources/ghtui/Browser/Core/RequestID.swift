/// Names one effect's work, so that its result finds its way back and it can be cancelled.
struct RequestID: Hashable, Sendable, CustomStringConvertible {
    /// A number unique within one run of the browser.
    let value: Int

    var description: String { "#\(value)" }
}
