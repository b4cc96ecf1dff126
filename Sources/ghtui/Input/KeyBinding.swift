/// Keys that ask for one command where they apply, and what the help says about them.
struct KeyBinding: Hashable, Sendable {
    /// The keys, in the order the help lists them.
    var keys: [KeyEvent]
    /// What they ask for.
    var command: KeyCommand
    /// What they do, in a few words for the help.
    var summary: String
    /// Where they apply.
    var contexts: Set<KeyContext>

    /// `keys` asking for `command` in `contexts`, described by `summary`.
    init(_ keys: [KeyEvent], _ command: KeyCommand, _ summary: String, in contexts: Set<KeyContext>) {
        self.keys = keys
        self.command = command
        self.summary = summary
        self.contexts = contexts
    }

    /// The action whose keys the config file's `keys` may change here; nil where they are fixed:
    /// a command without an action name, a binding that also applies where text is typed
    /// (Ctrl-C quits everywhere, whatever the file says), or the mouse's.
    var action: KeyAction? {
        contexts.contains(where: \.takesText) || keys.contains(where: \.isMouse) ? nil : KeyAction(command)
    }

    /// The keys as the help writes them.
    var label: String { keys.map(\.label).joined(separator: " ") }
}
