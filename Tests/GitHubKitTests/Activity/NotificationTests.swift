import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// Notifications: the unread list, filters, and marking one thread or all read.
@Suite struct NotificationTests {
    private let activity = GithubRouter.activity

    @Test func markingAThreadReadTakesItOffTheUnreadList() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let unread = try await github.client.send(activity.notifications())
            let all = try await github.client.send(activity.notifications(all: true))
            #expect(unread.allSatisfy { $0.unread == true })
            #expect(all.count > unread.count)
            #expect(unread.allSatisfy { $0.subjectTitle != nil && $0.repository != nil })
            let participating = try await github.client.send(activity.notifications(participating: true))
            #expect(participating.allSatisfy { $0.reason != "subscribed" })
            #expect(participating.count < unread.count)

            let first = try #require(unread.first)
            _ = try await github.client.send(activity.markThreadRead(first.id))
            let after = try await github.client.send(activity.notifications())
            #expect(after.map(\.id) == unread.dropFirst().map(\.id))
            let read = try await github.client.send(activity.notifications(all: true)).first {
                $0.id == first.id
            }
            #expect(read?.unread == false)
            #expect(read?.lastReadAt != nil)
        }
    }

    @Test func markingAllReadEmptiesTheUnreadList() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            #expect(try await github.client.send(activity.notifications()).isEmpty == false)
            _ = try await github.client.send(activity.markNotificationsRead())
            #expect(try await github.client.send(activity.notifications()).isEmpty)
            #expect(await kit.server.requests.map(\.status) == [200, 205, 200])
        }
    }

    @Test func notificationsNeedATokenWithTheScopeAndAKnownThread() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let anonymous = await gitHubError {
                _ = try await kit.client(token: nil).client.send(activity.notifications())
            }
            #expect(anonymous == .unauthorized(message: "Requires authentication"))
            let reader = kit.client(token: "reader")
            let refused = await gitHubError { _ = try await reader.client.send(activity.markThreadRead("1")) }
            guard case .forbidden(let message)? = refused else {
                Issue.record("expected forbidden, got \(String(describing: refused))")
                return
            }
            #expect(
                message.hasSuffix(
                    "the token has scopes `read:user`; this endpoint accepts `notifications, repo`"))
            let github = kit.client(token: "classic")
            let missing = await gitHubError { _ = try await github.client.send(activity.markThreadRead("1")) }
            guard case .notFound? = missing else {
                Issue.record("expected notFound, got \(String(describing: missing))")
                return
            }
            await kit.server.clearRequests()
            for id in ["", "12a", "../1", "１"] {
                let error = await gitHubError {
                    _ = try await github.client.send(activity.markThreadRead(id))
                }
                guard case .invalidInput? = error else {
                    Issue.record("\(id) gave \(String(describing: error))")
                    continue
                }
            }
            #expect(await kit.server.requests.isEmpty)
        }
    }
}
