import Foundation
import GitHubKit

/// One release: its tag, name, author, date and badges, its notes (Markdown, scrolled with the
/// page keys), and its assets, a list the cursor moves in (`j`, `k`, `g`, `G`). `d` downloads the selected asset (`AssetSaver`: into the
/// directory `downloads_dir` names, never over a file, resumed from a `.part`), one at a time,
/// its progress shown on its row; `o` opens the release on the web. Leaving the screen stops a
/// download, keeping its `.part` for the next `d`. Loading is in `ReleaseScreen+Loading`.
struct ReleaseScreen: Equatable, Sendable {
    /// The download under way: which asset, and how far it is.
    struct Download: Equatable, Sendable {
        /// The request that carries it.
        let id: RequestID
        /// The asset's index in `assets`.
        let asset: Int
        /// How far it is, once the first bytes came.
        var progress: DownloadProgress?
    }

    /// The repository.
    let repository: RepositoryName
    /// The release, as the Releases tab listed it (the list's objects carry notes and assets).
    let release: Release
    /// Its notes, parsed once.
    let notes: MarkdownDocument
    /// The selected asset.
    var cursor = 0
    /// The first asset row on screen.
    var scroll = 0
    /// The first line of the notes on screen.
    private(set) var notesScroll = 0
    /// The notes laid out at the screen's width (once per resize, never per frame).
    private(set) var noteLines: [[Span]] = []
    /// The download under way, if any.
    var download: Download?
    /// What the last download came to, said under the list (saved where, or why not).
    var outcome: String?
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize

    /// A screen for `release` of `repository`.
    init(repository: RepositoryName, release: Release, size: ScreenSize) {
        self.repository = repository
        self.release = release
        notes = MarkdownDocument(markdown: release.body ?? "")
        self.size = size
        layOut(size: size)
    }

    /// The release's assets.
    var assets: [ReleaseAsset] { release.assets }

    /// The download in flight, cancelled when the screen is left.
    var pendingRequests: [RequestID] { [download?.id].compactMap { $0 } }

    /// The screen's name in the title bar.
    var title: String { "release \(release.tagName ?? String(release.id))" }

    /// Rows the assets list shows at once: at most 8, fewer on a short terminal.
    var assetRows: Int { max(1, min(8, assets.count, (size.height - 8) / 2)) }

    /// Rows the notes show: what the header, the assets and the footers leave.
    var noteRows: Int { max(0, size.height - 9 - assetRows) }

    /// How many lines the notes take at the laid-out width.
    var noteLineCount: Int { noteLines.count }

    /// The notes' width: the screen's less the margins.
    static func notesWidth(_ size: ScreenSize) -> Int { max(1, size.width - 3) }

    /// The last first line of the notes: their end at the bottom.
    var maxNotesScroll: Int { max(0, noteLineCount - noteRows) }

    /// Lays the screen out for `size`.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        noteLines = notes.lines(width: Self.notesWidth(size))
        notesScroll = min(notesScroll, maxNotesScroll)
        keepCursorVisible()
    }

    // MARK: - Keys

    /// The release's part of the reducer for a key.
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        switch command {
        case .down?: move(to: cursor + 1)
        case .up?: move(to: cursor - 1)
        case .pageDown?: scrollNotes(by: max(1, noteRows - 1))
        case .pageUp?: scrollNotes(by: -max(1, noteRows - 1))
        case .top?: move(to: 0)
        case .bottom?: move(to: assets.count - 1)
        case .back?: context.navigation = .back
        case .browse?:
            context.effects.append(.open(release.htmlUrl ?? "https://github.com/\(repository)/releases"))
        case .download?: startDownload(context: &context)
        case .refresh?: context.notice = "a release is shown as the Releases tab listed it"
        default: break
        }
    }

    /// `d`: the selected asset downloaded, unless one already is.
    private mutating func startDownload(context: inout UpdateContext) {
        guard assets.indices.contains(cursor) else {
            context.notice = "this release has no assets"
            return
        }
        if let download {
            context.notice =
                "already downloading \(assets[download.asset].name ?? "an asset"): one at a time"
            return
        }
        let asset = assets[cursor]
        let id = context.makeRequestID()
        download = Download(id: id, asset: cursor)
        outcome = nil
        let name = asset.name ?? "asset-\(asset.id)"
        context.effects.append(
            .download(id, AssetDownload(repository: repository, assetID: asset.id, name: name)))
        context.notice = "downloading \(asset.name ?? "the asset")…"
    }

    /// Scrolls the notes by `rows`, within their length.
    private mutating func scrollNotes(by rows: Int) {
        notesScroll = max(0, min(notesScroll + rows, maxNotesScroll))
    }

    private mutating func move(to index: Int) {
        cursor = max(0, min(index, assets.count - 1))
        keepCursorVisible()
    }

    private mutating func keepCursorVisible() {
        if cursor < scroll { scroll = cursor }
        if cursor >= scroll + assetRows { scroll = cursor - assetRows + 1 }
        scroll = max(0, min(scroll, max(0, assets.count - assetRows)))
    }
}
