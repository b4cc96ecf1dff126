/// Feeds that are not what a feed reader hopes for, served at `/{login}.atom` for these logins.
///
/// None of these logins is an account: the API answers 404 for them. The body faults
/// (``Fault/truncatedJSON``, ``Fault/htmlBody``, ``Fault/emptyBody``, ``Fault/malformedJSON``)
/// break any feed too.
public enum FeedSample: String, CaseIterable, Sendable {
    /// 200, labelled Atom, but plain text.
    case notXML = "feed-not-xml"
    /// 200 with GitHub's sign-in page, as `text/html`.
    case html = "feed-html"
    /// `mona`'s feed cut off inside its 11th entry: 10 complete entries.
    case truncated = "feed-truncated"
    /// A document type whose entities would expand to a billion `lol`s.
    case billionLaughs = "feed-billion-laughs"
    /// A well-formed Atom feed of at least ``Options/bigFeedBytes`` bytes (50 MB by default).
    case big = "feed-big"
    /// `mona`'s feed as RSS 2.0: CDATA descriptions, `dc:creator`, RFC 822 dates in several zones.
    case rss = "feed-rss"
    /// An Atom feed in ISO-8859-1, declared in the prolog and in the `Content-Type` charset.
    case latin1 = "feed-latin1"
    /// An Atom feed in windows-1252, declared only in the prolog (curly quotes, euro sign, dashes).
    case windows1252 = "feed-windows-1252"
    /// `mona`'s first three entries in UTF-16 little-endian with a byte order mark.
    case utf16 = "feed-utf16"
    /// An Atom feed whose prolog declares an encoding nobody supports.
    case unknownEncoding = "feed-unknown-encoding"

    /// The login whose feed this is.
    public var login: String { rawValue }

    /// The number of complete entries in ``truncated``.
    public static let truncatedEntryCount = 10

    /// The entry titles of ``latin1``, as text.
    public static let latin1Titles = ["Crème brûlée für Zoë", "Søren's naïve façade, 25 °C ± 2 ©"]

    /// The entry title of ``windows1252``, as text.
    public static let windows1252Title = "“Smart quotes” cost €5 – or so…"

    /// The body of ``billionLaughs``: ten levels of entities, each ten of the one below.
    public static let billionLaughsDocument = """
        <?xml version="1.0"?>
        <!DOCTYPE feed [
          <!ENTITY lol "lol">
          <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
          <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
          <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
          <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
          <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
          <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
          <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
          <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
          <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
        ]>
        <feed xmlns="http://www.w3.org/2005/Atom">
          <title>&lol9;</title>
          <entry><id>tag:github.com,2008:PushEvent/1</id><title>&lol9;</title></entry>
        </feed>

        """
}
