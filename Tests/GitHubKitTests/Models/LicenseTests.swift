import GitHubKit
import Testing

extension ModelTests {
    @Suite struct LicenseTests {
        @Test func unidentifiedLicenseDecodesWithNullURL() throws {
            let license = try ModelCoding.decode(License.self, from: Fixtures.otherLicense)
            #expect(license.key == "other")
            #expect(license.spdxId == "NOASSERTION")
            #expect(license.url == nil)
            #expect(license.htmlUrl == nil)
        }

        @Test func encodesBackToExactlyGitHubsKeys() throws {
            let keys = try ModelCoding.keyPathsBeforeAndAfterRoundTrip(License.self, Fixtures.otherLicense)
            #expect(keys.encoded == keys.sent)
        }

        @Test(arguments: [("key", "key"), ("name", "name"), ("node_id", "nodeId")])
        func missingRequiredFieldFailsNamingIt(removed: String, reported: String) throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: License.self, without: removed, in: Fixtures.otherLicense)
            #expect(missing == reported)
        }
    }
}
