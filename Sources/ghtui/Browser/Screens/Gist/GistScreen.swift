import Foundation
import GitHubKit

/// One gist: a header (description, owner, files, public or secret, when updated), then each
/// of its files in turn under a heading, scrolled as one page; `]` and `[` jump between the
/// files. Loading is in `GistScreen+Loading`.
struct GistScreen: Equatable, Sendable {
    /// The gist's ID.
    let id: String
    /// The gist: first as the list showed it (no content), then `GET /gists/{id}`.
    var gist: Gist?
    /// Whether `gist` is GitHub's answer for this screen, with its files' content.
    var isComplete = false
    /// `r`: whether GitHub is to be asked again, what is shown staying until it answers.
    var wantsRefresh = false
    /// The gist request in flight.
    var pending: RequestID?
    /// Why the gist could not be loaded.
    var error: GitHubError?
    /// The files, read once the gist arrives.
    private(set) var files: [GistFileText] = []
    /// The page's lines at the laid-out width: each file's heading and content.
    private(set) var lines: [[Span]] = []
    /// The line each file's heading is on, in `files`' order.
    private(set) var fileStarts: [Int] = []
    /// The first line on screen.
    var scroll = 0
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize

    /// A screen for `gist` as a list showed it, on a screen of `size`.
    init(gist: Gist, size: ScreenSize) {
        id = gist.id
        self.gist = gist
        self.size = size
    }

    /// A screen for the gist `id`, not loaded yet, on a screen of `size`.
    init(id: String, size: ScreenSize) {
        self.id = id
        self.size = size
    }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] { [pending].compactMap { $0 } }

    /// The screen's name in the title bar: the gist's first file, else its ID.
    var title: String {
        "gist " + (gist?.files.first.map { Sanitizer.clean($0.filename) } ?? String(id.prefix(12)))
    }

    /// What went wrong, if anything.
    var problem: ScreenProblem? {
        error.map { ScreenProblem(error: $0, login: nil, showsData: isComplete) }
    }

    /// How many lines show at once: all rows but title, header (two lines and a blank), footer
    /// and status bar.
    var pageRows: Int { max(1, size.height - 6) }

    /// The index in `files` of the file at the top of the page.
    var fileShown: Int? {
        fileStarts.lastIndex { $0 <= scroll } ?? (fileStarts.isEmpty ? nil : 0)
    }

    /// Lays the page out for `size`: the files' lines at its width (once per resize or arrival,
    /// never per key), the file at the top kept there.
    mutating func layOut(size: ScreenSize) {
        let shown = fileShown.map { (file: $0, offset: scroll - fileStarts[$0]) }
        self.size = size
        let width = max(10, size.width - 2)
        lines = []
        fileStarts = []
        for file in files {
            if !lines.isEmpty { lines.append([]) }
            fileStarts.append(lines.count)
            lines += file.lines(width: width)
        }
        if let shown, fileStarts.indices.contains(shown.file) {
            scroll = fileStarts[shown.file] + shown.offset
        }
        clampScroll()
    }

    /// Takes the gist GitHub sent: its files read and laid out, the page at the top the first
    /// time (a refresh keeps the place).
    mutating func show(_ loaded: Gist) {
        if !isComplete {
            fileStarts = []
            scroll = 0
        }
        gist = loaded
        isComplete = true
        wantsRefresh = false
        files = loaded.files.map(GistFileText.init)
        layOut(size: size)
    }

    /// Keeps the page on its lines; the last file's heading may go to the top (where `]` puts
    /// it), below which the page ends early.
    private mutating func clampScroll() {
        scroll = max(0, min(scroll, max(lines.count - pageRows, fileStarts.last ?? 0)))
    }

    // MARK: - Keys

    /// The gist's part of the reducer for a key: scrolling, the next or previous file, back,
    /// the web page, a refresh.
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        switch command {
        case .down?: scroll += 1
        case .up?: scroll -= 1
        case .pageDown?: scroll += pageRows
        case .pageUp?: scroll -= pageRows
        case .top?: scroll = 0
        case .bottom?: scroll = lines.count
        case .nextFile?:
            if let next = fileStarts.first(where: { $0 > scroll }) {
                scroll = next
            } else {
                context.notice = "the last file"
            }
        case .previousFile?:
            if let previous = fileStarts.last(where: { $0 < scroll }) {
                scroll = previous
            } else {
                context.notice = "the first file"
            }
        case .back?: context.navigation = .back
        case .browse?:
            context.effects.append(.open(gist?.htmlUrl ?? "https://gist.github.com/\(id)"))
        case .refresh?:
            if let pending { context.effects.append(.cancel(pending)) }
            dropPending()
            error = nil
            wantsRefresh = true
            context.notice = "refreshing…"
        default: break
        }
        clampScroll()
    }
}
