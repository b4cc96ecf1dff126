import Foundation
import GitHubKit

/// A file open on the code screen, read once from `GET …/contents/{path}`: text and Markdown as
/// the gist screen reads them (`GistFileText`: numbered lines, Markdown rendered, its source kept
/// for `m`), anything else said as what it is: an image or binary with its size, a symlink, a
/// submodule. A file over 1 MB, whose object GitHub sends without content, shows its first
/// `shownBytes` once they are read raw (`Fetch.fileStart`), with a note that it is cut short.
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
    /// How much of a bigger file is read and shown: its first mebibyte.
    static let shownBytes = 1_048_576

    /// The path in the repository, as GitHub sent it.
    let path: String
    /// The file's page on the web.
    let htmlURL: String?
    /// Its size in bytes, as GitHub said it.
    let size: Int?
    /// The content, read.
    private(set) var body: Body
    /// Whether the file is too big for its object and its start is still to be read raw.
    private(set) var awaitsStart = false

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
            if Self.isImageName(file.name) {
                body = .note("an image (\(bytes)): not shown as text; \(web)")
            } else if file.encoding == "none" || (file.size ?? 0) > Self.largest {
                body = .note(
                    "too large to show whole (\(bytes)): reading its first \(Format.bytes(Self.shownBytes))…")
                awaitsStart = true
            } else if let text = file.decodedContent {
                body = Self.text(name: file.name, size: file.size, content: text, truncated: false)
            } else {
                body = .note("a binary file (\(bytes)): not shown as text; \(web)")
            }
        }
    }

    /// Takes the start of a file too big for its object, as read raw; nil when it could not be
    /// read (GitHub sends no raw file over 100 MB), which leaves the file said too large. A start
    /// shorter than the file is cut after its last whole line.
    mutating func takeStart(_ start: Data?) {
        awaitsStart = false
        let bytes = size.map(Format.bytes) ?? "unknown size"
        guard var start else {
            body = .note("too large to show here (\(bytes)); o opens it on the web")
            return
        }
        let truncated = start.count < (size ?? 0) || start.count >= Self.shownBytes
        if truncated, let end = start.lastIndex(of: UInt8(ascii: "\n")) {
            start = start[..<start.index(after: end)]
        }
        let text = String(decoding: start, as: UTF8.self)
        body =
            GistFileText.isBinary(text, type: nil)
            ? .note("a binary file (\(bytes)): not shown as text; o opens it on the web")
            : Self.text(name: name, size: size, content: text, truncated: truncated)
    }

    /// Text read as the gist screen reads it, with Markdown's source kept for `m`.
    private static func text(name: String, size: Int?, content: String, truncated: Bool) -> Body {
        let read = GistFileText(
            name: name, language: nil, size: size, content: content, type: nil, truncated: truncated)
        let source: GistFileText? =
            if case .markdown = read.body {
                GistFileText(
                    name: name, language: nil, size: size, content: content, type: nil, truncated: truncated,
                    asSource: true)
            } else {
                nil
            }
        return .text(read, source: source)
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
                [Span("▌ ", Style(.accent)), Span(name, .strong)] + facts,
                [Span(""), Span(note, Style(.warning))],
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
