import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Changes the token entries of a JSON config file and keeps everything else in it.
///
/// The new file is written beside the old one with mode 0600 and renamed over it, so a failure at
/// any point leaves the old file whole; a missing directory is created with mode 0700. Keys are
/// written sorted, with every value kept as it was parsed.
struct ConfigurationWriter {
    /// The config file to change.
    let path: String

    /// Stores `token` as `hosts.HOST.token`.
    func store(_ token: String, host: String) throws(ConfigurationError) {
        try update { object in
            var hosts = object["hosts"] as? [String: Any] ?? [:]
            var entry = hosts[host] as? [String: Any] ?? [:]
            entry["token"] = token
            hosts[host] = entry
            object["hosts"] = hosts
        }
    }

    /// Removes `hosts.HOST.token`, dropping what is left empty; false when there was none.
    @discardableResult
    func removeToken(host: String) throws(ConfigurationError) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        var removed = false
        try update { object in
            guard var hosts = object["hosts"] as? [String: Any], var entry = hosts[host] as? [String: Any],
                entry["token"] != nil
            else { return }
            entry["token"] = nil
            hosts[host] = entry.isEmpty ? nil : entry
            object["hosts"] = hosts.isEmpty ? nil : hosts
            removed = true
        }
        return removed
    }

    /// Reads the file (an empty object when it does not exist), applies `change`, writes it back.
    private func update(_ change: (inout [String: Any]) -> Void) throws(ConfigurationError) {
        var object: [String: Any] = [:]
        let existing: (Data, UInt32)?
        do {
            existing = try ConfigurationFile.contents(ofFile: path, mustExist: false)
        } catch {
            throw .unwritableFile(path: path, reason: Self.reason(of: error))
        }
        if let (data, _) = existing, !data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            guard let parsed = try? JSONSerialization.jsonObject(with: data),
                let dictionary = parsed as? [String: Any]
            else {
                throw .unwritableFile(
                    path: path, reason: "it is not a JSON object; fix it or move it away first")
            }
            object = dictionary
        }
        change(&object)
        let data: Data
        do {
            data = try JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        } catch {
            throw .unwritableFile(path: path, reason: "its contents could not be written as JSON")
        }
        try createDirectory((path as NSString).deletingLastPathComponent)
        try replace(with: data + Data("\n".utf8))
    }

    /// Creates `directory` and its missing parents with mode 0700.
    private func createDirectory(_ directory: String) throws(ConfigurationError) {
        guard !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) else { return }
        try createDirectory((directory as NSString).deletingLastPathComponent)
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw .unwritableFile(
                path: path, reason: "cannot create \(directory): \(Self.systemMessage(errno))")
        }
    }

    /// Writes `data` to a new file with mode 0600 beside `path` and renames it over `path`.
    private func replace(with data: Data) throws(ConfigurationError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = ConfigurationPaths.joined(
            directory.isEmpty ? "." : directory,
            ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unwritableFile(
                path: path, reason: "cannot create a file in \(directory): \(Self.systemMessage(errno))")
        }
        var failure: String?
        if fchmod(descriptor, 0o600) != 0 { failure = Self.systemMessage(errno) }
        let bytes = [UInt8](data)
        var offset = 0
        while failure == nil, offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = Self.systemMessage(errno)
            } else {
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.systemMessage(errno) }
        if close(descriptor) != 0, failure == nil { failure = Self.systemMessage(errno) }
        if failure == nil, rename(temporary, path) != 0 { failure = Self.systemMessage(errno) }
        if let failure {
            unlink(temporary)
            throw .unwritableFile(path: path, reason: failure)
        }
    }

    private static func reason(of error: ConfigurationError) -> String {
        switch error {
        case .unreadableFile(_, let reason), .malformedFile(_, let reason): return reason
        default: return "\(error)"
        }
    }

    private static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
