/// The routes below `/repos/{owner}/{name}/releases`: `GithubRouter.releases`.
public struct ReleasesRoutes: Sendable {
    /// `GET /repos/{owner}/{name}/releases`, newest first; drafts only for those who can push.
    ///
    /// A convenience over the generated `listReleases(owner:repo:perPage:page:)` of `GithubRouter.repos`:
    /// releases in an area of their own, 100 a page by default.
    public func list(owner: String, name: String, page: Int = 1, perPage: Int = Paging.maxPerPage)
        -> Route<[Release]>
    {
        Route(
            path: ["repos", owner, name, "releases"], query: Paging.query(page: page, perPage: perPage)
        ) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// `GET /repos/{owner}/{name}/releases/latest`: the newest published full release.
    ///
    /// A convenience over the generated `getLatestRelease(owner:repo:)` of `GithubRouter.repos`: a short name
    /// in the releases' own area.
    public func latest(owner: String, name: String) -> Route<Release> {
        release(owner, name, ["latest"])
    }

    /// `GET /repos/{owner}/{name}/releases/{id}`.
    ///
    /// A convenience over the generated `getRelease(owner:repo:releaseId:)` of `GithubRouter.repos`: a short
    /// name in the releases' own area.
    public func get(owner: String, name: String, id: Int) -> Route<Release> {
        release(owner, name, [String(id)]) { () throws(GitHubError) in try Self.validate(id: id) }
    }

    /// `GET /repos/{owner}/{name}/releases/tags/{tag}`. The tag fills one segment (`v1/beta` is
    /// sent as `v1%2Fbeta`); empty, `.` and `..` parts are refused.
    ///
    /// A convenience over the generated `getReleaseByTag(owner:repo:tag:)` of `GithubRouter.repos`: the tag
    /// checked as a Git ref name before sending.
    public func byTag(owner: String, name: String, tag: String) -> Route<Release> {
        release(owner, name, ["tags", tag]) { () throws(GitHubError) in
            try PathValue.validateRefName(tag, "tag name")
        }
    }

    /// `GET /repos/{owner}/{name}/releases/{id}/assets`.
    ///
    /// A convenience over the generated `listReleaseAssets(owner:repo:releaseId:perPage:page:)` of
    /// `GithubRouter.repos`: 100 a page by default.
    public func assets(
        owner: String, name: String, releaseID: Int, page: Int = 1, perPage: Int = Paging.maxPerPage
    ) -> Route<[ReleaseAsset]> {
        Route(
            path: ["repos", owner, name, "releases", String(releaseID), "assets"],
            query: Paging.query(page: page, perPage: perPage)
        ) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try Self.validate(id: releaseID)
            try Paging.validate(page: page, perPage: perPage)
        }
    }

    /// `GET /repos/{owner}/{name}/releases/assets/{id}` with `Accept: application/octet-stream`:
    /// the asset's bytes, which GitHub answers with a redirect to its storage host (which never
    /// gets the token, and honours `Range`). Sent with `Cache-Control: no-store`, so the response
    /// cache never holds it; meant for `APIClient.download(_:to:progress:)`.
    ///
    /// A convenience over the generated `getReleaseAsset(owner:repo:assetId:)` of `GithubRouter.repos`:
    /// the asset's bytes rather than its object, never cached.
    public func downloadAsset(owner: String, name: String, assetID: Int) -> Route<ReleaseAsset> {
        var route = GithubRouter.repos.getReleaseAsset(owner: owner, repo: name, assetId: assetID)
        route.headers["Accept"] = "application/octet-stream"
        route.headers["Cache-Control"] = "no-store"
        return route
    }

    private func release(
        _ owner: String, _ name: String, _ rest: [String],
        validate: (@Sendable () throws(GitHubError) -> Void)? = nil
    ) -> Route<Release> {
        Route(path: ["repos", owner, name, "releases"] + rest) { () throws(GitHubError) in
            try RepositoryPath.validate(owner: owner, name: name)
            try validate?()
        }
    }

    private static func validate(id: Int) throws(GitHubError) {
        guard id >= 1 else { throw .invalidInput("a release id is 1 or more (got \(id))") }
    }
}
