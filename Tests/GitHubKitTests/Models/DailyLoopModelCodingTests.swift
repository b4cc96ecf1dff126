import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// Every daily-loop model decodes its fixtures through `JSONParser`, keeps the object exactly,
    /// encodes it back unchanged, and fails naming the field when an identity field is missing.
    @Suite struct DailyLoopModelCodingTests {
        static let cases: [DailyLoopCase] = [
            DailyLoopCase("check-run.json", CheckRun.self, identity: ["id", "name"]),
            DailyLoopCase("check-run-in-progress.json", CheckRun.self, identity: ["id", "name"]),
            DailyLoopCase("check-run-older.json", CheckRun.self, identity: ["id", "name"]),
            DailyLoopCase("check-annotation.json", CheckAnnotation.self, identity: []),
            DailyLoopCase("check-suite.json", CheckSuite.self, identity: ["id"]),
            DailyLoopCase("commit-status.json", CommitStatus.self, identity: ["id"]),
            DailyLoopCase("combined-status.json", CombinedStatus.self, identity: ["state"]),
            DailyLoopCase("combined-status-2017.json", CombinedStatus.self, identity: ["state"]),
            DailyLoopCase("workflow.json", Workflow.self, identity: ["id"]),
            DailyLoopCase("workflow-run.json", WorkflowRun.self, identity: ["id"]),
            DailyLoopCase("workflow-run-2020.json", WorkflowRun.self, identity: ["id"]),
            DailyLoopCase("job.json", WorkflowJob.self, identity: ["id"]),
            DailyLoopCase("job-queued.json", WorkflowJob.self, identity: ["id"]),
            DailyLoopCase("artifact.json", Artifact.self, identity: ["id"]),
            DailyLoopCase("actions-secret.json", ActionsSecret.self, identity: ["name"]),
            DailyLoopCase("actions-variable.json", ActionsVariable.self, identity: ["name"]),
            DailyLoopCase("runner.json", Runner.self, identity: ["id"]),
            DailyLoopCase("git-ref.json", GitReference.self, identity: ["ref"]),
            DailyLoopCase("git-tree.json", GitTree.self, identity: ["sha"]),
            DailyLoopCase("git-tree-truncated.json", GitTree.self, identity: ["sha"]),
            DailyLoopCase("git-blob.json", GitBlob.self, identity: ["sha"]),
            DailyLoopCase("git-tag.json", GitTag.self, identity: ["sha"]),
            DailyLoopCase("git-commit.json", GitCommit.self, identity: ["sha"]),
            DailyLoopCase("git-commit-root.json", GitCommit.self, identity: ["sha"]),
            DailyLoopCase("deployment.json", Deployment.self, identity: ["id"]),
            DailyLoopCase("deployment-status.json", DeploymentStatus.self, identity: ["id"]),
            DailyLoopCase("environment.json", Environment.self, identity: ["name"]),
            DailyLoopCase("hook.json", Webhook.self, identity: ["id"]),
            DailyLoopCase("org-hook.json", Webhook.self, identity: ["id"]),
            DailyLoopCase("hook-delivery-item.json", HookDelivery.self, identity: ["id"]),
            DailyLoopCase("hook-delivery.json", HookDelivery.self, identity: ["id"]),
            DailyLoopCase("integration.json", GitHubApp.self, identity: ["id"]),
            DailyLoopCase("installation.json", Installation.self, identity: ["id"]),
            DailyLoopCase("installation-suspended.json", Installation.self, identity: ["id"]),
            DailyLoopCase("installation-token.json", InstallationToken.self, identity: ["token"]),
            DailyLoopCase("pull-request-merge-result.json", PullRequestMergeResult.self, identity: []),
            DailyLoopCase("pull-request-review-request.json", ReviewRequests.self, identity: []),
        ]

        /// One identity field of one fixture, for the missing-field checks.
        struct IdentityField: Sendable, CustomStringConvertible {
            let model: DailyLoopCase
            let field: String
            var description: String { "\(model.file) without \(field)" }
        }

        static let identityFields = cases.flatMap { model in
            model.identity.map { IdentityField(model: model, field: $0) }
        }

        @Test(arguments: cases)
        func decodesKeepsItsObjectAndEncodesItBackUnchanged(model: DailyLoopCase) throws {
            let sent = try DailyLoopFixtures.json(model.file)
            let parsed = try model.parse(DailyLoopFixtures.response(DailyLoopFixtures.data(model.file)))
            #expect(parsed.raw == sent)
            let encoded = try JSONEncoder().encode(parsed)
            #expect(try JSONDecoder().decode(JSONValue.self, from: encoded) == sent)
            // A caller's decoder converting snake case reads the same object.
            let viaDecoder = try JSONParser<User>.decoder().decode(
                JSONValue.self, from: DailyLoopFixtures.data(model.file))
            #expect(try model.make(viaDecoder).raw == sent)
        }

        @Test(arguments: identityFields)
        func aMissingIdentityFieldFailsNamingIt(identity: IdentityField) throws {
            let without = try DailyLoopFixtures.edited(identity.model.file) { $0[identity.field] = nil }
            let response = DailyLoopFixtures.response(try JSONEncoder().encode(without))
            #expect {
                _ = try identity.model.parse(response)
            } throws: { error in
                guard case GitHubError.decodingFailed(_, let path, let reason) = error else { return false }
                return path == ".\(identity.field)" && reason.hasSuffix("without `\(identity.field)`")
            }
            #expect {
                _ = try identity.model.make(without)
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, _) = error else { return false }
                return key.stringValue == identity.field
            }
        }

        @Test(arguments: identityFields)
        func aNullOrWrongTypedIdentityFieldFails(identity: IdentityField) throws {
            let null = try DailyLoopFixtures.edited(identity.model.file) { $0[identity.field] = .null }
            #expect(throws: DecodingError.self) { _ = try identity.model.make(null) }
            let wrong = try DailyLoopFixtures.edited(identity.model.file) { $0[identity.field] = .array([]) }
            #expect(throws: DecodingError.self) { _ = try identity.model.make(wrong) }
        }

        @Test(arguments: cases)
        func somethingOtherThanAnObjectFails(model: DailyLoopCase) {
            #expect(throws: DecodingError.self) { _ = try model.make(.array([])) }
            #expect(throws: DecodingError.self) { _ = try model.make(.string("x")) }
        }
    }
}
