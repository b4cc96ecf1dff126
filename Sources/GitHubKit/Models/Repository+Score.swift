extension Repository {
    /// The search relevance score; only in search results.
    public var score: Double? { raw["score"]?.double }
}
