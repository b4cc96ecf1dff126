import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// Releases, the latest one, one by tag or id, and their assets against FakeGitHub.
@Suite struct ReleaseTests {
    private let releases = GithubRouter.releases

    @Test func releasesPageNewestFirstAndTheLatestSkipsPreReleases() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            var pages = 0
            var all: [Release] = []
            for try await page in try github.pages(
                of: releases.list(owner: "mona", name: "hello-world", perPage: 10))
            {
                pages += 1
                all += page.items
            }
            #expect(pages == 4)
            #expect(all.count == 35)
            #expect(all[0].prerelease)
            let latest = try await github.client.send(releases.latest(owner: "mona", name: "hello-world"))
            #expect(latest == all[1])
            #expect(!latest.prerelease && !latest.draft)
            #expect(latest.author?.login == "mona")
            #expect(all.contains { $0.name == nil })
            let byID = try await github.client.send(
                releases.get(owner: "mona", name: "hello-world", id: all[7].id))
            #expect(byID == all[7])
        }
    }

    @Test func assetsMatchTheReleaseAndAReleaseMayHaveNone() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let all = try await github.all(releases.list(owner: "mona", name: "hello-world"))
            #expect(all[0].assets.isEmpty)
            let assets = try await github.all(
                releases.assets(owner: "mona", name: "hello-world", releaseID: all[2].id, perPage: 1))
            #expect(assets.count == 3)
            #expect(assets == all[2].assets)
            #expect(
                assets.allSatisfy {
                    $0.state == "uploaded" && ($0.size ?? 0) > 0 && $0.uploader?.login == "mona"
                })
            #expect(assets.last?.label == "Checksums")
            #expect(
                try await github.all(
                    releases.assets(owner: "mona", name: "hello-world", releaseID: all[0].id)
                ).isEmpty)
        }
    }

    @Test func aTagWithASlashIsOneEscapedSegment() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let release = try await github.client.send(
                releases.byTag(owner: "mona", name: "hello-world", tag: "nightly/build-33"))
            #expect(release.tagName == "nightly/build-33")
            #expect(
                await RouteExpectations.paths(kit.server).contains(
                    "/repos/mona/hello-world/releases/tags/nightly%2Fbuild-33"))
        }
    }

    @Test func unknownReleasesAre404AndBadInputIsNeverSent() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            await RouteExpectations.notFound(
                releases.byTag(owner: "mona", name: "hello-world", tag: "v9.9.9"), by: github)
            await RouteExpectations.notFound(
                releases.get(owner: "mona", name: "hello-world", id: 1), by: github)
            await RouteExpectations.notFound(releases.latest(owner: "mona", name: "mystery"), by: github)
            await RouteExpectations.notFound(releases.list(owner: "mona", name: "no-such-repo"), by: github)
            await RouteExpectations.notFound(
                releases.assets(owner: "mona", name: "hello-world", releaseID: 42), by: github)
            await kit.server.clearRequests()
            for bad in ["", "..", "v1/../v2", "a//b"] {
                await RouteExpectations.rejected(
                    releases.byTag(owner: "mona", name: "hello-world", tag: bad), by: github,
                    server: kit.server)
            }
            await RouteExpectations.rejected(
                releases.get(owner: "mona", name: "hello-world", id: 0), by: github, server: kit.server)
            await RouteExpectations.rejected(
                releases.list(owner: "mona", name: "a/b"), by: github, server: kit.server)
            await RouteExpectations.rejected(
                releases.assets(owner: "mona", name: "..", releaseID: 1), by: github, server: kit.server)
            #expect(await kit.server.requests.isEmpty)
        }
    }
}
