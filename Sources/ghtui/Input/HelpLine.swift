/// One line of the `?` help, generated from a `KeyMap`.
enum HelpLine: Equatable, Sendable {
    /// Where the bindings below apply.
    case heading(String)
    /// A binding: its keys and what they do.
    case binding(KeyBinding)
    /// Space between groups.
    case blank

    /// The heading over bindings that apply in `contexts`.
    static func heading(for contexts: Set<KeyContext>) -> String {
        if contexts == Set(KeyContext.allCases) { return "Everywhere" }
        let names = KeyContext.allCases.filter(contexts.contains).map(\.title)
        let joined =
            names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names[0]
        return "On the " + joined
    }
}
