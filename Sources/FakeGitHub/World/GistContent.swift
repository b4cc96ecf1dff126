/// A gist as GitHub shows it: the world's (see ``GistCatalog``) or one a write created.
struct GistContent: Sendable {
    /// One file of a gist.
    struct File: Sendable {
        var name: String
        var language: String?
        var type: String
        var text: String
        /// The whole file's size when `text` is only its start: the file is sent `truncated`, as
        /// GitHub sends a file whose content is over 1 MB.
        var fullSize: Int? = nil

        /// A file a write created, its language and type guessed from its extension as GitHub does.
        static func guessing(name: String, text: String) -> File {
            let known: [String: (language: String, type: String)] = [
                "swift": ("Swift", "application/x-swift"), "md": ("Markdown", "text/markdown"),
                "py": ("Python", "application/x-python"), "json": ("JSON", "application/json"),
                "sh": ("Shell", "application/x-sh"), "txt": ("Text", "text/plain"),
            ]
            let suffix =
                name.split(separator: ".").count > 1 ? name.split(separator: ".").last.map(String.init) : nil
            let guess = suffix.flatMap { known[$0.lowercased()] }
            return File(name: name, language: guess?.language, type: guess?.type ?? "text/plain", text: text)
        }
    }

    var id: String
    var owner: UserRecord
    /// The files, by name.
    var files: [File]
    var description: String?
    var isPublic: Bool
    var createdAt: Int
    var updatedAt: Int
    var comments: Int

    /// The `base-gist` object; `full` adds each file's content, as `GET /gists/{id}` does.
    func json(full: Bool) -> JSONValue {
        let api = "https://api.github.com/gists/\(id)"
        let files: [(key: String, value: JSONValue)] = files.map { file in
            var members: [(key: String, value: JSONValue)] = [
                ("filename", .string(file.name)),
                ("type", .string(file.type)),
                ("language", .string(file.language)),
                (
                    "raw_url",
                    .string("https://gist.githubusercontent.com/\(owner.login)/\(id)/raw/\(file.name)")
                ),
                ("size", .int(file.fullSize ?? file.text.utf8.count)),
            ]
            if full {
                members.append(("truncated", .bool(file.fullSize != nil)))
                members.append(("content", .string(file.text)))
            }
            return (file.name, .object(members))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("url", .string(api)),
            ("forks_url", .string("\(api)/forks")),
            ("commits_url", .string("\(api)/commits")),
            ("id", .string(id)),
            ("node_id", .string("G_\(id)")),
            ("git_pull_url", .string("https://gist.github.com/\(id).git")),
            ("git_push_url", .string("https://gist.github.com/\(id).git")),
            ("html_url", .string("https://gist.github.com/\(owner.login)/\(id)")),
            ("files", .object(files)),
            ("public", .bool(isPublic)),
            ("created_at", .string(Timestamp.iso8601(createdAt))),
            ("updated_at", .string(Timestamp.iso8601(updatedAt))),
            ("description", .string(description)),
            ("comments", .int(comments)),
            ("user", .null),
            ("comments_url", .string("\(api)/comments")),
            ("owner", owner.simpleJSON()),
            ("truncated", .bool(false)),
        ]
        if full {
            members.append(("forks", .array([])))
            members.append(("history", .array([])))
        }
        return .object(members)
    }
}
