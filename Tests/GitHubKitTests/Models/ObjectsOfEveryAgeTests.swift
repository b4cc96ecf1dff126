import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// The objects of every age that failed before their models were loosened: each decodes, with
    /// what it lacks read as nil or derived, and what cannot be derived still refused.
    @Suite struct ObjectsOfEveryAgeTests {
        static func objects(_ folder: String, _ file: String) throws -> [JSONValue] {
            try RecordedCorpusTests.objects(in: folder).filter { $0.file == file }.map(\.object)
        }

        /// The object `text` spells.
        static func json(_ text: String) throws -> JSONValue {
            try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        }

        @Test func teamsFrom2011WithoutASlugDecodeWithNone() throws {
            let teams = try Self.objects("teams", "octokit-rb-teams-2011.json").map { try Team(raw: $0) }
            #expect(teams.map(\.id) == [32598, 32760])
            #expect(teams.map(\.name) == ["Fellows", "Staff"])
            #expect(teams.allSatisfy { $0.slug == nil })
            let later = try Self.objects("teams", "pygithub-user-teams-2014.json").map { try Team(raw: $0) }
            #expect(later.map(\.slug) == ["owners", "honoraries"])
        }

        @Test func aTeamWithAnEmptySlugHasNone() throws {
            #expect(try Team(raw: Self.json(#"{"id": 1, "slug": ""}"#)).slug == nil)
        }

        @Test func aMilestoneFrom2011WithoutAnIdIsKnownByItsNumber() throws {
            let object = try #require(try Self.objects("milestones", "octokit-rb-milestones-2011.json").first)
            let milestone = try Milestone(raw: object)
            #expect(milestone.number == 1)
            #expect(milestone.id == nil)
            #expect(milestone.title == "0.7.0")
            // Its creator has a login but no id: no user, and the milestone reads all the same.
            #expect(object["creator"]?["login"]?.string == "sferik")
            #expect(milestone.creator == nil)
        }

        @Test func aMilestoneWithoutANumberIsRefusedNamingIt() throws {
            #expect {
                _ = try Milestone(raw: Self.json(#"{"id": 93546, "title": "Version 0.4"}"#))
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, _) = error else { return false }
                return key.stringValue == "number"
            }
        }

        @Test func issueCommentsFrom2011TakeTheirIdFromTheirURL() throws {
            let comments = try Self.objects("issue-comments", "octokit-rb-comments-2011.json").map {
                try IssueComment(raw: $0)
            }
            #expect(comments.map(\.id) == [1_194_549, 1_194_690, 1_199_663])
            #expect(comments.allSatisfy { $0.raw["id"] == nil })
            #expect(comments.first?.user?.login == "ctshryock")
        }

        @Test func aCommentIdComesFromItsPageAddressToo() throws {
            let comment = try IssueComment(
                raw: Self.json(
                    #"{"html_url": "https://github.com/o/r/issues/1#issuecomment-42", "body": "x"}"#))
            #expect(comment.id == 42)
        }

        @Test(arguments: [
            // No id and nothing to take one from.
            #"{"body": "x"}"#,
            // Addresses that disagree: neither is trusted.
            #"{"url": "https://api.github.com/repos/o/r/issues/comments/1", "html_url": "https://github.com/o/r/issues/1#issuecomment-2"}"#,
            // Not a number, or not a positive one.
            #"{"url": "https://api.github.com/repos/o/r/issues/comments/12a"}"#,
            #"{"url": "https://api.github.com/repos/o/r/issues/comments/0"}"#,
            #"{"url": "https://api.github.com/repos/o/r/issues/comments/٤٢"}"#,
        ])
        func aCommentWithoutAnIdItsURLsAgreeOnIsRefusedNamingId(object: String) throws {
            let object = try Self.json(object)
            #expect {
                _ = try IssueComment(raw: object)
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, _) = error else { return false }
                return key.stringValue == "id"
            }
        }

        @Test func aSentIdWinsOverTheURL() throws {
            let comment = try IssueComment(
                raw: Self.json(#"{"id": 7, "url": "https://api.github.com/repos/o/r/issues/comments/8"}"#))
            #expect(comment.id == 7)
        }

        @Test func aNotificationFrom2013WithAnIdOnlyRepositoryHasNoRepository() throws {
            let object = try #require(
                try Self.objects("notifications", "pygithub-notification-2013.json").first)
            let thread = try NotificationThread(raw: object)
            #expect(thread.id == "8406712")
            #expect(thread.subjectTitle == "Feature/coveralls")
            // `{"id": 8432784}` names no repository the browser could show or group by.
            #expect(object["repository"] == (try Self.json(#"{"id": 8432784}"#)))
            #expect(thread.repository == nil)
        }
    }
}
