import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// The typed GraphQL queries against FakeGitHub's `POST /graphql` over loopback.
@Suite struct GraphQLQueryTests {
    static let token = Options(tokens: ["tok": "mona"])

    @Test func pinnedItemsDecodeAsRepositoriesAndAGistThatMatchRESTs() async throws {
        try await TestGitHub.run(options: Self.token) { kit in
            let github = kit.client(token: "tok")
            let pinned = try await github.pinnedItems(of: "mona")
            let user = try await github.user("mona")
            let repositories = pinned.compactMap { item -> PinnedRepository? in
                if case .repository(let repository) = item { repository } else { nil }
            }
            let gists = pinned.compactMap { item -> PinnedGist? in
                if case .gist(let gist) = item { gist } else { nil }
            }
            #expect(pinned.count == 6)
            #expect(gists.count == ((user.publicGists ?? 0) > 0 ? 1 : 0))
            #expect(gists.allSatisfy { $0.url?.hasPrefix("https://gist.github.com/mona/") == true })
            for pinnedRepo in repositories {
                let name = try #require(pinnedRepo.name)
                let rest = try await github.repository(owner: "mona", name: name)
                #expect(pinnedRepo.nameWithOwner == rest.fullName)
                #expect(pinnedRepo.stargazerCount == rest.stargazersCount)
                #expect(pinnedRepo.forkCount == rest.forksCount)
                #expect(pinnedRepo.description == rest.description)
                #expect(pinnedRepo.language == rest.language)
                #expect((pinnedRepo.languageColor != nil) == (rest.language != nil))
            }
        }
    }

    @Test func theContributionCalendarFollowsTheFakesRuleInWeeksFromSundayToSaturday() async throws {
        try await TestGitHub.run(options: Self.token) { kit in
            let calendar = try await kit.client(token: "tok").contributionCalendar(of: "mona")
            let days = calendar.days
            #expect(days.count == 366)
            #expect(calendar.weeks.dropFirst().dropLast().allSatisfy { $0.count == 7 })
            #expect((1...7).contains(calendar.weeks.first?.count ?? 0))
            #expect((1...7).contains(calendar.weeks.last?.count ?? 0))
            for (index, week) in calendar.weeks.enumerated() {
                let weekdays = week.compactMap(\.weekday)
                #expect(weekdays == Array((weekdays.first ?? 0)..<(weekdays.first ?? 0) + week.count))
                if index > 0 { #expect(weekdays.first == 0) }
                if index < calendar.weeks.count - 1 { #expect(weekdays.last == 6) }
            }
            for day in days {
                let date = try #require(day.date)
                #expect(day.contributionCount == ContributionRule.count(login: "mona", date: date))
                #expect(day.color == ContributionRule.color(count: day.contributionCount))
            }
            #expect(calendar.totalContributions == days.reduce(0) { $0 + $1.contributionCount })
            #expect(days.contains { $0.contributionCount == 0 } && days.contains { $0.contributionCount > 0 })
        }
    }

    @Test func aCalendarWithBoundsStartsAndEndsOnThem() async throws {
        try await TestGitHub.run(options: Self.token) { kit in
            let from = try Date("2025-01-01T00:00:00Z", strategy: .iso8601)
            let to = try Date("2025-03-31T00:00:00Z", strategy: .iso8601)
            let calendar = try await kit.client(token: "tok").contributionCalendar(
                of: "mona", from: from, to: to)
            let dates = calendar.days.compactMap(\.date)
            #expect(dates.first == "2025-01-01")
            #expect(dates.last == "2025-03-31")
            #expect(dates.count == 90)
            #expect(calendar.days.first?.weekday == 3)  // 2025-01-01 was a Wednesday
            #expect(calendar.weeks.first?.count == 4)
        }
    }

    @Test func followerPagesWalkEveryFollowerByCursorAndMatchTheRESTList() async throws {
        let world = World.sized(followers: 230, repos: 10)
        try await TestGitHub.run(world: world, options: Self.token) { kit in
            let github = kit.client(token: "tok")
            var pages: [GraphQLConnection<GraphQLUser>] = []
            for try await page in try github.followerPages(of: "mona", first: 100) {
                pages.append(page)
            }
            #expect(pages.map(\.nodes.count) == [100, 100, 30])
            #expect(pages.map(\.pageInfo.hasNextPage) == [true, true, false])
            #expect(pages.allSatisfy { $0.totalCount == 230 })
            let rest = try await github.all(GithubRouter.users.followers("mona"))
            #expect(pages.flatMap(\.nodes).map(\.login) == rest.map(\.login))
            #expect(pages.flatMap(\.nodes).map(\.databaseID) == rest.map { Optional($0.id) })
            #expect(await kit.server.requests.filter { $0.path == "/graphql" }.count == 3)
        }
    }

    @Test func anUnknownLoginIsATypedNotFoundWithItsPath() async throws {
        try await TestGitHub.run(options: Self.token) { kit in
            let error = await #expect(throws: GitHubError.self) {
                try await kit.client(token: "tok").pinnedItems(of: "no-such-user")
            }
            guard case .graphQL(let errors) = error else {
                Issue.record("expected .graphQL, got \(String(describing: error))")
                return
            }
            #expect(errors.count == 1)
            #expect(errors.first?.type == .notFound)
            #expect(errors.first?.path == ["user"])
            #expect(errors.first?.locations.first?.line == 2)
            #expect(errors.first?.message.contains("no-such-user") == true)
            guard case .notFound(let endpoint, _) = error?.rootCause else {
                Issue.record("expected rootCause .notFound, got \(String(describing: error?.rootCause))")
                return
            }
            #expect(endpoint == "POST /graphql user")
            #expect(error?.description.contains("at user: Could not resolve") == true)
        }
    }

    @Test func partialDataStaysReachableBesideTheErrors() async throws {
        try await TestGitHub.run(options: Self.token) { kit in
            let query = GraphQLQuery<JSONValue>(
                "query($login: String!) { user(login: $login) { login } }",
                variables: ["login": .string("no-such-user")]
            ).askingRateLimit()
            let github = kit.client(token: "tok")
            let answer = try await github.graphQLResponse(query)
            #expect(answer.errors.map(\.type) == [.notFound])
            #expect(answer.data?["user"] == .null)
            #expect(answer.rawData?["rateLimit"]?["remaining"]?.int == answer.rateLimit?.remaining)
            #expect(answer.rateLimit?.cost == 1)
            #expect(throws: GitHubError.graphQL(answer.errors)) { try answer.value() }
            await #expect(throws: GitHubError.graphQL(answer.errors)) { try await github.graphQL(query) }
        }
    }

    @Test func aRepeatedEndCursorStopsTheWalkWithALoopError() async throws {
        try await TestGitHub.run(options: Self.token) { kit in
            // The query reads its cursor from `$from`, not `$after`, so every page is the first one.
            let stuck = GraphQLQuery<GraphQLConnection<GraphQLUser>>(
                """
                query($login: String!, $after: String, $from: String) {
                  user(login: $login) { followers(first: 5, after: $from) { pageInfo { hasNextPage endCursor } nodes { login } } }
                }
                """, variables: ["login": .string("mona"), "from": .null]
            ) { data throws(GitHubError) in
                try GraphQLConnection(raw: data["user"]?["followers"] ?? .null, node: GraphQLUser.init(raw:))
            }
            var count = 0
            let error = await #expect(throws: GitHubError.self) {
                for try await _ in kit.client(token: "tok").graphQLPages(stuck, connection: { $0 }) {
                    count += 1
                }
            }
            guard case .paginationLoop(let endpoint) = error else {
                Issue.record("expected .paginationLoop, got \(String(describing: error))")
                return
            }
            #expect(endpoint.hasPrefix("POST /graphql after cursor "))
            #expect(count == 1)
            #expect(await kit.server.requests.filter { $0.path == "/graphql" }.count == 2)
        }
    }

    @Test func aPageOfPullRequestStatusesInOneQueryAgreesWithRESTsChecks() async throws {
        try await TestGitHub.run(options: Self.token) { kit in
            let github = kit.client(token: "tok")
            let pulls = try await github.client.send(
                GithubRouter.pulls.list(owner: "mona", repo: "hello-world", state: .all, perPage: 30))
            let ids = pulls.compactMap { $0.raw["node_id"]?.string }
            #expect(ids.count == 30)
            let before = await kit.server.requests.count
            // An ID deleted meanwhile is left out; the others still come.
            let statuses = try await github.pullRequestStatuses(ids: ids + ["PR_gone"])
            #expect(await kit.server.requests.count == before + 1, "one query for the whole page")
            #expect(statuses.map(\.id) == ids)
            var seen = Set<PullRequestStatus.ChecksState>()
            for (pull, status) in zip(pulls, statuses) {
                #expect(status.number == pull.number)
                let head = try #require(pull.headSha)
                let runs = try await github.client.send(
                    GithubRouter.checks.listForRef(
                        owner: "mona", repo: "hello-world", ref: head, perPage: 100)
                ).items
                let combined = try await github.client.send(
                    GithubRouter.repos.getCombinedStatusForRef(owner: "mona", repo: "hello-world", ref: head))
                let states = combined.statuses.compactMap { $0.raw["state"]?.string }
                let expected = Self.rollup(runs: runs, statuses: states)
                #expect(status.checks == expected, "#\(pull.number)")
                if let checks = status.checks { seen.insert(checks) }
                #expect(status.reviewDecision != nil)
            }
            #expect(seen.count >= 3, "the page shows several kinds: \(seen)")
            await #expect(
                throws: GitHubError.invalidInput(
                    "ask for the statuses of 1 to 100 pull requests at once, not 0")
            ) {
                try await github.pullRequestStatuses(ids: [])
            }
        }
    }

    /// GitHub's rollup of a commit's check runs and statuses, from REST's objects.
    private static func rollup(runs: [CheckRun], statuses: [String]) -> PullRequestStatus.ChecksState? {
        let failed = ["failure", "timed_out", "cancelled"]
        if runs.isEmpty && statuses.isEmpty { return nil }
        if runs.contains(where: { failed.contains($0.raw["conclusion"]?.string ?? "") })
            || statuses.contains("failure")
        {
            return .failure
        }
        if statuses.contains("error") { return .error }
        if runs.contains(where: { $0.raw["status"]?.string != "completed" }) || statuses.contains("pending") {
            return .pending
        }
        return .success
    }
}
