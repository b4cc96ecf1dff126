/// The terminal's size in columns and rows.
struct ScreenSize: Hashable, Sendable {
    /// Columns.
    var width: Int
    /// Rows.
    var height: Int

    /// The smallest size the browser lays out in; below it shows one line saying so.
    static let minimum = ScreenSize(width: 40, height: 10)

    /// Whether the browser fits.
    var isUsable: Bool { width >= Self.minimum.width && height >= Self.minimum.height }
}
