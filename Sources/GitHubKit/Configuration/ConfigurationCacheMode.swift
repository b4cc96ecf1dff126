extension Configuration {
    /// How the response cache is used; the raw value is how the config file spells it.
    public enum CacheMode: String, Sendable, Equatable, CaseIterable {
        /// Serve cached responses after checking them with a conditional request (ETag).
        case revalidate
        /// Serve only what is cached and send no requests (`--offline`).
        case offline
        /// Neither read nor write the cache (`--no-cache`).
        case disabled = "off"
    }
}
