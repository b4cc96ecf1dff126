import FakeGitHub
import Foundation
import Testing

/// The web host's activity feeds, `/{login}.atom`.
@Suite struct FeedTests {
    private let atom = ["Accept": "application/atom+xml"]

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func anAccountsFeedIsAtomWithGitHubsStructure() async throws {
        try await FakeGitHub.serving { _, url in
            let response = try await TestClient(baseURL: url).get("/mona.atom", headers: atom)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "application/atom+xml; charset=utf-8")
            #expect(response.headers["etag"]?.hasPrefix("W/\"") == true)
            let text = response.text
            #expect(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
            #expect(
                text.contains(
                    #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/""#)
            )
            #expect(text.contains("<id>tag:github.com,2008:/mona</id>"))
            #expect(
                text.contains(#"<link type="text/html" rel="alternate" href="https://github.com/mona"/>"#))
            #expect(count("<entry>", in: text) == 30)
            #expect(count("<id>tag:github.com,2008:PushEvent/", in: text) >= 3)
            #expect(count("<published>", in: text) == 30)
            #expect(count(#"<title type="html">"#, in: text) == 30)
            #expect(count("<author>", in: text) == 30 && count("<name>mona</name>", in: text) == 30)
            #expect(count("<media:thumbnail", in: text) == 30)
            #expect(text.contains(#"<content type="html">&lt;div class=&quot;"#))
            for event in [
                "Push", "Create", "Delete", "Fork", "Watch", "Issues", "IssueComment", "PullRequest",
                "PullRequestReview", "PullRequestReviewComment", "Release", "Public", "Member", "Gollum",
                "CommitComment", "Sponsorship",
            ] {
                #expect(text.contains("tag:github.com,2008:\(event)Event/"), "no \(event)Event")
            }
        }
    }

    @Test func feedsAreDeterministic() async throws {
        let first = try await FakeGitHub.serving { _, url in
            try await TestClient(baseURL: url).get("/mona.atom")
        }
        let second = try await FakeGitHub.serving { _, url in
            try await TestClient(baseURL: url).get("/mona.atom")
        }
        #expect(first.body == second.body)
        #expect(first.headers["etag"] == second.headers["etag"])
    }

    @Test func aFeedAnswersItsETagWithA304() async throws {
        try await FakeGitHub.serving { server, url in
            let client = TestClient(baseURL: url)
            let first = try await client.get("/mona.atom", headers: atom)
            let etag = try #require(first.headers["etag"])
            let second = try await client.get(
                "/mona.atom", headers: atom.merging(["If-None-Match": etag]) { $1 })
            #expect(second.status == 304)
            #expect(second.body.isEmpty)
            #expect(second.headers["etag"] == etag)
            #expect(await server.stats.notModified == 1)
        }
    }

    @Test func feedsCostNoRateLimitAndIgnoreTokens() async throws {
        try await FakeGitHub.serving(options: Options(rateLimitUnauthenticated: 1)) { server, url in
            let client = TestClient(baseURL: url)
            #expect(try await client.get("/users/mona").status == 200)
            #expect(try await client.get("/users/mona").status == 403)
            let feed = try await client.get("/mona.atom", headers: ["Authorization": "Bearer rejected"])
            #expect(feed.status == 200)
            #expect(feed.headers["x-ratelimit-remaining"] == nil)
            #expect(await server.stats.rateLimitUsed == 1)
        }
    }

    @Test func everyAccountHasAFeedAndOthersAreAnHTML404() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            let generated = try await client.get("/user-00042.atom")
            #expect(count("<entry>", in: generated.text) == 30)
            #expect(generated.text.contains("<id>tag:github.com,2008:/user-00042</id>"))
            let organization = try await client.get("/acme-corp.atom")
            #expect(count("<entry>", in: organization.text) == 30)
            let loner = try await client.get("/loner.atom")
            #expect(loner.status == 200)
            #expect(count("<entry>", in: loner.text) == 0)
            let evil = try await client.get("/evil-bio.atom")
            #expect(evil.text.contains("&amp;#27;"))
            #expect(!evil.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            let missing = try await client.get("/nobody-here.atom")
            #expect(missing.status == 404)
            #expect(missing.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(missing.text.contains("<title>Page not found · GitHub</title>"))
            #expect(try await client.get("/.atom").status == 404)
            #expect(try await client.get("/users/feed-rss").status == 404)
        }
    }

    @Test func samplesServeTheirBrokenFeeds() async throws {
        try await FakeGitHub.serving(options: Options(bigFeedBytes: 300_000)) { _, url in
            let client = TestClient(baseURL: url)
            func get(_ sample: FeedSample) async throws -> TestClient.Response {
                let response = try await client.get("/\(sample.login).atom", headers: atom)
                #expect(response.status == 200, "\(sample)")
                return response
            }
            #expect(try await get(.notXML).text == "Hello! This is plain text, not a feed.\n")
            let html = try await get(.html)
            #expect(html.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(html.text.hasPrefix("<!DOCTYPE html>"))

            let truncated = try await get(.truncated).text
            #expect(count("</entry>", in: truncated) == FeedSample.truncatedEntryCount)
            #expect(count("<entry>", in: truncated) == FeedSample.truncatedEntryCount + 1)
            #expect(!truncated.contains("</feed>"))

            #expect(try await get(.billionLaughs).text.contains("<!ENTITY lol9"))

            let big = try await get(.big)
            #expect(big.body.count >= 300_000)
            #expect(big.text.hasSuffix("</feed>\n"))
            #expect(count("<entry>", in: big.text) == count("</entry>", in: big.text))

            let rss = try await get(.rss)
            #expect(rss.headers["content-type"] == "application/rss+xml; charset=utf-8")
            #expect(count("<item>", in: rss.text) == 30)
            #expect(rss.text.contains("<description><![CDATA[<div class="))
            #expect(rss.text.contains(" -0500</pubDate>") && rss.text.contains(" EST</pubDate>"))

            let latin1 = try await get(.latin1)
            #expect(latin1.headers["content-type"] == "application/atom+xml; charset=ISO-8859-1")
            #expect(latin1.body.starts(with: Data(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8)))
            #expect(latin1.body.contains(0xE8))  // è
            #expect(String(data: latin1.body, encoding: .utf8) == nil)

            let windows = try await get(.windows1252)
            #expect(windows.body.contains(0x93) && windows.body.contains(0x80))

            let utf16 = try await get(.utf16)
            #expect(utf16.body.starts(with: [0xFF, 0xFE, UInt8(ascii: "<"), 0]))

            #expect(try await get(.unknownEncoding).text.contains(#"encoding="x-mac-klingon""#))
        }
    }

    @Test func bodyFaultsApplyToFeeds() async throws {
        try await FakeGitHub.serving { server, url in
            let client = TestClient(baseURL: url)
            let full = try await client.get("/mona.atom").body
            await server.setFault(.truncatedJSON, path: "/mona.atom", times: 1)
            #expect(try await client.get("/mona.atom").body == full.prefix(full.count / 2))
            await server.setFault(.serverError(status: 503), path: "/mona.atom", times: 1)
            #expect(try await client.get("/mona.atom").status == 503)
            #expect(try await client.get("/mona.atom").body == full)
        }
    }
}
