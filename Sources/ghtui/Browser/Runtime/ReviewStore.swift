import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Pending reviews kept between runs, so that quitting with comments not yet sent loses none:
/// one private JSON file a pull request, `DIRECTORY/HOST/OWNER/NAME/NUMBER.json`, removed once
/// the review is sent.
///
/// The review stays ghtui's until it is sent (GitHub's REST API cannot add a comment to a pending
/// review on GitHub), so this file is the only copy: it is written whole to a temporary file and
/// renamed over the old one, in folders only the user may read.
struct ReviewStore: Sendable {
    /// The folder the reviews are kept in.
    let directory: URL

    /// `$XDG_STATE_HOME/ghtui/reviews`, else `home/.local/state/ghtui/reviews`.
    static func standard(environment: [String: String], home: String) -> ReviewStore {
        let base = ConfigurationPaths.xdgDirectory(
            "XDG_STATE_HOME", environment: environment, home: home, fallback: ".local/state")
        return ReviewStore(directory: URL(fileURLWithPath: base).appending(components: "ghtui", "reviews"))
    }

    /// The file of `repository`'s pull request `number` on the GitHub whose API is at `api`.
    func file(api: URL, _ repository: RepositoryName, number: Int) -> URL {
        // Owner and name are checked by GitHub's rules (no `/`, no `..`); the host is made so.
        let host = (api.host ?? "") + (api.port.map { ":\($0)" } ?? "")
        let name = String(host.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
        return directory.appending(components: name.isEmpty ? "_" : name, repository.owner, repository.name)
            .appending(component: "\(number).json")
    }

    /// The review kept for the pull request, nil when there is none.
    ///
    /// - Throws: `ReviewStoreError.unreadable` when the file is there but cannot be read as one.
    func load(api: URL, _ repository: RepositoryName, number: Int) throws(ReviewStoreError) -> PendingReview?
    {
        let url = file(api: api, repository, number: number)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(PendingReview.self, from: data)
        } catch {
            throw .unreadable(url.path)
        }
    }

    /// Keeps `review` for the pull request; an empty one removes the file.
    ///
    /// - Throws: `ReviewStoreError.unwritable` naming the file and why.
    func save(_ review: PendingReview, api: URL, _ repository: RepositoryName, number: Int)
        throws(ReviewStoreError)
    {
        let url = file(api: api, repository, number: number)
        guard !review.comments.isEmpty else {
            try? FileManager.default.removeItem(at: url)
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(review)
            let temporary = url.deletingLastPathComponent().appending(component: ".\(number).json.tmp")
            guard
                FileManager.default.createFile(
                    atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
            else {
                throw CocoaError(.fileWriteUnknown)
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            throw .unwritable(url.path, error.localizedDescription)
        }
    }
}

/// Why a pending review could not be kept or read back.
enum ReviewStoreError: Error, Equatable, CustomStringConvertible {
    /// The file at the path could not be written, and why.
    case unwritable(String, String)
    /// The file at the path is not a kept review (left as it is).
    case unreadable(String)

    var description: String {
        switch self {
        case .unwritable(let path, let reason):
            "could not keep the pending review in \(path): \(reason); send it before you quit"
        case .unreadable(let path): "a kept pending review could not be read (\(path)); it is left as it was"
        }
    }
}
