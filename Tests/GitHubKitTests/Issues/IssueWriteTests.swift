import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// Writing issues and comments against FakeGitHub over loopback: each write shows in later reads,
/// and refusals come as GitHub sends them.
@Suite struct IssueWriteTests {
    private let issues = GithubRouter.issues
    /// `classic` is mona (who owns `mona/hello-world`), `other` someone else, `reader` mona
    /// without write scopes.
    private let options = Options(
        tokens: ["classic": "mona", "reader": "mona", "other": "zhang-wei"],
        tokenScopes: ["reader": ["read:user"]])

    @Test func anOpenedIssueIsNumberedAfterTheLastAndShowsInTheList() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "classic")
            let created = try await github.client.send(
                issues.create(
                    owner: "mona", name: "hello-world",
                    NewIssue(
                        title: "Crash on start", body: "Steps: run it.", assignees: ["zhang-wei"],
                        labels: ["bug", "needs triage"], milestone: 2)))
            #expect(created.number == 321)
            #expect(created.title == "Crash on start")
            #expect(created.state == .open)
            #expect(created.user?.login == "mona")
            #expect(created.labels.map(\.name) == ["bug", "needs triage"])
            #expect(created.labels.first?.color == "d73a4a")
            #expect(created.assignees.map(\.login) == ["zhang-wei"])
            #expect(created.milestone?.number == 2)

            let fetched = try await github.client.send(
                issues.get(owner: "mona", name: "hello-world", number: 321))
            #expect(fetched.body == "Steps: run it.")
            let open = try await github.all(issues.list(owner: "mona", name: "hello-world"))
            #expect(open.first?.number == 321)
            let labelled = try await github.all(
                issues.list(owner: "mona", name: "hello-world", filter: IssueFilter(labels: ["needs triage"]))
            )
            #expect(labelled.map(\.number) == [321])
        }
    }

    @Test func closingAnIssueMovesItToTheClosedListAndReopeningBringsItBack() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "classic")
            func openNumbers() async throws -> Set<Int> {
                Set(try await github.all(issues.list(owner: "mona", name: "hello-world")).map(\.number))
            }
            #expect(try await openNumbers().contains(3))
            let closed = try await github.client.send(
                issues.update(
                    owner: "mona", name: "hello-world", number: 3,
                    IssueUpdate(state: .closed, stateReason: .notPlanned, labels: ["wontfix"])))
            #expect(closed.state == .closed)
            #expect(closed.stateReason == .notPlanned)
            #expect(closed.closedAt != nil)
            #expect(closed.labels.map(\.name) == ["wontfix"])
            #expect(try await !openNumbers().contains(3))
            let closedList = try await github.all(
                issues.list(owner: "mona", name: "hello-world", filter: IssueFilter(state: .closed)))
            #expect(closedList.contains { $0.number == 3 && $0.stateReason == .notPlanned })

            let reopened = try await github.client.send(
                issues.update(owner: "mona", name: "hello-world", number: 3, IssueUpdate(state: .open)))
            #expect(reopened.state == .open && reopened.closedAt == nil && reopened.stateReason == .reopened)
            #expect(try await openNumbers().contains(3))
        }
    }

    @Test func commentsAddedEditedAndDeletedShowInTheConversationAndTheCount() async throws {
        try await TestGitHub.run(options: options) { kit in
            let github = kit.client(token: "classic")
            let before = try await github.client.send(
                issues.get(owner: "mona", name: "hello-world", number: 5))
            let beforeComments = try await github.all(
                issues.comments(owner: "mona", name: "hello-world", number: 5))
            #expect(beforeComments.count == before.comments)

            let added = try await github.client.send(
                issues.createComment(owner: "mona", name: "hello-world", number: 5, body: "Same here."))
            #expect(added.body == "Same here." && added.user?.login == "mona")
            var comments = try await github.all(
                issues.comments(owner: "mona", name: "hello-world", number: 5))
            #expect(comments.count == beforeComments.count + 1)
            #expect(comments.last?.id == added.id)
            let counted = try await github.client.send(
                issues.get(owner: "mona", name: "hello-world", number: 5))
            #expect(counted.comments == (before.comments ?? 0) + 1)

            let edited = try await github.client.send(
                issues.updateComment(
                    owner: "mona", name: "hello-world", id: added.id, body: "Same here, on 2.0."))
            #expect(edited.body == "Same here, on 2.0.")
            let fetched = try await github.client.send(
                issues.comment(owner: "mona", name: "hello-world", id: added.id))
            #expect(fetched.body == "Same here, on 2.0.")

            _ = try await github.client.send(
                issues.deleteComment(owner: "mona", name: "hello-world", id: added.id))
            comments = try await github.all(issues.comments(owner: "mona", name: "hello-world", number: 5))
            #expect(comments.map(\.id) == beforeComments.map(\.id))
            let gone = await gitHubError {
                _ = try await github.client.send(
                    issues.comment(owner: "mona", name: "hello-world", id: added.id))
            }
            #expect(gone.map(isNotFound) == true)
            let uncounted = try await github.client.send(
                issues.get(owner: "mona", name: "hello-world", number: 5))
            #expect(uncounted.comments == before.comments)
        }
    }

    @Test func writesAreRefusedAsGitHubRefusesThem() async throws {
        try await TestGitHub.run(options: options) { kit in
            let mona = kit.client(token: "classic")
            let created = try await kit.client(token: "other").client.send(
                issues.create(owner: "mona", name: "hello-world", NewIssue(title: "From a stranger")))
            #expect(created.user?.login == "zhang-wei")

            // Nobody but the author or the owner edits an issue.
            let stranger = await gitHubError {
                _ = try await kit.client(token: "other").client.send(
                    issues.update(
                        owner: "mona", name: "hello-world", number: 7, IssueUpdate(title: "Mine now")))
            }
            guard case .forbidden? = stranger else {
                Issue.record("expected forbidden, got \(String(describing: stranger))")
                return
            }
            // The owner may edit the stranger's issue.
            let retitled = try await mona.client.send(
                issues.update(
                    owner: "mona", name: "hello-world", number: created.number, IssueUpdate(title: "Triaged"))
            )
            #expect(retitled.title == "Triaged" && retitled.user?.login == "zhang-wei")

            let anonymous = await gitHubError {
                _ = try await kit.client(token: nil).client.send(
                    issues.createComment(owner: "mona", name: "hello-world", number: 1, body: "hi"))
            }
            guard case .unauthorized? = anonymous else {
                Issue.record("expected unauthorized, got \(String(describing: anonymous))")
                return
            }
            let unscoped = await gitHubError {
                _ = try await kit.client(token: "reader").client.send(
                    issues.createComment(owner: "mona", name: "hello-world", number: 1, body: "hi"))
            }
            #expect(unscoped?.description.contains("public_repo") == true)

            let missing = await gitHubError {
                _ = try await mona.client.send(
                    issues.createComment(owner: "mona", name: "hello-world", number: 9_999, body: "hi"))
            }
            #expect(missing.map(isNotFound) == true)

            // GitHub names the field that is wrong.
            let untitled = try Route<JSONValue>(
                .post, template: "/repos/{owner}/{repo}/issues", ["owner": "mona", "repo": "hello-world"],
                body: ["body": "no title"])
            let noTitle = await gitHubError { _ = try await mona.client.send(untitled) }
            guard case .validationFailed(let failure)? = noTitle else {
                Issue.record("expected validationFailed, got \(String(describing: noTitle))")
                return
            }
            #expect(failure.fields == ["title"])
            let nobody = await gitHubError {
                _ = try await mona.client.send(
                    issues.update(
                        owner: "mona", name: "hello-world", number: 1,
                        IssueUpdate(assignees: ["no-such-user-x"])))
            }
            guard case .validationFailed(let assignees)? = nobody else {
                Issue.record("expected validationFailed, got \(String(describing: nobody))")
                return
            }
            #expect(assignees.fields == ["assignees"])
            // Nothing refused changed the world.
            let one = try await mona.client.send(issues.get(owner: "mona", name: "hello-world", number: 1))
            #expect(one.assignees.isEmpty)
            #expect(await kit.server.requests.contains { $0.status == 422 })
        }
    }

    @Test func aWriteMakesTheSQLiteCacheForgetTheIssueListItChanged() async throws {
        try await withCacheDirectory { directory in
            let cache = try SQLiteResponseCache(path: directory.file("cache.sqlite"))
            try await TestGitHub.run(options: options) { kit in
                let github = kit.client(token: "classic", cache: cache)
                let list = issues.list(owner: "mona", name: "Spoon-Knife", filter: IssueFilter(state: .all))
                let before = try await github.client.send(list)
                _ = try await github.client.send(
                    issues.create(owner: "mona", name: "Spoon-Knife", NewIssue(title: "Fork me")))
                let after = try await github.client.send(list)
                #expect(after.count == before.count + 1)
                #expect(after.contains { $0.title == "Fork me" })
            }
        }
    }

    private func isNotFound(_ error: GitHubError) -> Bool {
        if case .notFound = error.rootCause { return true }
        return false
    }
}
