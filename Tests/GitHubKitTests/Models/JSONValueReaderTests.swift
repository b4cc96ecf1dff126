import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ModelTests {
    /// The direct JSON reader `JSONParser` uses for models: what it keeps, repairs and refuses.
    @Suite struct JSONValueReaderTests {
        private func parseUser(_ body: [UInt8]) throws(GitHubError) -> User {
            let response = APIResponse(
                request: URLRequest(url: URL(string: "https://api.github.com/users/x")!), status: 200,
                headers: ["content-type": "application/json"], body: Data(body))
            return try JSONParser<User>().parse(response)
        }

        @Test func loneSurrogatesAndInvalidUTF8BecomeReplacementCharactersNotFailures() throws {
            let user = try parseUser(
                Array(#"{"login": "x", "id": 1, "bio": "a\ud800b\udc00c", "company": ""#.utf8) + [0xFF]
                    + Array(#""}"#.utf8))
            #expect(user.bio == "a\u{FFFD}b\u{FFFD}c")
            #expect(user.company == "\u{FFFD}")
        }

        @Test func integersBeyondDoublePrecisionKeepEveryDigit() throws {
            let user = try parseUser(
                Array(#"{"login": "x", "id": 9223372036854775807, "followers": 1e2}"#.utf8))
            #expect(user.id == Int.max)
            #expect(user.followers == 100)
            #expect(user.raw["followers"] == .number(100))
        }

        @Test func integersAtIntsEdgesAndBeyondThemAndRepeatedKeys() throws {
            let user = try parseUser(
                Array(
                    #"{"login": "x", "login": "y", "id": -9223372036854775808, "a": 9223372036854775808, "b": -9223372036854775809, "c": -0, "d": 0, "e": 10, "f": "plain", "g": "tab\there"}"#
                        .utf8))
            #expect(user.login == "y")
            #expect(user.id == Int.min)
            // One past each end of Int: read as the nearest Double, 2^63 and -2^63.
            #expect(user.raw["a"] == .number(0x1p63))
            #expect(user.raw["b"] == .number(-0x1p63))
            #expect(user.raw["c"] == .integer(0))
            #expect(user.raw["d"] == .integer(0))
            #expect(user.raw["e"] == .integer(10))
            #expect(user.raw["f"] == .string("plain"))
            #expect(user.raw["g"] == .string("tab\there"))
        }

        @Test(arguments: [#"{"login": "x", "id": 1"#, #"{"login": 'x'}"#, ""])
        func invalidJSONStillFailsAsNotValidJSON(body: String) {
            #expect {
                _ = try parseUser(Array(body.utf8))
            } throws: { error in
                guard case GitHubError.decodingFailed(_, _, let reason) = error else { return false }
                return reason.contains("not valid JSON") || reason.contains("empty")
            }
        }
    }
}
