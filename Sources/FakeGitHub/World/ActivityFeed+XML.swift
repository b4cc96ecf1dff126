import Foundation

/// The feed as XML: Atom as GitHub's web host writes it, and RSS 2.0.
extension ActivityFeed {
    // MARK: - Atom

    /// `user`'s feed as GitHub's web host serves it.
    func atom(for user: UserRecord) -> String {
        atom(login: user.login, items: items(for: user), fallbackUpdated: user.updatedAt)
    }

    /// A feed with GitHub's structure for `login` with these `items`.
    func atom(
        login: String, items: [Item], fallbackUpdated: Int = UserCatalog.worldNow, encoding: String = "UTF-8"
    )
        -> String
    {
        Self.atomHeader(login: login, updated: items.first?.published ?? fallbackUpdated, encoding: encoding)
            + items.map { Self.atomEntry($0, login: login) }.joined() + "</feed>\n"
    }

    static func atomHeader(login: String, updated: Int, encoding: String = "UTF-8") -> String {
        """
        <?xml version="1.0" encoding="\(encoding)"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="en-US">
          <id>tag:github.com,2008:/\(escape(login))</id>
          <link type="text/html" rel="alternate" href="\(web)/\(escape(login))"/>
          <link type="application/atom+xml" rel="self" href="\(web)/\(escape(login)).atom"/>
          <title>\(escape(login))’s Activity</title>
          <updated>\(Timestamp.iso8601(updated))</updated>

        """
    }

    static func atomEntry(_ item: Item, login: String) -> String {
        let published = Timestamp.iso8601(item.published)
        return """
              <entry>
                <id>\(item.id)</id>
                <published>\(published)</published>
                <updated>\(published)</updated>
                <link type="text/html" rel="alternate" href="\(escape(item.link))"/>
                <title type="html">\(escape(escape(item.title)))</title>
                <author>
                  <name>\(escape(login))</name>
                  <uri>\(web)/\(escape(login))</uri>
                </author>
                <media:thumbnail height="30" width="30" url="\(escape(avatar(login)))"/>
                <content type="html">\(escape(item.content))</content>
              </entry>

            """
    }

    // MARK: - RSS

    /// The same items as RSS 2.0, with CDATA descriptions and RFC 822 dates in varied zones.
    func rss(for user: UserRecord, selfLogin: String) -> String {
        let items = items(for: user)
        let login = Self.escape(user.login)
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" \
            xmlns:media="http://search.yahoo.com/mrss/">
              <channel>
                <title>\(login)’s Activity</title>
                <link>\(Self.web)/\(login)</link>
                <description>Public activity of \(login) on GitHub</description>
                <atom:link href="\(Self.web)/\(Self.escape(selfLogin)).atom" rel="self" type="application/rss+xml"/>
                <lastBuildDate>\(Self.rfc822(items.first?.published ?? user.updatedAt, variant: 0))</lastBuildDate>

            """
        for (index, item) in items.enumerated() {
            text += """
                    <item>
                      <title>\(Self.escape(Self.escape(item.title)))</title>
                      <link>\(Self.escape(item.link))</link>
                      <guid isPermaLink="false">\(item.id)</guid>
                      <pubDate>\(Self.rfc822(item.published, variant: index))</pubDate>
                      <dc:creator>\(login)</dc:creator>
                      <media:thumbnail url="\(Self.escape(Self.avatar(user.login)))"/>
                      <description><![CDATA[\(item.content)]]></description>
                    </item>

                """
        }
        return text + "  </channel>\n</rss>\n"
    }

    /// An RFC 822 date in one of four spellings: GMT, +0000, -0500 and EST without the weekday.
    static func rfc822(_ epoch: Int, variant: Int) -> String {
        switch variant % 4 {
        case 0: return Timestamp.httpDate(epoch)
        case 1: return Timestamp.httpDate(epoch).replacingOccurrences(of: " GMT", with: " +0000")
        case 2: return Timestamp.httpDate(epoch - 5 * 3600).replacingOccurrences(of: " GMT", with: " -0500")
        default:
            return String(Timestamp.httpDate(epoch - 5 * 3600).dropFirst(5)).replacingOccurrences(
                of: " GMT", with: " EST")
        }
    }
}
