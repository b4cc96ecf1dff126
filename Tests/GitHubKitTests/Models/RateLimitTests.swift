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
            #expect(overview.resources.search?.limit == 30)
            #expect(overview.resources.search?.used == 12)
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

        @Test func missingCoreAndRateFailsNamingCore() throws {
            let data = try ModelCoding.modifying(Fixtures.rateLimit) {
                $0.removeValue(forKey: "rate")
                var resources = $0["resources"] as? [String: Any]
                resources?.removeValue(forKey: "core")
                $0["resources"] = resources
            }
            #expect {
                _ = try ModelCoding.decoder().decode(RateLimitOverview.self, from: data)
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
                return (context.codingPath + [key]).map(\.stringValue) == ["resources", "core"]
            }
        }

        @Test func rateAndCoreStandInForEachOtherAndSearchMayBeMissing() throws {
            let withoutRate = try ModelCoding.decoder().decode(
                RateLimitOverview.self,
                from: ModelCoding.modifying(Fixtures.rateLimit) { $0.removeValue(forKey: "rate") })
            #expect(withoutRate.rate.reset == 1_691_591_363)
            let withoutCore = try ModelCoding.decoder().decode(
                RateLimitOverview.self,
                from: ModelCoding.modifying(Fixtures.rateLimit) {
                    var resources = $0["resources"] as? [String: Any]
                    resources?.removeValue(forKey: "core")
                    resources?.removeValue(forKey: "search")
                    $0["resources"] = resources
                })
            #expect(withoutCore.resources.core.reset == 1_372_700_873)
            #expect(withoutCore.resources.search == nil)
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
