import FakeGitHub
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `ghtui --repo OWNER/NAME --pull N --json` / `--jsonl`: a pull request and its parts, the real
/// binary against FakeGitHub.
@Suite(.serialized, .oneBinaryAtATime) struct PullDumpTests {
    private static let pull = ActionsSamples.pullWithEveryCheck
    private static let every = "pull,files,reviews,review_comments,commits,checks"

    private func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// What FakeGitHub serves at `path` (below the API), parsed.
    private func served(_ url: URL, _ path: String) async throws -> Any {
        var components = try #require(
            URLComponents(url: url.appending(path: path), resolvingAgainstBaseURL: false))
        components.queryItems = [URLQueryItem(name: "per_page", value: "100")]
        let (body, response) = try await URLSession.shared.fetch(
            URLRequest(url: try #require(components.url)))
        #expect(response.statusCode == 200, "\(path)")
        return try JSONSerialization.jsonObject(with: body)
    }

    @Test func everySectionIsWhatGitHubServedFieldForField() async throws {
        try await FakeGitHub.serving { server, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--pull", "\(Self.pull)", "--json", "--include", Self.every,
                "--limit", "0", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            #expect(try await jqAccepts(result.stdout))
            let text = result.text
            // The pull request object has `commits` and `review_comments` counts of its own.
            let starts = [
                "{\"pull\":{", "\"files\":[", "\"reviews\":[", "\"review_comments\":[", "\"commits\":[",
                "\"checks\":{",
            ]
            let order = starts.compactMap { text.range(of: $0)?.lowerBound }
            #expect(order.count == 6 && order == order.sorted(), "every section, in order")
            let sent = await server.requests.count

            let document = try json(result.stdout)
            let base = "repos/mona/hello-world/pulls/\(Self.pull)"
            let pull = try #require(try await served(url, base) as? NSDictionary)
            #expect((document["pull"] as? NSDictionary) == pull)
            for (section, path) in [
                ("files", "files"), ("reviews", "reviews"), ("review_comments", "comments"),
                ("commits", "commits"),
            ] {
                let items = try #require(document[section] as? NSArray, "\(section)")
                #expect(items == (try await served(url, "\(base)/\(path)") as? NSArray), "\(section)")
                if section != "review_comments" { #expect(items.count > 0, "\(section)") }
            }

            let sha = try #require((pull["head"] as? [String: Any])?["sha"] as? String)
            let checks = try #require(document["checks"] as? [String: Any])
            #expect(Set(checks.keys) == ["check_runs", "status"])
            let runs = try #require(
                try await served(url, "repos/mona/hello-world/commits/\(sha)/check-runs") as? [String: Any])
            #expect((checks["check_runs"] as? NSArray) == (runs["check_runs"] as? NSArray))
            #expect((checks["check_runs"] as? [Any])?.count == runs["total_count"] as? Int)
            let status =
                try await served(url, "repos/mona/hello-world/commits/\(sha)/status") as? NSDictionary
            #expect((checks["status"] as? NSDictionary) == status)
            #expect(sent == 7, "the pull request, four lists of one page, the check runs and the status")
        }
    }

    @Test func theDefaultSectionsArePullFilesAndChecks() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--pull", "\(Self.pull)", "--json", "--api-url",
                url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(Set(try json(result.stdout).keys) == ["pull", "files", "checks"])
        }
    }

    @Test func jsonLinesWriteThePullFirstAndTheChecksAsOneObject() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--pull", "\(Self.pull)", "--jsonl", "--include", Self.every,
                "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            let lines = try result.text.split(separator: "\n").map { try json(Data($0.utf8)) }
            let sections = lines.compactMap { $0["section"] as? String }
            #expect(sections.first == "pull" && sections.last == "checks")
            #expect(sections.filter { $0 == "pull" || $0 == "checks" }.count == 2)
            let order = Self.every.split(separator: ",").map(String.init)
            #expect(
                sections.map { order.firstIndex(of: $0) ?? -1 }
                    == sections.map { order.firstIndex(of: $0) ?? -1 }.sorted())
            let checks = try #require(lines.last?["data"] as? [String: Any])
            #expect((checks["check_runs"] as? [Any])?.isEmpty == false)
            #expect((checks["status"] as? [String: Any])?["state"] != nil)
        }
    }

    @Test func fieldsKeepOnlyThoseKeysInEveryObject() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--pull", "\(Self.pull)", "--json", "--fields",
                "number,title,filename,status,conclusion,state", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            let document = try json(result.stdout)
            let pull = try #require(document["pull"] as? [String: Any])
            #expect(Set(pull.keys) == ["number", "title", "state"])
            #expect(pull["number"] as? Int == Self.pull)
            let files = try #require(document["files"] as? [[String: Any]])
            #expect(!files.isEmpty && files.allSatisfy { Set($0.keys) == ["filename", "status"] })
            let checks = try #require(document["checks"] as? [String: Any])
            let runs = try #require(checks["check_runs"] as? [[String: Any]])
            #expect(!runs.isEmpty && runs.allSatisfy { Set($0.keys).isSubset(of: ["status", "conclusion"]) })
            #expect(Set((checks["status"] as? [String: Any])?.keys ?? [:].keys) == ["state"])
        }
    }

    @Test func aPullRequestWithEveryKindOfChangeHasItsFilesAndReviewCommentsAsServed() async throws {
        try await FakeGitHub.serving { _, url in
            let number = PullSamples.everyKindOfChange
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--pull", "\(number)", "--jsonl", "--include",
                "files,review_comments",
                "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            let lines = try result.text.split(separator: "\n").map { try json(Data($0.utf8)) }
            func data(_ section: String) -> NSArray {
                lines.filter { $0["section"] as? String == section }.compactMap { $0["data"] } as NSArray
            }
            let base = "repos/mona/hello-world/pulls/\(number)"
            let files = try #require(try await served(url, "\(base)/files") as? NSArray)
            #expect(data("files") == files)
            let statuses = Set((files as? [[String: Any]] ?? []).compactMap { $0["status"] as? String })
            #expect(statuses.isSuperset(of: ["added", "removed", "modified", "renamed"]))
            #expect(
                (files as? [[String: Any]] ?? []).contains { $0["patch"] == nil },
                "a binary file has no patch")
            let comments = try #require(try await served(url, "\(base)/comments") as? NSArray)
            #expect(comments.count > 0 && data("review_comments") == comments)
        }
    }

    @Test func aPullRequestOfMoreFilesThanGitHubListsSaysSo() async throws {
        try await FakeGitHub.serving { _, url in
            let arguments = [
                "--repo", "mona/hello-world", "--pull", "\(PullSamples.huge)", "--json", "--include", "files",
                "--api-url", url.absoluteString,
            ]
            let all = try await runGHTUI(arguments + ["--limit", "0"])
            #expect(all.status == 0)
            #expect((try json(all.stdout)["files"] as? [Any])?.count == PullSamples.fileListLimit)
            #expect(all.stderr == "files: 3000 of 3200; GitHub lists at most 3000\n")
            let cut = try await runGHTUI(arguments)
            #expect(cut.status == 0)
            #expect((try json(cut.stdout)["files"] as? [Any])?.count == 1000)
            #expect(cut.stderr == "files: 1000 of 3200; --limit 0 for all\n")
            let none = try await runGHTUI([
                "--repo", "mona/hello-world", "--pull", "\(PullSamples.noFiles)", "--json", "--include",
                "files",
                "--api-url", url.absoluteString,
            ])
            #expect(none.text == "{\"files\":[]}\n")
        }
    }

    @Test func aPullRequestThatDoesNotExistIsNotFoundWithNothingOnStdout() async throws {
        try await FakeGitHub.serving { _, url in
            for format in ["--json", "--jsonl"] {
                let result = try await runGHTUI([
                    "--repo", "mona/hello-world", "--pull", "9999", format, "--api-url", url.absoluteString,
                ])
                #expect(result.status == 3)
                #expect(result.stdout.isEmpty)
                #expect(
                    result.stderr.contains("no pull request #9999 in mona/hello-world"), "\(result.stderr)")
            }
        }
    }

    @Test(arguments: [
        (
            ["--repo", "mona/hello-world", "--pull", "0", "--json"],
            "--pull needs a pull request number, 1 or more"
        ),
        (["--repo", "mona/hello-world", "--pull", "three", "--json"], "--pull"),
        (["--user", "mona", "--pull", "3", "--json"], "--pull needs --repo OWNER/NAME"),
        (["--pull", "3", "--json"], "--pull needs --repo OWNER/NAME"),
        (["--repo", "mona/hello-world", "--pull", "3"], "stdout is not a terminal"),
        (
            ["--repo", "mona/hello-world", "--pull", "3", "--json", "--include", "pull,bogus"],
            #"unknown --include section "bogus"; with --pull choose from: pull,files,reviews,review_comments,commits,checks"#
        ),
        (
            ["--repo", "mona/hello-world", "--pull", "3", "--json", "--include", "pull,issues"],
            "--include issues is not a part of a pull request; with --pull choose from: pull,files"
        ),
        (
            ["--repo", "mona/hello-world", "--json", "--include", "repo,files"],
            "--include files is not a part of a repository (it is a pull request's: add --pull N)"
        ),
        (
            ["--user", "mona", "--json", "--include", "checks"],
            "--include checks needs --repo OWNER/NAME --pull N"
        ),
        (["--repo", "mona/hello-world", "--pull", "3", "--json", "--state", "all"], "not to --pull"),
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
