extension APIClient {
    /// Sends a route whose answer is text rather than JSON (a raw file or README, rendered HTML,
    /// `GET /zen`) and returns the body as UTF-8 text, as `TextParser` reads it.
    ///
    /// ```swift
    /// let markdown = try await client.send(GithubRouter.repos.readmeText(owner: "octocat", name: "Hello-World"))
    /// ```
    public func send(_ route: Route<String>) async throws(GitHubError) -> String {
        try await send(route, parser: TextParser())
    }
}
