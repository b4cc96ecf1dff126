import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// The issue routes against FakeGitHub over loopback, through the real transport.
@Suite struct IssuesTests {
    let issues = GithubRouter.issues

    @Test func aRepositorysIssuesPageThroughEveryOpenOneInCreationOrder() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            var numbers: [Int] = []
            var pages: [Int] = []
            for try await page in try github.pages(
                of: issues.list(owner: "mona", name: "hello-world", perPage: 50))
            {
                pages.append(page.number)
                numbers += page.items.map(\.number)
                #expect(page.items.allSatisfy { $0.state == .open })
            }
            #expect(pages.count > 2)
            #expect(pages == Array(1...pages.count))
            #expect(numbers.count == Set(numbers).count)
            // GitHub's default order: newest first, so numbers fall.
            #expect(numbers == numbers.sorted(by: >))
            let all = try await github.all(
                issues.list(owner: "mona", name: "hello-world", filter: IssueFilter(state: .all)))
            #expect(all.count == 320)
            #expect(Set(all.map(\.number)) == Set(1...320))
            #expect(all.contains { $0.isPullRequest } && all.contains { !$0.isPullRequest })
            #expect(await kit.server.requests.allSatisfy { $0.status == 200 })
        }
    }

    @Test func eachFilterNarrowsTheListAsGitHubDoes() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            func list(_ filter: IssueFilter) async throws -> [GitHubKit.Issue] {
                try await github.all(issues.list(owner: "mona", name: "hello-world", filter: filter))
            }
            let all = try await list(IssueFilter(state: .all))
            let open = try await list(IssueFilter())
            let closed = try await list(IssueFilter(state: .closed))
            #expect(open.count + closed.count == all.count)
            #expect(!closed.isEmpty && closed.allSatisfy { $0.state == .closed && $0.closedAt != nil })

            let bugs = try await list(IssueFilter(state: .all, labels: ["bug"]))
            #expect(!bugs.isEmpty && bugs.count < all.count)
            #expect(bugs.allSatisfy { $0.labels.contains { $0.name == "bug" } })
            #expect(bugs.count == all.filter { $0.labels.contains { $0.name == "bug" } }.count)
            let both = try await list(IssueFilter(state: .all, labels: ["bug", "question"]))
            #expect(both.allSatisfy { Set($0.labels.map(\.name)).isSuperset(of: ["bug", "question"]) })
            #expect(both.count < bugs.count)

            let oldestFirst = try await list(IssueFilter(state: .all, sort: .updated, direction: .asc))
            let updates = oldestFirst.compactMap(\.updatedAt)
            #expect(updates.count == all.count && updates == updates.sorted())
            let mostDiscussed = try await list(IssueFilter(state: .all, sort: .comments))
            let counts = mostDiscussed.compactMap(\.comments)
            #expect(counts == counts.sorted(by: >) && counts.first! > counts.last!)

            let middle = updates.sorted()[updates.count / 2]
            let recent = try await list(IssueFilter(state: .all, since: middle))
            #expect(recent.allSatisfy { $0.updatedAt! >= middle })
            #expect(recent.count == all.filter { $0.updatedAt! >= middle }.count)
            #expect(recent.count < all.count)

            let unassigned = try await list(IssueFilter(state: .all, assignee: "none"))
            #expect(
                !unassigned.isEmpty && unassigned.allSatisfy { $0.assignees.isEmpty && $0.assignee == nil })
            let monas = try await list(IssueFilter(state: .all, assignee: "mona"))
            #expect(!monas.isEmpty && monas.allSatisfy { $0.assignees.contains { $0.login == "mona" } })
            #expect(
                unassigned.count + (try await list(IssueFilter(state: .all, assignee: "*"))).count
                    == all.count)
            let byMona = try await list(IssueFilter(state: .all, creator: "mona"))
            #expect(!byMona.isEmpty && byMona.allSatisfy { $0.user?.login == "mona" })
            #expect(byMona.count == all.filter { $0.user?.login == "mona" }.count)
        }
    }

    @Test func oneIssueItsCommentsLabelsAndReactionsRead() async throws {
        try await TestGitHub.run { kit in
            let github = kit.client()
            let all = try await github.all(
                issues.list(owner: "mona", name: "hello-world", filter: IssueFilter(state: .all)))
            let discussed = try #require(
                all.first { ($0.comments ?? 0) >= 2 && ($0.reactions?.totalCount ?? 0) > 0 })
            let issue = try await github.client.send(
                issues.get(owner: "mona", name: "hello-world", number: discussed.number))
            #expect(issue.id == discussed.id && issue.title == discussed.title)

            let comments = try await github.all(
                issues.comments(owner: "mona", name: "hello-world", number: issue.number))
            #expect(comments.count == issue.comments)
            #expect(
                comments.allSatisfy {
                    $0.issueUrl?.hasSuffix("/issues/\(issue.number)") == true && $0.body != nil
                })
            let first = try await github.client.send(
                issues.comment(owner: "mona", name: "hello-world", id: comments[0].id))
            #expect(first == comments[0])

            let labels = try await github.all(
                issues.labels(owner: "mona", name: "hello-world", number: issue.number))
            #expect(labels.map(\.name) == issue.labels.map(\.name))
            let repoLabels = try await github.all(issues.labels(owner: "mona", name: "hello-world"))
            #expect(repoLabels.count == 8 && repoLabels.allSatisfy { $0.id != nil && $0.color?.count == 6 })
            #expect(repoLabels.contains { $0.name == "ui: 日本語" })

            let rollup = try #require(issue.reactions)
            let reactions = try await github.all(
                issues.reactions(owner: "mona", name: "hello-world", number: issue.number))
            #expect(reactions.count == rollup.totalCount)
            for content in ReactionContent.knownNames.map(\.key) {
                #expect(reactions.filter { $0.content == content }.count == rollup.count(of: content))
            }
            let kind = reactions[0].content
            let onlyKind = try await github.all(
                issues.reactions(owner: "mona", name: "hello-world", number: issue.number, content: kind))
            #expect(onlyKind.count == rollup.count(of: kind) && onlyKind.allSatisfy { $0.content == kind })
        }
    }

    @Test func aBareIssueSendsNullWhereGitHubDoes() async throws {
        try await TestGitHub.run { kit in
            let issue = try await kit.client().client.send(
                issues.get(owner: "mona", name: "hello-world", number: 1))
            #expect(issue.body == nil && issue.raw["body"] == .null)
            #expect(issue.milestone == nil && issue.raw["milestone"] == .null)
            #expect(issue.assignee == nil && issue.assignees.isEmpty && issue.labels.isEmpty)
            #expect(issue.reactions?.totalCount == 0)
            #expect(issue.comments == 0)
            #expect(!issue.isPullRequest)
            let pull = try await kit.client().client.send(
                issues.get(owner: "mona", name: "hello-world", number: 2))
            #expect(pull.isPullRequest && pull.state == .closed)
        }
    }

    @Test func theViewersAndAnOrganizationsIssuesNeedATokenAndFollowTheScope() async throws {
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            let github = kit.client(token: "tok")
            let assigned = try await github.all(issues.forAuthenticatedUser(filter: IssueFilter(state: .all)))
            #expect(!assigned.isEmpty)
            #expect(
                assigned.allSatisfy { $0.assignees.contains { $0.login == "mona" } && $0.repository != nil })
            let created = try await github.all(
                issues.ofAuthenticatedUser(scope: .created, filter: IssueFilter(state: .all)))
            #expect(!created.isEmpty && created.allSatisfy { $0.user?.login == "mona" })
            let acme = try await github.all(
                issues.forOrganization("acme-corp", scope: .all, filter: IssueFilter(state: .all)))
            #expect(acme.count == 12)
            #expect(acme.allSatisfy { $0.repository?.fullName == "acme-corp/acme-platform" })
            let anonymous = kit.client()
            await #expect(throws: GitHubError.self) {
                try await anonymous.client.send(issues.forAuthenticatedUser())
            }
            #expect(await kit.server.requests.last?.status == 401)
        }
    }

    @Test func aMissingRepositoryIssueOrCommentIsNotFound() async throws {
        try await TestGitHub.run { kit in
            let client = kit.client().client
            for route in [
                issues.get(owner: "mona", name: "no-such-repo", number: 1),
                issues.get(owner: "mona", name: "hello-world", number: 321),
                issues.get(owner: "mona", name: "mystery", number: 1),
            ] {
                await #expect {
                    try await client.send(route)
                } throws: { error in
                    if case .notFound = error as? GitHubError { true } else { false }
                }
            }
            await #expect(throws: GitHubError.self) {
                try await client.send(issues.comment(owner: "mona", name: "hello-world", id: 99))
            }
            let none = try await client.send(issues.list(owner: "mona", name: "mystery"))
            #expect(none.isEmpty)
        }
    }

    @Test func badInputIsRefusedBeforeAnyRequest() async throws {
        try await TestGitHub.run { kit in
            let client = kit.client().client
            let routes: [Route<[GitHubKit.Issue]>] = [
                issues.list(owner: "a/b", name: "hello-world"), issues.list(owner: "mona", name: ".."),
                issues.list(owner: "mona", name: "hello world"), issues.list(owner: "mona", name: "héllo"),
                issues.list(owner: "mona", name: "hello-world", page: 0),
                issues.list(owner: "mona", name: "hello-world", filter: IssueFilter(labels: ["a,b"])),
                issues.list(owner: "mona", name: "hello-world", filter: IssueFilter(assignee: "../x")),
                issues.list(owner: "mona", name: "hello-world", filter: IssueFilter(creator: "mo na")),
                issues.forAuthenticatedUser(filter: IssueFilter(creator: "mona")),
                issues.forOrganization("acme/corp"),
            ]
            for route in routes {
                await #expect(throws: GitHubError.self) { try await client.send(route) }
            }
            for number in [0, -1] {
                await #expect(throws: GitHubError.self) {
                    try await client.send(issues.get(owner: "mona", name: "hello-world", number: number))
                }
                await #expect(throws: GitHubError.self) {
                    try await client.send(issues.comments(owner: "mona", name: "hello-world", number: number))
                }
            }
            await #expect(throws: GitHubError.self) {
                try await client.send(issues.comment(owner: "mona", name: "hello-world", id: 0))
            }
            #expect(await kit.server.requests.isEmpty)
        }
    }
}
