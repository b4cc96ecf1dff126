import Foundation
import GitHubKit
import Testing

/// The issue writes build the method, path and snake-case JSON body GitHub expects; nothing is sent.
@Suite struct IssueWriteRoutesTests {
    let issues = GithubRouter.issues
    let base = URL(string: "https://api.github.com")!

    func body(_ route: some Router) throws -> [String: Any] {
        let data = try #require(route.urlRequest(baseURL: base).httpBody)
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func creatingAnIssueSendsItsFieldsAsGitHubNamesThem() throws {
        let route = issues.create(
            owner: "mona", name: "hello-world",
            NewIssue(
                title: "Found a bug", body: "Steps: …", assignees: ["mona"], labels: ["bug"], milestone: 2))
        let request = try route.urlRequest(baseURL: base)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://api.github.com/repos/mona/hello-world/issues")
        let sent = try body(route)
        #expect(sent["title"] as? String == "Found a bug")
        #expect(sent["body"] as? String == "Steps: …")
        #expect(sent["assignees"] as? [String] == ["mona"])
        #expect(sent["labels"] as? [String] == ["bug"])
        #expect(sent["milestone"] as? Int == 2)
        let minimal = try body(
            issues.create(owner: "mona", name: "hello-world", NewIssue(title: "Only a title")))
        #expect(Set(minimal.keys) == ["title"])
    }

    @Test func closingAnIssueSendsTheStateAndItsReasonInSnakeCase() throws {
        let route = issues.update(
            owner: "mona", name: "hello-world", number: 7,
            IssueUpdate(state: .closed, stateReason: .notPlanned, labels: []))
        let request = try route.urlRequest(baseURL: base)
        #expect(request.httpMethod == "PATCH")
        #expect(request.url?.path == "/repos/mona/hello-world/issues/7")
        let sent = try body(route)
        #expect(sent["state"] as? String == "closed")
        #expect(sent["state_reason"] as? String == "not_planned")
        #expect(sent["labels"] as? [String] == [])
        #expect(Set(sent.keys) == ["state", "state_reason", "labels"])
        let retitled = try body(
            issues.update(owner: "mona", name: "hello-world", number: 7, IssueUpdate(title: "New")))
        #expect(Set(retitled.keys) == ["title"])
    }

    @Test func commentWritesUseTheirOwnPathsAndMethods() throws {
        let create = try issues.createComment(owner: "mona", name: "hello-world", number: 3, body: "Thanks!")
            .urlRequest(baseURL: base)
        #expect(create.httpMethod == "POST")
        #expect(create.url?.path == "/repos/mona/hello-world/issues/3/comments")
        #expect(
            try body(issues.createComment(owner: "mona", name: "hello-world", number: 3, body: "Thanks!"))[
                "body"] as? String == "Thanks!")
        let update = try issues.updateComment(owner: "mona", name: "hello-world", id: 42, body: "Edited")
            .urlRequest(baseURL: base)
        #expect(update.httpMethod == "PATCH")
        #expect(update.url?.path == "/repos/mona/hello-world/issues/comments/42")
        let delete = try issues.deleteComment(owner: "mona", name: "hello-world", id: 42).urlRequest(
            baseURL: base)
        #expect(delete.httpMethod == "DELETE")
        #expect(delete.url?.path == "/repos/mona/hello-world/issues/comments/42")
        #expect(delete.httpBody == nil)
    }

    @Test func badWritesAreRefusedWhenBuilt() {
        #expect(throws: GitHubError.self) {
            try issues.create(owner: "mona", name: "hello-world", NewIssue(title: "  ")).urlRequest(
                baseURL: base)
        }
        #expect(throws: GitHubError.self) {
            try issues.create(owner: "a/b", name: "hello-world", NewIssue(title: "x")).urlRequest(
                baseURL: base)
        }
        #expect(throws: GitHubError.self) {
            try issues.update(owner: "mona", name: "..", number: 1, IssueUpdate(title: "x")).urlRequest(
                baseURL: base)
        }
        #expect(throws: GitHubError.self) {
            try issues.update(owner: "mona", name: "hello-world", number: 0, IssueUpdate()).urlRequest(
                baseURL: base)
        }
        #expect(throws: GitHubError.self) {
            try issues.createComment(owner: "mona", name: "hello-world", number: 1, body: "\n").urlRequest(
                baseURL: base)
        }
        #expect(throws: GitHubError.self) {
            try issues.deleteComment(owner: "mona", name: "hello-world", id: -5).urlRequest(baseURL: base)
        }
    }
}
