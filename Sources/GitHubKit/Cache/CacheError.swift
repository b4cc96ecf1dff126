/// Why a cache file cannot be used at all; the caller then runs without a cache and says so.
public enum CacheError: Error, Equatable, CustomStringConvertible {
    /// The cache path names a directory, not a file.
    case pathIsDirectory(String)
    /// A directory on the way to the cache file is missing and could not be created.
    case cannotCreateDirectory(String, reason: String)
    /// The cache file could neither be opened nor replaced with a new one.
    case cannotOpen(String, reason: String)

    /// A message that says what is wrong and what to do about it.
    public var description: String {
        switch self {
        case .pathIsDirectory(let path):
            let example = path.hasSuffix("/") ? "\(path)cache.sqlite" : "\(path)/cache.sqlite"
            return "cache path \(path) is a directory, not a file; give a file path such as \(example)"
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create the cache directory \(path) (\(reason)); "
                + "create it or choose another cache path"
        case .cannotOpen(let path, let reason):
            return "cannot open the cache file \(path) (\(reason)); "
                + "fix or remove it, or choose another cache path"
        }
    }
}
