import Foundation
import GitHubKit
import Testing

extension ModelTests {
    @Suite struct RateLimitTests {
        @Test func decodesEveryBucketGitHubSent() throws {
            let overview = try ModelCoding.decode(RateLimitOverview.self, from: Fixtures.rateLimit)
            #expect(
                overview.resources.core
                    == RateLimit(limit: 5000, remaining: 4999, reset: 1_691_591_363, used: 1))
            #expect(overview.resources.search.limit == 30)
            #expect(overview.resources.search.used == 12)
            #expect(overview.resources.graphql?.remaining == 4993)
            #expect(overview.resources.codeSearch?.limit == 10)
            #expect(overview.resources.integrationManifest != nil)
            #expect(overview.resources.codeScanningUpload == nil)
            #expect(overview.rate.reset == 1_372_700_873)
        }

        @Test func resetDateIsTheEpochSecondGitHubSent() throws {
            let overview = try ModelCoding.decode(RateLimitOverview.self, from: Fixtures.rateLimit)
            #expect(overview.resources.core.resetDate == Date(timeIntervalSince1970: 1_691_591_363))
        }

        @Test func resourceNameDecodesWhenGitHubIncludesIt() throws {
            let limit = try ModelCoding.decode(
                RateLimit.self,
                from: #"{"limit": 60, "remaining": 0, "reset": 1691591363, "used": 60, "resource": "core"}"#
            )
            #expect(limit.resource == "core")
            #expect(limit.remaining == 0)
        }

        @Test func encodesBackToExactlyGitHubsKeys() throws {
            let keys = try ModelCoding.keyPathsBeforeAndAfterRoundTrip(
                RateLimitOverview.self, Fixtures.rateLimit)
            #expect(keys.encoded.contains("resources.code_scanning_autofix.reset"))
            #expect(keys.encoded == keys.sent)
        }

        @Test(arguments: [
            ("rate", "rate"),
            ("resources.search", "resources.search"),
            ("resources.core", "resources.core"),
        ])
        func missingRequiredFieldFailsNamingIt(removed: String, reported: String) throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: RateLimitOverview.self,
                without: removed,
                in: Fixtures.rateLimit
            )
            #expect(missing == reported)
        }

        @Test func missingRemainingInABucketFailsNamingIt() throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: RateLimit.self,
                without: "remaining",
                in: #"{"limit": 60, "remaining": 0, "reset": 1691591363, "used": 60}"#
            )
            #expect(missing == "remaining")
        }
    }
}
