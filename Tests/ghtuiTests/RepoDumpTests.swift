import FakeGitHub
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `ghtui --repo OWNER/NAME --json` / `--jsonl`: the real binary against FakeGitHub.
@Suite(.serialized, .oneBinaryAtATime) struct RepoDumpTests {
    private func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func objects(_ value: Any?) -> [[String: Any]] {
        value as? [[String: Any]] ?? []
    }

    @Test func theDocumentHoldsTheRepositoryItsReadmeItsIssuesWithoutPullRequestsAndItsPulls() async throws {
        try await FakeGitHub.serving { server, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--json", "--limit", "0", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            #expect(try await jqAccepts(result.stdout))
            let text = result.text
            let order = ["\"repo\":", "\"readme\":", "\"issues\":", "\"pulls\":"].compactMap {
                text.range(of: $0)?.lowerBound
            }
            #expect(order.count == 4 && order == order.sorted(), "the default sections, in order")

            let document = try json(result.stdout)
            let (raw, _) = try await URLSession.shared.fetch(
                URLRequest(url: url.appendingPathComponent("repos/mona/hello-world")))
            let original = try #require(try JSONSerialization.jsonObject(with: raw) as? NSDictionary)
            #expect((document["repo"] as? NSDictionary) == original, "the repository as received")
            let readme = try #require(document["readme"] as? [String: Any])
            #expect(readme["path"] as? String == "README.md")
            #expect(readme["encoding"] as? String == "base64")

            let issues = objects(document["issues"])
            let pulls = objects(document["pulls"])
            #expect(!issues.isEmpty && !pulls.isEmpty)
            #expect(issues.allSatisfy { $0["pull_request"] == nil }, "pull requests are in pulls")
            #expect(pulls.allSatisfy { $0["head"] != nil })
            #expect((issues + pulls).allSatisfy { $0["state"] as? String == "open" })
            let asked = await server.requests.filter {
                $0.path.hasSuffix("/issues") || $0.path.hasSuffix("/pulls")
            }
            #expect(!asked.isEmpty && asked.allSatisfy { $0.query.contains("state=open") })
        }
    }

    @Test func stateClosedAsksGitHubForClosedIssuesAndPullRequests() async throws {
        try await FakeGitHub.serving { server, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--json", "--include", "issues,pulls", "--state", "closed",
                "--limit", "0", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            let document = try json(result.stdout)
            let items = objects(document["issues"]) + objects(document["pulls"])
            #expect(!items.isEmpty)
            #expect(items.allSatisfy { $0["state"] as? String == "closed" })
            #expect(document["repo"] == nil, "only the sections asked for")
            let asked = await server.requests.filter { $0.path.hasSuffix("/issues") }
            #expect(!asked.isEmpty && asked.allSatisfy { $0.query.contains("state=closed") })
        }
    }

    @Test func jsonLinesFieldsAndLimitWorkAsForUsers() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--jsonl", "--include", "issues,releases,contributors",
                "--fields",
                "number,tag_name,login", "--limit", "2", "--state", "all", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            let lines = try result.text.split(separator: "\n").map { try json(Data($0.utf8)) }
            let sections = lines.compactMap { $0["section"] as? String }
            #expect(sections == ["issues", "issues", "releases", "releases", "contributors", "contributors"])
            let issue = try #require(lines.first?["data"] as? [String: Any])
            #expect(Set(issue.keys) == ["number"])
            #expect(result.stderr.contains("issues: 2+; --limit 0 for all"))
        }
    }

    @Test func aRepositoryWithIssuesTurnedOffHasNoneAndSaysSo() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--repo", "mona/issues-off", "--json", "--include", "repo,issues,pulls", "--api-url",
                url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.stderr.contains("issues: turned off for this repository (410 Gone)"))
            let document = try json(result.stdout)
            #expect(objects(document["issues"]).isEmpty && document["issues"] != nil)
            #expect((document["repo"] as? [String: Any])?["has_issues"] as? Bool == false)
        }
    }

    @Test func anEmptyRepositoryHasANullReadme() async throws {
        try await FakeGitHub.serving { _, url in
            let document = try await runGHTUI([
                "--repo", "mona/empty-repo", "--json", "--include", "repo,readme", "--api-url",
                url.absoluteString,
            ])
            #expect(document.status == 0)
            #expect(document.text.contains("\"readme\":null"))
            let lines = try await runGHTUI([
                "--repo", "mona/empty-repo", "--jsonl", "--include", "readme", "--api-url",
                url.absoluteString,
            ])
            #expect(lines.text == "{\"section\":\"readme\",\"data\":null}\n")
            // Its contributors are GitHub's 204 No Content: none.
            let contributors = try await runGHTUI([
                "--repo", "mona/empty-repo", "--json", "--include", "contributors", "--api-url",
                url.absoluteString,
            ])
            #expect(contributors.status == 0)
            #expect(contributors.text == "{\"contributors\":[]}\n")
        }
    }

    @Test func anUnknownOrPrivateRepositoryIsNotFoundAndATokenShowsThePrivateOne() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["tok-123": "mona"])) { _, url in
            for name in ["mona/no-such-repo", "mona/secret-plans"] {
                let result = try await runGHTUI(["--repo", name, "--json", "--api-url", url.absoluteString])
                #expect(result.status == 3)
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.contains("no GitHub repository named \(name), or it is private"))
            }
            let withToken = try await runGHTUI(
                [
                    "--repo", "mona/secret-plans", "--json", "--include", "repo", "--api-url",
                    url.absoluteString,
                ],
                environment: ["GH_TOKEN": "tok-123"])
            #expect(withToken.status == 0)
            let repo = try json(withToken.stdout)["repo"] as? [String: Any]
            #expect(repo?["private"] as? Bool == true)
            #expect(!withToken.stderr.contains("tok-123"))

            // GitHub's answer holds a clone token; the dump, as lines too, leaves it out.
            var request = URLRequest(url: url.appending(path: "repos/mona/secret-plans"))
            request.setValue("token tok-123", forHTTPHeaderField: "Authorization")
            let (body, _) = try await URLSession.shared.fetch(request)
            let sent = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
            let token = try #require(sent["temp_clone_token"] as? String)
            #expect(!token.isEmpty)
            #expect(repo?["temp_clone_token"] == nil && repo?["visibility"] as? String == "private")
            let lines = try await runGHTUI(
                ["--repo", "mona/secret-plans", "--jsonl", "--api-url", url.absoluteString],
                environment: ["GH_TOKEN": "tok-123"])
            #expect(lines.status == 0 && lines.text.contains("\"private\":true"))
            for output in [withToken.text, lines.text] {
                #expect(!output.contains(token) && !output.contains("temp_clone_token"))
            }
        }
    }

    @Test(arguments: [
        (["--repo", "mona", "--json"], "write it OWNER/NAME"),
        (["--repo", "a/b/c", "--json"], "write it OWNER/NAME"),
        (["--repo", "../hello-world", "--json"], "not a valid GitHub login"),
        (["--repo", "mona/..", "--json"], "not a valid repository name"),
        (["--repo", "mona/hello-world", "--user", "mona", "--json"], "--user and --repo exclude each other"),
        (
            ["--repo", "mona/hello-world", "--json", "--state", "bogus"],
            "--state must be open, closed or all"
        ),
        (["--user", "mona", "--json", "--state", "open"], "--state applies to --repo"),
        (
            ["--repo", "mona/hello-world", "--json", "--include", "followers"],
            "is not a part of a repository"
        ),
        (["--user", "mona", "--json", "--include", "issues"], "needs --repo OWNER/NAME"),
        // The user default written out is still a user's sections, never quietly replaced.
        (
            ["--repo", "mona/hello-world", "--json", "--include", "user,repos,followers"],
            "is not a part of a repository"
        ),
    ])
    func badInputIsAUsageErrorWithNothingOnStdout(arguments: [String], mention: String) async throws {
        try await FakeGitHub.serving { server, url in
            let result = try await runGHTUI(arguments + ["--api-url", url.absoluteString])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(mention), "\(result.stderr)")
            #expect(await server.stats.total == 0, "nothing was sent")
        }
    }
}
