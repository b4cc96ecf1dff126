// Over 300 lines on purpose: this is one SAX state machine (the XMLParser callbacks, the Atom and
// RSS element tables, and the draft entry they fill). Split into files, its state would have to be
// shared across them, and each callback would be read apart from the state it moves.

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an Atom or RSS document with `XMLParser` (SAX), collecting only the fields a ``Feed`` has.
///
/// Elements are matched by local name and namespace, so prefixes (Atom as the default namespace,
/// `media:thumbnail`, `content:encoded`, `dc:creator`) do not matter. The first XML error stops
/// the reading: the entries completed before it are kept, which is what a cut-off document needs.
final class FeedReader: NSObject, XMLParserDelegate {
    /// What a reading produced.
    struct Result {
        var title = ""
        var updated: Date?
        var link: URL?
        var entries: [FeedEntry] = []
        /// Whether the root element's end tag was reached.
        var isComplete = false
        /// Whether reading stopped at the entry limit.
        var reachedEntryLimit = false
        /// The first XML error: its line and libxml2's code.
        var failure: (line: Int, code: Int)?
    }

    private enum Format { case atom, rss }
    private enum Scope { case feed, entry }
    private enum Field { case id, title, published, updated, link, authorName, authorURI, content, summary }
    /// How a field's text is turned into plain text.
    private enum Markup { case text, html, xhtml, entities, raw }

    private struct Capture {
        var scope: Scope
        var field: Field
        var markup: Markup
        var depth: Int
        var text = ""
    }

    /// One entry, or the feed's own fields, while they are read.
    private struct Draft {
        var id = ""
        var title = ""
        var published: Date?
        var updated: Date?
        var link: URL?
        var linkRank = Int.max
        var author = ""
        var authorURL: URL?
        var thumbnail: URL?
        var content: String?
        var summary: String?
    }

    private enum Namespace {
        static let atom = "http://www.w3.org/2005/Atom"
        static let atom03 = "http://purl.org/atom/ns#"
        static let rss10 = "http://purl.org/rss/1.0/"
        static let rss090 = "http://my.netscape.com/rdf/simple/0.9/"
        static let media = "http://search.yahoo.com/mrss/"
        static let content = "http://purl.org/rss/1.0/modules/content/"
        static let dublinCore = "http://purl.org/dc/elements/1.1/"
    }

    /// Text beyond this many bytes in one field is dropped, so one huge element cannot grow
    /// memory beyond what the document itself takes.
    private static let maxFieldBytes = 1 << 20

    private let maxEntries: Int
    private let baseURL: URL?
    private var result = Result()
    private var format: Format?
    private var depth = 0
    private var channelDepth: Int?
    private var entryDepth: Int?
    private var authorDepth: Int?
    private var capture: Capture?
    private var feed = Draft()
    private var entry = Draft()
    private var stopped = false

    private init(maxEntries: Int, baseURL: URL?) {
        self.maxEntries = maxEntries
        self.baseURL = baseURL
    }

    /// Reads UTF-8 `data` whose root element is known to be `feed`, `rss` or `RDF`.
    static func read(_ data: Data, maxEntries: Int, baseURL: URL?) -> Result {
        let reader = FeedReader(maxEntries: maxEntries, baseURL: baseURL)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        // Never fetch DTDs or external entities; internal ones were refused before parsing.
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        parser.delegate = reader
        _ = parser.parse()
        var result = reader.result
        result.title = reader.feed.title
        result.updated = reader.feed.updated ?? reader.feed.published
        result.link = reader.feed.link
        return result
    }

    // MARK: - XMLParserDelegate

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
        depth += 1
        if capture != nil {
            if HTMLText.isBlock(elementName) { appendToCapture("\u{2028}") }
            return
        }
        let namespace = namespaceURI ?? ""
        let qualified = qName ?? elementName
        guard let format else {
            switch elementName {
            case "feed": format = .atom
            case "rss", "RDF": format = .rss
            default: stop(parser)
            }
            return
        }
        switch format {
        case .atom:
            startAtom(elementName, core: isCore(namespace, qualified, for: .atom), attributes, parser)
        case .rss:
            startRSS(
                elementName, core: isCore(namespace, qualified, for: .rss), namespace, qualified, attributes,
                parser)
        }
        if entryDepth != nil, elementName == "thumbnail",
            namespace == Namespace.media || qualified.hasPrefix("media:"),
            entry.thumbnail == nil
        {
            entry.thumbnail = url(attributes["url"])
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        defer { depth -= 1 }
        if let capture {
            guard capture.depth == depth else {
                if HTMLText.isBlock(elementName) { appendToCapture("\u{2028}") }
                return
            }
            finish(capture)
            self.capture = nil
        }
        if depth == authorDepth { authorDepth = nil }
        if depth == entryDepth {
            entryDepth = nil
            finishEntry()
        }
        if depth == channelDepth { channelDepth = nil }
        if depth == 1 { result.isComplete = true }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if capture != nil { appendToCapture(string) }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if capture != nil { appendToCapture(String(decoding: block, as: UTF8.self)) }
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        // Refused before parsing; should one slip through, stop rather than expand it.
        fail(parser, code: 89)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        let code = (parseError as NSError).code
        guard !result.isComplete, !Self.isTolerable(code) else { return }
        fail(parser, code: code)
    }

    /// libxml2 codes that do not damage the document's structure: an undeclared entity (`&nbsp;`
    /// in a sloppy feed), namespace mistakes (an undeclared `media:` prefix) and warnings.
    private static func isTolerable(_ code: Int) -> Bool {
        code == 26 || code == 27 || (99...109).contains(code) || (200...299).contains(code)
    }

    // MARK: - Atom

    private func startAtom(_ name: String, core: Bool, _ attributes: [String: String], _ parser: XMLParser) {
        guard core else { return }
        if let entryDepth {
            if depth == entryDepth + 1 {
                switch name {
                case "id": begin(.entry, .id, .raw)
                case "title": begin(.entry, .title, markup(attributes["type"]))
                case "published", "issued": begin(.entry, .published, .raw)
                case "updated", "modified": begin(.entry, .updated, .raw)
                case "content": begin(.entry, .content, markup(attributes["type"]))
                case "summary": begin(.entry, .summary, markup(attributes["type"]))
                case "link": consider(link: attributes, in: &entry)
                case "author": authorDepth = depth
                default: break
                }
            } else if let authorDepth, depth == authorDepth + 1 {
                switch name {
                case "name": begin(.entry, .authorName, .text)
                case "uri": begin(.entry, .authorURI, .raw)
                default: break
                }
            }
        } else if name == "entry", depth == 2 {
            startEntry(parser)
        } else if depth == 2 {
            switch name {
            case "title": begin(.feed, .title, markup(attributes["type"]))
            case "updated", "modified": begin(.feed, .updated, .raw)
            case "link": consider(link: attributes, in: &feed)
            default: break
            }
        }
    }

    // MARK: - RSS

    private func startRSS(
        _ name: String, core: Bool, _ namespace: String, _ qualified: String, _ attributes: [String: String],
        _ parser: XMLParser
    ) {
        let isDublinCore = namespace == Namespace.dublinCore || qualified.hasPrefix("dc:")
        let isContent = namespace == Namespace.content || qualified.hasPrefix("content:")
        if let entryDepth {
            guard depth == entryDepth + 1 else { return }
            switch name {
            case "guid" where core: begin(.entry, .id, .raw)
            case "title" where core: begin(.entry, .title, .entities)
            case "link" where core: begin(.entry, .link, .raw)
            case "pubDate" where core: begin(.entry, .published, .raw)
            case "date" where isDublinCore: begin(.entry, .published, .raw)
            case "author" where core, "creator" where isDublinCore: begin(.entry, .authorName, .entities)
            case "description" where core: begin(.entry, .summary, .html)
            case "encoded" where isContent: begin(.entry, .content, .html)
            default: break
            }
        } else if core, name == "channel", depth == 2 {
            channelDepth = depth
        } else if core, name == "item", depth == (channelDepth ?? 1) + 1 || depth == 2 {
            startEntry(parser)
        } else if let channelDepth, depth == channelDepth + 1 {
            switch name {
            case "title" where core: begin(.feed, .title, .entities)
            case "link" where core: begin(.feed, .link, .raw)
            case "lastBuildDate" where core: begin(.feed, .updated, .raw)
            case "date" where isDublinCore: begin(.feed, .updated, .raw)
            case "pubDate" where core: begin(.feed, .published, .raw)
            default: break
            }
        }
    }

    // MARK: - Building

    private func isCore(_ namespace: String, _ qualified: String, for format: Format) -> Bool {
        // An undeclared prefix (`media:title` without its xmlns) arrives with no namespace.
        if namespace.isEmpty { return !qualified.contains(":") }
        switch format {
        case .atom: return namespace == Namespace.atom || namespace == Namespace.atom03
        case .rss: return namespace == Namespace.rss10 || namespace == Namespace.rss090
        }
    }

    private func markup(_ type: String?) -> Markup {
        switch type?.lowercased() {
        case "html", "text/html": .html
        case "xhtml", "application/xhtml+xml": .xhtml
        default: .text
        }
    }

    private func startEntry(_ parser: XMLParser) {
        guard result.entries.count < maxEntries else {
            result.reachedEntryLimit = true
            stop(parser)
            return
        }
        entryDepth = depth
        entry = Draft()
    }

    private func finishEntry() {
        let id = entry.id.isEmpty ? entry.link?.absoluteString ?? "" : entry.id
        // An RSS guid is usually the item's permalink.
        if entry.link == nil, id.hasPrefix("http://") || id.hasPrefix("https://") {
            entry.link = url(id)
        }
        result.entries.append(
            FeedEntry(
                id: id, title: entry.title, published: entry.published, updated: entry.updated,
                link: entry.link,
                author: entry.author, authorUrl: entry.authorURL, thumbnailUrl: entry.thumbnail,
                content: entry.content ?? entry.summary ?? ""))
    }

    private func begin(_ scope: Scope, _ field: Field, _ markup: Markup) {
        capture = Capture(scope: scope, field: field, markup: markup, depth: depth)
    }

    private func appendToCapture(_ text: String) {
        guard let current = capture?.text.utf8.count, current < Self.maxFieldBytes else { return }
        capture?.text += text
    }

    private func finish(_ capture: Capture) {
        let raw = capture.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let text: String =
            switch capture.markup {
            case .html: HTMLText.plainText(fromHTML: capture.text)
            case .xhtml: HTMLText.collapsingWhitespace(capture.text, keepingLineBreaks: false)
            case .entities: HTMLText.decodingEntities(capture.text)
            case .text:
                HTMLText.collapsingWhitespace(capture.text, keepingLineBreaks: capture.field == .content)
            case .raw: raw
            }
        switch capture.scope {
        case .feed: assign(text, to: capture.field, in: &feed)
        case .entry: assign(text, to: capture.field, in: &entry)
        }
    }

    private func assign(_ text: String, to field: Field, in draft: inout Draft) {
        switch field {
        case .id: draft.id = text
        case .title: draft.title = text
        case .published: draft.published = draft.published ?? FeedDate.parse(text)
        case .updated: draft.updated = draft.updated ?? FeedDate.parse(text)
        case .link:
            if draft.link == nil { draft.link = url(text) }
        case .authorName:
            if draft.author.isEmpty { draft.author = text }
        case .authorURI: draft.authorURL = url(text)
        case .content: draft.content = text
        case .summary: draft.summary = text
        }
    }

    /// Takes an Atom `link` if it is the best "alternate" so far: `rel` missing or `alternate`,
    /// HTML (or untyped) before other types.
    private func consider(link attributes: [String: String], in draft: inout Draft) {
        let rel = attributes["rel"]?.lowercased() ?? "alternate"
        guard rel == "alternate", let href = url(attributes["href"]) else { return }
        let type = attributes["type"]?.lowercased() ?? "text/html"
        let rank = type.hasPrefix("text/html") ? 0 : 1
        if rank < draft.linkRank {
            draft.link = href
            draft.linkRank = rank
        }
    }

    private func url(_ text: String?) -> URL? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return nil
        }
        return URL(string: text, relativeTo: baseURL)?.absoluteURL
    }

    private func fail(_ parser: XMLParser, code: Int) {
        guard !stopped else { return }
        result.failure = (parser.lineNumber, code)
        stop(parser)
    }

    private func stop(_ parser: XMLParser) {
        guard !stopped else { return }
        stopped = true
        parser.abortParsing()
    }
}
