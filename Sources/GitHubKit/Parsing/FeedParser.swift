import Foundation

/// Parses an Atom or RSS 2.0 (or RSS 1.0) document into a ``Feed``, safely and within limits.
///
/// ```swift
/// let feed = try await client.send(GithubRouter.activity.feed("mona"), parser: FeedParser())
/// ```
///
/// What it will not do, whatever the document says:
/// - expand entities declared in the document (the "billion laughs" attack): a document type
///   with an internal subset is refused before any XML parser sees it, and external entities
///   and DTDs are never fetched;
/// - read more than `maxBytes` of the body or more than `maxEntries` entries: what fits is
///   returned with `isTruncated` set, so memory and time stay bounded.
///
/// A document that is cut off or damaged part-way yields the entries completed before the damage,
/// with `isTruncated` set; one with nothing usable is a `GitHubError.decodingFailed` naming why.
/// Encodings: UTF-8, UTF-16 (with a byte order mark), ISO-8859-1, windows-1252 and US-ASCII.
public struct FeedParser: Parsable, Equatable {
    /// The default `maxBytes`: 10 MiB, far above any real activity feed (GitHub's are ~50 KB).
    public static let defaultMaxBytes = 10 * 1024 * 1024
    /// The default `maxEntries`.
    public static let defaultMaxEntries = 1000

    /// At most this many bytes of a body are read; the rest counts as cut off.
    public var maxBytes: Int
    /// At most this many entries are read; reading stops at the next one.
    public var maxEntries: Int

    /// Creates a parser with the given limits (each at least 1).
    public init(maxBytes: Int = FeedParser.defaultMaxBytes, maxEntries: Int = FeedParser.defaultMaxEntries) {
        self.maxBytes = max(1, maxBytes)
        self.maxEntries = max(1, maxEntries)
    }

    /// Parses `response.body`; relative links resolve against the request's URL.
    public func parse(_ response: APIResponse) throws(GitHubError) -> Feed {
        try parse(
            response.body, contentType: response.header("content-type"), baseURL: response.request.url,
            endpoint: response.endpoint)
    }

    /// Parses a feed document.
    ///
    /// - Parameters:
    ///   - contentType: the `Content-Type` header, if known: its charset is a fallback for the
    ///     encoding, and `text/html` names what a non-feed body is.
    ///   - baseURL: what relative links resolve against.
    ///   - endpoint: how errors name the source.
    public func parse(
        _ data: Data, contentType: String? = nil, baseURL: URL? = nil, endpoint: String = "the feed"
    ) throws(GitHubError) -> Feed {
        do {
            return try read(data, contentType: contentType, baseURL: baseURL)
        } catch {
            throw .decodingFailed(endpoint: endpoint, codingPath: error.location, reason: error.reason)
        }
    }

    private func read(_ data: Data, contentType: String?, baseURL: URL?) throws(FeedProblem) -> Feed {
        guard data.contains(where: { !Self.isSpace($0) }) else {
            throw FeedProblem("the body is empty; expected an Atom or RSS feed")
        }
        let isCapped = data.count > maxBytes
        let head = data.prefix(maxBytes)
        let (encoding, bomLength) = try TextEncoding.detect(head, contentType: contentType)
        let text = encoding.utf8(head, bomLength: bomLength)
        try checkPrologue(FeedPrologue.scan(text), text: text, contentType: contentType)

        let result = FeedReader.read(text, maxEntries: maxEntries, baseURL: baseURL)
        guard result.isComplete || !result.entries.isEmpty || result.reachedEntryLimit else {
            let location = result.failure.map { "line \($0.line)" } ?? ""
            let detail = result.failure.map { " (XML error \($0.code))" } ?? ""
            throw FeedProblem(
                isCapped
                    ? "no entry of the feed is complete within the parser's limit of \(maxBytes) bytes"
                    : "the XML is cut off or malformed before its first entry is complete\(detail)",
                location: location)
        }
        return Feed(
            title: result.title, updated: result.updated, link: result.link, entries: result.entries,
            isTruncated: result.reachedEntryLimit || !result.isComplete)
    }

    /// Throws unless the document starts like a feed: XML, no entity declarations, a feed root.
    private func checkPrologue(_ prologue: FeedPrologue, text: Data, contentType: String?) throws(FeedProblem)
    {
        let mediaType = contentType?.lowercased() ?? ""
        switch prologue {
        case .root(let name):
            let local = String(name.split(separator: ":").last ?? "")
            if ["feed", "rss", "RDF"].contains(local) { return }
            if local.lowercased() == "html" || mediaType.contains("html") { throw Self.html(text) }
            throw FeedProblem(
                "expected an Atom or RSS feed but the document's root element is <\(GitHubNames.quoted(name).dropFirst().dropLast())>"
            )
        case .html:
            throw Self.html(text)
        case .entityDeclarations:
            throw FeedProblem(
                "the feed declares entities in a document type (<!DOCTYPE … [<!ENTITY …>]>); refused "
                    + "rather than expanded, as no real feed needs them")
        case .notXML(let start):
            if mediaType.contains("html") { throw Self.html(text) }
            if mediaType.contains("json") || start.hasPrefix("{") || start.hasPrefix("[") {
                throw FeedProblem("expected an Atom or RSS feed but got JSON")
            }
            throw FeedProblem(
                "expected an Atom or RSS feed but the body is not XML (it starts with \(GitHubNames.quoted(start)))"
            )
        case .noRoot:
            throw FeedProblem("the XML ends, or runs over 64 KB, before the feed's root element starts")
        }
    }

    /// The error for an HTML page, naming the page by its title when it has one.
    private static func html(_ text: Data) -> FeedProblem {
        let head = String(decoding: text.prefix(16 * 1024), as: UTF8.self)
        var reason = "expected an Atom or RSS feed but got HTML"
        if let open = head.range(of: "<title", options: .caseInsensitive),
            let start = head[open.upperBound...].firstIndex(of: ">"),
            let close = head[start...].range(of: "</title", options: .caseInsensitive)
        {
            let title = HTMLText.plainText(
                fromHTML: String(head[head.index(after: start)..<close.lowerBound]))
            if !title.isEmpty { reason += " (a page titled \(GitHubNames.quoted(title)))" }
        }
        return FeedProblem(reason)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
