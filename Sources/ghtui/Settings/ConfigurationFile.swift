import Foundation
import GitHubKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The settings one JSON config file provides, and the warnings the user should see about it.
struct ConfigurationFile {
    /// The file's path as given.
    let path: String
    /// What the file sets.
    private(set) var layer = ConfigurationLayer()
    /// Unknown keys and risky permissions: worth saying, not worth refusing to start.
    private(set) var warnings: [String] = []

    /// The keys allowed at the top level.
    static let topLevelKeys = [
        "token", "api_url", "web_url", "per_page", "concurrency", "connections", "timeout", "retries",
        "cache", "theme",
        "hosts", "oauth_client_id", "mouse", "keys", "sections", "commands", "downloads_dir",
    ]
    /// The keys allowed in each entry of `hosts`.
    static let hostKeys = ["token"]
    /// The keys allowed inside `cache`.
    static let cacheKeys = ["mode", "path", "max_size_mb"]
    /// Anything larger is surely the wrong file, and reading it all would be wasted effort.
    static let maximumSize = 1_048_576

    /// Reads and parses the file at `path`; nil when it does not exist and need not.
    static func load(path: String, mustExist: Bool) throws(ConfigurationError) -> ConfigurationFile? {
        guard let (data, permissions) = try contents(ofFile: path, mustExist: mustExist) else {
            return nil
        }
        return try ConfigurationFile(path: path, data: data, permissions: permissions)
    }

    /// Parses `data`; `permissions` are the file's mode bits, checked when it holds a token.
    init(path: String, data: Data, permissions: UInt32) throws(ConfigurationError) {
        self.path = path
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw .malformedFile(
                path: path, reason: "the file is empty; write {} for a file that sets nothing")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .malformedFile(path: path, reason: ConfigurationJSON.parseFailure(error, in: data))
        }
        guard let object = ConfigurationJSON.object(root) else {
            throw .notAnObject(path: path, got: ConfigurationJSON.kind(root))
        }
        // Sorted so that errors and warnings come out in the same order on every run.
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            try apply(key, value)
        }
        if layer.token != nil || !layer.hostTokens.isEmpty, permissions & 0o077 != 0 {
            warnings.append(
                "config file \(path) holds a token and is readable by others; "
                    + "run chmod 600 \(Self.shellQuoted(path))")
        }
    }

    private mutating func apply(_ key: String, _ value: Any) throws(ConfigurationError) {
        // null reads as "not set here", so a template can list every key without choosing values.
        if ConfigurationJSON.isNull(value), Self.topLevelKeys.contains(key) {
            return
        }
        let source = ConfigurationSource.file(path: path, key: key)
        switch key {
        case "token":
            guard let text = ConfigurationJSON.string(value) else {
                throw .invalidValue(source: source, expected: "a string", got: ConfigurationJSON.kind(value))
            }
            if let token = try ConfigurationValidation.token(text, source: source) {
                layer.token = .init(value: token, source: source)
            }
        case "api_url":
            layer.apiURL = .init(value: try url(value, source: source), source: source)
        case "web_url":
            layer.webURL = .init(value: try url(value, source: source), source: source)
        case "per_page":
            layer.perPage = .init(
                value: try integer(value, in: Configuration.perPageRange, source: source), source: source)
        case "concurrency":
            layer.concurrency = .init(
                value: try integer(value, in: Configuration.concurrencyRange, source: source), source: source)
        case "connections":
            layer.connections = .init(
                value: try integer(value, in: Configuration.connectionsPerHostRange, source: source),
                source: source)
        case "timeout":
            guard let seconds = ConfigurationJSON.number(value) else {
                throw .invalidValue(
                    source: source, expected: ConfigurationValidation.timeoutExpectation,
                    got: ConfigurationJSON.render(value))
            }
            let timeout = try ConfigurationValidation.timeout(seconds: seconds, source: source)
            layer.timeout = .init(value: timeout, source: source)
        case "retries":
            layer.retries = .init(
                value: try integer(value, in: Configuration.retriesRange, source: source), source: source)
        case "theme":
            // The object form came later; a bare preset string (`"dark"`) still works.
            guard let object = ConfigurationJSON.object(value) else {
                layer.theme = .init(value: try choice(value, of: Theme.self, source: source), source: source)
                return
            }
            let (preset, colors, themeWarnings) = try themeObject(object)
            layer.theme = .init(value: preset ?? .auto, source: source)
            if !colors.isEmpty {
                layer.themeColors = .init(value: colors, source: source)
            }
            warnings += themeWarnings
        case "mouse":
            guard ConfigurationJSON.isBoolean(value), let on = value as? Bool else {
                throw .invalidValue(
                    source: source, expected: "true or false", got: ConfigurationJSON.render(value))
            }
            layer.mouse = .init(value: on, source: source)
        case "keys":
            layer.keyMap = .init(value: try keyMap(value), source: source)
        case "commands":
            layer.commands = .init(value: try commands(value), source: source)
        case "sections":
            layer.sections = .init(value: try sections(value), source: source)
        case "downloads_dir":
            guard let text = ConfigurationJSON.string(value) else {
                throw .invalidValue(source: source, expected: "a path", got: ConfigurationJSON.render(value))
            }
            layer.downloadsDir = .init(
                value: try ConfigurationValidation.path(text, source: source), source: source)
        case "hosts":
            guard let hosts = ConfigurationJSON.object(value) else {
                throw .invalidValue(
                    source: source, expected: "an object such as {\"github.com\": {\"token\": \"...\"}}",
                    got: ConfigurationJSON.kind(value))
            }
            for (host, entry) in hosts.sorted(by: { $0.key < $1.key }) {
                let (token, entryWarnings) = try hostEntry(host, entry)
                layer.hostTokens[host.lowercased()] = token
                warnings += entryWarnings
            }
        case "oauth_client_id":
            guard let text = ConfigurationJSON.string(value) else {
                throw .invalidValue(
                    source: source, expected: "an OAuth app's client ID string",
                    got: ConfigurationJSON.render(value))
            }
            if let clientID = try ConfigurationValidation.clientID(text, source: source) {
                layer.oauthClientID = .init(value: clientID, source: source)
            }
        case "cache":
            guard let cache = ConfigurationJSON.object(value) else {
                throw .invalidValue(
                    source: source,
                    expected: "an object with the keys \"mode\", \"path\" and \"max_size_mb\"",
                    got: ConfigurationJSON.render(value))
            }
            for (cacheKey, cacheValue) in cache.sorted(by: { $0.key < $1.key }) {
                try applyCache(cacheKey, cacheValue)
            }
        default:
            warnings.append(unknownKeyWarning(key, among: Self.topLevelKeys, prefix: ""))
        }
    }

    private mutating func applyCache(_ key: String, _ value: Any) throws(ConfigurationError) {
        if ConfigurationJSON.isNull(value), Self.cacheKeys.contains(key) {
            return
        }
        let source = ConfigurationSource.file(path: path, key: "cache.\(key)")
        switch key {
        case "mode":
            let mode = try choice(value, of: Configuration.CacheMode.self, source: source)
            layer.cacheMode = .init(value: mode, source: source)
        case "path":
            guard let text = ConfigurationJSON.string(value) else {
                throw .invalidValue(source: source, expected: "a path", got: ConfigurationJSON.render(value))
            }
            layer.cachePath = .init(
                value: try ConfigurationValidation.path(text, source: source), source: source)
        case "max_size_mb":
            let size = try integer(value, in: Configuration.CacheSettings.maxSizeMBRange, source: source)
            layer.cacheMaxSizeMB = .init(value: size, source: source)
        default:
            warnings.append(unknownKeyWarning(key, among: Self.cacheKeys, prefix: "cache."))
        }
    }

    private func url(_ value: Any, source: ConfigurationSource) throws(ConfigurationError) -> URL {
        guard let text = ConfigurationJSON.string(value) else {
            throw .invalidValue(
                source: source, expected: "a URL string such as \"https://api.github.com\"",
                got: ConfigurationJSON.render(value))
        }
        return try ConfigurationValidation.url(text, source: source)
    }

    private func integer(
        _ value: Any, in range: ClosedRange<Int>, source: ConfigurationSource
    ) throws(ConfigurationError) -> Int {
        guard let number = ConfigurationJSON.integer(value) else {
            throw .invalidValue(
                source: source, expected: ConfigurationValidation.integerExpectation(range),
                got: ConfigurationJSON.render(value))
        }
        return try ConfigurationValidation.integer(number, in: range, source: source)
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: Any, of type: Choice.Type, source: ConfigurationSource
    ) throws(ConfigurationError) -> Choice where Choice.RawValue == String {
        if let text = ConfigurationJSON.string(value), let choice = Choice(rawValue: text) {
            return choice
        }
        let names = Choice.allCases.map { $0.rawValue.debugDescription }.joined(separator: ", ")
        throw .invalidValue(source: source, expected: "one of \(names)", got: ConfigurationJSON.render(value))
    }

    func unknownKeyWarning(_ key: String, among candidates: [String], prefix: String) -> String {
        let start = "config file \(path): unknown key \(ConfigurationJSON.quoted(prefix + key))"
        guard let suggestion = ConfigurationSpelling.suggestion(for: key, among: candidates) else {
            return start + " (ignored)"
        }
        return start + " (did you mean \((prefix + suggestion).debugDescription)?)"
    }

    /// The file's bytes and mode bits; nil when it does not exist and need not.
    ///
    /// The checks run on the open descriptor, not the path, so the file judged is the file
    /// read. `O_NONBLOCK` keeps a FIFO given by mistake from hanging the open.
    static func contents(
        ofFile path: String, mustExist: Bool
    ) throws(ConfigurationError) -> (Data, UInt32)? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT, !mustExist {
                return nil
            }
            if code == ENOENT {
                throw .missingFile(path: path)
            }
            throw .unreadableFile(path: path, reason: systemMessage(code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadableFile(path: path, reason: systemMessage(errno))
        }
        // S_IFMT, S_IFDIR and S_IFREG: fixed by POSIX, spelt out because not every libc
        // exposes the macros to Swift.
        let fileType = UInt32(info.st_mode) & 0o170_000
        if fileType == 0o040_000 {
            throw .unreadableFile(path: path, reason: "it is a directory, not a file")
        }
        guard fileType == 0o100_000 else {
            throw .unreadableFile(path: path, reason: "it is not a regular file")
        }
        let tooLarge = ConfigurationError.unreadableFile(
            path: path,
            reason: "it is larger than \(maximumSize / 1_048_576) MiB, too large for a config file")
        guard info.st_size <= maximumSize else {
            throw tooLarge
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR {
                continue
            }
            guard count >= 0 else {
                throw .unreadableFile(path: path, reason: systemMessage(errno))
            }
            if count == 0 {
                break
            }
            bytes.append(contentsOf: buffer[0..<count])
            guard bytes.count <= maximumSize else {
                throw tooLarge
            }
        }
        return (Data(bytes), UInt32(info.st_mode) & 0o7777)
    }

    private static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// `path` as a shell word, so the suggested `chmod` can be pasted as is.
    private static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "/._-+,:@%".unicodeScalars.contains($0)
        }
        if plain, !path.isEmpty {
            return path
        }
        return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
