/// A path template as GitHub's REST reference writes it, such as `/repos/{owner}/{repo}/issues`,
/// turned into the unencoded path segments of a `Route`.
///
/// Each `{name}` is one whole segment and each value fills exactly one segment, percent-encoded on
/// its own when the request is built: `a/b` is sent as `a%2Fb`, never as two segments, and spaces,
/// `%`, `?`, `#` and non-ASCII letters are escaped too. Empty values, `.` and `..` are refused, so
/// no value can name another path. The exceptions are `multiSegmentPlaceholders`, which GitHub
/// documents as paths.
///
/// ```swift
/// let template = try RouteTemplate("/repos/{owner}/{repo}/contents/{path}")
/// let segments = try template.pathSegments(["owner": "mona", "repo": "hello", "path": "docs/a b.md"])
/// // ["repos", "mona", "hello", "contents", "docs", "a b.md"], sent as /repos/mona/hello/contents/docs/a%20b.md
/// ```
public struct RouteTemplate: Sendable, Hashable, CustomStringConvertible {
    /// Placeholders whose value is a `/`-separated path, split into one segment per part (each
    /// still checked and encoded on its own).
    ///
    /// From GitHub's operation catalogue: `{path}` in `/repos/{owner}/{repo}/contents/{path}`,
    /// `{dir}` in `/repos/{owner}/{repo}/readme/{dir}`, and `{ref}` in the git-ref, commit,
    /// tarball and zipball routes, documented as `heads/BRANCH_NAME` or `tags/TAG_NAME`. Every
    /// other placeholder (`{branch}`, `{tag}`, `{name}`, `{package_name}`, …) is a single segment,
    /// so a branch `feature/x` is sent as `feature%2Fx`, as GitHub expects.
    public static let multiSegmentPlaceholders: Set<String> = ["path", "dir", "ref"]

    /// One segment of the template.
    enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// The template as written.
    public let text: String
    let segments: [Segment]

    /// The placeholder names in the order they appear, without braces.
    public var placeholders: [String] {
        segments.compactMap { segment in
            if case .placeholder(let name) = segment { name } else { nil }
        }
    }

    /// The template as written.
    public var description: String { text }

    /// Reads a template: `/` alone, or `/`-separated segments that are each either plain text or
    /// one `{name}`.
    ///
    /// - Throws: `.invalidInput` for a template without a leading `/`, an empty, `.` or `..`
    ///   segment, a brace that is not one whole `{name}` segment, or any other character than
    ///   ASCII letters, digits, `-`, `.`, `_` and `~` (as in every path of GitHub's reference).
    public init(_ text: String) throws(GitHubError) {
        guard text.hasPrefix("/") else {
            throw .invalidInput("the path template \(GitHubNames.quoted(text)) must start with /")
        }
        self.text = text
        guard text != "/" else {
            segments = []
            return
        }
        var segments: [Segment] = []
        for part in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let part = String(part)
            if part.hasPrefix("{"), part.hasSuffix("}"), part.count > 2,
                !part.dropFirst().dropLast().contains(where: { "{}".contains($0) })
            {
                segments.append(.placeholder(String(part.dropFirst().dropLast())))
            } else if part.isEmpty || part == "." || part == ".."
                || !part.unicodeScalars.allSatisfy(Self.isPlain)
            {
                throw .invalidInput(
                    "the path template \(GitHubNames.quoted(text)) has a bad segment \(GitHubNames.quoted(part)): "
                        + "a segment is ASCII letters, digits, '-', '.', '_' and '~', or one {name}; "
                        + "query items go in `query:`")
            } else {
                segments.append(.literal(part))
            }
        }
        self.segments = segments
    }

    /// Whether a literal segment may hold `scalar`: RFC 3986's unreserved characters, as in every
    /// path of GitHub's reference.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "-._~".unicodeScalars.contains(scalar))
    }

    /// The unencoded path segments with every placeholder filled.
    ///
    /// - Throws: `.invalidInput` naming the first placeholder without a value, the first value
    ///   without a placeholder, or a value (or, for `multiSegmentPlaceholders`, a part of one)
    ///   that is empty, `.` or `..`.
    public func pathSegments(_ values: [String: String]) throws(GitHubError) -> [String] {
        let names = Set(placeholders)
        if let unknown = values.keys.sorted().first(where: { !names.contains($0) }) {
            throw .invalidInput("\(text) has no placeholder {\(unknown)}")
        }
        var result: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let literal):
                result.append(literal)
            case .placeholder(let name):
                guard let value = values[name] else {
                    throw .invalidInput("\(text) needs a value for {\(name)}")
                }
                let parts =
                    Self.multiSegmentPlaceholders.contains(name)
                    ? value.split(separator: "/", omittingEmptySubsequences: false).map(String.init) : [value]
                for part in parts {
                    guard !part.isEmpty, part != ".", part != ".." else {
                        throw .invalidInput(
                            "{\(name)} in \(text) may not be \(GitHubNames.quoted(value))"
                                + (parts.count > 1 ? ": it has an empty, '.' or '..' part" : ""))
                    }
                }
                result += parts
            }
        }
        return result
    }
}
