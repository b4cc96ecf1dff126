import GitHubKit

/// What `d` asks the effect runner to download: one asset of a repository's release.
struct AssetDownload: Equatable, Sendable {
    /// The repository.
    let repository: RepositoryName
    /// The asset's ID (`GET /repos/{owner}/{repo}/releases/assets/{id}`).
    let assetID: Int
    /// The asset's file name, as GitHub gave it.
    let name: String
}

/// News of a download, posted to the screen that asked for it.
enum DownloadNews: Equatable, Sendable {
    /// How far it is.
    case progress(DownloadProgress)
    /// Done: the file's path.
    case saved(String)
    /// Stopped, and why, in words for the status bar.
    case failed(String)
}
