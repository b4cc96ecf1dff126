import Foundation
import GitHubKit
import Testing

extension ModelTests {
    @Suite struct UserTests {
        @Test func publicUserDecodesProfileAndPlan() throws {
            let user = try ModelCoding.decode(User.self, from: Fixtures.publicUser)
            #expect(user.login == "octocat")
            #expect(user.name == "monalisa octocat")
            #expect(user.blog == "https://github.com/blog")
            #expect(user.hireable == false)
            #expect(user.twitterUsername == "monatheoctocat")
            #expect(user.publicRepos == 2)
            #expect(user.followers == 20)
            #expect(user.createdAt == Date(timeIntervalSince1970: 1_200_285_215))
            #expect(user.plan == Plan(name: "pro", space: 976_562_499, collaborators: 0, privateRepos: 9999))
            #expect(user.privateGists == nil)
            #expect(user.twoFactorAuthentication == nil)
            #expect(!user.isOrganization)
        }

        @Test func privateUserDecodesPrivateCounts() throws {
            let user = try ModelCoding.decode(User.self, from: Fixtures.privateUser)
            #expect(user.privateGists == 81)
            #expect(user.totalPrivateRepos == 100)
            #expect(user.ownedPrivateRepos == 100)
            #expect(user.diskUsage == 10000)
            #expect(user.collaborators == 8)
            #expect(user.twoFactorAuthentication == true)
            #expect(user.plan?.space == 400)
            #expect(user.businessPlus == nil)
        }

        @Test func organizationFromTheUsersEndpointDecodesAsAnOrganization() throws {
            let organization = try ModelCoding.decode(User.self, from: Fixtures.organizationUser)
            #expect(organization.type == "Organization")
            #expect(organization.isOrganization)
            #expect(organization.hireable == nil)
            #expect(organization.email == nil)
            #expect(organization.company == nil)
            #expect(organization.twitterUsername == nil)
            #expect(organization.bio == "How people build software.")
        }

        @Test(arguments: [Fixtures.publicUser, Fixtures.privateUser, Fixtures.organizationUser])
        func encodesBackToExactlyGitHubsKeys(json: String) throws {
            let keys = try ModelCoding.keyPathsBeforeAndAfterRoundTrip(User.self, json)
            #expect(keys.encoded == keys.sent)
        }

        @Test(arguments: [("login", "login"), ("id", "id")])
        func missingRequiredFieldFailsNamingIt(removed: String, reported: String) throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: User.self, without: removed, in: Fixtures.publicUser)
            #expect(missing == reported)
        }

        // These were required before GitHubKit read models leniently: objects from old API versions
        // and Enterprise Server lack them, so now they read as nil.
        @Test(arguments: ["public_repos", "created_at", "received_events_url", "plan.private_repos"])
        func missingFieldThatIsNoIdentityDecodesAsNil(removed: String) throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: User.self, without: removed, in: Fixtures.publicUser)
            #expect(missing == nil)
            let data = try ModelCoding.modifying(Fixtures.publicUser) {
                $0.removeValue(forKey: removed)
                $0["plan"] = ["name": "pro", "space": 976_562_499, "collaborators": 0]
            }
            let user = try ModelCoding.decoder().decode(User.self, from: data)
            let read: Any? =
                switch removed {
                case "public_repos": user.publicRepos
                case "created_at": user.createdAt
                case "received_events_url": user.receivedEventsUrl
                default: user.plan?.privateRepos
                }
            #expect(read == nil)
        }
    }
}
