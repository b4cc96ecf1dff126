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

        @Test func missingKeyFailsNamingIt() throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: License.self, without: "key", in: Fixtures.otherLicense)
            #expect(missing == "key")
        }

        @Test func missingNameAndNodeIdDecodeAsTheKeyAndNil() throws {
            let data = try ModelCoding.modifying(Fixtures.otherLicense) {
                $0.removeValue(forKey: "name")
                $0.removeValue(forKey: "node_id")
            }
            let license = try ModelCoding.decoder().decode(License.self, from: data)
            #expect(license.name == "other")
            #expect(license.nodeId == nil)
        }
    }
}
