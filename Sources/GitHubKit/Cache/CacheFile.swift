import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system chores around the cache database: its directory, its permissions, and
/// moving a damaged file out of the way.
enum CacheFile {
    /// The files SQLite keeps next to a WAL database.
    static let companionSuffixes = ["-wal", "-shm"]

    /// Whether `path` is an existing directory (following symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Creates the missing directories above `path`, each readable by its owner only: the
    /// cache holds responses fetched with the user's token.
    static func createParentDirectories(of path: String) throws(CacheError) {
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty else { return }
        var missing: [String] = []
        var ancestor = parent
        while !exists(ancestor) {
            missing.append(ancestor)
            let next = (ancestor as NSString).deletingLastPathComponent
            // A relative path whose top is missing: its base is the working directory.
            guard !next.isEmpty, next != ancestor else { return try create(missing) }
            ancestor = next
        }
        guard isDirectory(ancestor) else {
            throw .cannotCreateDirectory(parent, reason: "\(ancestor) is a file, not a directory")
        }
        try create(missing)
    }

    /// Creates `missing`, listed deepest first.
    private static func create(_ missing: [String]) throws(CacheError) {
        for directory in missing.reversed() {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: false,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                // Another process starting at the same moment may have created it first.
                guard isDirectory(directory) else {
                    throw .cannotCreateDirectory(directory, reason: reason(error))
                }
            }
        }
    }

    /// Creates an empty cache file readable by its owner only, unless one exists.
    ///
    /// SQLite would create it 0644, and its -wal and -shm files copy the database's mode.
    /// `O_EXCL` so that two processes starting together never replace each other's file.
    /// Failures are left for SQLite to report when it opens the path.
    static func createPrivateFileIfMissing(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        }
    }

    /// Why `path` cannot be used, in the user's terms, if the file or its directory says so;
    /// nil when both look usable (SQLite's own message is better then).
    static func accessProblem(_ path: String) -> String? {
        let parent = (path as NSString).deletingLastPathComponent
        let directory = parent.isEmpty ? "." : parent
        if exists(path), !FileManager.default.isReadableFile(atPath: path) {
            return "the file is not readable"
        }
        if exists(path), !FileManager.default.isWritableFile(atPath: path) {
            return "the file is read-only"
        }
        if !FileManager.default.isWritableFile(atPath: directory) {
            return "its directory \(directory) is read-only"
        }
        return nil
    }

    /// The identity of the file at `path` (device and inode), or nil if there is none. From
    /// `stat` itself: `attributesOfItem` also names the file's owner and group, which reads the
    /// system's user and group databases (0.3 ms at every start).
    static func identity(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(status.st_dev):\(status.st_ino)"
    }

    /// Moves `path` and its -wal and -shm files to `<path>.corrupt-<unix time>` and returns
    /// the new path. Moved, not deleted: the path may point at a file the user cares about.
    static func moveAside(_ path: String, at date: Date) throws -> String {
        let stamp = Int(date.timeIntervalSince1970)
        var destination = "\(path).corrupt-\(stamp)"
        var attempt = 1
        while exists(destination) {
            attempt += 1
            destination = "\(path).corrupt-\(stamp)-\(attempt)"
        }
        try FileManager.default.moveItem(atPath: path, toPath: destination)
        for suffix in companionSuffixes where exists(path + suffix) {
            try? FileManager.default.moveItem(atPath: path + suffix, toPath: destination + suffix)
        }
        return destination
    }

    /// The part of an error worth showing a user.
    static func reason(_ error: any Error) -> String {
        if let error = error as? CocoaError,
            let underlying = error.userInfo[NSUnderlyingErrorKey] as? POSIXError
        {
            return String(cString: strerror(underlying.code.rawValue))
        }
        return error.localizedDescription
    }
}
