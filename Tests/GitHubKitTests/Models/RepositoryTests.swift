import Foundation
import GitHubKit
import Testing

extension ModelTests {
    @Suite struct RepositoryTests {
        @Test func minimalRepositoryListDecodesLicenseAndPermissions() throws {
            let repositories = try ModelCoding.decode([Repository].self, from: Fixtures.minimalRepositories)
            let repository = try #require(repositories.first)
            #expect(repository.fullName == "octocat/Hello-World")
            #expect(repository.ownerLogin == "octocat")
            #expect(repository.owner?.id == 1)
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

        @Test func missingIdFailsNamingIt() throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: Repository.self, without: "id", in: Fixtures.fullRepository)
            #expect(missing == "id")
        }

        @Test func withNothingToDeriveTheFullNameFromDecodingFailsNamingFullName() throws {
            let data = try ModelCoding.modifying(Fixtures.fullRepository) { object in
                for key in ["full_name", "owner", "url", "html_url"] { object.removeValue(forKey: key) }
            }
            #expect {
                _ = try ModelCoding.decoder().decode(Repository.self, from: data)
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
                return key.stringValue == "full_name"
                    && context.debugDescription.hasPrefix("a repository without `full_name`")
            }
        }

        @Test func aPresentButMalformedFullNameFailsSayingSo() throws {
            let data = try ModelCoding.modifying(Fixtures.fullRepository) { $0["full_name"] = "Hello-World" }
            #expect {
                _ = try ModelCoding.decoder().decode(Repository.self, from: data)
            } throws: { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return false }
                return context.debugDescription == "a repository whose `full_name` is unusable"
            }
        }

        /// GitHub's shapes, old and reduced, as `(object, full name, name, owner login, owner id)`.
        static let shapes: [(String, String, String, String, Int?)] = [
            // 2011-2012 (octokit.rb's recorded fixtures): no full_name, no node_id.
            (
                #"{"html_url": "https://github.com/sferik/merb-admin", "owner": {"id": 10308, "login": "sferik", "#
                    + #""url": "https://api.github.com/users/sferik"}, "name": "merb-admin", "id": 261250, "#
                    + #""url": "https://api.github.com/repos/sferik/merb-admin"}"#,
                "sferik/merb-admin", "merb-admin", "sferik", 10308
            ),
            // Events: `name` is the full name.
            (
                #"{"url": "https://api.github.com/repos/jacquev6/PyGithub", "id": 3544490, "#
                    + #""name": "jacquev6/PyGithub"}"#,
                "jacquev6/PyGithub", "PyGithub", "jacquev6", nil
            ),
            // Reduced: id, name, full_name, url.
            (
                #"{"id": 1296269, "name": "Hello-World", "full_name": "octocat/Hello-World", "#
                    + #""url": "https://api.github.com/repos/octocat/Hello-World"}"#,
                "octocat/Hello-World", "Hello-World", "octocat", nil
            ),
            // A check suite's pull request head: id, url, name.
            (
                #"{"id": 526, "url": "https://api.github.com/repos/github/hello-world", "name": "hello-world"}"#,
                "github/hello-world", "hello-world", "github", nil
            ),
            // Enterprise Server: the API URL has `/api/v3`.
            (
                #"{"id": 7, "name": "tools", "url": "https://ghe.example.com/api/v3/repos/infra/tools"}"#,
                "infra/tools", "tools", "infra", nil
            ),
            // Only a web URL.
            (
                #"{"id": 8, "html_url": "https://github.com/octo-org/octo-repo"}"#, "octo-org/octo-repo",
                "octo-repo", "octo-org", nil
            ),
            // An owner reduced to its login.
            (
                #"{"id": 9, "name": "hub", "owner": {"login": "defunkt"}}"#, "defunkt/hub", "hub", "defunkt",
                nil
            ),
            // No owner: taken from full_name.
            (#"{"id": 10, "full_name": "git/git"}"#, "git/git", "git", "git", nil),
        ]

        @Test(arguments: shapes)
        func oldAndReducedShapesDecodeWithTheirIdentity(shape: (String, String, String, String, Int?)) throws
        {
            let repository = try ModelCoding.decode(Repository.self, from: shape.0)
            #expect(repository.fullName == shape.1)
            #expect(repository.name == shape.2)
            #expect(repository.ownerLogin == shape.3)
            #expect(repository.owner?.id == shape.4)
        }

        @Test(arguments: [
            // Neither URL names a repository, and `name` has no owner.
            #"{"id": 1, "name": "hub", "url": "https://api.github.com/users/defunkt"}"#,
            #"{"id": 1, "name": "hub", "html_url": "https://github.com/defunkt/hub/issues"}"#,
            // An events-style name that is not `owner/name`.
            #"{"id": 1, "name": "/"}"#,
            #"{"id": 1, "name": "a/b/c"}"#,
            // A login that cannot be one.
            #"{"id": 1, "name": "hub", "owner": {"login": "de funkt"}}"#,
        ])
        func derivationNeverGuesses(json: String) throws {
            #expect(throws: DecodingError.self) { try ModelCoding.decode(Repository.self, from: json) }
        }

        @Test func aFullOwnerWithoutItsIdIsLeftOutButItsLoginKept() throws {
            let data = try ModelCoding.modifying(Fixtures.fullRepository) { object in
                var owner = object["owner"] as? [String: Any]
                owner?.removeValue(forKey: "id")
                object["owner"] = owner
                object.removeValue(forKey: "full_name")
            }
            let repository = try ModelCoding.decoder().decode(Repository.self, from: data)
            #expect(repository.owner == nil)
            #expect(repository.ownerLogin == "octocat")
            #expect(repository.fullName == "octocat/Hello-World")
        }
    }
}
