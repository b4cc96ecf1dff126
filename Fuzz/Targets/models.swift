import Foundation

// Sources: Sources/GitHubKit/Models/*.swift Sources/GitHubKit/Parsing/JSONValueReader.swift
// Sources: Sources/GitHubKit/Parsing/JSONDocumentDecodable.swift Sources/GitHubKit/Parsing/FeedDate.swift
// Except: Sources/GitHubKit/Models/GitHubErrorBody.swift Sources/GitHubKit/Models/NoContent.swift
// Except: Sources/GitHubKit/Models/RawBodyDecodable.swift Sources/GitHubKit/Models/String+RawBody.swift
// Except: Sources/GitHubKit/Models/Feed.swift Sources/GitHubKit/Models/FeedEntry.swift
// Except: Sources/GitHubKit/Models/FeedEntryKind.swift Sources/GitHubKit/Models/InstallationToken.swift

// The lenient model decoding, of every model, from arbitrary JSON: `JSONValueReader` (the fast path
// `JSONParser` takes) reads the input, and every model's `init(raw:)` is tried on the document and
// on up to 32 objects and arrays nested in it, so each model meets the shapes found inside others.
// Left out: the models whose files need the HTTP pipeline (`GitHubErrorBody`, `NoContent`, the raw
// bodies), feeds (the `feed` target's) and `InstallationToken` (swift-crypto, for its fingerprint).
//
// Properties, for any input:
// - no crash, no input over 1 s (`-timeout=1`): no loop, no runaway recursion;
// - a decoded model keeps its raw object exactly (`model.raw == value`);
// - encoding a model writes JSON that reads back as the raw object without `temp_clone_token`
//   (equal and hashing alike), and decodes again, through JSONDecoder, as every model that decoded
//   the value (its identity survives); the one value a model may fail to encode is a non-finite
//   number, which JSON cannot spell (checked on the document and its first 7 nested values);
// - a repository's identity is usable: `fullName` is `owner/name` with both parts non-empty, and
//   `name` and `ownerLogin` are non-empty and hold no `/`;
// - every value's readings (`string`, `int`, `double`, `bool`, `date`) answer without trapping.

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let document = JSONValueReader.read(fuzzBytes(data, size)) else { return 0 }
    var values = [document]
    collectNested(document, into: &values, limit: 33)
    for (index, value) in values.enumerated() {
        readEveryValue(value)
        let decoded = modelChecks.filter { $0.decodes(value) }
        // The round trip through JSONDecoder costs most: the document and the first few nested.
        if !decoded.isEmpty, index < 8 { checkEncoding(value, decodedBy: decoded) }
    }
    // Lists through JSONDocumentDecodable, as JSONParser reads a page.
    _ = try? [Repository](document: document)
    _ = try? [Issue](document: document)
    _ = try? [Event](document: document)
    return 0
}

/// One model's reading of a value.
struct ModelCheck: Sendable {
    /// The model's name, for messages.
    let name: String
    /// Whether the model decodes the value; when it does, that it kept the value as its raw object
    /// and passed the model's own checks.
    let decodes: @Sendable (JSONValue) -> Bool
    /// The model decoded from the value, encoded.
    let encode: @Sendable (JSONValue) throws -> Data
}

/// Every model this target reaches.
let modelChecks: [ModelCheck] = [
    model(APIOverview.self), model(ActionsSecret.self), model(ActionsVariable.self), model(Artifact.self),
    model(Autolink.self), model(BranchWithProtection.self), model(CheckAnnotation.self), model(CheckRun.self),
    model(CheckSuite.self), model(CodeOfConduct.self), model(CodeSearchResultItem.self),
    model(CombinedStatus.self), model(Commit.self), model(CommitComment.self), model(CommitComparison.self),
    model(CommitSearchResultItem.self), model(CommitStatus.self), model(ContentFile.self),
    model(ContentItem.self), model(Contributor.self), model(DeployKey.self), model(Deployment.self),
    model(DeploymentStatus.self), model(DiffEntry.self), model(Environment.self), model(Event.self),
    model(EventActor.self), model(GPGKey.self), model(Gist.self), model(GistComment.self),
    model(GistCommit.self), model(GistFile.self), model(GitBlob.self), model(GitCommit.self),
    model(GitHubApp.self), model(GitReference.self), model(GitTag.self), model(GitTree.self),
    model(GitTreeEntry.self), model(GitignoreTemplate.self), model(HookDelivery.self),
    model(Installation.self), model(Issue.self), model(IssueComment.self), model(IssueEvent.self),
    model(Label.self), model(Languages.self), model(License.self), model(Milestone.self),
    model(NotificationThread.self), model(OrgMembership.self), model(OrganizationFull.self),
    model(OrganizationInvitation.self), model(OrganizationSimple.self), model(PagesSite.self),
    model(Plan.self), model(PublicKey.self), model(PullRequest.self), model(PullRequestMergeResult.self),
    model(PullRequestReview.self), model(PullRequestReviewComment.self), model(RateLimit.self),
    model(RateLimitOverview.self), model(RateLimitResources.self), model(Reaction.self),
    model(ReactionRollup.self), model(Readme.self), model(ReadmeLinks.self), model(Release.self),
    model(ReleaseAsset.self), model(Repository.self, extra: checkRepository),
    model(RepositoryInvitation.self), model(RepositoryPermissions.self), model(RepositoryRuleset.self),
    model(RepositorySubscription.self), model(ReviewRequests.self), model(Runner.self),
    model(SSHSigningKey.self), model(ShortBranch.self), model(SimpleUser.self), model(SocialAccount.self),
    model(Stargazer.self), model(StarredRepository.self), model(Tag.self), model(Team.self),
    model(TeamMembership.self), model(ThreadSubscription.self), model(TimelineEvent.self),
    model(Topic.self), model(TopicSearchResultItem.self), model(User.self), model(UserEmail.self),
    model(Webhook.self), model(Workflow.self), model(WorkflowJob.self), model(WorkflowRun.self),
    model(WorkflowStep.self), model(SearchResults<Repository>.self), model(SearchResults<Issue>.self),
    model(ItemList<Repository>.self),
]

/// The checks of `Model`, plus `extra` on a decoded one.
func model<Model: GitHubObject>(_: Model.Type, extra: (@Sendable (Model) -> Void)? = nil) -> ModelCheck {
    ModelCheck(
        name: "\(Model.self)",
        decodes: { value in
            guard let model = try? Model(raw: value) else { return false }
            check(model.raw == value, "\(Model.self) changed its raw object")
            extra?(model)
            return true
        },
        encode: { value in try JSONEncoder().encode(Model(raw: value)) })
}

/// Encoding writes the raw object back without `temp_clone_token`, whichever model encodes it
/// (`GitHubObject` has the one `encode(to:)`), and what it writes decodes as every model that
/// decoded the value: the identity survives the round trip through `JSONDecoder`.
func checkEncoding(_ value: JSONValue, decodedBy decoded: [ModelCheck]) {
    let expected = value.removingMembers(named: "temp_clone_token")
    let encoded: Data
    do { encoded = try decoded[0].encode(value) } catch {
        check(hasNonFiniteNumber(value), "\(decoded[0].name) failed to encode: \(error)")
        return
    }
    guard let written = JSONValueReader.read(encoded) else {
        propertyFailed(
            "\(decoded[0].name) encoded JSON that does not read back",
            shown(String(decoding: encoded, as: UTF8.self)))
    }
    check(written == expected, "\(decoded[0].name) encoded \(written), not \(expected)")
    check(written.hashValue == expected.hashValue, "equal values hash differently: \(written)")
    let redecoded: JSONValue
    do { redecoded = try JSONDecoder().decode(JSONValue.self, from: encoded) } catch {
        propertyFailed(
            "JSONDecoder refuses an encoded model: \(error)", shown(String(decoding: encoded, as: UTF8.self)))
    }
    check(redecoded == expected, "JSONDecoder read \(redecoded), not \(expected)")
    for model in decoded {
        check(model.decodes(redecoded), "\(model.name) does not decode from its own encoding")
    }
}

/// A repository's identity parts are usable wherever the browser builds a path from them.
func checkRepository(_ repository: Repository) {
    let parts = repository.fullName.split(separator: "/", omittingEmptySubsequences: false)
    check(parts.count == 2 && parts.allSatisfy { !$0.isEmpty }, "fullName \(shown(repository.fullName))")
    for part in [repository.name, repository.ownerLogin] {
        check(!part.isEmpty && !part.contains("/"), "identity part \(shown(part))")
    }
}

/// Appends the objects and arrays nested in `value`, breadth first, until `values` holds `limit`.
func collectNested(_ value: JSONValue, into values: inout [JSONValue], limit: Int) {
    var queue = [value]
    var next = 0
    while next < queue.count, values.count < limit {
        let children = queue[next].object.map { Array($0.values) } ?? queue[next].array ?? []
        next += 1
        for child in children where child.object != nil || child.array != nil {
            guard values.count < limit else { return }
            values.append(child)
            queue.append(child)
        }
    }
}

/// Every reading of every member of `value` (one level down), which models' properties use.
func readEveryValue(_ value: JSONValue) {
    let members = value.object.map { Array($0.values) } ?? value.array ?? [value]
    for member in members {
        _ = member.string
        _ = member.int
        _ = member.double
        _ = member.bool
        _ = member.date
        _ = member.strings
    }
}

/// Whether `value` holds an infinite or NaN number at any depth.
func hasNonFiniteNumber(_ value: JSONValue) -> Bool {
    switch value {
    case .number(let number): !number.isFinite
    case .array(let elements): elements.contains(where: hasNonFiniteNumber)
    case .object(let members): members.values.contains(where: hasNonFiniteNumber)
    default: false
    }
}
