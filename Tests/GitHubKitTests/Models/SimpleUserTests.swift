import Foundation
import GitHubKit
import Testing

extension ModelTests {
    @Suite struct SimpleUserTests {
        @Test func decodesGitHubsExampleKeepingURITemplatesVerbatim() throws {
            let user = try ModelCoding.decode(SimpleUser.self, from: Fixtures.simpleUser)
            #expect(user.login == "monalisa")
            #expect(user.id == 161)
            #expect(user.nodeId == "U_kgDMoQ")
            #expect(user.followingUrl == "https://api.github.com/users/monalisa/following{/other_user}")
            #expect(user.starredUrl == "https://api.github.com/users/monalisa/starred{/owner}{/repo}")
            #expect(user.gravatarId == "")
            #expect(user.type == "User")
            #expect(user.userViewType == "public")
            #expect(!user.siteAdmin)
            #expect(user.name == nil)
            #expect(user.starredAt == nil)
            #expect(user.score == nil)
        }

        @Test func encodesBackToExactlyGitHubsKeys() throws {
            let keys = try ModelCoding.keyPathsBeforeAndAfterRoundTrip(SimpleUser.self, Fixtures.simpleUser)
            #expect(keys.encoded == keys.sent)
        }

        @Test func nullGravatarIdDecodesToNilAndStarredAtToADate() throws {
            let data = try ModelCoding.modifying(Fixtures.simpleUser) {
                $0["gravatar_id"] = NSNull()
                $0["starred_at"] = "2020-07-09T00:17:55Z"
            }
            let user = try ModelCoding.decoder().decode(SimpleUser.self, from: data)
            #expect(user.gravatarId == nil)
            #expect(user.starredAt == Date(timeIntervalSince1970: 1_594_253_875))
        }

        @Test func missingNodeIdAndSiteAdminDecodeAsNilAndFalse() throws {
            let data = try ModelCoding.modifying(Fixtures.simpleUser) {
                $0.removeValue(forKey: "node_id")
                $0.removeValue(forKey: "site_admin")
            }
            let user = try ModelCoding.decoder().decode(SimpleUser.self, from: data)
            #expect(user.nodeId == nil)
            #expect(!user.siteAdmin)
        }

        @Test(arguments: [("login", "login"), ("id", "id")])
        func missingRequiredFieldFailsNamingIt(removed: String, reported: String) throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: SimpleUser.self,
                without: removed,
                in: Fixtures.simpleUser
            )
            #expect(missing == reported)
        }
    }
}
