/// GitHub's rules for the names that end up in URL paths, checked before anything is sent.
public enum GitHubNames {
    /// Throws unless `login` is 1–39 ASCII letters, digits and single hyphens, with no
    /// hyphen first or last.
    public static func validateLogin(_ login: String) throws(GitHubError) {
        let problem: String? =
            if login.isEmpty {
                "it is empty"
            } else if login.utf8.count > 39 {
                "it is longer than 39 characters"
            } else if !login.utf8.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") }) {
                "only ASCII letters, digits and hyphens are allowed"
            } else if login.hasPrefix("-") || login.hasSuffix("-") {
                "it may not start or end with a hyphen"
            } else if login.contains("--") {
                "it may not contain two hyphens in a row"
            } else {
                nil
            }
        if let problem {
            throw .invalidInput("\(quoted(login)) is not a valid GitHub login: \(problem)")
        }
    }

    /// Throws unless `name` is 1–100 ASCII letters, digits, `.`, `-` and `_`, and not `.` or `..`.
    public static func validateRepositoryName(_ name: String) throws(GitHubError) {
        let allowed = name.utf8.allSatisfy { byte in
            isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        guard !name.isEmpty, name.utf8.count <= 100, allowed, name != ".", name != ".." else {
            throw .invalidInput(
                "\(quoted(name)) is not a valid repository name: use 1–100 letters, digits, '.', '-' or '_'")
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The name in quotes with control characters made visible, so an error message cannot
    /// carry escape sequences to the terminal.
    static func quoted(_ text: String) -> String {
        let visible = text.unicodeScalars.prefix(60).map { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
        return "\"\(visible)\(text.unicodeScalars.count > 60 ? "…" : "")\""
    }
}
