import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// Webhooks and their deliveries read GitHub's objects.
    @Suite struct WebhookModelTests {
        @Test func aDocumentedRepositoryHookReadsItsFields() throws {
            let hook = try DailyLoopFixtures.parse(Webhook.self, "hook.json")
            #expect(hook.id == 12_345_678)
            #expect(hook.type == "Repository")
            #expect(hook.name == "web")
            #expect(hook.active == true)
            #expect(hook.events == ["push", "pull_request"])
            #expect(hook.config?["content_type"] == .string("json"))
            #expect(hook.configUrl == "https://example.com/webhook")
            #expect(hook.pingUrl == "https://api.github.com/repos/octocat/Hello-World/hooks/12345678/pings")
            #expect(hook.lastResponseStatus == "unused")
            #expect(hook.lastResponseCode == nil)
            #expect(hook.lastResponseMessage == nil)
            #expect(hook.createdAt == JSONValue.string("2019-06-03T00:57:16Z").date)
        }

        @Test func aDocumentedOrganizationHookHasNoTestUrlOrLastResponse() throws {
            let hook = try DailyLoopFixtures.parse(Webhook.self, "org-hook.json")
            #expect(hook.type == "Organization")
            #expect(hook.testUrl == nil)
            #expect(hook.lastResponseStatus == nil)
            #expect(hook.configUrl == "http://example.com")
        }

        @Test func aHookWhoseConfigIsNoObjectReadsNil() throws {
            let raw = try DailyLoopFixtures.edited("hook.json") {
                $0["config"] = .string("secret")
                $0["events"] = .string("push")
            }
            let hook = try Webhook(raw: raw)
            #expect(hook.config == nil)
            #expect(hook.configUrl == nil)
            #expect(hook.events == nil)
        }

        @Test func aDocumentedDeliveryReadsItsFields() throws {
            let delivery = try DailyLoopFixtures.parse(HookDelivery.self, "hook-delivery-item.json")
            #expect(delivery.id == 12_345_678)
            #expect(delivery.guid == "0b989ba4-242f-11e5-81e1-c7b6966d2516")
            #expect(delivery.redelivery == false)
            #expect(delivery.duration == 0.27)
            #expect(delivery.status == "OK")
            #expect(delivery.statusCode == 200)
            #expect(delivery.event == "issues")
            #expect(delivery.action == "opened")
            #expect(delivery.request == nil)
        }

        @Test func aSingleDeliveryCarriesItsRequestAndResponse() throws {
            let delivery = try DailyLoopFixtures.parse(HookDelivery.self, "hook-delivery.json")
            #expect(delivery.request?["headers"]?["X-GitHub-Event"] == .string("issues"))
            #expect(delivery.response?["payload"] == .string("ok"))
            #expect(delivery.url == "https://www.example.com")
        }
    }
}
