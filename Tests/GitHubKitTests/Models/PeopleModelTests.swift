import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ModelTests {
    /// The models of teams, memberships, invitations, keys, events, comparisons and repository
    /// settings read GitHub's documented examples and older or reduced shapes through `JSONParser`,
    /// require only their identity, read any other field as nil when it is missing, null or of
    /// another type, and encode the object back as GitHub sent it.
    ///
    /// The fixtures are in `Fixtures/people`; its README says where each comes from.
    @Suite struct PeopleModelTests {
        /// One fixture and how to read it as its model.
        struct Sample: Sendable, CustomStringConvertible {
            /// The fixture's file name in `Fixtures/people`.
            let file: String
            /// The object's kind as error messages name it, e.g. "a team".
            let kind: String
            /// The top-level identity fields; empty for a model that has none.
            let identity: [String]
            /// Reads the fixture through `JSONParser` and through a `Decoder`, and encodes the model.
            let read: @Sendable (Data) throws -> Reading
            /// Makes the model straight from an object, as another model's accessor does.
            let make: @Sendable (JSONValue) throws -> Void

            var description: String { file }
        }

        /// What a sample's model kept and wrote.
        struct Reading {
            /// `raw` of the model `JSONParser` read.
            let parsed: JSONValue
            /// `raw` of the model a `JSONDecoder` (with `JSONParser`'s settings) decoded.
            let decoded: JSONValue
            /// The model encoded with a plain `JSONEncoder`.
            let encoded: Data
        }

        static func sample<Model: GitHubObject>(
            _: Model.Type, _ file: String, _ kind: String, identity: [String] = []
        ) -> Sample {
            Sample(
                file: file, kind: kind, identity: identity,
                read: { data in
                    let model = try JSONParser<Model>().parse(response(data))
                    let decoded = try JSONParser<Model>.decoder().decode(Model.self, from: data)
                    return Reading(
                        parsed: model.raw, decoded: decoded.raw, encoded: try JSONEncoder().encode(model))
                },
                make: { _ = try Model(raw: $0) })
        }

        static let samples: [Sample] = [
            sample(Team.self, "team-full.json", "a team", identity: ["id"]),
            sample(Team.self, "team-2014.json", "a team", identity: ["id"]),
            sample(Team.self, "team-child.json", "a team", identity: ["id"]),
            sample(TeamMembership.self, "team-membership.json", "a team membership"),
            sample(
                OrgMembership.self, "org-membership.json", "an organization membership", identity: ["state"]),
            sample(
                OrganizationInvitation.self, "organization-invitation.json", "an organization invitation",
                identity: ["id"]),
            sample(
                RepositoryInvitation.self, "repository-invitation-2017.json", "a repository invitation",
                identity: ["id"]),
            sample(UserEmail.self, "user-email.json", "an email address", identity: ["email"]),
            sample(GPGKey.self, "gpg-key.json", "a GPG key", identity: ["id"]),
            sample(PublicKey.self, "public-key.json", "a public key", identity: ["id"]),
            sample(PublicKey.self, "public-key-simple.json", "a public key", identity: ["id"]),
            sample(SSHSigningKey.self, "ssh-signing-key.json", "an SSH signing key", identity: ["id"]),
            sample(SocialAccount.self, "social-account.json", "a social account", identity: ["url"]),
            sample(DeployKey.self, "deploy-key.json", "a deploy key", identity: ["id"]),
            sample(GistComment.self, "gist-comment.json", "a gist comment", identity: ["id"]),
            sample(GistComment.self, "gist-comment-2011.json", "a gist comment", identity: ["id"]),
            sample(GistCommit.self, "gist-commit.json", "a gist commit", identity: ["version"]),
            sample(IssueEvent.self, "issue-event.json", "an issue event", identity: ["id"]),
            sample(IssueEvent.self, "issue-event-for-issue.json", "an issue event", identity: ["id"]),
            sample(CommitComment.self, "commit-comment.json", "a commit comment", identity: ["id"]),
            sample(CommitComparison.self, "commit-comparison.json", "a commit comparison"),
            sample(CommitComparison.self, "commit-comparison-identical.json", "a commit comparison"),
            sample(ThreadSubscription.self, "thread-subscription.json", "a thread subscription"),
            sample(RepositorySubscription.self, "repository-subscription.json", "a repository subscription"),
            sample(Autolink.self, "autolink.json", "an autolink", identity: ["id"]),
            sample(PagesSite.self, "pages-site.json", "a Pages site", identity: ["url"]),
            sample(CodeOfConduct.self, "code-of-conduct.json", "a code of conduct", identity: ["key"]),
            sample(
                CodeOfConduct.self, "code-of-conduct-list-item.json", "a code of conduct", identity: ["key"]),
            sample(
                GitignoreTemplate.self, "gitignore-template.json", "a gitignore template", identity: ["name"]),
            sample(
                RepositoryRuleset.self, "repository-ruleset.json", "a repository ruleset", identity: ["id"]),
        ]

        // MARK: - Every sample

        @Test(arguments: samples)
        func sampleDecodesThroughTheParserAndEncodesItsObjectBack(sample: Sample) throws {
            let data = try Self.data(sample.file)
            let reading = try sample.read(data)
            let sent = try JSONDecoder().decode(JSONValue.self, from: data)
            #expect(reading.parsed == sent)
            #expect(reading.decoded == sent)
            // Compared with an independent parser, so JSONValue's own reading is not what is checked.
            let expected = try #require(try JSONSerialization.jsonObject(with: data) as? NSObject)
            let written = try #require(try JSONSerialization.jsonObject(with: reading.encoded) as? NSObject)
            #expect(written == expected)
        }

        @Test(arguments: samples.filter { !$0.identity.isEmpty })
        func missingOrNullIdentityFailsNamingTheField(sample: Sample) throws {
            for field in sample.identity {
                for change in [IdentityChange.removed, .null] {
                    let data = try Self.data(sample.file) { object in
                        if change == .removed {
                            object.removeValue(forKey: field)
                        } else {
                            object[field] = NSNull()
                        }
                    }
                    let failure = Self.decodingFailure(sample, data)
                    #expect(failure?.path == ".\(field)", "\(sample.file) \(change) \(field)")
                    #expect(
                        failure?.reason == "\(sample.kind) without `\(field)`", "\(sample.file) \(change)")

                    let raw = try JSONDecoder().decode(JSONValue.self, from: data)
                    let error = #expect(throws: DecodingError.self) { try sample.make(raw) }
                    guard case .keyNotFound(let key, _)? = error else {
                        Testing.Issue.record(
                            "\(sample.file) \(change) \(field): \(String(describing: error))")
                        continue
                    }
                    #expect(key.stringValue == field)
                }
            }
        }

        @Test(arguments: samples.filter { !$0.identity.isEmpty })
        func identityOfAnotherTypeFailsSayingItIsUnusable(sample: Sample) throws {
            for field in sample.identity {
                // An object is neither text nor a number, whatever the field.
                let data = try Self.data(sample.file) { $0[field] = ["value": 1] }
                let failure = Self.decodingFailure(sample, data)
                #expect(failure?.path == ".\(field)")
                #expect(failure?.reason.hasPrefix("\(sample.kind) whose `\(field)` is unusable") == true)
            }
        }

        @Test(arguments: samples)
        func aValueThatIsNoObjectIsNoModel(sample: Sample) {
            let failure = Self.decodingFailure(sample, Data(#"["not", "an", "object"]"#.utf8))
            #expect(failure?.reason == "\(sample.kind) must be a JSON object")
        }

        // MARK: - Teams

        @Test func documentedTeamReadsItsFields() throws {
            let team = try Self.parse(Team.self, "team-full.json")
            #expect(team.id == 1)
            #expect(team.slug == "justice-league")
            #expect(team.nodeId == "MDQ6VGVhbTE=")
            #expect(team.name == "Justice League")
            #expect(team.description == "A great team.")
            #expect(team.privacy == "closed")
            #expect(team.notificationSetting == "notifications_enabled")
            #expect(team.permission == "admin")
            #expect(team.htmlUrl == "https://github.com/orgs/github/teams/justice-league")
            #expect(team.membersCount == 3)
            #expect(team.reposCount == 10)
            #expect(team.createdAt == Self.date("2017-07-14T16:53:42Z"))
            #expect(team.parent == nil)
            #expect(team.organization?.login == "github")
            #expect(team.organization?.isVerified == true)
            #expect(team.permissions == nil)
        }

        @Test func teamFromBeforeNodeIdsAndNestingReadsTheRestAsNil() throws {
            let team = try Self.parse(Team.self, "team-2014.json")
            #expect(team.id == 1)
            #expect(team.slug == "owners")
            #expect(team.name == "Owners")
            #expect(team.privacy == "secret")
            #expect(team.nodeId == nil)
            #expect(team.description == nil)
            #expect(team.notificationSetting == nil)
            #expect(team.parent == nil)
            #expect(team.organization == nil)
            #expect(team.membersCount == nil)
            #expect(team.createdAt == nil)
        }

        @Test func nestedTeamReadsItsParent() throws {
            let team = try Self.parse(Team.self, "team-child.json")
            #expect(team.slug == "justice-league-west")
            #expect(team.parent?.id == 1)
            #expect(team.parent?.slug == "justice-league")
            #expect(team.parent?.parent == nil)
            #expect(team.type == "organization")
            #expect(team.organizationId == 1)
        }

        @Test func teamFieldsOfAnotherTypeReadNil() throws {
            let team = try Self.parse(Team.self, "team-full.json") { object in
                object["privacy"] = true
                object["description"] = ["A great team."]
                object["members_count"] = "many"
                object["created_at"] = 12.5
                object["organization"] = "github"
                object["parent"] = 7
            }
            #expect(team.privacy == nil)
            #expect(team.description == nil)
            #expect(team.membersCount == nil)
            #expect(team.createdAt == nil)
            #expect(team.organization == nil)
            #expect(team.parent == nil)
            #expect(team.name == "Justice League")
        }

        @Test func parentWithoutItsIdentityReadsNilButTheTeamStillDecodes() throws {
            let team = try Self.parse(Team.self, "team-child.json") { object in
                object["parent"] = ["name": "Justice League"]
            }
            #expect(team.parent == nil)
            #expect(team.id == 2)
        }

        // MARK: - Memberships and invitations

        @Test func teamMembershipReadsRoleAndStateAndNeedsNeither() throws {
            let membership = try Self.parse(TeamMembership.self, "team-membership.json")
            #expect(membership.role == "maintainer")
            #expect(membership.state == "active")
            #expect(membership.url == "https://api.github.com/teams/1/memberships/octocat")

            let empty = try JSONParser<TeamMembership>().parse(Self.response(Data("{}".utf8)))
            #expect(empty.role == nil)
            #expect(empty.state == nil)
            #expect(empty.url == nil)
        }

        @Test func orgMembershipReadsItsOrganizationAndUser() throws {
            let membership = try Self.parse(OrgMembership.self, "org-membership.json")
            #expect(membership.state == "pending")
            #expect(membership.role == "admin")
            #expect(membership.organization?.login == "github")
            #expect(membership.organization?.description == "A great organization")
            #expect(membership.user?.login == "octocat")
            #expect(membership.organizationUrl == "https://api.github.com/orgs/invitocat")
            #expect(membership.canCreateRepository == nil)
        }

        @Test func orgMembershipWithNullsReadsNil() throws {
            let membership = try Self.parse(OrgMembership.self, "org-membership.json") { object in
                object["role"] = NSNull()
                object["user"] = NSNull()
                object["organization"] = ["login": "github"]
            }
            #expect(membership.role == nil)
            #expect(membership.user == nil)
            // An organization without its `id` is not one.
            #expect(membership.organization == nil)
        }

        @Test func organizationInvitationReadsItsFieldsAndEmptyFailureAsNil() throws {
            let invitation = try Self.parse(OrganizationInvitation.self, "organization-invitation.json")
            #expect(invitation.id == 1)
            #expect(invitation.login == "monalisa")
            #expect(invitation.email == "octocat@github.com")
            #expect(invitation.role == "direct_member")
            #expect(invitation.createdAt == Self.date("2016-11-30T06:46:10-08:00"))
            #expect(invitation.failedAt == nil)
            #expect(invitation.inviter?.login == "other_user")
            #expect(invitation.teamCount == 2)
            #expect(invitation.invitationSource == "member")
        }

        @Test func recordedRepositoryInvitationReadsWithoutExpired() throws {
            let invitation = try Self.parse(RepositoryInvitation.self, "repository-invitation-2017.json")
            #expect(invitation.id == 1000)
            #expect(
                invitation.repository?.fullName
                    == "octokit-fixture-org/add-and-remove-repository-collaborator")
            #expect(invitation.invitee?.login == "octokit-fixture-user-b")
            #expect(invitation.inviter?.id == 1001)
            #expect(invitation.permissions == "write")
            #expect(invitation.createdAt == Self.date("2017-10-10T09:00:00-07:00"))
            #expect(invitation.expired == nil)
            #expect(invitation.htmlUrl?.hasSuffix("/invitations") == true)
        }

        @Test func repositoryInvitationWithANewerFieldAndNullsReadsThem() throws {
            let invitation = try Self.parse(RepositoryInvitation.self, "repository-invitation-2017.json") {
                object in
                object["expired"] = true
                object["invitee"] = NSNull()
                object["repository"] = ["name": "no-identity"]
            }
            #expect(invitation.expired == true)
            #expect(invitation.invitee == nil)
            #expect(invitation.repository == nil)
        }

        // MARK: - Emails, keys and accounts

        @Test func userEmailReadsItsFlags() throws {
            let email = try Self.parse(UserEmail.self, "user-email.json")
            #expect(email.email == "octocat@github.com")
            #expect(email.primary == true)
            #expect(email.verified == true)
            #expect(email.visibility == "public")

            let secondary = try Self.parse(UserEmail.self, "user-email.json") { object in
                object["visibility"] = NSNull()
                object.removeValue(forKey: "primary")
                object["verified"] = "yes"
            }
            #expect(secondary.visibility == nil)
            #expect(secondary.primary == nil)
            #expect(secondary.verified == nil)
        }

        @Test func gpgKeyReadsItsEmailsAndSubkeys() throws {
            let key = try Self.parse(GPGKey.self, "gpg-key.json")
            #expect(key.id == 3)
            #expect(key.name == "Octocat's GPG Key")
            #expect(key.keyId == "3262EFF25BA0D270")
            #expect(key.primaryKeyId == 2)
            #expect(key.emails.map(\.email) == ["octocat@users.noreply.github.com"])
            #expect(key.emails.first?.verified == true)
            #expect(key.subkeys.map(\.id) == [4])
            #expect(key.subkeys.first?.canEncryptStorage == true)
            #expect(key.canSign == true)
            #expect(key.canCertify == true)
            #expect(key.revoked == false)
            #expect(key.createdAt == Self.date("2016-03-24T11:31:04-06:00"))
            #expect(key.expiresAt == Self.date("2016-03-24T11:31:04-07:00"))
        }

        @Test func gpgKeyWithoutListsOrExpiryReadsEmptyAndNil() throws {
            let key = try Self.parse(GPGKey.self, "gpg-key.json") { object in
                object.removeValue(forKey: "emails")
                object["subkeys"] = NSNull()
                object["expires_at"] = NSNull()
                object["name"] = NSNull()
            }
            #expect(key.emails.isEmpty)
            #expect(key.subkeys.isEmpty)
            #expect(key.expiresAt == nil)
            #expect(key.name == nil)
        }

        @Test func documentedPublicKeyReadsItsFields() throws {
            let key = try Self.parse(PublicKey.self, "public-key.json")
            #expect(key.id == 2)
            #expect(key.key == "2Sg8iYjAxxmI2LvUXpJjkYrMxURPc8r+dB7TJyvv1234")
            #expect(key.title == "ssh-rsa AAAAB3NzaC1yc2EAAA")
            #expect(key.url == "https://api.github.com/user/keys/2")
            #expect(key.createdAt == Self.date("2020-06-11T21:31:57Z"))
            #expect(key.verified == false)
            #expect(key.readOnly == false)
            #expect(key.lastUsed == nil)
        }

        @Test func anotherUsersKeyHasOnlyItsIdAndKey() throws {
            let key = try Self.parse(PublicKey.self, "public-key-simple.json")
            #expect(key.id == 1)
            #expect(key.key == "ssh-rsa AAA...")
            #expect(key.title == nil)
            #expect(key.url == nil)
            #expect(key.createdAt == nil)
            #expect(key.verified == nil)
            #expect(key.readOnly == nil)
        }

        @Test func publicKeyFieldsThatAreNullOrOfAnotherTypeReadNil() throws {
            let key = try Self.parse(PublicKey.self, "public-key.json") { object in
                object["title"] = NSNull()
                object["verified"] = "maybe"
                object["created_at"] = "yesterday"
                object["key"] = ["ssh-rsa"]
            }
            #expect(key.title == nil)
            #expect(key.verified == nil)
            #expect(key.createdAt == nil)
            #expect(key.key == nil)
            #expect(key.readOnly == false)
        }

        @Test func sshSigningKeyAndSocialAccountAndDeployKeyReadTheirFields() throws {
            let signing = try Self.parse(SSHSigningKey.self, "ssh-signing-key.json")
            #expect(signing.id == 2)
            #expect(signing.title == "ssh-rsa AAAAB3NzaC1yc2EAAA")
            #expect(signing.createdAt == Self.date("2020-06-11T21:31:57Z"))

            let account = try Self.parse(SocialAccount.self, "social-account.json")
            #expect(account.url == "https://twitter.com/github")
            #expect(account.provider == "twitter")

            let deploy = try Self.parse(DeployKey.self, "deploy-key.json")
            #expect(deploy.id == 1)
            #expect(deploy.title == "octocat@octomac")
            #expect(deploy.readOnly == true)
            #expect(deploy.addedBy == "octocat")
            #expect(deploy.lastUsed == Self.date("2022-01-10T15:53:42Z"))
            #expect(deploy.enabled == nil)
        }

        @Test func deployKeyNeverUsedReadsNil() throws {
            let deploy = try Self.parse(DeployKey.self, "deploy-key.json") { object in
                object["last_used"] = NSNull()
                object["added_by"] = NSNull()
            }
            #expect(deploy.lastUsed == nil)
            #expect(deploy.addedBy == nil)
        }

        // MARK: - Helpers

        enum IdentityChange: Equatable, CustomStringConvertible {
            case removed, null
            var description: String { self == .removed ? "without" : "with null" }
        }

        /// The folder of these fixtures, found from this file so that no target needs resources.
        static let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("people")

        /// The fixture's bytes exactly as stored.
        static func data(_ file: String) throws -> Data {
            try Data(contentsOf: folder.appendingPathComponent(file))
        }

        /// The fixture after `change` has edited its top-level object.
        static func data(_ file: String, _ change: (inout [String: Any]) -> Void) throws -> Data {
            var object = try #require(try JSONSerialization.jsonObject(with: data(file)) as? [String: Any])
            change(&object)
            return try JSONSerialization.data(withJSONObject: object)
        }

        /// A 200 answer carrying `body`.
        static func response(_ body: Data) -> APIResponse {
            APIResponse(
                request: URLRequest(url: URL(string: "https://api.github.com/fixture")!), status: 200,
                headers: ["content-type": "application/json"], body: body)
        }

        /// The fixture read through `JSONParser`, after `change` (if any) has edited it.
        static func parse<Model: Decodable & Sendable>(
            _: Model.Type, _ file: String, _ change: ((inout [String: Any]) -> Void)? = nil
        ) throws -> Model {
            let body = try change.map { try data(file, $0) } ?? data(file)
            return try JSONParser<Model>().parse(response(body))
        }

        /// The coding path and reason of `JSONParser`'s failure to read `data` as the sample's model.
        static func decodingFailure(_ sample: Sample, _ data: Data) -> (path: String, reason: String)? {
            do {
                _ = try sample.read(data)
                return nil
            } catch GitHubError.decodingFailed(_, let path, let reason) {
                return (path, reason)
            } catch {
                return nil
            }
        }

        /// The instant an ISO 8601 text names.
        static func date(_ text: String) -> Date? {
            ISO8601DateFormatter().date(from: text)
        }
    }
}
