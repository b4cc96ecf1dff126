import Foundation
import GitHubKit
import Testing

/// The one place adapters and decisions are assembled keeps GitHub's order.
@Suite struct PipelineTests {
    let api = URL(string: "https://api.github.com")!

    private func names(_ parts: [Any]) -> [String] {
        parts.map { String(describing: type(of: $0)) }
    }

    @Test func withACacheTheDecisionsRunRedirectCacheRateLimitRetryStatus() {
        let pipeline = Pipeline(apiURL: api, token: "t", cache: MemoryResponseCache())
        #expect(
            names(pipeline.decisions) == [
                "RedirectDecision", "CacheDecision", "RateLimitDecision", "RetryDecision", "StatusDecision",
            ])
        #expect(
            names(pipeline.adapters) == [
                "HeadersAdapter", "TokenAdapter", "JSONBodyAdapter", "ConditionalRequestAdapter",
            ])
        #expect(pipeline.transport is CurlTransport)
    }

    @Test func withoutACacheTheChainIsTheClientsStandardOne() {
        let pipeline = Pipeline(apiURL: api, token: nil)
        #expect(names(pipeline.decisions) == names(APIClient.standardDecisions))
        #expect(
            names(pipeline.decisions) == [
                "RedirectDecision", "RateLimitDecision", "RetryDecision", "StatusDecision",
            ])
        #expect(names(pipeline.adapters) == ["HeadersAdapter", "TokenAdapter", "JSONBodyAdapter"])
    }

    @Test func offlineTheCacheIsTheTransportAndNothingRevalidates() {
        let pipeline = Pipeline(apiURL: api, token: nil, cache: MemoryResponseCache(), offline: true)
        #expect(pipeline.transport is CacheOnlyTransport)
        #expect(!names(pipeline.decisions).contains("CacheDecision"))
        #expect(!names(pipeline.adapters).contains("ConditionalRequestAdapter"))
    }
}
