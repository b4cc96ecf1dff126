import Foundation
import GitHubKit
import Testing

extension ModelTests {
    @Suite struct ReadmeTests {
        @Test func decodesGitHubsExampleIncludingTheUnderscoreLinks() throws {
            let readme = try ModelCoding.decode(Readme.self, from: Fixtures.readme)
            #expect(readme.name == "README.md")
            #expect(readme.encoding == "base64")
            #expect(readme.size == 5362)
            #expect(
                readme.downloadUrl == "https://raw.githubusercontent.com/octokit/octokit.rb/master/README.md")
            #expect(
                readme.links.`self` == "https://api.github.com/repos/octokit/octokit.rb/contents/README.md")
            #expect(readme.links.html == "https://github.com/octokit/octokit.rb/blob/master/README.md")
        }

        @Test func encodesLinksBackUnderTheUnderscoreKey() throws {
            let keys = try ModelCoding.keyPathsBeforeAndAfterRoundTrip(Readme.self, Fixtures.readme)
            #expect(keys.encoded.contains("_links.self"))
            #expect(keys.encoded == keys.sent)
        }

        @Test func decodedContentJoinsBase64WrappedAtSixtyColumns() throws {
            let readme = try ModelCoding.decode(Readme.self, from: Fixtures.readmeWithWrappedContent)
            #expect(readme.content.contains("\n"))
            #expect(
                readme.decodedContent
                    == "# Hello-World\n\nMy first repository on GitHub! Café, naïve and 🐙 survive the trip.\n"
            )
        }

        @Test func decodedContentIsNilForGitHubsPlaceholderContent() throws {
            let readme = try ModelCoding.decode(Readme.self, from: Fixtures.readme)
            #expect(readme.content == "encoded content ...")
            #expect(readme.decodedContent == nil)
        }

        @Test func decodedContentIsNilWhenGitHubSendsNoContent() throws {
            // Files over 1 MB come back with encoding "none" and empty content.
            let data = try ModelCoding.modifying(Fixtures.readmeWithWrappedContent) {
                $0["encoding"] = "none"
                $0["content"] = ""
            }
            let readme = try ModelCoding.decoder().decode(Readme.self, from: data)
            #expect(readme.decodedContent == nil)
        }

        @Test func nullURLsDecodeToNil() throws {
            let data = try ModelCoding.modifying(Fixtures.readme) {
                $0["git_url"] = NSNull()
                $0["html_url"] = NSNull()
                $0["download_url"] = NSNull()
                $0["_links"] = ["git": NSNull(), "html": NSNull(), "self": "https://api.github.com/x"]
            }
            let readme = try ModelCoding.decoder().decode(Readme.self, from: data)
            #expect(readme.gitUrl == nil)
            #expect(readme.htmlUrl == nil)
            #expect(readme.downloadUrl == nil)
            #expect(readme.links == ReadmeLinks(self: "https://api.github.com/x"))
        }

        @Test func missingPathFailsNamingIt() throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: Readme.self, without: "path", in: Fixtures.readme)
            #expect(missing == "path")
        }

        @Test(arguments: ["_links", "content", "_links.self", "url"])
        func missingFieldThatIsNoIdentityStillDecodes(removed: String) throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: Readme.self, without: removed, in: Fixtures.readme)
            #expect(missing == nil)
        }
    }
}
