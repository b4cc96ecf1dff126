import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// Real recorded GitHub objects of every age (`Fixtures/recorded`, sources in its README) decode:
    /// at least 99 % of each kind, with identities that agree with everything else the object says.
    @Suite struct RecordedCorpusTests {
        /// One kind of object: its folder under `Fixtures/recorded` and how a model reads one.
        struct Kind: Sendable, CustomStringConvertible {
            let folder: String
            let decode: @Sendable (JSONValue) throws -> Void
            var description: String { folder }
        }

        static let kinds: [Kind] = [
            Kind(folder: "repositories") { _ = try Repository(raw: $0) },
            Kind(folder: "users") {
                _ = try SimpleUser(raw: $0)
                _ = try User(raw: $0)
            },
            Kind(folder: "issues") { _ = try Issue(raw: $0) },
            Kind(folder: "pulls") { _ = try PullRequest(raw: $0) },
            Kind(folder: "events") { _ = try Event(raw: $0) },
            Kind(folder: "organizations") {
                _ = try OrganizationSimple(raw: $0)
                _ = try OrganizationFull(raw: $0)
            },
            Kind(folder: "teams") { _ = try Team(raw: $0) },
            Kind(folder: "milestones") { _ = try Milestone(raw: $0) },
            Kind(folder: "labels") { _ = try Label(raw: $0) },
            Kind(folder: "issue-comments") { _ = try IssueComment(raw: $0) },
            Kind(folder: "issue-events") { _ = try IssueEvent(raw: $0) },
            Kind(folder: "commit-comments") { _ = try CommitComment(raw: $0) },
            Kind(folder: "commits") { _ = try Commit(raw: $0) },
            Kind(folder: "statuses") { _ = try CommitStatus(raw: $0) },
            Kind(folder: "gists") { _ = try Gist(raw: $0) },
            Kind(folder: "gist-comments") { _ = try GistComment(raw: $0) },
            Kind(folder: "notifications") { _ = try NotificationThread(raw: $0) },
            Kind(folder: "releases") { _ = try Release(raw: $0) },
            Kind(folder: "workflow-runs") { _ = try WorkflowRun(raw: $0) },
            Kind(folder: "pull-review-comments") { _ = try PullRequestReviewComment(raw: $0) },
            Kind(folder: "tags") { _ = try Tag(raw: $0) },
            Kind(folder: "git-refs") { _ = try GitReference(raw: $0) },
            Kind(folder: "public-keys") { _ = try PublicKey(raw: $0) },
        ]

        static let folder = FixtureSet.folder.appendingPathComponent("recorded")

        /// Every object of the JSON arrays in `recorded/NAME`, with the file it came from.
        static func objects(in name: String) throws -> [(file: String, object: JSONValue)] {
            let directory = folder.appendingPathComponent(name)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".json") }.sorted()
            return try files.flatMap { file in
                let data = try Data(contentsOf: directory.appendingPathComponent(file))
                return try JSONDecoder().decode([JSONValue].self, from: data).map { (file, $0) }
            }
        }

        @Test(arguments: kinds)
        func atLeastNinetyNinePercentOfEachKindDecode(kind: Kind) throws {
            let objects = try Self.objects(in: kind.folder)
            var failures: [String] = []
            for (file, object) in objects {
                do { try kind.decode(object) } catch { failures.append("\(file): \(error)") }
            }
            let decoded = objects.count - failures.count
            let percent = objects.isEmpty ? 0 : Double(decoded) * 100 / Double(objects.count)
            print("recorded \(kind.folder): \(decoded) of \(objects.count) decode (\(percent) %)")
            #expect(!objects.isEmpty)
            #expect(percent >= 99, "\(failures)")
        }

        @Test func everyRecordedRepositoryHasOneConsistentIdentity() throws {
            var repositories = try Self.objects(in: "repositories").map(\.object)
            for pull in try Self.objects(in: "pulls").map(\.object) {
                repositories += [pull["head"]?["repo"], pull["base"]?["repo"]].compactMap { $0 }.filter {
                    $0 != .null
                }
            }
            for object in repositories {
                let repository = try Repository(raw: object)
                let parts = repository.fullName.split(separator: "/").map(String.init)
                #expect(parts.count == 2)
                #expect(parts.last == repository.name)
                #expect(parts.first == repository.ownerLogin)
                if let sent = object["full_name"]?.string { #expect(repository.fullName == sent) }
                if let login = object["owner"]?["login"]?.string { #expect(repository.ownerLogin == login) }
                if let url = object["url"]?.string { #expect(url.hasSuffix("/repos/\(repository.fullName)")) }
                if let html = object["html_url"]?.string {
                    #expect(html.hasSuffix("/\(repository.fullName)"))
                }
                #expect(!repository.name.contains("/"))
            }
            #expect(repositories.count >= 50)
        }

        @Test func repositoriesFrom2011And2012WithoutFullNameTakeItFromOwnerAndName() throws {
            let old = try Self.objects(in: "repositories").filter { $0.file.hasPrefix("octokit-rb") }
            #expect(old.count >= 20)
            for (_, object) in old {
                #expect(object["full_name"] == nil && object["node_id"] == nil)
                let repository = try Repository(raw: object)
                #expect(repository.owner?.login == repository.ownerLogin)
            }
        }

        @Test func anEventsRepositoryReadsItsNameAsTheFullName() throws {
            let events = try Self.objects(in: "events").map { try Event(raw: $0.object) }
            let push = try #require(events.first { $0.id == "1556114751" })
            let repository = try #require(push.repository)
            #expect(repository.id == 3_544_490)
            #expect(repository.fullName == "jacquev6/PyGithub")
            #expect(repository.name == "PyGithub")
            #expect(repository.ownerLogin == "jacquev6")
            #expect(repository.owner == nil)
        }

        @Test func aGistEventsPlaceholderRepositoryIsNoRepository() throws {
            let placeholder = try #require(try Self.objects(in: "unidentifiable").first?.object)
            #expect {
                _ = try Repository(raw: placeholder)
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, _) = error else { return false }
                return key.stringValue == "id"
            }
            let events = try Self.objects(in: "events").map { try Event(raw: $0.object) }
            let gist = try #require(events.first { $0.type == "GistEvent" })
            #expect(gist.repository == nil)
            #expect(gist.repoName == "/")
        }
    }
}
