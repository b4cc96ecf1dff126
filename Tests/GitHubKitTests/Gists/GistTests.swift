import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// A user's gists, public gists, one gist, and `GET /meta` against FakeGitHub.
@Suite struct GistTests {
    private let gists = GithubRouter.gists

    @Test func aUsersGistsPageAndSinceKeepsTheNewer() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            var numbers: [Int] = []
            var all: [Gist] = []
            for try await page in try github.pages(of: gists.forUser("mona", perPage: 3)) {
                numbers.append(page.number)
                all += page.items
            }
            #expect(numbers == [1, 2, 3])
            #expect(all.count == 8)
            #expect(all.allSatisfy { $0.owner?.login == "mona" && $0.isPublic })
            let updated = all.compactMap(\.updatedAt)
            #expect(updated == updated.sorted(by: >))
            let since = try #require(all[2].updatedAt)
            let newer = try await github.all(gists.forUser("mona", since: since))
            #expect(newer.map(\.id) == all.prefix(3).map(\.id))
        }
    }

    @Test func oneGistHasItsFilesContentsAndAFileWithoutALanguage() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let listed = try await github.all(gists.forUser("mona"))
            let gist = try await github.client.send(gists.get(listed[1].id))
            #expect(gist.id == listed[1].id)
            #expect(gist.files.map(\.filename) == ["data.xyz", "hello.swift", "notes.md"])
            #expect(listed[1].files.map(\.filename) == gist.files.map(\.filename))
            #expect(gist.files.first?.language == nil)
            #expect(gist.files[1].language == "Swift")
            #expect(try Gist(raw: gist.raw).files.map(\.filename) == ["data.xyz", "hello.swift", "notes.md"])
            #expect(gist.files.allSatisfy { $0.content?.isEmpty == false && !$0.truncated })
            #expect(listed[1].files.allSatisfy { $0.content == nil })
        }
    }

    @Test func publicGistsPageAndSinceFilters() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            var pages = 0
            var all: [Gist] = []
            for try await page in try github.pages(of: gists.publicGists()) {
                pages += 1
                all += page.items
            }
            #expect(pages == 3)
            #expect(all.count == 300)
            #expect(Set(all.map(\.id)).count == 300)
            let since = try #require(all[49].updatedAt)
            #expect(try await github.all(gists.publicGists(since: since)).count == 50)
        }
    }

    @Test func unknownGistsAre404AndBadIdsAreNeverSent() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            await RouteExpectations.notFound(gists.get("aa5a315d61ae9438b18d"), by: github)
            await RouteExpectations.notFound(gists.forUser("no-such-user"), by: github)
            await kit.server.clearRequests()
            for bad in ["", "..", "a/b", "a b", "ünï", "../users/mona"] {
                await RouteExpectations.rejected(gists.get(bad), by: github, server: kit.server)
            }
            await RouteExpectations.rejected(gists.forUser("a/b"), by: github, server: kit.server)
            await RouteExpectations.rejected(gists.publicGists(perPage: 0), by: github, server: kit.server)
            #expect(await kit.server.requests.isEmpty)
        }
    }

    @Test func theMetaOverviewListsAddressesAndKeys() async throws {
        try await TestGitHub.run { kit in
            let overview = try await kit.client().client.send(GithubRouter.meta.overview)
            #expect(overview.hooks.contains("192.30.252.0/22"))
            #expect(!overview.api.isEmpty && !overview.git.isEmpty && !overview.actions.isEmpty)
            #expect(overview.addresses(of: "dependabot") == ["192.30.252.0/22"])
            #expect(overview.addresses(of: "no-such-service").isEmpty)
            #expect(overview.sshKeyFingerprints["SHA256_ED25519"] != nil)
            #expect(overview.verifiablePasswordAuthentication == false)
        }
    }
}
