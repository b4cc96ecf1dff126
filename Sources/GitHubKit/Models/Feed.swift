import Foundation

/// A syndication feed (Atom or RSS 2.0), such as GitHub's activity feed `https://github.com/{user}.atom`.
///
/// Both formats read into this one shape. Keys encode in snake case with the project's
/// encoder (`is_truncated`).
public struct Feed: Codable, Equatable, Hashable, Sendable {
    /// The feed's title, e.g. `mona’s Activity`; empty when the feed has none.
    public var title: String
    /// When the feed last changed (Atom `updated`, RSS `lastBuildDate` or `pubDate`).
    public var updated: Date?
    /// The web page the feed belongs to (Atom `link rel="alternate"`, RSS `link`).
    public var link: URL?
    /// The entries in the feed's order (GitHub's: newest first).
    public var entries: [FeedEntry]
    /// Whether entries are missing: the document was cut off or damaged part-way, or it was larger
    /// than the parser's byte or entry limit. The entries present are complete.
    public var isTruncated: Bool

    /// Creates a feed.
    public init(
        title: String = "", updated: Date? = nil, link: URL? = nil, entries: [FeedEntry] = [],
        isTruncated: Bool = false
    ) {
        self.title = title
        self.updated = updated
        self.link = link
        self.entries = entries
        self.isTruncated = isTruncated
    }
}
