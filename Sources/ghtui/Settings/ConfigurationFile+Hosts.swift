import GitHubKit

extension ConfigurationFile {
    /// One entry of `hosts`: `{"token": "..."}` under the host's name (`github.com`,
    /// `ghe.example.com`, `127.0.0.1:8080`); its token, if it sets one, and warnings about it.
    func hostEntry(
        _ host: String, _ value: Any
    ) throws(ConfigurationError) -> (ConfigurationLayer.Sourced<Configuration.Token>?, [String]) {
        if ConfigurationJSON.isNull(value) {
            return (nil, [])
        }
        guard let entry = ConfigurationJSON.object(value) else {
            throw .invalidValue(
                source: .file(path: path, key: "hosts.\(host)"),
                expected: "an object such as {\"token\": \"...\"}",
                got: ConfigurationJSON.kind(value))
        }
        var token: ConfigurationLayer.Sourced<Configuration.Token>?
        var warnings: [String] = []
        for (key, item) in entry.sorted(by: { $0.key < $1.key }) {
            if ConfigurationJSON.isNull(item), Self.hostKeys.contains(key) {
                continue
            }
            let source = ConfigurationSource.file(path: path, key: "hosts.\(host).\(key)")
            guard key == "token" else {
                warnings.append(unknownKeyWarning(key, among: Self.hostKeys, prefix: "hosts.\(host)."))
                continue
            }
            guard let text = ConfigurationJSON.string(item) else {
                throw .invalidValue(source: source, expected: "a string", got: ConfigurationJSON.kind(item))
            }
            if let value = try ConfigurationValidation.token(text, source: source) {
                token = .init(value: value, source: source)
            }
        }
        return (token, warnings)
    }
}
