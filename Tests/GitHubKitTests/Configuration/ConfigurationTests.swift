import Foundation
import GitHubKit
import Testing

@Suite struct ConfigurationTests {
    static let secret = "ghp_SECRET0123456789abcdefghijklmnopqrstu"

    /// Every way a value commonly reaches a terminal or log.
    static func renderings(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped]
    }

    @Test func tokenShowsAsStarsAndKeepsItsValue() {
        let token = Configuration.Token(Self.secret)
        #expect(token.value == Self.secret)
        #expect(token.description == "***")
        #expect(token.debugDescription == "***")
        for rendering in Self.renderings(of: token) {
            #expect(!rendering.contains(Self.secret), "\(rendering)")
        }
    }

    @Test func configurationNeverPrintsItsToken() throws {
        let configuration = Configuration(token: Configuration.Token(Self.secret))
        #expect(configuration.description.contains("token: ***"))
        #expect(configuration.debugDescription.contains("token: ***"))
        for rendering in Self.renderings(of: configuration) {
            #expect(!rendering.contains(Self.secret), "\(rendering)")
            #expect(rendering.contains("***"), "\(rendering)")
        }
        #expect(Configuration().description.contains("token: none"))
    }

    @Test func retriesBecomeTheClientsRetryPolicy() {
        #expect(Configuration().retries == 3)
        #expect(Configuration().retryPolicy == RetryPolicy(maxRetries: 3))
        #expect(Configuration(retries: 0).retryPolicy == RetryPolicy(maxRetries: 0))
        #expect(Configuration(retries: 7).retryPolicy.maxRetries == 7)
        #expect(Configuration(retries: 7).description.contains("retries: 7"))
    }

    /// HTTP/2 over HTTPS carries every request on one connection; plain HTTP/1.1 needs one per
    /// request in flight; a setting wins over both.
    @Test func connectionsPerHostAreOneOverHTTPSAndTheConcurrencyOverHTTP() throws {
        let http = try #require(URL(string: "http://127.0.0.1:8080"))
        #expect(Configuration().connectionsPerHostInForce == 1)
        #expect(Configuration(apiURL: http, concurrency: 12).connectionsPerHostInForce == 12)
        #expect(Configuration(connectionsPerHost: 4).connectionsPerHostInForce == 4)
        #expect(Configuration(apiURL: http, connectionsPerHost: 2).connectionsPerHostInForce == 2)
    }
}
