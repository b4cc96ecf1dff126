import GitHubKit
import Testing

extension ModelTests {
    @Suite struct SearchResultsTests {
        @Test func userSearchDecodesItemsWithTheirScore() throws {
            let results = try ModelCoding.decode(SearchResults<SimpleUser>.self, from: Fixtures.userSearch)
            #expect(results.totalCount == 12)
            #expect(!results.incompleteResults)
            #expect(results.items.map(\.login) == ["mojombo"])
            #expect(results.items.first?.score == 1)
            #expect(results.items.first?.siteAdmin == true)
        }

        @Test func repositorySearchDecodesWithTheSameType() throws {
            let json = """
                {"total_count": 1, "incomplete_results": true, "items": \(Fixtures.minimalRepositories)}
                """
            let results = try ModelCoding.decode(SearchResults<Repository>.self, from: json)
            #expect(results.incompleteResults)
            #expect(results.items.first?.fullName == "octocat/Hello-World")
        }

        @Test func encodesBackToExactlyGitHubsKeys() throws {
            let keys = try ModelCoding.keyPathsBeforeAndAfterRoundTrip(
                SearchResults<SimpleUser>.self, Fixtures.userSearch)
            #expect(keys.encoded.contains("items[].score"))
            #expect(keys.encoded == keys.sent)
        }

        @Test func missingItemsFailsNamingIt() throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: SearchResults<SimpleUser>.self, without: "items", in: Fixtures.userSearch)
            #expect(missing == "items")
        }

        @Test func missingCountsDecodeAsThePageCountAndComplete() throws {
            let data = try ModelCoding.modifying(Fixtures.userSearch) {
                $0.removeValue(forKey: "total_count")
                $0["incomplete_results"] = nil
            }
            let results = try ModelCoding.decoder().decode(SearchResults<SimpleUser>.self, from: data)
            #expect(results.totalCount == 1)
            #expect(!results.incompleteResults)
        }
    }
}
