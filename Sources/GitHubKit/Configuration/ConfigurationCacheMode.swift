extension Configuration {
    /// How the response cache is used; the raw value is how the config file spells it.
    public enum CacheMode: String, Sendable, Equatable, CaseIterable {
        /// Serve cached responses: inside their `max-age` as they are, past it after checking
        /// them with a conditional request (ETag); `CacheSettings.policy` can ask for the check always.
        case revalidate
        /// Serve only what is cached and send no requests (`--offline`).
        case offline
        /// Neither read nor write the cache (`--no-cache`).
        case disabled = "off"
    }
}
