import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Testing

/// The events API and organization lists over loopback, and lenient event decoding.
@Suite struct EventTests {
    private let activity = GithubRouter.activity

    @Test func publicReceivedAndRepositoryEventsPageLatestFirst() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let events = try await github.all(activity.publicEvents(of: "mona"))
            #expect(events.count > 30)
            #expect(Set(events.map(\.id)).count == events.count)
            #expect(events.allSatisfy { $0.actor?.login == "mona" && $0.payload?.object != nil })
            let dates = events.compactMap(\.createdAt)
            #expect(dates.count == events.count)
            #expect(dates == dates.sorted(by: >))
            let received = try await github.client.send(activity.receivedEvents(of: "mona", page: 2))
            #expect(received.count == 30)
            #expect(received.allSatisfy { $0.actor?.login != "mona" })
            let repoEvents = try await github.client.send(
                activity.repoEvents(owner: "zhang-wei", repo: "dragon-cli"))
            #expect(repoEvents.allSatisfy { $0.repoName == "zhang-wei/dragon-cli" })
            #expect(!repoEvents.isEmpty)
        }
    }

    @Test func anEventKeepsItsPayloadRawAndReadsANumericID() throws {
        let json =
            #"[{"id": 12, "type": "GollumEvent", "payload": {"pages": [{"action": "edited"}]}, "public": "yes"}]"#
        let events = try JSONParser<[Event]>.decoder().decode([Event].self, from: Data(json.utf8))
        #expect(events.first?.id == "12")
        #expect(events.first?.payload?["pages"]?.array?.count == 1)
        #expect(events.first?.isPublic == nil)
        #expect(events.first?.actor == nil)
    }

    @Test func organizationsOfAUserAndOfTheViewer() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: "classic")
            let orgs = try await github.client.send(GithubRouter.users.orgs("mona"))
            #expect(orgs.map(\.login) == ["acme-corp"])
            #expect(orgs.first?.description == "We make everything. Quality since 1949.")
            #expect(
                try await github.client.send(GithubRouter.users.authenticatedOrgs()).map(\.login) == [
                    "acme-corp"
                ])
            #expect(try await github.client.send(GithubRouter.users.orgs("user-00001")).isEmpty)
            let missing = await gitHubError {
                _ = try await github.client.send(GithubRouter.users.orgs("no-such-user"))
            }
            guard case .notFound? = missing else {
                Issue.record("expected notFound, got \(String(describing: missing))")
                return
            }
        }
    }

    @Test func whetherOneUserFollowsAnother() async throws {
        try await TestGitHub.run(options: writeOptions) { kit in
            let github = kit.client(token: nil)
            let yes = try await github.client.check(GithubRouter.users.follows("mona", "zhang-wei"))
            let no = try await github.client.check(GithubRouter.users.follows("zhang-wei", "mona"))
            let nobody = try await github.client.check(GithubRouter.users.follows("no-such-user", "mona"))
            #expect(yes)
            #expect(!no)
            #expect(!nobody)
        }
    }
}
