extension ConfigurationFile {
    /// The keys allowed in each entry of `sections`.
    static let sectionKeys = ["title", "query", "limit"]

    /// Home's sections as `sections` lists them (`[{"title": …, "query": …, "limit": …}]`),
    /// in place of the defaults.
    ///
    /// Nothing starts with a section that cannot run: an empty query, an unknown template, a
    /// limit out of range or more than ``HomeSection/maximumCount`` sections are errors naming
    /// the section (`sections[2].query`).
    func sections(_ value: Any) throws(ConfigurationError) -> [HomeSection] {
        let source = ConfigurationSource.file(path: path, key: "sections")
        guard let entries = value as? [Any], !ConfigurationJSON.isBoolean(value) else {
            throw .invalidValue(
                source: source,
                expected: #"an array of sections such as [{"title": "Mine", "query": "is:open author:@me"}]"#,
                got: ConfigurationJSON.render(value))
        }
        guard entries.count <= HomeSection.maximumCount else {
            throw .invalidValue(
                source: source,
                expected: "at most \(HomeSection.maximumCount) sections (search allows 30 a minute)",
                got: "\(entries.count) sections")
        }
        return try entries.enumerated().map { (index, entry) throws(ConfigurationError) in
            try section(entry, key: "sections[\(index)]")
        }
    }

    private func section(_ value: Any, key: String) throws(ConfigurationError) -> HomeSection {
        guard let fields = ConfigurationJSON.object(value) else {
            throw .invalidValue(
                source: .file(path: path, key: key),
                expected: #"an object such as {"title": "Mine", "query": "is:open author:@me", "limit": 50}"#,
                got: ConfigurationJSON.render(value))
        }
        if let unknown = fields.keys.sorted().first(where: { !Self.sectionKeys.contains($0) }) {
            throw .invalidValue(
                source: .file(path: path, key: "\(key).\(unknown)"),
                expected:
                    "one of \(Self.sectionKeys.map { "\"\($0)\"" }.joined(separator: ", ")) (no other key)",
                got: ConfigurationJSON.render(fields[unknown] ?? ""))
        }
        let querySource = ConfigurationSource.file(path: path, key: "\(key).query")
        guard let raw = fields["query"], let query = ConfigurationJSON.string(raw),
            !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else {
            throw .invalidValue(
                source: querySource, expected: "a search such as \"is:pr is:open author:@me\"",
                got: fields["query"].map(ConfigurationJSON.render) ?? "nothing")
        }
        do {
            _ = try HomeSection.templates(in: query)
        } catch {
            throw .invalidValue(
                source: querySource, expected: "a search whose templates are known: it \(error)",
                got: ConfigurationJSON.render(query))
        }
        var title = query
        if let raw = fields["title"], !ConfigurationJSON.isNull(raw) {
            guard let text = ConfigurationJSON.string(raw), !text.trimmingCharacters(in: .whitespaces).isEmpty
            else {
                throw .invalidValue(
                    source: .file(path: path, key: "\(key).title"), expected: "a non-empty string",
                    got: ConfigurationJSON.render(raw))
            }
            title = text
        }
        var limit: Int?
        if let raw = fields["limit"], !ConfigurationJSON.isNull(raw) {
            let source = ConfigurationSource.file(path: path, key: "\(key).limit")
            guard let number = ConfigurationJSON.integer(raw) else {
                throw .invalidValue(
                    source: source,
                    expected: ConfigurationValidation.integerExpectation(HomeSection.limitRange),
                    got: ConfigurationJSON.render(raw))
            }
            limit = try ConfigurationValidation.integer(number, in: HomeSection.limitRange, source: source)
        }
        return HomeSection(title: title, query: query, limit: limit)
    }
}
