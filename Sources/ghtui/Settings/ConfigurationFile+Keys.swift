extension ConfigurationFile {
    /// What a `keys` entry must be, for "must be …" in errors.
    static let keysExpectation = #"a key such as "s", "enter" or "ctrl-s", or a non-empty array of keys"#

    /// The key map `keys` asks for: the standard map with the keys of each action it names in
    /// place of the standard ones (`{"star": "s", "sort": ["S", "ctrl-s"]}`).
    ///
    /// Nothing starts with a broken map: an unknown action, a key that is no key, and a key the
    /// new map binds to two actions in one place are errors naming the entry.
    func keyMap(_ value: Any) throws(ConfigurationError) -> KeyMap {
        guard let entries = ConfigurationJSON.object(value) else {
            throw .invalidValue(
                source: .file(path: path, key: "keys"),
                expected: #"an object such as {"star": "s", "sort": ["S", "ctrl-s"]}"#,
                got: ConfigurationJSON.render(value))
        }
        var keys: [KeyAction: [KeyEvent]] = [:]
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let source = ConfigurationSource.file(path: path, key: "keys.\(name)")
            guard let action = KeyAction(rawValue: name) else {
                throw .invalidKeys(source: source, problem: Self.unknownAction(name, entry))
            }
            if ConfigurationJSON.isNull(entry) {
                continue
            }
            keys[action] = try events(entry, source: source)
        }
        let map = KeyMap.standard.remapped(keys)
        if let conflict = map.conflicts.first {
            throw conflictError(conflict, remapped: keys)
        }
        return map
    }

    /// The keys one entry spells (one key or an array), each once, in the order given.
    func events(_ value: Any, source: ConfigurationSource) throws(ConfigurationError) -> [KeyEvent] {
        let spellings: [Any]
        if let array = value as? [Any] {
            guard !array.isEmpty else {
                throw .invalidValue(source: source, expected: Self.keysExpectation, got: "[]")
            }
            spellings = array
        } else {
            spellings = [value]
        }
        var events: [KeyEvent] = []
        for spelling in spellings {
            guard let text = ConfigurationJSON.string(spelling), let event = KeyEvent(spelling: text) else {
                throw .invalidValue(
                    source: source, expected: Self.keysExpectation, got: ConfigurationJSON.render(spelling))
            }
            // Ctrl-M reaches a program as Enter: binding it would quietly bind Enter.
            if text.lowercased().hasPrefix("ctrl-"), event.spelling != text.lowercased() {
                throw .invalidKeys(
                    source: source,
                    problem:
                        "binds \(text.debugDescription), which a terminal sends as \(event.spelling.debugDescription); "
                        + "write \(event.spelling.debugDescription) if that is the key meant")
            }
            if !events.contains(event) {
                events.append(event)
            }
        }
        return events
    }

    /// Why `name` is no action: a near miss, an entry written the wrong way round, or neither.
    private static func unknownAction(_ name: String, _ entry: Any) -> String {
        let names = KeyAction.allCases.map(\.rawValue)
        if let suggestion = ConfigurationSpelling.suggestion(for: name, among: names) {
            return "is not an action (did you mean \(("keys." + suggestion).debugDescription)?)"
        }
        if let text = ConfigurationJSON.string(entry), let action = KeyAction(rawValue: text) {
            return
                "is not an action: the action comes first, as in {\"\(action.rawValue)\": \(name.debugDescription)}"
        }
        return "is not an action; the actions are " + names.joined(separator: ", ")
    }

    /// The error for a key the remapped map binds to two commands in one place, named by the
    /// entry that made it.
    private func conflictError(_ conflict: KeyConflict, remapped keys: [KeyAction: [KeyEvent]])
        -> ConfigurationError
    {
        func remappedAction(_ binding: KeyBinding) -> KeyAction? {
            binding.action.flatMap { keys[$0] == nil ? nil : $0 }
        }
        // The standard map has no conflicts, so at least one of the two was remapped.
        let (mine, other) =
            remappedAction(conflict.second) != nil
            ? (conflict.second, conflict.first) : (conflict.first, conflict.second)
        let action = remappedAction(mine)?.rawValue ?? ""
        let key = conflict.key.spelling.debugDescription
        let start = "binds \(key) on the \(conflict.context.title), "
        let end: String
        if let otherAction = remappedAction(other) {
            end = "as \(("keys." + otherAction.rawValue).debugDescription) does"
        } else if let otherAction = other.action {
            end =
                "where it already means \(otherAction.rawValue.debugDescription); "
                + "remap \(otherAction.rawValue.debugDescription) as well, or choose another key"
        } else {
            end = "where it is fixed to \(other.summary)"
        }
        return .invalidKeys(source: .file(path: path, key: "keys.\(action)"), problem: start + end)
    }
}
