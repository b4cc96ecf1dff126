/// One key bound to two commands in one place: the first binding in the table wins there, so
/// the second cannot be reached with that key.
struct KeyConflict: Equatable, Sendable {
    /// The key bound twice.
    var key: KeyEvent
    /// Where it is bound twice.
    var context: KeyContext
    /// The binding that has the key first.
    var first: KeyBinding
    /// The later binding that asks for it too.
    var second: KeyBinding
}
