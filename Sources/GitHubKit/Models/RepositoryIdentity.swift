import Foundation

/// A repository's `owner/name` identity, as GitHub sent it or derived from what it did send; never
/// guessed: a derived part must look like a login or a repository name, or it is not used.
struct RepositoryIdentity {
    /// `owner/name`.
    let fullName: String
    /// The name without its owner.
    let name: String
    /// The owner's login.
    let ownerLogin: String

    /// Reads the identity from `full_name`; else from a `name` that is itself `owner/name` (as events
    /// send it), from `owner.login` and `name`, from the API `url` or from `html_url`.
    init(_ raw: JSONValue, fields: ModelFields) throws {
        let sentOwner = raw["owner"]?["login"]?.string.flatMap(Self.segment)
        let sentName = raw["name"]?.string
        let pair: (owner: String, name: String)
        if let sent = raw["full_name"], sent != .null {
            guard let full = sent.string, let parsed = Self.pair(full, strict: false) else {
                throw fields.unusable("full_name")
            }
            pair = parsed
        } else if let parsed = sentName.flatMap({ Self.pair($0, strict: true) }) {
            pair = parsed
        } else if let owner = sentOwner, let name = sentName.flatMap(Self.segment) {
            pair = (owner, name)
        } else if let parsed = raw["url"]?.string.flatMap(Self.apiPair)
            ?? raw["html_url"]?.string.flatMap(Self.webPair)
        {
            pair = parsed
        } else {
            throw fields.missing(
                "full_name", because: "nor an owner login and name, or a URL, to derive it from")
        }
        fullName = "\(pair.owner)/\(pair.name)"
        // A sent `name` is the short name unless it is an events-style `owner/name`.
        name = sentName.flatMap(Self.segment) ?? pair.name
        ownerLogin = sentOwner ?? pair.owner
    }

    /// `OWNER/NAME` split in two; `strict` also checks each part's characters.
    private static func pair(_ text: String, strict: Bool) -> (owner: String, name: String)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        if strict {
            guard let owner = segment(parts[0]), let name = segment(parts[1]) else { return nil }
            return (owner, name)
        }
        return (parts[0], parts[1])
    }

    /// The owner and name from an API URL, `https://HOST[/api/v3]/repos/OWNER/NAME`.
    private static func apiPair(_ url: String) -> (owner: String, name: String)? {
        let path = pathSegments(url)
        guard path.count >= 3, path[path.count - 3] == "repos" else { return nil }
        guard let owner = segment(path[path.count - 2]), let name = segment(path[path.count - 1]) else {
            return nil
        }
        return (owner, name)
    }

    /// The owner and name from a web URL, `https://HOST/OWNER/NAME`.
    private static func webPair(_ url: String) -> (owner: String, name: String)? {
        let path = pathSegments(url)
        guard path.count == 2, let owner = segment(path[0]), let name = segment(path[1]) else { return nil }
        return (owner, name)
    }

    /// The URL's path segments, empty ones included, without query or fragment; none for a URL
    /// that does not parse.
    private static func pathSegments(_ url: String) -> [String] {
        guard let components = URLComponents(string: url), components.host != nil else { return [] }
        return components.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            .map(String.init)
    }

    /// `text` when it can be a login or a repository name: ASCII letters, digits, `-`, `_` and `.`,
    /// not `.` or `..`.
    private static func segment(_ text: String) -> String? {
        let allowed = text.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0))
        }
        return allowed && !text.isEmpty && text != "." && text != ".." ? text : nil
    }
}
