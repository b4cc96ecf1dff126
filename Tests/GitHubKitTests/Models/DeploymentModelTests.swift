import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// Deployments, their statuses and environments read GitHub's objects.
    @Suite struct DeploymentModelTests {
        @Test func aDocumentedDeploymentReadsItsFields() throws {
            let deployment = try DailyLoopFixtures.parse(Deployment.self, "deployment.json")
            #expect(deployment.id == 1)
            #expect(deployment.sha == "a84d88e7554fc1fa21bcbc4efae3c782a70d2b9d")
            #expect(deployment.ref == "topic-branch")
            #expect(deployment.task == "deploy")
            #expect(deployment.environment == "production")
            #expect(deployment.originalEnvironment == "staging")
            #expect(deployment.payload == .object([:]))
            #expect(deployment.productionEnvironment == true)
            #expect(deployment.creator?.login == "octocat")
            #expect(deployment.performedViaGithubApp == nil)
        }

        @Test func aDeploymentWithNullsReadsNil() throws {
            let raw = try DailyLoopFixtures.edited("deployment.json") {
                $0["description"] = .null
                $0["payload"] = .null
                $0["creator"] = .null
                $0["transient_environment"] = nil
                $0["created_at"] = .integer(1_342_747_153)
            }
            let deployment = try Deployment(raw: raw)
            #expect(deployment.description == nil)
            #expect(deployment.payload == nil)
            #expect(deployment.creator == nil)
            #expect(deployment.transientEnvironment == nil)
            #expect(deployment.createdAt == JSONValue.string("2012-07-20T01:19:13Z").date)
        }

        @Test func aDocumentedDeploymentStatusReadsItsFields() throws {
            let status = try DailyLoopFixtures.parse(DeploymentStatus.self, "deployment-status.json")
            #expect(status.id == 1)
            #expect(status.state == "success")
            #expect(status.description == "Deployment finished successfully.")
            #expect(status.environmentUrl == "https://test-branch.lab.acme.com")
            #expect(status.logUrl == "https://example.com/deployment/42/output")
            #expect(status.creator?.id == 1)
        }

        @Test func aDocumentedEnvironmentReadsItsRules() throws {
            let environment = try DailyLoopFixtures.parse(Environment.self, "environment.json")
            #expect(environment.name == "staging")
            #expect(environment.id == 161_088_068)
            #expect(
                environment.protectionRules?.compactMap { $0["type"]?.string } == [
                    "wait_timer", "required_reviewers", "branch_policy",
                ])
            #expect(environment.deploymentBranchPolicy?["custom_branch_policies"] == .bool(true))
        }

        @Test func anEnvironmentWithOnlyANameReadsNilForTheRest() throws {
            let environment = try Environment(
                raw: .object([
                    "name": .string("production"), "deployment_branch_policy": .null, "id": .string("x"),
                ]))
            #expect(environment.id == nil)
            #expect(environment.deploymentBranchPolicy == nil)
            #expect(environment.protectionRules == nil)
        }
    }
}
