import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Synchronization
import TestSupport
import Testing

/// Walks over FakeGitHub's Link headers, through the real transport.
@Suite struct PaginationTests {
    @Test func followersFollowTheLinkHeaderToTheEndInOrder() async throws {
        try await FakeGitHub.serving { _, url in
            let parallel = try await gitHub(url, concurrency: 8).all(GithubRouter.users.followers("mona"))
            let sequential = try await gitHub(url, concurrency: 1).all(
                GithubRouter.users.followers("mona"))
            #expect(parallel.count == 3000)
            #expect(Set(parallel.map(\.id)).count == 3000)
            #expect(parallel == sequential)
        }
    }

    @Test func pagesReportTheirNumberAndTheTotal() async throws {
        try await TestGitHub.run { kit in
            var numbers: [Int] = []
            for try await page in try kit.client().pages(of: GithubRouter.users.repos("mona")) {
                numbers.append(page.number)
                #expect(page.totalPages == 3)
            }
            #expect(numbers == [1, 2, 3])
        }
    }

    /// Page 1's Link header sends the next round of requests before page 1's items are read. Its
    /// reading waits (on a thread of the concurrency pool, hence two cores) for page 2's answer:
    /// when page 2 were only asked for after it, the wait would end at its 10 s limit, unanswered.
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func theLinkedPagesAreAskedForBeforePageOneIsRead() async throws {
        let pageTwoAnswered = DispatchSemaphore(value: 0)
        let answeredFirst = Mutex<Bool?>(nil)
        try await FakeGitHub.serving { _, url in
            let github = gitHub(url) { event in
                if case .response(let endpoint, _, _, _) = event, endpoint.contains("page=2") {
                    pageTwoAnswered.signal()
                }
            }
            var items = 0
            let pages = try github.pages(of: GithubRouter.users.followers("mona")) {
                response throws(GitHubError) in
                let query = response.request.url.flatMap {
                    URLComponents(url: $0, resolvingAgainstBaseURL: false)
                }
                if query?.queryItems?.first(where: { $0.name == "page" })?.value ?? "1" == "1" {
                    let answered = pageTwoAnswered.wait(timeout: .now() + 10) == .success
                    answeredFirst.withLock { $0 = answered }
                }
                return try JSONParser<[SimpleUser]>().parse(response)
            }
            for try await page in pages { items += page.items.count }
            #expect(items == 3000)
        }
        #expect(answeredFirst.withLock { $0 } == true)
    }

    @Test func aSinglePageHasNoLinkAndEndsTheWalk() async throws {
        try await TestGitHub.run { kit in
            let repos = try await kit.client().all(GithubRouter.users.starred("mona"))
            #expect(repos.count == 80)
            #expect(await kit.server.stats.total == 1)
        }
    }

    @Test func aLimitStopsFetchingAsSoonAsEnoughItemsAreIn() async throws {
        try await TestGitHub.run { kit in
            let followers = try await kit.client().all(GithubRouter.users.followers("mona"), limit: 250)
            #expect(followers.count == 250)
            #expect(await kit.server.stats.total == 3)
            let none = try await kit.client().all(GithubRouter.users.followers("mona"), limit: 0)
            #expect(none.isEmpty)
            #expect(await kit.server.stats.total == 3)
        }
    }

    @Test func concurrencyIsBoundedClientWide() async throws {
        try await FakeGitHub.serving(options: Options(latency: .milliseconds(20))) { server, url in
            let github = gitHub(url, concurrency: 3)
            async let followers = github.all(GithubRouter.users.followers("mona"))
            async let repos = github.all(GithubRouter.users.repos("mona"))
            let (followerCount, repoCount) = try await (followers.count, repos.count)
            #expect(followerCount == 3000)
            #expect(repoCount == 300)
            let peak = await server.stats.maxInFlight
            #expect(peak <= 3)
            #expect(peak >= 2)
        }
    }

    @Test func aNextLinkSeenBeforeEndsTheWalkWithAnError() async throws {
        try await TestGitHub.run { kit in
            await kit.server.setFault(.loopingLink)
            await #expect {
                try await kit.client().all(GithubRouter.users.followers("mona"))
            } throws: { error in
                guard case .paginationLoop = (error as? GitHubError)?.rootCause else { return false }
                return true
            }
            #expect(await kit.server.stats.total < 10)
        }
    }

    @Test func aFailingPageFailsTheWalkWithItsNumber() async throws {
        try await FakeGitHub.serving { server, url in
            let mona = try await gitHub(url).user("mona")
            await server.setFault(.serverError(status: 502), path: "/user/\(mona.id)/followers")
            await #expect {
                try await gitHub(url, concurrency: 1).all(GithubRouter.users.followers("mona"))
            } throws: { error in
                guard case .pageFailed(2, .serverError(502, _)) = error as? GitHubError else { return false }
                return "\(error)".hasPrefix("page 2 failed")
            }
        }
    }

    @Test func aMalformedLinkHeaderIsAWarningAndTheLastPage() async throws {
        let warnings = Mutex<[String]>([])
        try await FakeGitHub.serving { server, url in
            await server.setFault(.badLinkHeader("<oops; rel=next"))
            let github = GitHub(
                apiURL: url, token: nil, retryPolicy: quickRetries,
                observer: { event in
                    if case .warning(let text) = event { warnings.withLock { $0.append(text) } }
                })
            let followers = try await github.all(GithubRouter.users.followers("mona"))
            #expect(followers.count == 100)
        }
        #expect(warnings.withLock { $0.contains { $0.contains("malformed Link header") } })
    }

    @Test func linksToAnotherHostAreFollowedWithoutTheToken() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["tok": "mona"])) { server, url in
            await server.setFault(.linkToOtherHost)
            let repos = try await gitHub(url, token: "tok", concurrency: 1).all(
                GithubRouter.users.repos("mona"))
            #expect(repos.count == 300)
            let requests = await server.requests
            for request in requests {
                let local = request.headers["host"]?.hasPrefix("localhost") == true
                #expect((request.headers["authorization"] == nil) == local)
            }
            #expect(requests.contains { $0.headers["host"]?.hasPrefix("localhost") == true })
        }
    }

    @Test func cancellingAWalkStopsItsRequests() async throws {
        try await FakeGitHub.serving(options: Options(latency: .milliseconds(200))) { server, url in
            let github = gitHub(url, concurrency: 4)
            let walk = Task { try await github.all(GithubRouter.users.followers("mona")) }
            // Cancel once the walk is reading pages ahead: page 1 is in, later ones are on the wire.
            try await poll { await server.stats.total >= 2 }
            walk.cancel()
            let cancelledAt = await server.stats.total
            await #expect(throws: (any Error).self) { try await walk.value }
            // Requests already sent may still land; then the count must settle, far short of
            // the 30 pages a finished walk fetches.
            var settled = await server.stats.total
            for _ in 0..<10 {
                try await Task.sleep(for: .milliseconds(300))
                let now = await server.stats.total
                if now == settled, await server.stats.inFlight == 0 { break }
                settled = now
            }
            #expect(await server.stats.inFlight == 0)
            #expect(settled <= cancelledAt + 4, "only what was already in flight may follow the cancel")
            #expect(settled < 30)
        }
    }

    @Test func identicalReadsInFlightShareOneRequest() async throws {
        try await TestGitHub.run(options: Options(latency: .milliseconds(100))) { kit in
            let github = kit.client()
            let logins = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<5 { group.addTask { try await github.user("mona").login } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(logins == Array(repeating: "mona", count: 5))
            #expect(await kit.server.stats.total == 1)
        }
    }
}
