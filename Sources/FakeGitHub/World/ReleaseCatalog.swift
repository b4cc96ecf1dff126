/// The releases of a repository, newest first: one per tag. The newest is a pre-release (so
/// "latest" is the second), every third has no assets, every fifth has no title. The latest
/// release's second asset (its macOS zip) is large, ``ReleaseCatalog/largeAssetSize`` bytes.
struct ReleaseCatalog: Sendable {
    let details: RepoDetails
    let commits: CommitCatalog

    private var repo: RepoRecord { details.repo }

    /// The number of releases.
    var count: Int { details.tags.count }

    /// The release id at `offset` (0 = newest).
    func id(_ offset: Int) -> Int { repo.id * 1000 + offset }

    /// The offset of release `id`, when it is one of this repository's.
    func offset(ofID id: Int) -> Int? {
        let offset = id - repo.id * 1000
        return (0..<count).contains(offset) ? offset : nil
    }

    /// The offset of the release made from `tag`.
    func offset(ofTag tag: String) -> Int? { details.tags.firstIndex(of: tag) }

    /// The newest release that is neither a draft nor a pre-release.
    var latestOffset: Int? { count > 1 ? 1 : nil }

    /// The number of assets of the release at `offset`.
    func assetCount(_ offset: Int) -> Int { offset % 3 == 0 ? 0 : 1 + offset % 3 }

    /// The size of the one large asset: 100 MiB.
    static let largeAssetSize = 100 * 1024 * 1024

    /// The release offset and asset index of asset `id`, when it is one of this repository's.
    func asset(id: Int) -> (offset: Int, index: Int)? {
        guard id >= 0, let offset = offset(ofID: id / 10), id % 10 < assetCount(offset) else { return nil }
        return (offset, id % 10)
    }

    /// The ID of asset `index` of the release at `offset`.
    func assetID(_ offset: Int, _ index: Int) -> Int { id(offset) * 10 + index }

    /// The file name of asset `index` of the release at `offset`.
    func assetName(_ offset: Int, _ index: Int) -> String {
        let platform = ["linux-x86_64.tar.gz", "macos-arm64.zip", "checksums.txt"][index % 3]
        return "\(repo.name)-\(details.tags[offset].replacingOccurrences(of: "/", with: "-"))-\(platform)"
    }

    /// The size in bytes of asset `index` of the release at `offset`.
    func assetSize(_ offset: Int, _ index: Int) -> Int {
        offset == 1 && index == 1 ? Self.largeAssetSize : 1_000 + (assetID(offset, index) % 97) * 10_000
    }

    /// The `release` object.
    func json(_ offset: Int) -> JSONValue {
        let tag = details.tags[offset]
        let id = id(offset)
        let api = "https://api.github.com/repos/\(repo.fullName)"
        let html = "https://github.com/\(repo.fullName)"
        let date = commits.commit(details.commitOffset(ofTag: offset, commitCount: commits.count)).date
        let author = repo.owner.isOrganization ? nil : repo.owner
        return .object([
            ("url", .string("\(api)/releases/\(id)")),
            ("assets_url", .string("\(api)/releases/\(id)/assets")),
            (
                "upload_url",
                .string(
                    "https://uploads.github.com/repos/\(repo.fullName)/releases/\(id)/assets{?name,label}")
            ),
            ("html_url", .string("\(html)/releases/tag/\(tag)")),
            ("id", .int(id)),
            ("author", author.map { $0.simpleJSON() } ?? .null),
            ("node_id", .string("RE_\(id)")),
            ("tag_name", .string(tag)),
            ("target_commitish", .string(repo.defaultBranch)),
            ("name", offset % 5 == 4 ? .null : .string("\(repo.name) \(tag)")),
            ("draft", .bool(false)),
            ("prerelease", .bool(offset == 0)),
            ("created_at", .string(Timestamp.iso8601(date))),
            ("published_at", .string(Timestamp.iso8601(date + 600))),
            ("assets", .array((0..<assetCount(offset)).map { assetJSON(offset, $0) })),
            ("tarball_url", .string("\(api)/tarball/\(tag)")),
            ("zipball_url", .string("\(api)/zipball/\(tag)")),
            ("body", .string("## What's changed\n\n- Release \(tag) of \(repo.name).\n")),
        ])
    }

    /// The `release-asset` object `index` of the release at `offset`.
    func assetJSON(_ offset: Int, _ index: Int) -> JSONValue {
        let tag = details.tags[offset]
        let id = assetID(offset, index)
        let name = assetName(offset, index)
        let date = commits.commit(details.commitOffset(ofTag: offset, commitCount: commits.count)).date + 900
        let uploader = repo.owner.isOrganization ? nil : repo.owner
        return .object([
            ("url", .string("https://api.github.com/repos/\(repo.fullName)/releases/assets/\(id)")),
            ("id", .int(id)),
            ("node_id", .string("RA_\(id)")),
            ("name", .string(name)),
            ("label", index == 2 ? .string("Checksums") : .null),
            ("uploader", uploader.map { $0.simpleJSON() } ?? .null),
            ("content_type", .string(index == 2 ? "text/plain" : "application/octet-stream")),
            ("state", .string("uploaded")),
            ("size", .int(assetSize(offset, index))),
            ("download_count", .int(id % 1_000)),
            ("created_at", .string(Timestamp.iso8601(date))),
            ("updated_at", .string(Timestamp.iso8601(date))),
            (
                "browser_download_url",
                .string("https://github.com/\(repo.fullName)/releases/download/\(tag)/\(name)")
            ),
        ])
    }
}

extension RepoCatalog {
    /// The releases of `repo`.
    func releases(of repo: RepoRecord) -> ReleaseCatalog {
        let details = details(of: repo)
        return ReleaseCatalog(details: details, commits: CommitCatalog(details: details))
    }

    /// The commits of `repo`.
    func commits(of repo: RepoRecord) -> CommitCatalog {
        CommitCatalog(details: details(of: repo))
    }
}
