import Foundation
import GitHubKit
import Testing

@Suite struct LinkHeaderTests {
    @Test func readsGitHubsHeader() throws {
        let header = """
            <https://api.github.com/user/1/followers?per_page=100&page=2>; rel="next", \
            <https://api.github.com/user/1/followers?per_page=100&page=30>; rel="last"
            """
        let links = try #require(LinkHeader.parse(header))
        #expect(
            links["next"]?.absoluteString == "https://api.github.com/user/1/followers?per_page=100&page=2")
        #expect(
            links["LAST"]?.absoluteString == "https://api.github.com/user/1/followers?per_page=100&page=30")
        #expect(links["prev"] == nil)
    }

    @Test func handlesUnquotedParamsSeveralRelsAndWhitespace() throws {
        let links = try #require(
            LinkHeader.parse(
                "  <https://x.test/a?page=9>  ;  rel = \"last  first\" ; title=\"a;b,c\" ,<https://x.test/n>;rel=next  "
            ))
        #expect(links["last"]?.absoluteString == "https://x.test/a?page=9")
        #expect(links["first"]?.absoluteString == "https://x.test/a?page=9")
        #expect(links["next"]?.absoluteString == "https://x.test/n")
    }

    @Test func keepsCommasAndSemicolonsInsideTheURL() throws {
        let links = try #require(LinkHeader.parse(#"<https://x.test/a;b?q=1,2&page=3>; rel="next""#))
        #expect(links["next"]?.absoluteString == "https://x.test/a;b?q=1,2&page=3")
    }

    @Test func skipsLinksWithoutRelAndKeepsUnknownRels() throws {
        let links = try #require(
            LinkHeader.parse(#"<https://x.test/1>; title="t", <https://x.test/2>; rel="alternate""#))
        #expect(links.links == ["alternate": URL(string: "https://x.test/2")!])
    }

    @Test func resolvesRelativeTargets() throws {
        let links = try #require(
            LinkHeader.parse(
                #"</users/a/repos?page=2>; rel="next""#, relativeTo: URL(string: "http://127.0.0.1:9/x")))
        #expect(links["next"]?.absoluteString == "http://127.0.0.1:9/users/a/repos?page=2")
    }

    @Test(arguments: [
        "garbage", "<https://x.test/1", "https://x.test/1; rel=next", #"<https://x.test/1>; rel="next"#,
        #"<https://x.test/1>; rel="next" junk"#, "<>; rel=next", "<not a url>; rel=next", "; rel=next",
    ])
    func malformedHeadersAreRejected(header: String) {
        #expect(LinkHeader.parse(header) == nil)
    }

    /// Found by Fuzz/run.sh link-header: Foundation reads `:/x` as a URL with an empty scheme
    /// and no host, which the walk would have tried to follow as the next page.
    @Test(arguments: [":/x", ":/page=2", ":\u{FFFD}ttps://x.test/a?page=3"])
    func aTargetWithAnEmptySchemeIsMalformed(target: String) {
        let base = URL(string: "https://api.github.com/user/1/followers")
        #expect(LinkHeader.parse("<\(target)>; rel=\"next\"", relativeTo: base) == nil)
    }

    /// Found by Fuzz/run.sh link-header: `rel` was split by Characters, and U+06DD (a prepended
    /// mark) joins the space after it into one, so two relations stayed one with a space in it.
    @Test func relationsSplitAtEverySpace() throws {
        let links = try #require(LinkHeader.parse("<https://x.test/2>; rel=\"x\u{06DD} next\""))
        #expect(links.links.keys.sorted() == ["next", "x\u{06DD}"])
    }

    /// Found by Fuzz/run.sh link-header: a target's spaces and tabs are trimmed, as Foundation's
    /// `.whitespaces` trims, and nothing more. Trimming a form feed or a line end as well made
    /// `\u{0C}//host/x`, a path, into `//host/x`, another host, where the walk's token would go.
    @Test(arguments: ["\u{0C}//elsewhere.test/x", "\n//elsewhere.test/x", "\u{0B}//elsewhere.test/x"])
    func aTargetStaysOnItsHostWhateverControlCharacterStartsIt(target: String) {
        let base = URL(string: "https://api.github.com/user/1/followers")
        let next = LinkHeader.parse("<\(target)>; rel=\"next\"", relativeTo: base)?["next"]
        #expect(next == nil || next?.host == "api.github.com")
    }

    @Test func spacesAndTabsAroundATargetAreTrimmed() throws {
        let links = try #require(LinkHeader.parse("< \t\u{3000}https://x.test/2\u{A0} >; rel=next"))
        #expect(links["next"] == URL(string: "https://x.test/2"))
    }

    @Test func anEmptyHeaderHasNoLinks() {
        #expect(LinkHeader.parse("   ") == LinkHeader())
    }
}
