/// A command of the user's own on a key (the config file's `commands`): a shell command run
/// through `/bin/sh` on the screens named, with the terminal handed over while it runs.
///
/// `run` and `cwd` may use `{{number}}`, `{{owner}}`, `{{repo}}`, `{{title}}`, `{{url}}`,
/// `{{author}}`, `{{branch}}`, `{{sha}}`, `{{login}}`, `{{run}}` and `{{path}}`; in `run` each
/// value is shell-quoted, so that text from GitHub (a title with `;` or `$(…)`) stays text.
struct UserCommand: Hashable, Sendable {
    /// The key that runs it.
    var key: KeyEvent
    /// The screens where the key runs it.
    var screens: Set<CommandScreen>
    /// The shell command, templates included.
    var run: String
    /// The directory it runs in, templates included (`~` is the home directory); nil: ghtui's own.
    var directory: String?
    /// Where the config file wrote it (`commands[0]`), for errors.
    var name: String

    /// The names a template may use.
    static let variables = [
        "number", "owner", "repo", "title", "url", "author", "branch", "sha", "login", "run", "path",
    ]

    /// What running it on a screen comes to: the command for `/bin/sh -c` and its directory.
    struct Invocation: Equatable, Sendable {
        /// The shell command with every value quoted.
        var script: String
        /// The directory, `~` not yet expanded; nil: ghtui's own.
        var directory: String?
    }

    /// The command with `values` in place; throws the name of the first value it needs that is
    /// not known there.
    func invocation(_ values: [String: String]) throws(MissingValue) -> Invocation {
        Invocation(
            script: try Self.expand(run, values, quoting: true),
            directory: try directory.map { (text) throws(MissingValue) in
                try Self.expand(text, values, quoting: false)
            })
    }

    /// A template value the screen does not know (yet).
    struct MissingValue: Error, Equatable {
        /// Its name, as the template writes it.
        var name: String
    }

    /// The template names `text` uses; throws a phrase for the first that is not known or a
    /// `{{` left open.
    static func templates(in text: String) throws(TemplateError) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw TemplateError(description: "has a {{ with no }}")
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard variables.contains(name) else {
                throw TemplateError(
                    description: "uses {{\(name)}}, which is not a value (the values are "
                        + variables.map { "{{\($0)}}" }.joined(separator: ", ") + ")")
            }
            names.append(name)
            rest = rest[close.upperBound...]
        }
        return names
    }

    /// Why a template cannot be used; its description completes "it …".
    struct TemplateError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, as a phrase.
        let description: String
    }

    /// `value` as one word for `/bin/sh`: in single quotes, each `'` written `'\''`.
    static func shellQuoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    private static func expand(_ text: String, _ values: [String: String], quoting: Bool) throws(MissingValue)
        -> String
    {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            result += rest[..<open.lowerBound]
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard let value = values[name] else { throw MissingValue(name: name) }
            result += quoting ? shellQuoted(value) : value
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
