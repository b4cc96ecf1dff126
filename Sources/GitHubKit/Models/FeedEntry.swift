import Foundation

/// One entry of a ``Feed``: an Atom `entry` or an RSS `item`, with its text made plain.
public struct FeedEntry: Codable, Equatable, Hashable, Sendable, Identifiable {
    /// The entry's identity: Atom `id` (`tag:github.com,2008:PushEvent/123`), RSS `guid` or `link`.
    public var id: String
    /// What happened, read from GitHub's entry id; `.unknown` for ids that name no event.
    public var kind: FeedEntryKind
    /// The title as plain text, e.g. `mona pushed to main in mona/hello-world`; empty when missing.
    public var title: String
    /// When the entry was first published (Atom `published`, RSS `pubDate`); nil when missing or unreadable.
    public var published: Date?
    /// When the entry last changed (Atom `updated`); nil when missing or unreadable.
    public var updated: Date?
    /// The entry's web page (Atom `link rel="alternate"`, RSS `link`).
    public var link: URL?
    /// The author's name (Atom `author/name`, RSS `author` or `dc:creator`); empty when missing.
    public var author: String
    /// The author's page (Atom `author/uri`).
    public var authorUrl: URL?
    /// A small picture for the entry (`media:thumbnail`), on GitHub the actor's avatar.
    public var thumbnailUrl: URL?
    /// The body as plain text: tags stripped, entities decoded, whitespace collapsed, with line
    /// breaks where the HTML had paragraphs, breaks and list items.
    public var content: String

    /// Creates an entry.
    public init(
        id: String, kind: FeedEntryKind? = nil, title: String = "", published: Date? = nil,
        updated: Date? = nil,
        link: URL? = nil, author: String = "", authorUrl: URL? = nil, thumbnailUrl: URL? = nil,
        content: String = ""
    ) {
        self.id = id
        self.kind = kind ?? FeedEntryKind(entryID: id)
        self.title = title
        self.published = published
        self.updated = updated
        self.link = link
        self.author = author
        self.authorUrl = authorUrl
        self.thumbnailUrl = thumbnailUrl
        self.content = content
    }

    /// `published`, else `updated`: the time to show and sort by.
    public var date: Date? { published ?? updated }
}
