import GitHubKit

/// A file open on the code screen, read once from `GET …/contents/{path}`: text and Markdown as
/// the gist screen reads them (`GistFileText`: numbered lines, Markdown rendered, its source kept
/// for `m`), anything else said as what it is: an image or binary with its size, a file over
/// 1 MB (GitHub sends no content for one), a symlink, a submodule.
struct CodeFile: Equatable, Sendable {
    /// What the file is, as shown.
    enum Body: Equatable, Sendable {
        /// Text or Markdown (or bytes `GistFileText` found not to be text).
        case text(GistFileText, source: GistFileText?)
        /// Not shown as text: a sentence saying why.
        case note(String)
    }

    /// GitHub answers a file this big without its content (`encoding: "none"`).
    static let largest = 1_000_000

    /// The path in the repository, as GitHub sent it.
    let path: String
    /// The file's page on the web.
    let htmlURL: String?
    /// Its size in bytes, as GitHub said it.
    let size: Int?
    /// The content, read.
    let body: Body

    /// `file` read: its kind and, for text, its lines or Markdown, once.
    init(_ file: ContentFile) {
        path = file.path
        htmlURL = file.htmlUrl
        size = file.size
        let bytes = file.size.map(Format.bytes) ?? "unknown size"
        let web = "o opens it on the web"
        switch file.type {
        case "symlink":
            body = .note("a symbolic link to \(Sanitizer.clean(file.target ?? "?"))")
        case "submodule":
            body = .note("a submodule: \(Sanitizer.clean(file.submoduleGitUrl ?? "?")); \(web)")
        default:
            if file.encoding == "none" || (file.size ?? 0) > Self.largest {
                body = .note("too large to show here (\(bytes)); \(web)")
            } else if Self.isImageName(file.name) {
                body = .note("an image (\(bytes)): not shown as text; \(web)")
            } else if let text = file.decodedContent {
                let read = GistFileText(
                    name: file.name, language: nil, size: file.size, content: text, type: nil)
                let source: GistFileText? =
                    if case .markdown = read.body {
                        GistFileText(
                            name: file.name, language: nil, size: file.size, content: text, type: nil,
                            asSource: true)
                    } else {
                        nil
                    }
                body = .text(read, source: source)
            } else {
                body = .note("a binary file (\(bytes)): not shown as text; \(web)")
            }
        }
    }

    /// Whether the file is Markdown, which `m` shows rendered or as its source.
    var isMarkdown: Bool {
        if case .text(_, let source) = body { source != nil } else { false }
    }

    /// The file's name, sanitized.
    var name: String { Sanitizer.clean(String(path.split(separator: "/").last ?? "")) }

    /// The file in lines of at most `width` columns: a heading, then the content (the source of
    /// Markdown with `showsSource`); each line's first span is its gutter (a line number or an
    /// indent), which a search skips.
    func lines(width: Int, showsSource: Bool) -> [[Span]] {
        switch body {
        case .text(let text, let source):
            return (showsSource ? source ?? text : text).lines(width: width)
        case .note(let note):
            let facts = size.map { [Span("  " + Format.bytes($0), .faint)] } ?? []
            return [
                [Span("▌ ", Style(color: .blue)), Span(name, .strong)] + facts,
                [Span(""), Span(note, Style(color: .yellow))],
            ]
        }
    }

    /// Whether `name` is an image's (by its extension).
    static func isImageName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["png", "jpg", "jpeg", "gif", "webp", "bmp", "ico", "tiff"].contains {
            lowered.hasSuffix("." + $0)
        }
    }
}
