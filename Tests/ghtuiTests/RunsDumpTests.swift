import FakeGitHub
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `ghtui --repo OWNER/NAME --json --include runs`: a repository's workflow runs, the real binary
/// against FakeGitHub.
@Suite(.serialized, .oneBinaryAtATime) struct RunsDumpTests {
    private func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every workflow run of `mona/hello-world` as FakeGitHub serves it, newest first.
    private func servedRuns(_ url: URL) async throws -> [Any] {
        let (body, _) = try await URLSession.shared.fetch(
            URLRequest(
                url: url.appending(path: "repos/mona/hello-world/actions/runs").appending(
                    queryItems: [URLQueryItem(name: "per_page", value: "100")])))
        let wrapper = try json(body)
        let runs = try #require(wrapper["workflow_runs"] as? [Any])
        #expect(runs.count == ActionsSamples.runCount && wrapper["total_count"] as? Int == runs.count)
        return runs
    }

    @Test func runsAreGitHubsItemsOfTheWrapperAsReceivedEveryPage() async throws {
        try await FakeGitHub.serving { server, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--json", "--include", "repo,runs", "--limit", "0",
                "--per-page",
                "25", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            #expect(try await jqAccepts(result.stdout))
            let asked = await server.requests.filter { $0.path.hasSuffix("/actions/runs") }
            #expect(asked.count == 3, "61 runs at 25 a page")
            let document = try json(result.stdout)
            #expect(Array(document.keys).sorted() == ["repo", "runs"])
            let runs = try #require(document["runs"] as? [Any])
            #expect((runs as NSArray) == (try await servedRuns(url) as NSArray), "field for field, in order")
        }
    }

    @Test func limitCutsTheRunsAndSaysSo() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--json", "--include", "runs", "--limit", "5", "--api-url",
                url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.stderr == "runs: 5+; --limit 0 for all\n")
            let runs = try #require(try json(result.stdout)["runs"] as? [Any])
            #expect((runs as NSArray) == (Array(try await servedRuns(url).prefix(5)) as NSArray))
        }
    }

    @Test func jsonLinesWriteARunPerLineAndFieldsKeepTheirKeys() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--repo", "mona/hello-world", "--jsonl", "--include", "runs", "--limit", "0", "--per-page",
                "20",
                "--fields", "id,status,conclusion", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            let lines = try result.text.split(separator: "\n").map { try json(Data($0.utf8)) }
            #expect(lines.count == ActionsSamples.runCount)
            #expect(lines.allSatisfy { $0["section"] as? String == "runs" })
            let data = lines.compactMap { $0["data"] as? [String: Any] }
            let served = try await servedRuns(url).compactMap { $0 as? [String: Any] }
            #expect(data.map { $0["id"] as? Int } == served.map { $0["id"] as? Int })
            for (written, run) in zip(data, served) {
                #expect(Set(written.keys) == Set(["id", "status", "conclusion"]).intersection(run.keys))
                #expect(written["status"] as? String == run["status"] as? String)
                #expect("\(written["conclusion"] ?? "")" == "\(run["conclusion"] ?? "")")
            }
        }
    }

    @Test func aRepositoryWithoutRunsHasNone() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--repo", "mona/Spoon-Knife", "--json", "--include", "runs", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.text == "{\"runs\":[]}\n")
        }
    }

    @Test func anUnknownRepositorysRunsAreNotFoundWithNothingOnStdout() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--repo", "mona/no-such-repo", "--json", "--include", "runs", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 3)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("ghtui: "))
        }
    }
}
