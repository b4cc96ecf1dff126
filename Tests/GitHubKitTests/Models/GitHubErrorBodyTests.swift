import GitHubKit
import Testing

extension ModelTests {
    @Suite struct GitHubErrorBodyTests {
        @Test func notFoundBodyDecodesStatusAsText() throws {
            let body = try ModelCoding.decode(GitHubErrorBody.self, from: Fixtures.notFoundError)
            #expect(body.message == "Not Found")
            #expect(body.documentationUrl == "https://docs.github.com/rest/users/users#get-a-user")
            #expect(body.status == "404")
            #expect(body.errors == nil)
        }

        @Test func validationErrorsDecodeFromObjects() throws {
            let body = try ModelCoding.decode(GitHubErrorBody.self, from: Fixtures.validationErrorWithObjects)
            let detail = try #require(body.errors?.first)
            #expect(detail.resource == "Search")
            #expect(detail.field == "q")
            #expect(detail.code == "invalid")
            #expect(detail.message?.hasPrefix("The listed users cannot be searched") == true)
        }

        @Test func validationErrorsDecodeFromPlainStrings() throws {
            let body = try ModelCoding.decode(GitHubErrorBody.self, from: Fixtures.validationErrorWithStrings)
            let message =
                "Topics must start with a lowercase letter or number, consist of 35 characters or less, "
                + "and can include hyphens."
            #expect(body.errors == [GitHubErrorBody.Detail(message: message)])
        }

        @Test func numericStatusDecodesAsText() throws {
            let body = try ModelCoding.decode(
                GitHubErrorBody.self, from: #"{"message": "Bad", "status": 422}"#)
            #expect(body.status == "422")
        }

        @Test(arguments: [
            Fixtures.notFoundError, Fixtures.validationErrorWithObjects, Fixtures.validationErrorWithStrings,
        ])
        func encodesBackToExactlyGitHubsKeysAndShapes(json: String) throws {
            let keys = try ModelCoding.keyPathsBeforeAndAfterRoundTrip(GitHubErrorBody.self, json)
            #expect(keys.encoded == keys.sent)
            let body = try ModelCoding.decode(GitHubErrorBody.self, from: json)
            let again = try ModelCoding.decoder().decode(
                GitHubErrorBody.self, from: ModelCoding.encoder().encode(body))
            #expect(again == body)
        }

        @Test func missingMessageFailsNamingIt() throws {
            let missing = try ModelCoding.missingKeyPath(
                decoding: GitHubErrorBody.self,
                without: "message",
                in: Fixtures.notFoundError
            )
            #expect(missing == "message")
        }
    }
}
