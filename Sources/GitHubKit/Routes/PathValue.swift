import Foundation

/// The rules for path values beyond logins and repository names (branches, tags, file paths, gist
/// ids), checked before anything is sent. Each value still fills its own percent-encoded segments.
enum PathValue {
    /// Throws unless `value`, a branch or tag name, is not empty and no `/`-separated part of it is
    /// empty, `.` or `..` (Git refuses such names too), so it can never name another path.
    static func validateRefName(_ value: String, _ what: String) throws(GitHubError) {
        guard !value.isEmpty, parts(value).allSatisfy(isPlainPart) else {
            throw .invalidInput(
                "\(GitHubNames.quoted(value)) is not a valid \(what): "
                    + "it may not be empty or have an empty, '.' or '..' part")
        }
    }

    /// Throws unless every `/`-separated part of `path`, a file path in a repository, is a name:
    /// not empty, `.` or `..`. The empty path is the repository's root.
    static func validateFilePath(_ path: String) throws(GitHubError) {
        guard path.isEmpty || parts(path).allSatisfy(isPlainPart) else {
            throw .invalidInput(
                "\(GitHubNames.quoted(path)) is not a valid path in a repository: "
                    + "no part may be empty, '.' or '..' (use \"\" for the root)")
        }
    }

    /// Throws unless `id` is 1–100 ASCII letters and digits, as gist ids are.
    static func validateGistID(_ id: String) throws(GitHubError) {
        guard !id.isEmpty, id.utf8.count <= 100,
            id.unicodeScalars.allSatisfy({
                $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
            })
        else {
            throw .invalidInput(
                "\(GitHubNames.quoted(id)) is not a valid gist id: use ASCII letters and digits")
        }
    }

    /// The segments of a file path: one per `/`-separated part; none for the root.
    static func segments(ofFilePath path: String) -> [String] {
        path.isEmpty ? [] : parts(path)
    }

    private static func parts(_ value: String) -> [String] {
        value.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    private static func isPlainPart(_ part: String) -> Bool {
        !part.isEmpty && part != "." && part != ".."
    }
}
