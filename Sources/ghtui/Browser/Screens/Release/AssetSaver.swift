import Foundation
import GitHubKit

/// Saves a release asset into a directory: never over an existing file (`name (1).ext`,
/// `name (2).ext`…), written to `name.ext.part` and renamed once complete, so nothing
/// half-written is ever under the final name; a `.part` left by a cut try is continued
/// (`APIClient.download(_:to:progress:)` asks for the rest with `Range`).
struct AssetSaver: Sendable {
    /// Where assets go.
    let directory: URL

    /// Downloads `asset` with `client`, telling `progress` how far it is; says where it was
    /// saved, or why not (a directory that cannot be written, a missing asset, a cut transfer).
    func save(
        _ asset: AssetDownload, client: APIClient, progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async -> DownloadNews {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return .failed("cannot download into \(directory.path): no such directory")
        }
        guard manager.isWritableFile(atPath: directory.path) else {
            return .failed("cannot download into \(directory.path): the directory is not writable")
        }
        let target = Self.destination(for: asset.name, in: directory)
        let part = Self.part(of: target)
        // Probed before asking GitHub: a directory the permissions allow but the file system
        // refuses (read-only, /proc) is said as plainly as one the permissions refuse.
        if !manager.fileExists(atPath: part.path), !manager.createFile(atPath: part.path, contents: nil) {
            return .failed("cannot download into \(directory.path): a file cannot be created there")
        }
        let route = GithubRouter.releases.downloadAsset(
            owner: asset.repository.owner, name: asset.repository.name, assetID: asset.assetID)
        do throws(GitHubError) {
            _ = try await client.download(route, to: part, progress: progress)
        } catch {
            return .failed(Self.reason(error, part: part))
        }
        do {
            // `moveItem` never replaces: a file that appeared meanwhile is not overwritten.
            try manager.moveItem(at: part, to: target)
        } catch {
            return .failed(
                "downloaded, but could not name it \(target.lastPathComponent); it is in \(part.path)")
        }
        return .saved(target.path)
    }

    /// The first of `name`, `name (1)`, `name (2)`… (the number before the extension) that is not
    /// in `directory`; a `.part` of it may be there, to be continued.
    static func destination(for name: String, in directory: URL) -> URL {
        let safe = safeName(name)
        let (stem, suffix) = split(safe)
        var number = 0
        while true {
            let candidate = directory.appending(
                component: number == 0 ? safe : "\(stem) (\(number))\(suffix)")
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            number += 1
        }
    }

    /// Where `target` is written while it arrives.
    static func part(of target: URL) -> URL {
        target.deletingLastPathComponent().appending(component: target.lastPathComponent + ".part")
    }

    /// `name` as one file name: no path separators, not `.`/`..`, not hidden.
    static func safeName(_ name: String) -> String {
        let cleaned = Sanitizer.clean(name).replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "\\", with: "_")
        let trimmed = String(cleaned.drop { $0 == "." })
        return trimmed.isEmpty ? "asset" : trimmed
    }

    /// `name` as stem and extension: `a.tar.gz` is `a` and `.tar.gz`; `notes` has none.
    static func split(_ name: String) -> (stem: String, suffix: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        var stem = String(name[..<dot])
        var suffix = String(name[dot...])
        if stem.lowercased().hasSuffix(".tar"), stem.count > 4 {
            suffix = String(stem.suffix(4)) + suffix
            stem = String(stem.dropLast(4))
        }
        return (stem, suffix)
    }

    /// Why the download stopped, in words, and what became of the `.part`.
    static func reason(_ error: GitHubError, part: URL) -> String {
        let manager = FileManager.default
        let size = (try? manager.attributesOfItem(atPath: part.path))?[.size] as? NSNumber
        if size?.int64Value ?? 0 == 0 { try? manager.removeItem(at: part) }
        if case .notFound = error.rootCause {
            return "no such asset (404): it may have been deleted from the release"
        }
        let kept =
            (size?.int64Value ?? 0) > 0
            ? "; what arrived is in \(part.lastPathComponent), d continues it" : ""
        return "download failed: \(error)\(kept)"
    }
}
