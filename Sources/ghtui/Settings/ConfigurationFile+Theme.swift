extension ConfigurationFile {
    /// The keys allowed inside a `theme` object.
    static let themeKeys = ["preset", "colors"]
    /// What a colour must be, for "must be …" in errors.
    static let colorExpectation =
        ##"a colour: a name such as "blue" or "bright-red", an xterm colour index from 0 to 255, or "#rrggbb""##

    /// What a `theme` object sets: the preset (nil when it names none), the colours of the roles
    /// `colors` names, and warnings about unknown keys.
    ///
    /// An unknown role and a colour that is no colour are errors naming the key and the value.
    func themeObject(
        _ object: [String: Any]
    ) throws(ConfigurationError) -> (preset: Theme?, colors: [ColorRole: TerminalColor], warnings: [String]) {
        var preset: Theme?
        var colors: [ColorRole: TerminalColor] = [:]
        var warnings: [String] = []
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            if ConfigurationJSON.isNull(value), Self.themeKeys.contains(key) {
                continue
            }
            let source = ConfigurationSource.file(path: path, key: "theme.\(key)")
            switch key {
            case "preset":
                guard let text = ConfigurationJSON.string(value), let theme = Theme(rawValue: text) else {
                    let names = Theme.allCases.map { $0.rawValue.debugDescription }.joined(separator: ", ")
                    throw .invalidValue(
                        source: source, expected: "one of \(names)", got: ConfigurationJSON.render(value))
                }
                preset = theme
            case "colors":
                colors = try roleColors(value, source: source)
            default:
                warnings.append(unknownKeyWarning(key, among: Self.themeKeys, prefix: "theme."))
            }
        }
        return (preset, colors, warnings)
    }

    /// The roles' colours `theme.colors` gives (`{"accent": "cyan", "muted": 244}`).
    private func roleColors(
        _ value: Any, source: ConfigurationSource
    ) throws(ConfigurationError) -> [ColorRole: TerminalColor] {
        guard let entries = ConfigurationJSON.object(value) else {
            throw .invalidValue(
                source: source, expected: #"an object from role to colour, such as {"accent": "cyan"}"#,
                got: ConfigurationJSON.render(value))
        }
        var colors: [ColorRole: TerminalColor] = [:]
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let source = ConfigurationSource.file(path: path, key: "theme.colors.\(name)")
            guard let role = ColorRole(rawValue: name) else {
                let roles = ColorRole.allCases.map(\.rawValue)
                throw .unknownRole(
                    source: source, suggestion: ConfigurationSpelling.suggestion(for: name, among: roles))
            }
            if ConfigurationJSON.isNull(entry) {
                continue
            }
            colors[role] = try color(entry, source: source)
        }
        return colors
    }

    /// The colour `value` spells: a name, `#rrggbb` or a palette index.
    private func color(_ value: Any, source: ConfigurationSource) throws(ConfigurationError) -> TerminalColor
    {
        if let index = ConfigurationJSON.integer(value), (0...255).contains(index) {
            return .indexed(index)
        }
        if let text = ConfigurationJSON.string(value), let color = TerminalColor(spelling: text) {
            return color
        }
        throw .invalidValue(
            source: source, expected: Self.colorExpectation, got: ConfigurationJSON.render(value))
    }
}
