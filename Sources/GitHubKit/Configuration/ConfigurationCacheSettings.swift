extension Configuration {
    /// Where and how responses are cached on disk.
    public struct CacheSettings: Sendable, Equatable {
        /// How the cache is used.
        public var mode: CacheMode
        /// The cache database file; nil means the application's default location.
        public var path: String?
        /// How large the cache may grow, in megabytes (2^20 bytes).
        public var maxSizeMB: Int
        /// Whether a copy inside its `max-age` answers without a request (`.useFresh`), or
        /// every read asks GitHub (`.revalidate`, ghtui's `--refresh`).
        public var policy: CachePolicy

        /// The default cache size limit in megabytes.
        public static let defaultMaxSizeMB = 200
        /// The accepted size limits in megabytes: up to 1 TiB, so a byte count always fits in `Int`.
        public static let maxSizeMBRange = 1...1_048_576

        /// Creates cache settings; by default revalidating, at the default path, up to 200 MB.
        public init(
            mode: CacheMode = .revalidate,
            path: String? = nil,
            maxSizeMB: Int = CacheSettings.defaultMaxSizeMB,
            policy: CachePolicy = .useFresh
        ) {
            self.policy = policy
            self.mode = mode
            self.path = path
            self.maxSizeMB = maxSizeMB
        }

        /// The size limit in bytes.
        public var maxSizeBytes: Int { maxSizeMB * 1_048_576 }
    }
}
