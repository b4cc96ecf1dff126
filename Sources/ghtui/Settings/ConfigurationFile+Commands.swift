extension ConfigurationFile {
    /// The keys allowed in each entry of `commands`.
    static let commandKeys = ["key", "on", "run", "cwd"]
    /// A command as errors show one.
    static let commandExample = #"{"key": "C", "on": "pull", "run": "gh pr checkout {{number}}"}"#
    /// The most commands a config file may name.
    static let maximumCommands = 50

    /// The user's own commands as `commands` lists them
    /// (`[{"key": "C", "on": "pull", "run": "gh pr checkout {{number}}", "cwd": "~/src/{{repo}}"}]`).
    ///
    /// Nothing starts with a command that cannot run: a key that is no key, a screen that is not
    /// one, an empty `run`, an unknown template value are errors naming the entry
    /// (`commands[0].run`). A key that already means something there is found once the whole
    /// key map is known (`ConfigurationLoader`).
    func commands(_ value: Any) throws(ConfigurationError) -> [UserCommand] {
        let source = ConfigurationSource.file(path: path, key: "commands")
        guard let entries = value as? [Any], !ConfigurationJSON.isBoolean(value) else {
            throw .invalidValue(
                source: source,
                expected: "an array of commands such as [" + Self.commandExample + "]",
                got: ConfigurationJSON.render(value))
        }
        guard entries.count <= Self.maximumCommands else {
            throw .invalidValue(
                source: source, expected: "at most \(Self.maximumCommands) commands", got: "\(entries.count)")
        }
        return try entries.enumerated().map { (index, entry) throws(ConfigurationError) in
            try command(entry, name: "commands[\(index)]")
        }
    }

    private func command(_ value: Any, name: String) throws(ConfigurationError) -> UserCommand {
        func source(_ key: String) -> ConfigurationSource { .file(path: path, key: "\(name).\(key)") }
        guard let fields = ConfigurationJSON.object(value) else {
            throw .invalidValue(
                source: .file(path: path, key: name),
                expected: "an object such as " + Self.commandExample,
                got: ConfigurationJSON.render(value))
        }
        if let unknown = fields.keys.sorted().first(where: { !Self.commandKeys.contains($0) }) {
            throw .invalidValue(
                source: source(unknown),
                expected:
                    "one of \(Self.commandKeys.map { "\"\($0)\"" }.joined(separator: ", ")) (no other key)",
                got: ConfigurationJSON.render(fields[unknown] ?? ""))
        }
        guard let rawKey = fields["key"], ConfigurationJSON.string(rawKey) != nil else {
            throw .invalidValue(
                source: source("key"), expected: #"a key such as "C" or "ctrl-g""#,
                got: fields["key"].map(ConfigurationJSON.render) ?? "nothing")
        }
        guard let key = try events(rawKey, source: source("key")).first, !key.isMouse else {
            throw .invalidValue(
                source: source("key"), expected: "a key", got: ConfigurationJSON.render(rawKey))
        }
        let screens = try self.screens(fields["on"], source: source("on"))
        guard let rawRun = fields["run"], let run = ConfigurationJSON.string(rawRun),
            !run.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else {
            throw .invalidValue(
                source: source("run"), expected: "a shell command such as \"gh pr checkout {{number}}\"",
                got: fields["run"].map(ConfigurationJSON.render) ?? "nothing")
        }
        try checkTemplates(run, source: source("run"))
        var directory: String?
        if let rawDirectory = fields["cwd"], !ConfigurationJSON.isNull(rawDirectory) {
            guard let text = ConfigurationJSON.string(rawDirectory), !text.isEmpty else {
                throw .invalidValue(
                    source: source("cwd"), expected: "a directory such as \"~/src/{{repo}}\"",
                    got: ConfigurationJSON.render(rawDirectory))
            }
            try checkTemplates(text, source: source("cwd"))
            directory = text
        }
        return UserCommand(key: key, screens: screens, run: run, directory: directory, name: name)
    }

    /// The screens `on` names: one name or a non-empty array of them.
    private func screens(_ value: Any?, source: ConfigurationSource) throws(ConfigurationError)
        -> Set<CommandScreen>
    {
        let names = CommandScreen.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let expected = "a screen or an array of screens: \(names)"
        guard let value else { throw .invalidValue(source: source, expected: expected, got: "nothing") }
        let entries = (value as? [Any]) ?? [value]
        var screens: Set<CommandScreen> = []
        for entry in entries {
            guard let text = ConfigurationJSON.string(entry), let screen = CommandScreen(rawValue: text)
            else {
                throw .invalidValue(source: source, expected: expected, got: ConfigurationJSON.render(entry))
            }
            screens.insert(screen)
        }
        guard !screens.isEmpty else { throw .invalidValue(source: source, expected: expected, got: "[]") }
        return screens
    }

    private func checkTemplates(_ text: String, source: ConfigurationSource) throws(ConfigurationError) {
        do {
            _ = try UserCommand.templates(in: text)
        } catch {
            throw .invalidValue(
                source: source, expected: "a command whose templates are known: it \(error)",
                got: ConfigurationJSON.render(text))
        }
    }
}
