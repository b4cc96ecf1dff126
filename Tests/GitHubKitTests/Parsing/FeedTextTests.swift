import Foundation
import Testing

@testable import GitHubKit

@Suite struct FeedTextTests {
    private func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)
    }

    @Test(
        arguments: [
            ("2025-05-31T23:00:00Z", "2025-05-31T23:00:00Z"),
            ("2025-05-31t23:00:00z", "2025-05-31T23:00:00Z"),
            ("2025-05-31T23:00:00.250Z", "2025-05-31T23:00:00.250Z"),
            ("2025-05-31T23:00:00.123456789+02:00", "2025-05-31T21:00:00.123Z"),
            ("2025-06-01T01:30:00+0230", "2025-05-31T23:00:00Z"),
            ("2025-05-31 18:00:00-05:00", "2025-05-31T23:00:00Z"),
            ("2025-05-31T23:00Z", "2025-05-31T23:00:00Z"),
            ("2024-02-29T00:00:00Z", "2024-02-29T00:00:00Z"),
            ("1998-12-31T23:59:60Z", "1998-12-31T23:59:59Z"),
            ("Sat, 31 May 2025 23:00:00 GMT", "2025-05-31T23:00:00Z"),
            ("Sat, 31 May 2025 23:00:00 +0000", "2025-05-31T23:00:00Z"),
            ("31 May 2025 23:00:00 UT", "2025-05-31T23:00:00Z"),
            ("Sat,31 May 2025 18:00:00 EST", "2025-05-31T23:00:00Z"),
            ("Sat, 31 May 2025 19:00 EDT", "2025-05-31T23:00:00Z"),
            ("Sat, 31 May 2025 16:00:00 PDT", "2025-05-31T23:00:00Z"),
            ("Sun, 1 Jun 2025 04:30:00 +0530", "2025-05-31T23:00:00Z"),
            ("Sat, 31 May 25 23:00:00 GMT", "2025-05-31T23:00:00Z"),
            ("Mon, 06 Sep 99 12:00:00 GMT", "1999-09-06T12:00:00Z"),
            ("  Sat, 31 May 2025 23:00:00 -0000 \n", "2025-05-31T23:00:00Z"),
            ("Saturday, 31 June 2025 23:00:00 GMT", nil),
            ("Sat, 31 May 2025 23:00:00", nil),
            ("Sat, 31 May 2025 23:00:00 XYZ", nil),
            ("2025-05-31T23:00:00", nil),
            ("2025-05-31", nil),
            ("2025-02-30T00:00:00Z", nil),
            ("2025-05-31T24:00:00Z", nil),
            ("yesterday", nil),
            ("", nil),
        ] as [(String, String?)])
    func feedDatesReadRFC3339AndRFC822(_ text: String, _ expected: String?) {
        let parsed = FeedDate.parse(text)
        if let expected {
            let wanted = date(expected)
            #expect(parsed != nil)
            #expect(abs((parsed?.timeIntervalSince1970 ?? 0) - (wanted?.timeIntervalSince1970 ?? 1)) < 0.001)
        } else {
            #expect(parsed == nil)
        }
    }

    @Test(arguments: [
        ("<p>One</p><p>Two</p>", "One\nTwo"),
        ("a<br>b<br/>c<BR />d", "a\nb\nc\nd"),
        ("<ul><li>x</li><li>y</li></ul>", "• x\n• y"),
        ("  lots   of\n\t whitespace  ", "lots of whitespace"),
        (
            "&lt;b&gt; &amp;amp; &quot;q&quot; &apos;a&apos; &copy; &euro; &mdash;",
            "<b> &amp; \"q\" 'a' © € —"
        ),
        ("&#65;&#x42;&#X43;&#x1F419; &#150; &#0; &#xD800;", "ABC🐙 – \u{FFFD} \u{FFFD}"),
        ("esc:&#27;[31mred&#x1b;[0m bell:&#7;", "esc:[31mred[0m bell:"),
        ("a &unknown; b & c &amp d", "a &unknown; b & c &amp d"),
        ("x &nbsp;&nbsp; y", "x y"),
        ("a < b > c", "a < b > c"),
        ("<!-- comment --> <script>var a = '<p>';</script><style>p{}</style>visible", "visible"),
        ("<a href=\"x>y\" title='>'>link</a> text", "link text"),
        ("<td>a</td><td>b</td>", "a b"),
        ("soft&shy;hyphen", "softhyphen"),
        ("unterminated <b", "unterminated"),
    ])
    func htmlBecomesPlainText(_ html: String, _ expected: String) {
        #expect(HTMLText.plainText(fromHTML: html) == expected)
    }

    @Test func entityDecodingLeavesAngleBracketsAlone() {
        #expect(HTMLText.decodingEntities("Use <T> &amp; &#8211; go") == "Use <T> & – go")
    }

    @Test func plainTextKeepsSingleLineBreaks() {
        #expect(HTMLText.collapsingWhitespace("  a  b \n\n\n c\r\n", keepingLineBreaks: true) == "a b\nc")
        #expect(HTMLText.collapsingWhitespace("  a  b \n\n\n c\r\n", keepingLineBreaks: false) == "a b c")
    }

    @Test func thePrologueIsReadBeforeAnyXMLParser() {
        func scan(_ text: String) -> FeedPrologue { FeedPrologue.scan(Data(text.utf8)) }
        #expect(scan("<?xml version=\"1.0\"?>\n<!-- hi -->\n<feed>") == .root("feed"))
        #expect(
            scan("<!DOCTYPE rss PUBLIC \"-//Netscape//DTD RSS 0.91//EN\" \"http://x/rss.dtd\"><rss>")
                == .root("rss"))
        #expect(scan("<!doctype HTML><html>") == .html)
        #expect(scan("<!DOCTYPE x [<!ENTITY a \"b\">]><x/>") == .entityDeclarations)
        #expect(scan("<!DOCTYPE x SYSTEM \"a[b]\" [ ]><x/>") == .entityDeclarations)
        #expect(scan("<!ENTITY a \"b\"><x/>") == .entityDeclarations)
        #expect(scan("  hello") == .notXML(start: "hello"))
        #expect(scan("<?xml version=\"1.0\"") == .noRoot)
        #expect(scan("< feed>") == .notXML(start: "< feed>"))
    }
}
