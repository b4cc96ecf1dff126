import Foundation
import GitHubKit

/// A repository's files (the Code tab): a branch's or tag's tree directory by directory, and a
/// file open with line numbers (Markdown rendered), searched with `/`, `n` and `N`. `b` picks
/// another branch or tag; `y` copies the web URL. Loading is in `CodeScreen+Loading`.
///
/// Each directory is its own `GET /repos/{owner}/{name}/contents/{path}?ref=REF`, so a huge
/// repository never meets the Git Trees API's cut at 100,000 entries: only what is opened is read.
struct CodeScreen: Equatable, Sendable {
    /// The repository.
    let repository: RepositoryName
    /// The default branch, when the repository screen knew it (what `ref` nil shows).
    var defaultBranch: String?
    /// The branch or tag chosen with `b`; nil for the default branch.
    var ref: String?
    /// Whether `ref` is a tag.
    var refIsTag = false
    /// The directory listed; `""` is the root.
    private(set) var path = ""
    /// The directory's entries, directories first; `pending` and `error` are its request's.
    var listing = ListState()
    /// The path to put the cursor on once the listing arrives (the directory just left).
    private var reselect: String?
    /// The file open (or opening), over the listing.
    private(set) var filePath: String?
    /// The file open, once read.
    private(set) var file: CodeFile?
    /// The file request in flight.
    var filePending: RequestID?
    /// Why the file could not be read.
    var fileError: GitHubError?
    /// `m`: a Markdown file's source rather than its rendering.
    private(set) var showsSource = false
    /// The file's lines at the laid-out width.
    private(set) var lines: [[Span]] = []
    /// What a search looks in on each line: its text past the gutter (none on the heading).
    private(set) var texts: [String] = []
    /// The file's first line on screen.
    var scroll = 0
    /// The file's last search.
    private(set) var search: CodeSearch?
    /// The search being typed after `/`; nil when the prompt is closed.
    private(set) var searchDraft: String?
    /// `r`: whether GitHub is to be asked again (`.refetch`) rather than a fresh cached copy used.
    var wantsRefresh = false
    /// Whether keys are typed into the listing's (or the picker's) filter.
    var isEditingFilter = false
    /// `b`: the branches and tags to pick from, while the picker is open.
    var picker: ListState?
    /// The size the screen was laid out for.
    private(set) var size: ScreenSize

    /// The code screen of `repository` at its default branch (named `defaultBranch` when known),
    /// at the root.
    init(repository: RepositoryName, defaultBranch: String?, size: ScreenSize) {
        self.repository = repository
        self.defaultBranch = defaultBranch
        self.size = size
    }

    /// Every request in flight for this screen.
    var pendingRequests: [RequestID] {
        [listing.pending?.id, filePending, picker?.pending?.id].compactMap { $0 }
    }

    /// The branch or tag shown, as the header names it.
    var refName: String { ref ?? defaultBranch ?? "default" }

    /// What `refName` is: a branch or a tag.
    var refKind: String { refIsTag ? "tag" : "branch" }

    /// The screen's name in the title bar, after the repository's in the breadcrumb: where in it.
    var title: String {
        "code: " + Sanitizer.clean(filePath ?? (path.isEmpty ? "/" : path))
    }

    /// Whether keys are typed: a filter, or the file's search.
    var isTyping: Bool { isEditingFilter || searchDraft != nil }

    /// Whether the listing failed because the repository has no commits (GitHub's 409, or a 404
    /// saying so): said on the screen, not as a problem.
    var isEmptyRepository: Bool { listing.error.map(Self.saysEmpty) ?? false }

    /// What went wrong, if anything; an empty repository is no problem.
    var problem: ScreenProblem? {
        let error =
            filePath != nil ? fileError : picker?.error ?? (isEmptyRepository ? nil : listing.error)
        return error.map {
            ScreenProblem(
                error: $0, login: nil, showsData: !listing.items.isEmpty, repository: repository.description)
        }
    }

    /// Rows a list or a file shows at once: all but title, header, column line, footer, status.
    var listRows: Int { max(1, size.height - 5) }

    /// The last first line of the file: its end at the bottom.
    var maxScroll: Int { max(0, lines.count - listRows) }

    /// Whether `error` is GitHub's word that the repository is empty.
    static func saysEmpty(_ error: GitHubError) -> Bool {
        switch error.rootCause {
        case .httpError(409, _): true
        case .notFound(_, let message): message.contains("empty")
        default: false
        }
    }

    /// The web URL of what is shown: the file, the entry under the cursor, or the directory.
    var webURL: String {
        if filePath != nil, let url = file?.htmlURL { return url }
        if filePath == nil, picker == nil, let url = listing.selected?.htmlURL { return url }
        let base = "https://github.com/\(repository)"
        guard let ref = ref ?? defaultBranch else { return base }
        let shown = filePath ?? path
        let segments = [ref] + shown.split(separator: "/").map(String.init)
        let escaped = segments.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }
        return "\(base)/\(filePath == nil ? "tree" : "blob")/" + escaped.joined(separator: "/")
    }

    /// Lays the screen out for `size`: the file's lines at its width (once per resize or
    /// arrival, never per key), its search found again in them.
    mutating func layOut(size: ScreenSize) {
        self.size = size
        lines = file?.lines(width: max(10, size.width - 2), showsSource: showsSource) ?? []
        texts = lines.indices.map { $0 == 0 ? "" : lines[$0].dropFirst().map(\.text).joined() }
        if let query = search?.query { search = CodeSearch(query, in: texts) }
        scroll = max(0, min(scroll, maxScroll))
        let rows = listRows
        listing.keepCursorVisible(rows: rows)
        picker?.keepCursorVisible(rows: rows)
    }

    // MARK: - Keys

    /// The code screen's part of the reducer for a key: `command` is what the key map made of
    /// `key` (nil: typed text, or an unbound key).
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        let rows = listRows
        if searchDraft != nil {
            editSearch(command, key: key, context: &context)
        } else if isEditingFilter {
            switch command {
            case .down?, .up?, .pageDown?, .pageUp?:
                if picker != nil {
                    _ = picker?.move(command!, rows: rows)
                } else {
                    _ = listing.move(command!, rows: rows)
                }
            default:
                isEditingFilter =
                    picker != nil
                    ? picker?.editFilter(command, key: key) ?? false : listing.editFilter(command, key: key)
            }
        } else if let command {
            if filePath != nil {
                updateFile(command, context: &context)
            } else if picker != nil {
                updatePicker(command, key: key, context: &context)
            } else {
                updateListing(command, key: key, context: &context)
            }
        }
    }

    /// A key on the directory listing.
    private mutating func updateListing(_ command: KeyCommand, key: KeyEvent, context: inout UpdateContext) {
        switch command {
        case .down, .up, .top, .bottom, .pageDown, .pageUp: _ = listing.move(command, rows: listRows)
        case .open:
            guard case .content(let item)? = listing.selected else { return }
            if item.isDirectory {
                show(directory: item.path, reselecting: nil, context: &context)
            } else {
                open(item.path)
            }
        case .back where key == .escape && !listing.filter.isEmpty: listing.setFilter("")
        case .back:
            if path.isEmpty {
                context.navigation = .back
            } else {
                let parent = path.split(separator: "/").dropLast().joined(separator: "/")
                show(directory: parent, reselecting: path, context: &context)
            }
        case .filter: isEditingFilter = true
        case .filterBranch: picker = ListState()
        case .browse: context.effects.append(.open(webURL))
        case .copyURL: context.effects.append(.copy(webURL))
        case .refresh:
            if let unwanted = listing.startOver() { context.effects.append(.cancel(unwanted)) }
            wantsRefresh = true
            context.notice = "refreshing…"
        default: break
        }
    }

    /// A key on the branch and tag picker.
    private mutating func updatePicker(_ command: KeyCommand, key: KeyEvent, context: inout UpdateContext) {
        let rows = listRows
        switch command {
        case .down, .up, .top, .bottom, .pageDown, .pageUp: _ = picker?.move(command, rows: rows)
        case .open:
            guard case .gitRef(let chosen)? = picker?.selected else { return }
            picker = nil
            ref = chosen.name
            refIsTag = chosen.isTag
            show(directory: "", reselecting: nil, context: &context)
            context.notice = "browsing \(chosen.isTag ? "tag" : "branch") \(Sanitizer.clean(chosen.name))"
        case .back where key == .escape && picker?.filter.isEmpty == false: picker?.setFilter("")
        case .back, .filterBranch:
            if let pending = picker?.pending { context.effects.append(.cancel(pending.id)) }
            picker = nil
        case .filter: isEditingFilter = true
        default: break
        }
    }

    /// A key on an open file.
    private mutating func updateFile(_ command: KeyCommand, context: inout UpdateContext) {
        switch command {
        case .down: scroll += 1
        case .up: scroll -= 1
        case .pageDown: scroll += listRows
        case .pageUp: scroll -= listRows
        case .top: scroll = 0
        case .bottom: scroll = maxScroll
        case .filter: searchDraft = search?.query ?? ""
        case .nextMatch, .previousMatch: match(forward: command == .nextMatch, context: &context)
        case .toggleSource:
            guard file?.isMarkdown == true else {
                context.notice = "\(context.key(.toggleSource, in: .codeFile)) applies to Markdown files"
                return
            }
            showsSource.toggle()
            scroll = 0
            layOut(size: size)
        case .back:
            if let filePending { context.effects.append(.cancel(filePending)) }
            closeFile()
        case .browse: context.effects.append(.open(webURL))
        case .copyURL: context.effects.append(.copy(webURL))
        case .refresh:
            if let filePending { context.effects.append(.cancel(filePending)) }
            filePending = nil
            fileError = nil
            file = nil
            wantsRefresh = true
            context.notice = "refreshing…"
        default: break
        }
        scroll = max(0, min(scroll, maxScroll))
    }

    /// A key at the search prompt: typed text, Backspace, Enter searches, Esc closes it.
    private mutating func editSearch(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        switch (command, key) {
        case (.keepFilter?, _):
            find(searchDraft ?? "", context: &context)
            searchDraft = nil
        case (.clearFilter?, _): searchDraft = nil
        case (.deleteCharacter?, _): if searchDraft?.isEmpty == false { searchDraft?.removeLast() }
        case (nil, .character(let character)) where (searchDraft?.count ?? 0) < 200:
            searchDraft?.append(character)
        default: break
        }
    }

    /// Searches the file for `query` and shows the first match at or after the top line; an
    /// empty query ends the search.
    private mutating func find(_ query: String, context: inout UpdateContext) {
        guard !query.isEmpty else {
            search = nil
            return
        }
        var found = CodeSearch(query, in: texts)
        guard !found.lines.isEmpty else {
            search = found
            context.notice = "“\(Sanitizer.clean(query))” not found"
            return
        }
        found.current = found.lines.firstIndex { $0 >= scroll } ?? 0
        search = found
        showMatch()
    }

    /// `n` and `N`: the next or previous match, wrapping around.
    private mutating func match(forward: Bool, context: inout UpdateContext) {
        guard var found = search, !found.lines.isEmpty else {
            context.notice =
                search == nil
                ? "\(context.key(.filter, in: .codeFile)) searches the file first" : "no match to go to"
            return
        }
        let count = found.lines.count
        found.current = found.current.map { (forward ? $0 + 1 : $0 + count - 1) % count } ?? 0
        search = found
        showMatch()
    }

    /// Scrolls the current match into view, a few lines below the top.
    private mutating func showMatch() {
        guard let search, let current = search.current else { return }
        let line = search.lines[current]
        if line < scroll || line >= scroll + listRows { scroll = max(0, line - 2) }
        scroll = max(0, min(scroll, maxScroll))
    }

    /// Lists `directory` from the start (the cursor on `reselecting` once it arrives), closing
    /// any file.
    private mutating func show(directory: String, reselecting: String?, context: inout UpdateContext) {
        if let unwanted = listing.pending?.id { context.effects.append(.cancel(unwanted)) }
        if let filePending { context.effects.append(.cancel(filePending)) }
        closeFile()
        path = directory
        listing = ListState()
        reselect = reselecting
        isEditingFilter = false
    }

    /// Opens the file at `filePath`: asked for when the screen reconciles.
    private mutating func open(_ filePath: String) {
        self.filePath = filePath
        scroll = 0
    }

    /// Back from a file to its directory's listing.
    private mutating func closeFile() {
        filePath = nil
        file = nil
        filePending = nil
        fileError = nil
        search = nil
        searchDraft = nil
        showsSource = false
        scroll = 0
        lines = []
        texts = []
    }

    /// Takes the file GitHub sent.
    mutating func show(_ loaded: ContentFile) {
        file = CodeFile(loaded)
        layOut(size: size)
    }

    /// Takes the start of a file too big for its object (nil: it could not be read).
    mutating func takeStart(_ start: Data?) {
        file?.takeStart(start)
        layOut(size: size)
    }

    /// Takes a directory's entries: directories first, then the rest, each in GitHub's order
    /// (by name); the cursor on the directory just left, if any.
    mutating func list(_ items: [ContentItem]) {
        let ordered = items.filter(\.isDirectory) + items.filter { !$0.isDirectory }
        listing.receivePending(
            PageResult(items: ordered.map(ListItem.content), totalPages: 1, next: nil, cachedAt: nil),
            isCachedCopy: false)
        if let reselect, let index = ordered.firstIndex(where: { $0.path == reselect }) {
            listing.moveCursor(to: index, rows: listRows)
        }
        reselect = nil
    }
}
