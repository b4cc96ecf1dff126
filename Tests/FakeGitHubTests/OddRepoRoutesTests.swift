import FakeGitHub
import Foundation
import Testing

/// The repositories that exist only by name: issues turned off, an empty one, a private one.
@Suite struct OddRepoRoutesTests {
    @Test func eachAnswersWhatGitHubAnswersForItsOddity() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["tok-1": "mona"])) { _, url in
            let client = TestClient(baseURL: url)
            let off = try await client.get("/repos/mona/issues-off").object()
            #expect(off["has_issues"] as? Bool == false)
            let gone = try await client.get("/repos/mona/issues-off/issues?state=open")
            #expect(gone.status == 410)
            #expect(try gone.object()["message"] as? String == "Issues are disabled for this repo")
            #expect(try await client.get("/repos/mona/issues-off/pulls").array().isEmpty)
            #expect(try await client.get("/repos/mona/issues-off/readme").status == 200)

            let empty = try await client.get("/repos/mona/empty-repo/readme")
            #expect(empty.status == 409)
            #expect(try empty.object()["message"] as? String == "This repository is empty.")
            let contributors = try await client.get("/repos/mona/empty-repo/contributors")
            #expect(contributors.status == 204 && contributors.body.isEmpty)
            #expect(try await client.get("/repos/mona/empty-repo/branches").array().isEmpty)
            #expect(try await client.get("/repos/mona/empty-repo/tags").array().isEmpty)

            for path in ["/repos/mona/secret-plans", "/repos/mona/secret-plans/readme"] {
                #expect(try await client.get(path).status == 404, "\(path)")
            }
            let secret = try await client.get(
                "/repos/mona/secret-plans", headers: ["Authorization": "Bearer tok-1"])
            #expect(secret.status == 200)
            #expect(try secret.object()["private"] as? Bool == true)
            #expect(try await client.get("/repos/mona/issues-off/branches").status == 404)
        }
    }

    @Test func noneIsInTheOwnersListSoItsAnswersAreUnchanged() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            var names: [String] = []
            for page in 1...3 {
                names += try await client.get("/users/mona/repos?per_page=100&page=\(page)").array()
                    .compactMap { $0["name"] as? String }
            }
            #expect(names.count == 300)
            #expect(!names.contains { ["issues-off", "empty-repo", "secret-plans"].contains($0) })
        }
    }
}
