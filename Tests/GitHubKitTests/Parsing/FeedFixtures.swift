import FakeGitHub
import Foundation

/// Feed documents shaped like the ones GitHub and common RSS publishers send.
enum FeedFixtures {
    /// Two entries of `https://github.com/mona.atom`, as GitHub writes them.
    static let gitHubAtom = """
        <?xml version="1.0" encoding="UTF-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="en-US">
          <id>tag:github.com,2008:/mona</id>
          <link type="text/html" rel="alternate" href="https://github.com/mona"/>
          <link type="application/atom+xml" rel="self" href="https://github.com/mona.atom"/>
          <title>mona’s Activity</title>
          <updated>2025-05-31T23:00:00Z</updated>
          <entry>
            <id>tag:github.com,2008:PushEvent/40000000001</id>
            <published>2025-05-31T23:00:00Z</published>
            <updated>2025-05-31T23:00:00Z</updated>
            <link type="text/html" rel="alternate" href="https://github.com/mona/hello-world/compare/1a2b3c4...5d6e7f8"/>
            <title type="html">mona pushed to main in mona/hello-world</title>
            <author>
              <name>mona</name>
              <uri>https://github.com/mona</uri>
            </author>
            <media:thumbnail height="30" width="30" url="https://avatars.githubusercontent.com/u/583231?s=30&amp;v=4"/>
            <content type="html">&lt;div class=&quot;push js-feed-item-view&quot;&gt;&lt;div class=&quot;body&quot;&gt;
        &lt;!-- push --&gt;
        &lt;span class=&quot;mr-2&quot;&gt;&lt;a href=&quot;/mona&quot;&gt;&lt;img class=&quot;avatar&quot; src=&quot;https://avatars.githubusercontent.com/u/583231?s=64&amp;amp;v=4&quot; alt=&quot;@mona&quot;&gt;&lt;/a&gt;&lt;/span&gt;
        &lt;div&gt;&lt;a href=&quot;/mona&quot;&gt;mona&lt;/a&gt; pushed to &lt;a href=&quot;/mona/hello-world/tree/main&quot;&gt;main&lt;/a&gt; in &lt;a href=&quot;/mona/hello-world&quot;&gt;mona/hello-world&lt;/a&gt;&lt;/div&gt;
        &lt;ul&gt;
          &lt;li&gt;&lt;code&gt;&lt;a href=&quot;/mona/hello-world/commit/5d6e7f8&quot;&gt;5d6e7f8&lt;/a&gt;&lt;/code&gt;
            &lt;blockquote&gt;Fix the &amp;quot;parser&amp;quot; &amp;amp; tidy up&lt;/blockquote&gt;&lt;/li&gt;
          &lt;li&gt;&lt;code&gt;&lt;a href=&quot;/mona/hello-world/commit/1a2b3c4&quot;&gt;1a2b3c4&lt;/a&gt;&lt;/code&gt;
            &lt;blockquote&gt;Café &amp;#8211; naïve &amp;#x1F419;&lt;br&gt;second line&lt;/blockquote&gt;&lt;/li&gt;
        &lt;/ul&gt;
        &lt;/div&gt;&lt;/div&gt;</content>
          </entry>
          <entry>
            <id>tag:github.com,2008:WatchEvent/40000000002</id>
            <published>2025-05-30T12:30:00Z</published>
            <updated>2025-05-30T12:30:00Z</updated>
            <link type="text/html" rel="alternate" href="https://github.com/octocat/Hello-World"/>
            <title type="html">mona starred octocat/Hello-World</title>
            <author>
              <name>mona</name>
              <uri>https://github.com/mona</uri>
            </author>
            <media:thumbnail height="30" width="30" url="https://avatars.githubusercontent.com/u/583231?s=30&amp;v=4"/>
            <content type="html">&lt;p&gt;My first repository on GitHub!&lt;/p&gt;</content>
          </entry>
        </feed>
        """

    /// An RSS 2.0 feed with the usual extensions: CDATA descriptions, `content:encoded`,
    /// `dc:creator`, RFC 822 dates in several zones, and an item with no title or date.
    static let rss = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" \
        xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" \
        xmlns:media="http://search.yahoo.com/mrss/">
          <channel>
            <title>The GitHub Blog &amp;#8211; Updates</title>
            <link>https://github.blog/</link>
            <atom:link href="https://github.blog/feed/" rel="self" type="application/rss+xml"/>
            <description>Updates, ideas, and inspiration from GitHub.</description>
            <lastBuildDate>Sat, 31 May 2025 23:00:00 +0000</lastBuildDate>
            <item>
              <title>Release Radar &amp;#8211; May</title>
              <link>https://github.blog/news/release-radar-may/</link>
              <guid isPermaLink="false">https://github.blog/?p=1001</guid>
              <pubDate>Fri, 30 May 2025 18:00:00 GMT</pubDate>
              <dc:creator><![CDATA[Mona Lisa]]></dc:creator>
              <description><![CDATA[<p>Short summary &amp; more&hellip;</p>]]></description>
              <content:encoded><![CDATA[<h2>Highlights</h2><p>First&nbsp;paragraph.</p><ul><li>One</li><li>Two</li></ul>]]></content:encoded>
              <media:thumbnail url="https://github.blog/thumb.png"/>
            </item>
            <item>
              <title>Eastern time</title>
              <link>https://github.blog/news/eastern/</link>
              <pubDate>30 May 2025 14:00 EDT</pubDate>
              <description>Plain text description, no markup.</description>
            </item>
            <item>
              <link>https://github.blog/news/untitled/</link>
              <description>An item with neither title nor date.</description>
            </item>
          </channel>
        </rss>
        """

    /// A document type whose entities expand to a billion `lol`s.
    static let billionLaughs = FeedSample.billionLaughsDocument

    /// An Atom document of `count` entries, each about `padding` bytes of content long.
    static func atom(entries count: Int, padding: Int = 0) -> Data {
        var data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Big</title>

            """.utf8)
        let filler = String(repeating: "x", count: padding)
        for index in 0..<count {
            data.append(
                contentsOf: """
                    <entry><id>tag:github.com,2008:PushEvent/\(index)</id>\
                    <published>2025-05-31T23:00:00Z</published><title>Entry \(index)</title>\
                    <content type="html">&lt;p&gt;\(filler)&lt;/p&gt;</content></entry>

                    """.utf8)
        }
        data.append(contentsOf: "</feed>\n".utf8)
        return data
    }
}
