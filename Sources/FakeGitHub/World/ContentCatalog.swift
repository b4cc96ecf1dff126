import Foundation

/// The files of a repository at any ref: a small fixed tree (with a name that has spaces and one
/// in Unicode), plus the README and the license when the repository has them, and on
/// `mona/hello-world` the `ContentSample`s (an image, a file over 1 MB, a symlink, a submodule…).
struct ContentCatalog: Sendable {
    let repos: RepoCatalog
    let repo: RepoRecord

    /// What a path names.
    enum Entry: Sendable {
        case file(path: String, text: String)
        case directory(path: String)
        /// A sample that is not plain text (binary, over 1 MB, symlink, submodule).
        case special(ContentSample)

        var path: String {
            switch self {
            case .file(let path, _), .directory(let path): path
            case .special(let sample): sample.path
            }
        }

        var name: String { String(path.split(separator: "/").last ?? "") }
    }

    /// The files every non-empty repository has, which its commits change.
    static func filePaths(of repo: RepoRecord) -> [String] {
        fixedFiles(of: repo).map(\.path)
    }

    private static func fixedFiles(of repo: RepoRecord) -> [(path: String, text: String)] {
        [
            (
                "Package.swift",
                "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(name: \"\(repo.name)\")\n"
            ),
            ("Sources/main.swift", "print(\"Hello from \(repo.name)!\")\n"),
            ("docs/guide.md", "# Guide\n\nHow to use \(repo.name).\n"),
            ("docs/notes with space.md", "# Notes\n\nA file whose name has spaces.\n"),
            ("docs/ünïcødé 笔记.md", "# Ünïcødé\n\n笔记 — ноты — 📝\n"),
            ("docs/deep/nested/file.txt", "deep\n"),
        ]
    }

    /// Every file with its text; none in an empty repository.
    var files: [(path: String, text: String)] {
        guard !repos.details(of: repo).isEmpty else { return [] }
        var files = Self.fixedFiles(of: repo)
        if let readme = repos.readme(of: repo) { files.append(("README.md", readme)) }
        if let license = repo.license {
            files.append(("LICENSE", "\(license.name)\n\nCopyright (c) \(repo.owner.login)\n"))
        }
        for sample in ContentSample.samples(of: repo) {
            if case .text(let text) = sample.kind { files.append((sample.path, text)) }
        }
        return files
    }

    /// The samples that are not plain text; none in an empty repository.
    var specials: [ContentSample] {
        guard !repos.details(of: repo).isEmpty else { return [] }
        return ContentSample.samples(of: repo).filter {
            if case .text = $0.kind { false } else { true }
        }
    }

    /// The file or directory at `path`; `""` is the root.
    func entry(at path: String) -> Entry? {
        let files = self.files
        if let file = files.first(where: { $0.path == path }) {
            return .file(path: file.path, text: file.text)
        }
        let specials = self.specials
        if let sample = specials.first(where: { $0.path == path }) { return .special(sample) }
        let paths = files.map(\.path) + specials.map(\.path)
        return path.isEmpty || paths.contains(where: { $0.hasPrefix(path + "/") })
            ? .directory(path: path) : nil
    }

    /// The entries directly inside the directory `path`, by name.
    func children(of path: String) -> [Entry] {
        let prefix = path.isEmpty ? "" : path + "/"
        var names: [String: Entry] = [:]
        let entries = files.map { Entry.file(path: $0.path, text: $0.text) } + specials.map(Entry.special)
        for entry in entries where entry.path.hasPrefix(prefix) {
            let rest = entry.path.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                let directory = prefix + rest[..<slash]
                names[directory] = .directory(path: directory)
            } else {
                names[entry.path] = entry
            }
        }
        return names.values.sorted { $0.name < $1.name }
    }

    /// The `content-file` object of a file, as `ref` has it (base64 in 60-character lines).
    func fileJSON(path: String, text: String, ref: String) -> JSONValue {
        let bytes = Array(text.utf8)
        let sha = Digest.sha1(Array("blob \(bytes.count)\u{0}".utf8) + bytes)
        let encoded = Array(Data(bytes).base64EncodedString())
        let lines = stride(from: 0, to: encoded.count, by: 60).map {
            String(encoded[$0..<min($0 + 60, encoded.count)]) + "\n"
        }
        let urls = urls(path: path, sha: sha, ref: ref, isFile: true)
        return .object([
            ("name", .string(Entry.file(path: path, text: text).name)),
            ("path", .string(path)),
            ("sha", .string(sha)),
            ("size", .int(bytes.count)),
            ("url", .string(urls.api)),
            ("html_url", .string(urls.html)),
            ("git_url", .string(urls.git)),
            ("download_url", .string(urls.download)),
            ("type", .string("file")),
            ("content", .string(lines.joined())),
            ("encoding", .string("base64")),
            (
                "_links",
                .object([
                    ("self", .string(urls.api)), ("git", .string(urls.git)), ("html", .string(urls.html)),
                ])
            ),
        ])
    }

    /// A directory entry as listed in its parent (no contents).
    func itemJSON(_ entry: Entry, ref: String) -> JSONValue {
        if case .special(let sample) = entry { return specialJSON(sample, ref: ref, listed: true) }
        let (sha, size, isFile): (String, Int, Bool) =
            switch entry {
            case .file(_, let text):
                (
                    Digest.sha1(Array("blob \(text.utf8.count)\u{0}".utf8) + Array(text.utf8)),
                    text.utf8.count, true
                )
            case .directory(let path): (Digest.sha1(Array("tree \(repo.id) \(path)".utf8)), 0, false)
            case .special(let sample): (Digest.sha1(Array(sample.path.utf8)), sample.size, true)
            }
        let urls = urls(path: entry.path, sha: sha, ref: ref, isFile: isFile)
        return .object([
            ("name", .string(entry.name)),
            ("path", .string(entry.path)),
            ("sha", .string(sha)),
            ("size", .int(size)),
            ("url", .string(urls.api)),
            ("html_url", .string(urls.html)),
            ("git_url", .string(urls.git)),
            ("download_url", isFile ? .string(urls.download) : .null),
            ("type", .string(isFile ? "file" : "dir")),
            (
                "_links",
                .object([
                    ("self", .string(urls.api)), ("git", .string(urls.git)), ("html", .string(urls.html)),
                ])
            ),
        ])
    }

    /// A sample's object: as listed in its directory (`listed`, no content) or asked for itself
    /// (a binary's bytes base64; a large file's `encoding: "none"` and empty content; a symlink's
    /// `target`; a submodule's `submodule_git_url`).
    func specialJSON(_ sample: ContentSample, ref: String, listed: Bool) -> JSONValue {
        let sha = Digest.sha1(Array("\(sample.type) \(sample.path)".utf8))
        let isSubmodule = sample.type == "submodule"
        let urls = urls(path: sample.path, sha: sha, ref: ref, isFile: !isSubmodule)
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(Entry.special(sample).name)),
            ("path", .string(sample.path)),
            ("sha", .string(sha)),
            ("size", .int(sample.size)),
            ("url", .string(urls.api)),
            ("html_url", .string(urls.html)),
            ("git_url", .string(urls.git)),
            ("download_url", isSubmodule ? .null : .string(urls.download)),
            ("type", .string(sample.type)),
        ]
        switch sample.kind {
        case .symlink(let target): members.append(("target", .string(target)))
        case .submodule(let url): members.append(("submodule_git_url", .string(url)))
        case .binary(let bytes) where !listed:
            members += [
                ("content", .string(Data(bytes).base64EncodedString())), ("encoding", .string("base64")),
            ]
        case .large where !listed:
            members += [("content", .string("")), ("encoding", .string("none"))]
        default: break
        }
        members.append(
            (
                "_links",
                .object([
                    ("self", .string(urls.api)), ("git", .string(urls.git)), ("html", .string(urls.html)),
                ])
            ))
        return .object(members)
    }

    private func urls(path: String, sha: String, ref: String, isFile: Bool)
        -> (api: String, html: String, git: String, download: String)
    {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        let api = "https://api.github.com/repos/\(repo.fullName)"
        return (
            "\(api)/contents/\(encoded)?ref=\(ref)",
            "https://github.com/\(repo.fullName)/\(isFile ? "blob" : "tree")/\(ref)/\(encoded)",
            "\(api)/git/\(isFile ? "blobs" : "trees")/\(sha)",
            "https://raw.githubusercontent.com/\(repo.fullName)/\(ref)/\(encoded)"
        )
    }

    /// Markdown rendered the way `application/vnd.github.html+json` answers: headings and
    /// paragraphs, HTML escaped, inside GitHub's article wrapper.
    static func html(_ markdown: String, path: String) -> String {
        var body = ""
        var paragraph: [String] = []
        func flush() {
            if !paragraph.isEmpty { body += "<p>\(paragraph.joined(separator: "\n"))</p>\n" }
            paragraph = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let level = line.prefix { $0 == "#" }.count
            if (1...6).contains(level), line.dropFirst(level).first == " " {
                flush()
                body += "<h\(level)>\(escaped(line.dropFirst(level + 1)))</h\(level)>\n"
            } else if line.allSatisfy(\.isWhitespace) {
                flush()
            } else {
                paragraph.append(escaped(line))
            }
        }
        flush()
        return "<div id=\"file\" class=\"md\" data-path=\"\(escaped(path))\">"
            + "<article class=\"markdown-body entry-content container-lg\" itemprop=\"text\">\(body)</article></div>"
    }

    private static func escaped(_ text: some StringProtocol) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

extension RepoCatalog {
    /// The files of `repo`.
    func contents(of repo: RepoRecord) -> ContentCatalog {
        ContentCatalog(repos: self, repo: repo)
    }
}
