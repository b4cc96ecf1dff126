import Foundation
import GitHubKit
import Testing

extension ModelTests {
    @Suite struct RepositoryTests {
        @Test func minimalRepositoryListDecodesLicenseAndPermissions() throws {
            let repositories = try ModelCoding.decode([Repository].self, from: Fixtures.minimalRepositories)
            let repository = try #require(repositories.first)
            #expect(repository.fullName == "octocat/Hello-World")
            #expect(repository.owner.login == "octocat")
            #expect(!repository.private)
            #expect(repository.fork)
            #expect(repository.permissions == RepositoryPermissions(admin: false, push: false, pull: true))
            #expect(
                repository.license
                    == License(
                        key: "mit",
                        name: "MIT License",
                        url: "https://api.github.com/licenses/mit",
                        spdxId: "MIT",
                        nodeId: "MDc6TGljZW5zZW1pdA=="
                    )
            )
            #expect(
                repository.archiveUrl
                    == "https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}")
            #expect(repository.sshUrl == "git@github.com:octocat/Hello-World.git")
            #expect(repository.topics == ["octocat", "atom", "electron", "api"])
            #expect(repository.stargazersCount == 80)
            #expect(repository.pushedAt == Date(timeIntervalSince1970: 1_296_068_803))
            #expect(repository.updatedAt == Date(timeIntervalSince1970: 1_296_069_283))
        }

        @Test func fullRepositoryDecodesIntoTheSameType() throws {
            let repository = try ModelCoding.decode(Repository.self, from: Fixtures.fullRepository)
            #expect(repository.subscribersCount == 42)
            #expect(repository.networkCount == 0)
            #expect(repository.organization?.type == "Organization")
            #expect(repository.allowForking == true)
            #expect(repository.allowSquashMerge == true)
            #expect(repository.allowAutoMerge == false)
            #expect(repository.hasDiscussions == false)
            #expect(repository.forks == 9)
            // GitHub's own example leaves out `language` although the schema requires it.
            #expect(repository.language == nil)
        }

        @Test func nullDescriptionLanguageLicenseAndHomepageDecodeToNil() throws {
            let repository = try ModelCoding.decode(Repository.self, from: Fixtures.repositoryWithNulls)
            #expect(repository.description == nil)
            #expect(repository.language == nil)
            #expect(repository.license == nil)
            #expect(repository.homepage == nil)
            #expect(repository.mirrorUrl == nil)
        }

        @Test func fieldsMinimalRepositoryMakesOptionalMayBeAbsent() throws {
            let optional = [
                "git_url", "ssh_url", "clone_url", "svn_url", "homepage", "language", "forks_count",
                "stargazers_count", "watchers_count", "size", "default_branch", "open_issues_count",
                "is_template", "topics", "has_issues", "has_projects", "has_wiki", "has_pages",
                "has_downloads", "archived", "disabled", "visibility", "pushed_at", "created_at",
                "updated_at", "permissions", "license", "forks", "open_issues", "watchers",
            ]
            let data = try ModelCoding.modifying(Fixtures.fullRepository) { object in
                for key in optional { object.removeValue(forKey: key) }
            }
            let repository = try ModelCoding.decoder().decode(Repository.self, from: data)
            #expect(repository.defaultBranch == nil)
            #expect(repository.createdAt == nil)
        }

        @Test func repositoryListEncodesBackToGitHubsKeysExceptTheCloneToken() throws {
            let keys = try ModelCoding.keyPathsBeforeAndAfterRoundTrip(
                [Repository].self,
                Fixtures.minimalRepositories
            )
            #expect(keys.sent.contains("[].temp_clone_token"))
            #expect(keys.encoded == keys.sent.subtracting(["[].temp_clone_token"]))
        }

        @Test(arguments: [Fixtures.fullRepository, Fixtures.repositoryWithNulls])
        func encodesBackToGitHubsKeysExceptTheCloneToken(json: String) throws {
            let keys = try ModelCoding.keyPathsBeforeAndAfterRoundTrip(Repository.self, json)
            #expect(keys.sent.contains("temp_clone_token"))
            #expect(keys.encoded == keys.sent.subtracting(["temp_clone_token"]))
        }

        @Test func missingFieldsThatAreNoIdentityDecodeAsNilOrFalse() throws {
            let data = try ModelCoding.modifying(Fixtures.fullRepository) { object in
                for key in ["html_url", "private", "archive_url"] { object.removeValue(forKey: key) }
                var license = object["license"] as? [String: Any]
                license?.removeValue(forKey: "node_id")
                object["license"] = license
            }
            let repository = try ModelCoding.decoder().decode(Repository.self, from: data)
            #expect(repository.htmlUrl == nil)
            #expect(!repository.private)
            #expect(repository.archiveUrl == nil)
            #expect(repository.license?.key == "mit")
            #expect(repository.license?.nodeId == nil)
        }

        @Test(arguments: [
            ("id", "id"),
            ("full_name", "full_name"),
            ("owner", "owner"),
            ("owner.login", "owner.login"),
            ("owner.id", "owner.id"),
        ])
        func missingRequiredFieldFailsNamingIt(removed: String, reported: String) throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: Repository.self,
                without: removed,
                in: Fixtures.fullRepository
            )
            #expect(missing == reported)
        }
    }
}
