import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// GitHub Apps, installations and installation tokens read GitHub's objects.
    @Suite struct GitHubAppModelTests {
        @Test func aDocumentedAppReadsItsFields() throws {
            let app = try DailyLoopFixtures.parse(GitHubApp.self, "integration.json")
            #expect(app.id == 1)
            #expect(app.slug == "octoapp")
            #expect(app.name == "Octocat App")
            #expect(app.clientId == "Iv1.ab1112223334445c")
            #expect(app.owner?.login == "github")
            #expect(app.permissions?["issues"] == .string("write"))
            #expect(app.events == ["push", "pull_request"])
            #expect(app.createdAt == JSONValue.string("2017-07-08T20:18:44Z").date)
            #expect(app.installationsCount == nil)
        }

        @Test func aDocumentedInstallationReadsItsFields() throws {
            let installation = try DailyLoopFixtures.parse(Installation.self, "installation.json")
            #expect(installation.id == 1)
            #expect(installation.account?.login == "octocat")
            #expect(installation.targetType == "Organization")
            #expect(installation.appId == 1)
            #expect(installation.appSlug == "github-actions")
            #expect(installation.permissions?["checks"] == .string("write"))
            #expect(installation.repositorySelection == "selected")
            #expect(installation.suspendedAt == nil)
            #expect(installation.suspendedBy == nil)
        }

        @Test func aSuspendedInstallationSaysWhenAndByWhom() throws {
            let installation = try DailyLoopFixtures.parse(Installation.self, "installation-suspended.json")
            #expect(installation.suspendedAt == JSONValue.string("2018-02-01T10:00:00Z").date)
            #expect(installation.suspendedBy?.login == "octocat")
            #expect(installation.repositorySelection == "all")
        }

        @Test func aDocumentedInstallationTokenReadsItsFields() throws {
            let token = try DailyLoopFixtures.parse(InstallationToken.self, "installation-token.json")
            #expect(token.token == "ghs_16C7e42F292c6912E7710c838347Ae178B4a")
            #expect(token.expiresAt == JSONValue.string("2016-07-11T22:14:10Z").date)
            #expect(token.permissions?["contents"] == .string("read"))
            #expect(token.repositorySelection == "selected")
            #expect(token.repositories?.map(\.fullName) == ["octocat/Hello-World"])
        }

        @Test func aTokenOnlyAnswerReadsNilForTheRest() throws {
            let token = try InstallationToken(
                raw: .object(["token": .string("ghs_x"), "permissions": .array([])]))
            #expect(token.expiresAt == nil)
            #expect(token.permissions == nil)
            #expect(token.repositories == nil)
        }

        @Test func anInstallationTokenDoesNotDescribeItselfWithItsToken() throws {
            let token = try DailyLoopFixtures.parse(InstallationToken.self, "installation-token.json")
            var dumped = ""
            dump(token, to: &dumped)
            for text in ["\(token)", String(reflecting: token), dumped] {
                #expect(!text.contains(token.token))
                #expect(text.contains(TokenFingerprint.of(token.token)))
            }
        }
    }
}
