import FakeGitHub
import Foundation
import GitHubKitTesting
import Testing

@testable import GitHubKit

/// The cache file never holds a repository's `temp_clone_token`: its value is stored as `null`,
/// every other byte as GitHub sent it.
@Suite struct CloneTokenRedactionTests {
    private func redacting(_ text: String) -> String {
        String(decoding: CloneTokenRedaction.redacting(Data(text.utf8)), as: UTF8.self)
    }

    @Test func everyTokenIsNullAndNothingElseMoves() {
        #expect(
            redacting(#"{"id":1, "temp_clone_token" : "AB\"C1", "parent":{"temp_clone_token":"D2"},"x":2}"#)
                == #"{"id":1, "temp_clone_token" : null, "parent":{"temp_clone_token":null},"x":2}"#)
        for unchanged in [
            #"{"temp_clone_token":null,"a":"b"}"#, #"{"note":"\"temp_clone_token\": \"x\""}"#, "[]", "",
            #"{"temp_clone_token":"cut short"#, #""temp_clone_token""#,
        ] {
            #expect(redacting(unchanged) == unchanged)
        }
    }

    @Test func aPrivateRepositorysCopyInTheCacheFileHasNoToken() async throws {
        try await withCacheDirectory { directory in
            let path = directory.file("cache.sqlite")
            try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
                do {
                    let github = kit.client(token: "tok", cache: try SQLiteResponseCache(path: path))
                    let route = GithubRouter.repos.get(owner: "mona", name: "secret-plans")
                    let sent = try await github.client.response(for: route)
                    let object = try JSONSerialization.jsonObject(with: sent.body) as? [String: Any]
                    let token = try #require(object?["temp_clone_token"] as? String)
                    #expect(!token.isEmpty)

                    // The cached copy: the same repository, the token's value null.
                    let cached = try await github.client.response(for: route)
                    #expect(cached.cachedAt != nil)
                    let text = String(decoding: cached.body, as: UTF8.self)
                    #expect(text.contains(#""temp_clone_token":null"#) && !text.contains(token))
                    #expect(try await github.client.send(route).fullName == "mona/secret-plans")

                    for suffix in ["", "-wal"] {
                        let bytes = FileManager.default.contents(atPath: path + suffix) ?? Data()
                        #expect(bytes.range(of: Data(token.utf8)) == nil, "cache.sqlite\(suffix) holds it")
                    }
                }
            }
        }
    }
}
