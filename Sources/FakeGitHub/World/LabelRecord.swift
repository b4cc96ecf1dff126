/// One label of a repository in the fake world.
struct LabelRecord: Sendable {
    var id: Int
    var name: String
    var color: String
    var description: String?
    var isDefault: Bool
    /// `owner/name` of the repository the label belongs to.
    var repoFullName: String

    /// The eight labels every repository with issues has, GitHub's defaults among them.
    static let palette: [(name: String, color: String, description: String?, isDefault: Bool)] = [
        ("bug", "d73a4a", "Something isn't working", true),
        ("enhancement", "a2eeef", "New feature or request", true),
        ("documentation", "0075ca", "Improvements or additions to documentation", true),
        ("good first issue", "7057ff", "Good for newcomers", true),
        ("help wanted", "008672", "Extra attention is needed", true),
        ("question", "d876e3", "Further information is requested", true),
        ("wontfix", "ffffff", nil, true),
        ("ui: 日本語", "fbca04", "Labels may be any Unicode 🏷️", false),
    ]

    /// GitHub's `label` object.
    var json: JSONValue {
        let encodedName = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
        return .object([
            ("id", .int(id)),
            ("node_id", .string(IDs.nodeID("LA_", id))),
            ("url", .string("https://api.github.com/repos/\(repoFullName)/labels/\(encodedName)")),
            ("name", .string(name)),
            ("color", .string(color)),
            ("default", .bool(isDefault)),
            ("description", .string(description)),
        ])
    }
}
