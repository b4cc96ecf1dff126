import Foundation
import GitHubKit
import Testing

@Suite struct FeedParserTests {
    private let parser = FeedParser()

    private func date(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }

    /// The reason of the `decodingFailed` that parsing `data` throws, or nil if it does not throw that.
    private func failure(_ data: Data, parser: FeedParser = FeedParser(), contentType: String? = nil)
        -> String?
    {
        do {
            _ = try parser.parse(data, contentType: contentType, endpoint: "GET /mona.atom")
            return nil
        } catch {
            guard case .decodingFailed(let endpoint, _, let reason) = error, endpoint == "GET /mona.atom"
            else {
                return nil
            }
            return reason
        }
    }

    // MARK: - Real shapes

    @Test func readsGitHubsAtomFeed() throws {
        let feed = try parser.parse(Data(FeedFixtures.gitHubAtom.utf8))
        #expect(feed.title == "mona’s Activity")
        #expect(feed.updated == date("2025-05-31T23:00:00Z"))
        #expect(feed.link == URL(string: "https://github.com/mona"))
        #expect(!feed.isTruncated)
        #expect(feed.entries.count == 2)

        let push = try #require(feed.entries.first)
        #expect(push.id == "tag:github.com,2008:PushEvent/40000000001")
        #expect(push.kind == .push)
        #expect(push.title == "mona pushed to main in mona/hello-world")
        #expect(push.published == date("2025-05-31T23:00:00Z"))
        #expect(push.updated == date("2025-05-31T23:00:00Z"))
        #expect(push.link == URL(string: "https://github.com/mona/hello-world/compare/1a2b3c4...5d6e7f8"))
        #expect(push.author == "mona")
        #expect(push.authorUrl == URL(string: "https://github.com/mona"))
        #expect(push.thumbnailUrl == URL(string: "https://avatars.githubusercontent.com/u/583231?s=30&v=4"))
        #expect(
            push.content
                == """
                mona pushed to main in mona/hello-world
                • 5d6e7f8
                Fix the "parser" & tidy up
                • 1a2b3c4
                Café – naïve 🐙
                second line
                """)

        let star = feed.entries[1]
        #expect(star.kind == .watch)
        #expect(star.content == "My first repository on GitHub!")
    }

    @Test func readsRSS2WithItsCommonExtensions() throws {
        let feed = try parser.parse(Data(FeedFixtures.rss.utf8))
        #expect(feed.title == "The GitHub Blog – Updates")
        #expect(feed.link == URL(string: "https://github.blog/"))
        #expect(feed.updated == date("2025-05-31T23:00:00Z"))
        #expect(!feed.isTruncated)
        #expect(feed.entries.count == 3)

        let first = feed.entries[0]
        #expect(first.id == "https://github.blog/?p=1001")
        #expect(first.kind == .unknown)
        #expect(first.title == "Release Radar – May")
        #expect(first.link == URL(string: "https://github.blog/news/release-radar-may/"))
        #expect(first.published == date("2025-05-30T18:00:00Z"))
        #expect(first.author == "Mona Lisa")
        #expect(first.thumbnailUrl == URL(string: "https://github.blog/thumb.png"))
        #expect(first.content == "Highlights\nFirst paragraph.\n• One\n• Two")

        let eastern = feed.entries[1]
        #expect(eastern.id == "https://github.blog/news/eastern/")
        #expect(eastern.published == date("2025-05-30T18:00:00Z"))
        #expect(eastern.content == "Plain text description, no markup.")

        let untitled = feed.entries[2]
        #expect(untitled.title == "")
        #expect(untitled.published == nil)
        #expect(untitled.content == "An item with neither title nor date.")
    }

    @Test func readsRSS1AsRSS() throws {
        let document = """
            <?xml version="1.0"?>
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" \
            xmlns:dc="http://purl.org/dc/elements/1.1/">
              <channel rdf:about="https://example.com/"><title>Old school</title><link>https://example.com/</link></channel>
              <item rdf:about="https://example.com/1"><title>One</title><link>https://example.com/1</link>
                <dc:date>2025-05-31T23:00:00+02:00</dc:date></item>
            </rdf:RDF>
            """
        let feed = try parser.parse(Data(document.utf8))
        #expect(feed.title == "Old school")
        #expect(feed.entries.map(\.title) == ["One"])
        #expect(feed.entries.first?.published == date("2025-05-31T21:00:00Z"))
    }

    @Test func cdataAndXHTMLContentBecomePlainText() throws {
        let document = """
            <feed xmlns="http://www.w3.org/2005/Atom">
              <entry><id>a</id><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Hello <b>bold</b>
                world</div></title>
                <content type="html"><![CDATA[<p>One &amp; <em>two</em></p><p>Three<br/>Four</p>
                <script>alert("no")</script><style>p { color: red }</style>]]></content></entry>
              <entry><id>b</id><title type="text">  Plain
                 title  </title>
                <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Para &amp; one</p><ul><li>x</li></ul></div></content>
              </entry>
            </feed>
            """
        let feed = try parser.parse(Data(document.utf8))
        #expect(feed.entries.map(\.title) == ["Hello bold world", "Plain title"])
        #expect(feed.entries[0].content == "One & two\nThree\nFour")
        #expect(feed.entries[1].content == "Para & one\nx")
    }

    @Test func namespacePrefixesDoNotMatterButForeignElementsAreNotConfusedWithAtoms() throws {
        let document = """
            <a:feed xmlns:a="http://www.w3.org/2005/Atom" xmlns:m="http://search.yahoo.com/mrss/">
              <a:entry><a:id>tag:github.com,2008:ForkEvent/9</a:id><a:title>Real title</a:title>
                <m:title>Media title</m:title><m:thumbnail url="https://example.com/t.png"/>
                <undeclared:title>Undeclared prefix</undeclared:title></a:entry>
            </a:feed>
            """
        let feed = try parser.parse(Data(document.utf8))
        let entry = try #require(feed.entries.first)
        #expect(entry.kind == .fork)
        #expect(entry.title == "Real title")
        #expect(entry.thumbnailUrl == URL(string: "https://example.com/t.png"))
    }

    @Test func anEntryWithoutTitleOrDatesIsKept() throws {
        let document = """
            <feed xmlns="http://www.w3.org/2005/Atom">
              <entry><id>tag:github.com,2008:GollumEvent/1</id></entry>
              <entry><id>tag:github.com,2008:PushEvent/2</id><title>Odd date</title>
                <published>yesterday</published><updated>2025-13-01T00:00:00Z</updated></entry>
            </feed>
            """
        let feed = try parser.parse(Data(document.utf8))
        #expect(feed.entries.count == 2)
        #expect(feed.entries[0].title == "")
        #expect(feed.entries[0].kind == .gollum)
        #expect(feed.entries[0].published == nil)
        #expect(feed.entries[1].published == nil)
        #expect(feed.entries[1].updated == nil)
        #expect(!feed.isTruncated)
    }

    @Test func relativeLinksResolveAgainstTheRequestURL() throws {
        let document =
            #"<feed xmlns="http://www.w3.org/2005/Atom"><entry><link href="/mona/x"/></entry></feed>"#
        let feed = try parser.parse(Data(document.utf8), baseURL: URL(string: "https://github.com/mona.atom"))
        #expect(feed.entries.first?.link == URL(string: "https://github.com/mona/x"))
        #expect(feed.entries.first?.id == "https://github.com/mona/x")
    }

    @Test func anEmptyFeedIsAFeedWithNoEntries() throws {
        let feed = try parser.parse(
            Data(#"<feed xmlns="http://www.w3.org/2005/Atom"><title>Quiet</title></feed>"#.utf8))
        #expect(feed.title == "Quiet")
        #expect(feed.entries.isEmpty)
        #expect(!feed.isTruncated)
    }

    @Test func sloppyEntitiesAndUndeclaredPrefixesDoNotStopTheParse() throws {
        let document = """
            <feed xmlns="http://www.w3.org/2005/Atom"><entry><title>a&nbsp;b</title>
            <media:thumbnail url="https://example.com/t.png"/></entry><entry><title>c</title></entry></feed>
            """
        let feed = try parser.parse(Data(document.utf8))
        #expect(feed.entries.count == 2)
        #expect(feed.entries[0].thumbnailUrl == URL(string: "https://example.com/t.png"))
        #expect(!feed.isTruncated)
    }

    // MARK: - Bad input

    @Test func anEmptyBodyIsAClearError() {
        #expect(failure(Data()) == "the body is empty; expected an Atom or RSS feed")
        #expect(failure(Data(" \n\t".utf8)) == "the body is empty; expected an Atom or RSS feed")
    }

    @Test func textThatIsNotXMLIsAClearError() {
        let reason = failure(Data("Hello! This is plain text, not a feed.\n".utf8))
        #expect(
            reason
                == #"expected an Atom or RSS feed but the body is not XML (it starts with "Hello! This is plain text, not a feed.")"#
        )
        #expect(
            failure(Data(#"{"message": "Not Found"}"#.utf8)) == "expected an Atom or RSS feed but got JSON")
    }

    @Test func anHTMLPageIsAClearError() {
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><title>Sign in · GitHub</title></head><body><p>Sign in</p></body></html>
            """
        #expect(
            failure(Data(page.utf8))
                == #"expected an Atom or RSS feed but got HTML (a page titled "Sign in · GitHub")"#)
        let bare = "<html><body>Hi</body></html>"
        #expect(failure(Data(bare.utf8)) == "expected an Atom or RSS feed but got HTML")
        let fragment = "<div>Not a page</div>"
        #expect(
            failure(Data(fragment.utf8), contentType: "text/html; charset=utf-8")
                == "expected an Atom or RSS feed but got HTML")
        #expect(
            failure(Data(fragment.utf8))
                == "expected an Atom or RSS feed but the document's root element is <div>")
    }

    @Test func aTruncatedFeedKeepsTheEntriesCompletedBeforeTheCut() throws {
        let full = Data(FeedFixtures.gitHubAtom.utf8)
        let secondEntry = try #require(FeedFixtures.gitHubAtom.range(of: "WatchEvent"))
        let cut = FeedFixtures.gitHubAtom.utf8.distance(
            from: FeedFixtures.gitHubAtom.utf8.startIndex,
            to: secondEntry.lowerBound.samePosition(in: FeedFixtures.gitHubAtom.utf8)!)
        let feed = try parser.parse(full.prefix(cut))
        #expect(feed.isTruncated)
        #expect(feed.entries.map(\.kind) == [.push])
        #expect(feed.title == "mona’s Activity")

        // Cut inside a tag of the second entry, and just before the end tag of the root.
        let insideTag = try parser.parse(full.prefix(full.count - 200))
        #expect(insideTag.isTruncated)
        #expect(insideTag.entries.count == 1)
        let beforeEnd = try parser.parse(full.prefix(full.count - "</feed>".utf8.count))
        #expect(beforeEnd.isTruncated)
        #expect(beforeEnd.entries.count == 2)
    }

    @Test func aFeedCutBeforeItsFirstEntryIsAClearError() {
        let reason = failure(Data(FeedFixtures.gitHubAtom.utf8).prefix(900))
        #expect(
            reason?.hasPrefix("the XML is cut off or malformed before its first entry is complete") == true)
        #expect(
            failure(Data(#"<?xml version="1.0"?>"#.utf8))?.contains("before the feed's root element") == true)
    }

    @Test func malformedXMLPartWayKeepsWhatCameBefore() throws {
        let document = """
            <feed xmlns="http://www.w3.org/2005/Atom"><entry><title>one</title></entry>
            <entry><title>two</title></entry><entry><title a="1" a="2">three</title></entry>
            <entry><title>four</title></entry></feed>
            """
        let feed = try parser.parse(Data(document.utf8))
        #expect(feed.entries.map(\.title) == ["one", "two"])
        #expect(feed.isTruncated)
    }

    @Test func billionLaughsIsRefusedWithoutExpanding() {
        let reason = failure(Data(FeedFixtures.billionLaughs.utf8))
        #expect(reason?.contains("declares entities in a document type") == true)
        #expect(reason?.contains("refused rather than expanded") == true)
    }

    @Test func externalEntitiesAreNeverResolved() throws {
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE feed SYSTEM "file:///etc/passwd">
            <feed xmlns="http://www.w3.org/2005/Atom"><entry><title>a&xxe;b</title></entry></feed>
            """
        let feed = try parser.parse(Data(document.utf8))
        #expect(feed.entries.first?.title.contains("root:") == false)
        let withSubset = "<!DOCTYPE feed [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><feed/>"
        #expect(failure(Data(withSubset.utf8))?.contains("declares entities") == true)
    }

    @Test func aHugeFeedIsCappedAtTheByteLimit() throws {
        let big = FeedFixtures.atom(entries: 40_000, padding: 1200)
        #expect(big.count > 50_000_000)
        let feed = try FeedParser(maxEntries: 1_000_000).parse(big)
        #expect(feed.isTruncated)
        #expect(feed.entries.count > 1000)
        #expect(feed.entries.count < 10_000)
        #expect(feed.entries.last?.title == "Entry \(feed.entries.count - 1)")
    }

    @Test func aHugeFeedIsCappedAtTheEntryLimitByDefault() throws {
        let big = FeedFixtures.atom(entries: 40_000, padding: 1200)
        let feed = try parser.parse(big)
        #expect(feed.isTruncated)
        #expect(feed.entries.count == FeedParser.defaultMaxEntries)
        let small = try FeedParser(maxEntries: 3).parse(FeedFixtures.atom(entries: 3))
        #expect(!small.isTruncated)
        #expect(small.entries.count == 3)
    }

    @Test func aFeedLargerThanTheByteLimitWithNoCompleteEntryIsAClearError() {
        let reason = failure(FeedFixtures.atom(entries: 2, padding: 5000), parser: FeedParser(maxBytes: 1000))
        #expect(reason == "no entry of the feed is complete within the parser's limit of 1000 bytes")
    }

    // MARK: - Encodings

    private static let accented = "Café naïve © ± ü"

    private func atom(title: String, declaring encoding: String?) -> String {
        let declaration = encoding.map { "<?xml version=\"1.0\" encoding=\"\($0)\"?>\n" } ?? ""
        return declaration
            + "<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry><title>\(title)</title></entry></feed>"
    }

    @Test func iso88591DeclaredInTheProlog() throws {
        let text = atom(title: Self.accented, declaring: "ISO-8859-1")
        let bytes = Data(text.unicodeScalars.map { UInt8($0.value) })
        let feed = try parser.parse(bytes, contentType: "application/atom+xml; charset=utf-8")
        #expect(feed.entries.first?.title == Self.accented)
    }

    @Test func windows1252DeclaredInTheProlog() throws {
        var bytes = Data(atom(title: "@", declaring: "windows-1252").utf8)
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "@")))
        bytes.replaceSubrange(at...at, with: [0x93, 0x80, 0x20, 0x31, 0x96, 0x32, 0x85, 0x94])
        let feed = try parser.parse(bytes)
        #expect(feed.entries.first?.title == "“€ 1–2…”")
    }

    @Test func utf16WithAByteOrderMark() throws {
        let text = atom(title: Self.accented + " 🐙", declaring: "UTF-16")
        let little = Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let big = Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(try parser.parse(little).entries.first?.title == Self.accented + " 🐙")
        #expect(try parser.parse(big).entries.first?.title == Self.accented + " 🐙")
    }

    @Test func utf8WithAByteOrderMarkAndTheContentTypeCharsetAsAFallback() throws {
        let bom = Data([0xEF, 0xBB, 0xBF] + Array(atom(title: Self.accented, declaring: "UTF-8").utf8))
        #expect(try parser.parse(bom).entries.first?.title == Self.accented)
        let undeclared = Data(
            atom(title: Self.accented, declaring: nil).unicodeScalars.map { UInt8($0.value) })
        let latin1 = try parser.parse(undeclared, contentType: "application/rss+xml; charset=\"ISO-8859-1\"")
        #expect(latin1.entries.first?.title == Self.accented)
    }

    @Test func aDeclarationThatContradictsTheBytesDoesNotChangeHowTheyAreRead() throws {
        let feed = try parser.parse(Data(atom(title: Self.accented, declaring: "UTF-16").utf8))
        #expect(feed.entries.first?.title == Self.accented)
    }

    @Test func anUnknownDeclaredEncodingIsAClearError() {
        let reason = failure(Data(atom(title: "x", declaring: "x-mac-klingon").utf8))
        #expect(
            reason
                == #"the feed declares the character encoding "x-mac-klingon", which is not supported "#
                + "(UTF-8, UTF-16, ISO-8859-1, windows-1252 and US-ASCII are)")
    }

    // MARK: - Model

    @Test func kindsComeFromGitHubsEntryIDs() {
        #expect(FeedEntryKind(entryID: "tag:github.com,2008:PushEvent/123") == .push)
        #expect(
            FeedEntryKind(entryID: "tag:github.com,2008:PullRequestReviewCommentEvent/1")
                == .pullRequestReviewComment)
        #expect(FeedEntryKind(entryID: "tag:github.com,2008:FooEvent/1") == .other("FooEvent"))
        #expect(FeedEntryKind(entryID: "tag:github.com,2008:/mona") == .unknown)
        #expect(FeedEntryKind(entryID: "https://example.com/post/1") == .unknown)
        #expect(FeedEntryKind(entryID: "urn:uuid:60a76c80") == .unknown)
        for kind in FeedEntryKind.knownKinds {
            #expect(FeedEntryKind(eventName: kind.eventName ?? "") == kind)
            #expect(FeedEntryKind(rawValue: kind.rawValue) == kind)
        }
        #expect(FeedEntryKind.knownKinds.count == 16)
        #expect(FeedEntryKind.other("push") != .push)
    }

    @Test func kindsEncodeAsOneString() throws {
        let kinds: [FeedEntryKind] = [.push, .watch, .issueComment, .public, .other("FooEvent"), .unknown]
        let json = String(decoding: try JSONEncoder().encode(kinds), as: UTF8.self)
        #expect(json == #"["push","watch","issue_comment","public","FooEvent","unknown"]"#)
        let decoded = try JSONDecoder().decode([FeedEntryKind].self, from: Data(json.utf8))
        #expect(decoded == kinds)
        let fromEventNames = try JSONDecoder().decode(
            [FeedEntryKind].self, from: Data(#"["PushEvent"]"#.utf8))
        #expect(fromEventNames == [.push])
    }

    @Test func aFeedRoundTripsThroughSnakeCaseJSON() throws {
        let feed = try parser.parse(Data(FeedFixtures.gitHubAtom.utf8))
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(feed)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["is_truncated"] as? Bool == false)
        let entry = try #require((object["entries"] as? [[String: Any]])?.first)
        #expect(entry["kind"] as? String == "push")
        #expect(entry["author_url"] as? String == "https://github.com/mona")
        #expect(entry["published"] as? String == "2025-05-31T23:00:00Z")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Feed.self, from: data) == feed)
    }
}
