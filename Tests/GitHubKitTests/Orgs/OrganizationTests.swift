import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// `GET /orgs/{org}`, its repositories and public members against FakeGitHub.
@Suite struct OrganizationTests {
    private let orgs = GithubRouter.orgs

    @Test func anOrganizationDecodesWithItsProfile() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let acme = try await github.client.send(orgs.get("acme-corp"))
            #expect(acme.login == "acme-corp")
            #expect(acme.name == "ACME Corporation")
            #expect(acme.type == .organization)
            #expect(acme.isVerified == true)
            #expect(acme.publicRepos == 25)
            #expect(acme.createdAt != nil)
            let ghost = try await github.client.send(orgs.get("GHOST-ORG"))
            #expect(ghost.login == "ghost-org")
            #expect(ghost.name == nil && ghost.description == nil)
        }
    }

    @Test func anOrganizationIsAlsoAnAccountUnderUsers() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let octo = try await github.client.send(GithubRouter.users.get("octo-org"))
            #expect(octo.login == "octo-org" && octo.type == .organization)
            #expect(octo.followers == 12)
            let followers = try await github.all(GithubRouter.users.followers("octo-org"))
            #expect(followers.count == 12)
        }
    }

    @Test func repositoriesPageAndFollowTypeSortAndDirection() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            var pages = 0
            var all: [Repository] = []
            for try await page in try github.pages(of: orgs.repos("octo-org", perPage: 15)) {
                pages += 1
                all += page.items
            }
            #expect(pages == 3)
            #expect(all.count == 40)
            #expect(all.allSatisfy { $0.ownerLogin == "octo-org" })
            let created = all.compactMap(\.createdAt)
            #expect(created == created.sorted(by: >))

            let byName = try await github.all(orgs.repos("acme-corp", sort: .fullName, direction: .desc))
            #expect(byName.count == 25)
            let names = byName.map { $0.name.lowercased() }
            #expect(names == names.sorted(by: >))
            #expect(try await github.all(orgs.repos("acme-corp", type: .sources)).count == 25)
            #expect(try await github.all(orgs.repos("acme-corp", type: .forks)).isEmpty)
            #expect(try await github.all(orgs.repos("ghost-org")).isEmpty)

            let one = try await github.client.send(
                GithubRouter.repos.get(owner: "octo-org", name: all[0].name))
            #expect(one.fullName == all[0].fullName)
        }
    }

    @Test func publicMembersPagePastTheFirstPage() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            var numbers: [Int] = []
            var members: [SimpleUser] = []
            for try await page in try github.pages(of: orgs.publicMembers("acme-corp", perPage: 20)) {
                numbers.append(page.number)
                members += page.items
            }
            #expect(numbers == [1, 2, 3])
            #expect(members.count == 45)
            #expect(Array(members.prefix(2).map(\.login)) == ["mona", "zhang-wei"])
            #expect(Set(members.map(\.login)).count == 45)
            #expect(try await github.all(orgs.publicMembers("octo-org")).count == 153)
            #expect(try await github.all(orgs.publicMembers("ghost-org")).isEmpty)
        }
    }

    @Test func usersAndUnknownOrganizationsAre404AndBadLoginsAreNeverSent() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            await RouteExpectations.notFound(orgs.get("mona"), by: github)
            await RouteExpectations.notFound(orgs.get("no-such-org"), by: github)
            await RouteExpectations.notFound(orgs.repos("no-such-org"), by: github)
            await RouteExpectations.notFound(orgs.publicMembers("no-such-org"), by: github)
            await kit.server.clearRequests()
            for bad in ["a/b", "..", "", "a b", "ünï", "-acme"] {
                await RouteExpectations.rejected(orgs.get(bad), by: github, server: kit.server)
                await RouteExpectations.rejected(orgs.repos(bad), by: github, server: kit.server)
                await RouteExpectations.rejected(orgs.publicMembers(bad), by: github, server: kit.server)
            }
            await RouteExpectations.rejected(
                orgs.repos("acme-corp", type: .owner), by: github, server: kit.server)
            #expect(await kit.server.requests.isEmpty)
        }
    }
}
