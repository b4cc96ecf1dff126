import Foundation

/// The GitHub repository a working directory belongs to: its git `origin` remote, read from the
/// repository's config file (no `git` needed), when that remote is on the web host ghtui talks to.
enum GitOrigin {
    /// The repository of `directory`'s `origin` (the directory or the nearest parent with a
    /// `.git`, a linked worktree's included) when its URL is on `host`; nil otherwise.
    static func repository(of directory: URL, host: String) -> RepositoryName? {
        guard let config = configFile(from: directory),
            let text = try? String(contentsOf: config, encoding: .utf8),
            let url = originURL(inConfig: text)
        else { return nil }
        return repository(fromRemote: url, host: host)
    }

    /// `owner/name` of a remote URL on `host`: `https://HOST/O/N(.git)`, `git@HOST:O/N(.git)` or
    /// `ssh://git@HOST/O/N(.git)`.
    static func repository(fromRemote remote: String, host: String) -> RepositoryName? {
        var path: Substring
        if let url = URL(string: remote), let scheme = url.scheme,
            ["https", "http", "ssh", "git"].contains(scheme)
        {
            guard url.host?.lowercased() == host.lowercased() else { return nil }
            path = Substring(url.path)
        } else if let colon = remote.firstIndex(of: ":"), !remote.contains("://") {
            // scp-like: [user@]host:owner/name.git
            let hostPart = remote[..<colon].split(separator: "@").last.map(String.init) ?? ""
            guard hostPart.lowercased() == host.lowercased() else { return nil }
            path = remote[remote.index(after: colon)...]
        } else {
            return nil
        }
        path = path.drop { $0 == "/" }
        if path.hasSuffix("/") { path = path.dropLast() }
        if path.hasSuffix(".git") { path = path.dropLast(4) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return try? RepositoryName(owner: String(parts[0]), name: String(parts[1]))
    }

    /// The `url` of `[remote "origin"]` in a git config file's text.
    static func originURL(inConfig text: String) -> String? {
        var inOrigin = false
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") {
                let section = trimmed.filter { !$0.isWhitespace }
                inOrigin = section == "[remote\"origin\"]"
                continue
            }
            guard inOrigin, let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            if key == "url" {
                return trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The config file of the repository `directory` is in: `.git/config`, or for a linked
    /// worktree (`.git` a file naming its git directory) the config of the main repository.
    private static func configFile(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        let files = FileManager.default
        while true {
            let dotGit = current.appendingPathComponent(".git")
            var isDirectory: ObjCBool = false
            if files.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue { return dotGit.appendingPathComponent("config") }
                return linkedConfig(dotGit, in: current)
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// A `.git` file's `gitdir:`, and from there its `commondir` (where `config` is).
    private static func linkedConfig(_ file: URL, in directory: URL) -> URL? {
        guard let text = try? String(contentsOf: file, encoding: .utf8),
            let line = text.split(whereSeparator: \.isNewline).first, line.hasPrefix("gitdir:")
        else { return nil }
        let path = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
        let gitDirectory = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
        let common =
            (try? String(contentsOf: gitDirectory.appendingPathComponent("commondir"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let root =
            common.map { URL(fileURLWithPath: $0, relativeTo: gitDirectory).standardizedFileURL }
            ?? gitDirectory
        return root.appendingPathComponent("config")
    }
}
