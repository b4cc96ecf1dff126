import FakeGitHub
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `ghtui inbox --json` / `--jsonl`: the notifications as GitHub sent them, the real binary
/// against FakeGitHub; and what it says without a token, without the scope, or with bad options.
@Suite(.serialized, .oneBinaryAtATime) struct InboxDumpTests {
    private static let token = "inbox-dump-token"
    private static let options = Options(tokens: [token: "mona"])
    private static let environment = ["GH_TOKEN": token]

    /// What FakeGitHub serves at `path?query` with the token, every page of 50 joined.
    private func served(_ url: URL, _ path: String = "notifications", query: String = "") async throws
        -> NSArray
    {
        let items = NSMutableArray()
        for page in 1... {
            let address = try #require(
                URL(string: "\(url.absoluteString)/\(path)?per_page=50&page=\(page)\(query)"))
            var request = URLRequest(url: address)
            request.setValue("token \(Self.token)", forHTTPHeaderField: "Authorization")
            let (body, response) = try await URLSession.shared.fetch(request)
            #expect(response.statusCode == 200, "\(path)")
            let array = try #require(try JSONSerialization.jsonObject(with: body) as? [Any])
            items.addObjects(from: array)
            if array.count < 50 { break }
        }
        return items
    }

    private func run(_ arguments: [String], url: URL, token: Bool = true) async throws -> RunResult {
        try await runGHTUI(
            ["inbox"] + arguments + ["--api-url", url.absoluteString, "--no-cache"],
            environment: token ? Self.environment : [:])
    }

    @Test func theDocumentAndTheLinesAreWhatGitHubServedFieldForField() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let document = try await run(["--json"], url: url)
            #expect(document.status == 0 && document.stderr.isEmpty, "\(document.stderr)")
            #expect(try await jqAccepts(document.stdout))
            let object = try #require(
                try JSONSerialization.jsonObject(with: document.stdout) as? [String: Any])
            #expect(Array(object.keys) == ["notifications"])
            let served = try await served(url)
            #expect(served.count > 10)
            #expect((object["notifications"] as? NSArray) == served)

            let lines = try await run(["--jsonl", "--all"], url: url)
            #expect(lines.status == 0)
            let all = try await self.served(url, query: "&all=true")
            let parsed = try lines.text.split(separator: "\n").map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(parsed.allSatisfy { $0["section"] as? String == "notifications" })
            #expect(NSArray(array: parsed.compactMap { $0["data"] }) == all)
            #expect(all.count > served.count, "--all adds the threads read")
        }
    }

    @Test func reasonRepoFieldsAndLimitKeepWhatTheySay() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let served = try await served(url)
            let kept = try await run(
                ["--json", "--reason", "review_requested,mention", "--fields", "id,reason"], url: url)
            #expect(kept.status == 0)
            let object = try #require(
                try JSONSerialization.jsonObject(with: kept.stdout) as? [String: [[String: String]]])
            let expected = served.compactMap { $0 as? [String: Any] }
                .filter { ["review_requested", "mention"].contains($0["reason"] as? String) }
                .map { ["id": $0["id"] as? String ?? "", "reason": $0["reason"] as? String ?? ""] }
            #expect(object["notifications"] == expected && !expected.isEmpty)

            let limited = try await run(["--jsonl", "--limit", "2"], url: url)
            #expect(limited.status == 0)
            #expect(limited.text.split(separator: "\n").count == 2)
            #expect(limited.stderr.contains("notifications: 2+; --limit 0 for all"))

            let repository = "mona/hello-world"
            let mine = try await run(["--json", "--repo", repository, "--all"], url: url)
            #expect(mine.status == 0, "\(mine.stderr)")
            let theirs = try await self.served(url, "repos/\(repository)/notifications", query: "&all=true")
            let object2 = try #require(try JSONSerialization.jsonObject(with: mine.stdout) as? [String: Any])
            #expect((object2["notifications"] as? NSArray) == theirs)
        }
    }

    @Test func withoutATokenOrItsScopeOrWithBadOptionsNothingIsWritten() async throws {
        var options = Self.options
        options.tokenScopes = [Self.token: ["public_repo"]]
        try await FakeGitHub.serving(options: options) { _, url in
            let anonymous = try await run(["--json"], url: url, token: false)
            #expect(anonymous.status == 2 && anonymous.stdout.isEmpty)
            #expect(anonymous.stderr.contains("the inbox needs a token"))

            let unscoped = try await run(["--json"], url: url)
            #expect(unscoped.status != 0 && unscoped.stdout.isEmpty)
            #expect(
                unscoped.stderr.contains("this endpoint accepts `notifications, repo`"), "\(unscoped.stderr)")
            #expect(!unscoped.stderr.contains(Self.token))

            for (arguments, message) in [
                (["--json", "--reason", "Review Requested"], "--reason needs GitHub's reason names"),
                (["--reason", "mention"], "--reason and --repo apply to --json and --jsonl"),
                (["--json", "--repo", "nope"], "--repo:"),
                (["--json", "--include", "repos"], "--include and --state apply"),
                (["--json", "--jsonl"], "--json and --jsonl exclude each other"),
            ] {
                let result = try await run(arguments, url: url)
                #expect(result.status == 64 || result.status == 2, "\(arguments)")
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            }
        }
    }
}
