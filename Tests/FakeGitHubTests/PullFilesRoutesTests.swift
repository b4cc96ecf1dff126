import FakeGitHub
import Foundation
import Testing

/// The sample pull requests' files, review comments and diffs, as raw HTTP.
@Suite struct PullFilesRoutesTests {
    private static let base = "/repos/\(PullSamples.repository)/pulls"
    private static let diff = ["Accept": "application/vnd.github.diff"]

    private static func files(_ client: TestClient, _ number: Int) async throws -> [[String: Any]] {
        try await client.get("\(base)/\(number)/files?per_page=100").array()
    }

    @Test func everyKindOfChangeHasEachKindOfFile() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            let files = try await Self.files(client, PullSamples.everyKindOfChange)
            let byName = Dictionary(uniqueKeysWithValues: files.map { ($0["filename"] as? String ?? "", $0) })
            #expect(files.count == 8)
            let renamed = try #require(byName["Sources/App/Paging.swift"])
            #expect(renamed["status"] as? String == "renamed")
            #expect(renamed["previous_filename"] as? String == "Sources/App/Pager.swift")
            #expect((renamed["patch"] as? String)?.hasPrefix("@@ -3,5 +3,5 @@ import Foundation") == true)
            let pureRename = try #require(byName["docs/guide.md"])
            #expect(pureRename["status"] as? String == "renamed" && pureRename["changes"] as? Int == 0)
            #expect(
                pureRename["patch"] == nil && pureRename["previous_filename"] as? String == "docs/old-name.md"
            )
            let binary = try #require(byName["assets/logo.png"])
            #expect(binary["patch"] == nil && binary["changes"] as? Int == 0)
            let large = try #require(byName["Resources/fixtures/large.json"])
            #expect(large["patch"] == nil && (large["changes"] as? Int ?? 0) > 1000)
            let added = try #require(byName["Sources/App/NewFeature.swift"]?["patch"] as? String)
            #expect(added.hasPrefix("@@ -0,0 +1,9 @@\n+import Foundation"))
            #expect(added.hasSuffix("+}\n\\ No newline at end of file"))
            let removed = try #require(byName["Sources/App/Legacy.swift"])
            #expect(removed["status"] as? String == "removed" && removed["additions"] as? Int == 0)
            #expect((removed["patch"] as? String)?.hasPrefix("@@ -1,8 +0,0 @@") == true)
            let makefile = try #require(byName["Makefile"]?["patch"] as? String)
            #expect(makefile.contains("\n+\tswift build $(SWIFT_FLAGS) --product ghtui\n"))
            #expect(makefile.components(separatedBy: "\n@@ ").count == 2)
            let cache = try #require(byName["Sources/App/Cache.swift"]?["patch"] as? String)
            #expect(cache.components(separatedBy: "\n").filter { $0.hasPrefix("@@ ") }.count == 3)
            #expect(cache.components(separatedBy: "\n").contains { $0.count > 300 })
            for file in files {
                guard let patch = file["patch"] as? String else { continue }
                Self.expectCountsMatch(
                    patch, additions: file["additions"] as? Int, deletions: file["deletions"] as? Int)
            }
        }
    }

    /// Each hunk header counts its lines, and the file's counts are its `+` and `-` lines.
    private static func expectCountsMatch(_ patch: String, additions: Int?, deletions: Int?) {
        let lines = patch.components(separatedBy: "\n")
        #expect(lines.count { $0.hasPrefix("+") } == additions)
        #expect(lines.count { $0.hasPrefix("-") } == deletions)
        var expected = (old: 0, new: 0)
        var seen = (old: 0, new: 0)
        func check() { #expect(seen == expected, "\(patch.prefix(80))") }
        for line in lines {
            if line.hasPrefix("@@ ") {
                check()
                let parts = line.split(separator: " ")
                func count(_ part: Substring) -> Int {
                    let pieces = part.dropFirst().split(separator: ",")
                    return pieces.count == 2 ? Int(pieces[1]) ?? -1 : 1
                }
                expected = (count(parts[1]), count(parts[2]))
                seen = (0, 0)
            } else if line.hasPrefix(" ") {
                seen.old += 1
                seen.new += 1
            } else if line.hasPrefix("-") {
                seen.old += 1
            } else if line.hasPrefix("+") {
                seen.new += 1
            }
        }
        check()
    }

    @Test func reviewCommentsSitOnLinesOfThePatches() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            let files = try await Self.files(client, PullSamples.everyKindOfChange)
            let patches = Dictionary(
                uniqueKeysWithValues: files.map {
                    ($0["filename"] as? String ?? "", $0["patch"] as? String ?? "")
                })
            let pull = try await client.get("\(Self.base)/\(PullSamples.everyKindOfChange)").object()
            let head = try #require((pull["head"] as? [String: Any])?["sha"] as? String)
            #expect(pull["changed_files"] as? Int == 8)
            #expect(pull["additions"] as? Int == files.reduce(0) { $0 + ($1["additions"] as? Int ?? 0) })
            let comments = try await client.get("\(Self.base)/\(PullSamples.everyKindOfChange)/comments")
                .array()
            #expect(comments.count == 6)
            #expect(pull["review_comments"] as? Int == comments.count)
            for comment in comments {
                let path = try #require(comment["path"] as? String)
                #expect(patches[path] != nil)
                #expect(comment["commit_id"] as? String == head)
                guard comment["subject_type"] as? String == "line" else {
                    #expect(comment["line"] is NSNull)
                    continue
                }
                let hunk = try #require(comment["diff_hunk"] as? String)
                #expect(try #require(patches[path]).contains(hunk))
                #expect(comment["line"] as? Int == comment["original_line"] as? Int)
                let last = hunk.components(separatedBy: "\n").last ?? ""
                #expect(last.hasPrefix(comment["side"] as? String == "LEFT" ? "-" : "+"))
            }
            let reply = try #require(comments.first { $0["in_reply_to_id"] != nil })
            #expect(comments.contains { $0["id"] as? Int == reply["in_reply_to_id"] as? Int })
            let range = try #require(comments.first { $0["start_line"] as? Int != nil })
            #expect((range["start_line"] as? Int ?? 0) < (range["line"] as? Int ?? 0))
            #expect(comments.contains { $0["side"] as? String == "LEFT" })
        }
    }

    @Test func theDiffIsBuiltFromTheSameFiles() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            let number = PullSamples.everyKindOfChange
            let files = try await Self.files(client, number)
            let response = try await client.get("\(Self.base)/\(number)", headers: Self.diff)
            #expect(response.status == 200)
            #expect(response.headers["content-type"]?.hasPrefix("application/vnd.github.diff") == true)
            let text = response.text
            #expect(text.components(separatedBy: "diff --git ").count - 1 == files.count)
            for file in files {
                let name = try #require(file["filename"] as? String)
                #expect(text.contains(" b/\(name)\n"))
                if let patch = file["patch"] as? String {
                    #expect(
                        text.contains("+++ b/\(name)\n\(patch)\n")
                            || text.contains("+++ /dev/null\n\(patch)\n"))
                }
            }
            #expect(text.contains("Binary files a/assets/logo.png and b/assets/logo.png differ\n"))
            #expect(text.contains("rename from docs/old-name.md\nrename to docs/guide.md\n"))
            let patch = try await client.get(
                "\(Self.base)/\(number)", headers: ["Accept": "application/vnd.github.patch"])
            #expect(patch.status == 200)
            #expect(patch.text.hasPrefix("From "))
            #expect(patch.text.contains(text))
            let empty = try await client.get("\(Self.base)/\(PullSamples.noFiles)", headers: Self.diff)
            #expect(empty.status == 200 && empty.body.isEmpty)
            #expect(try await Self.files(client, PullSamples.noFiles).isEmpty)
        }
    }

    @Test func theBigPullRequestHasThreeHundredFilesAndTwentyThousandLines() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            var files: [[String: Any]] = []
            for page in 1...4 {
                files += try await client.get(
                    "\(Self.base)/\(PullSamples.big)/files?per_page=100&page=\(page)"
                ).array()
            }
            #expect(files.count == PullSamples.bigFileCount)
            #expect(files.reduce(0) { $0 + ($1["changes"] as? Int ?? 0) } == PullSamples.bigChangedLines)
            let pull = try await client.get("\(Self.base)/\(PullSamples.big)").object()
            #expect(pull["changed_files"] as? Int == PullSamples.bigFileCount)
            #expect(
                (pull["additions"] as? Int ?? 0) + (pull["deletions"] as? Int ?? 0)
                    == PullSamples.bigChangedLines)
            let diff = try await client.get("\(Self.base)/\(PullSamples.big)", headers: Self.diff)
            #expect(diff.status == 200)
            #expect(diff.text.components(separatedBy: "diff --git ").count - 1 == PullSamples.bigFileCount)
        }
    }

    @Test func theFilesListStopsAtThreeThousandAndTheDiffIs406() async throws {
        try await FakeGitHub.serving { _, url in
            let client = TestClient(baseURL: url)
            let path = "\(Self.base)/\(PullSamples.huge)/files?per_page=100"
            let first = try await client.get(path)
            #expect(first.links["last"]?.hasSuffix("page=30") == true)
            let last = try await client.get("\(path)&page=30").array()
            #expect(last.count == 100)
            #expect(try await client.get("\(path)&page=31").array().isEmpty)
            let pull = try await client.get("\(Self.base)/\(PullSamples.huge)").object()
            #expect(pull["changed_files"] as? Int == PullSamples.hugeFileCount)
            let refused = try await client.get("\(Self.base)/\(PullSamples.huge)", headers: Self.diff)
            #expect(refused.status == 406)
            let message = try #require(try refused.object()["message"] as? String)
            #expect(message.hasPrefix("Sorry, the diff exceeded the maximum number of files (300)."))
        }
    }

    @Test func filesAndDiffsAreTheSameOnEveryServer() async throws {
        func answer() async throws -> String {
            try await FakeGitHub.serving { _, url in
                let client = TestClient(baseURL: url)
                let files = try await client.get("\(Self.base)/\(PullSamples.everyKindOfChange)/files").text
                let diff = try await client.get(
                    "\(Self.base)/\(PullSamples.everyKindOfChange)", headers: Self.diff
                ).text
                return (files + diff).replacingOccurrences(
                    of: #"127\.0\.0\.1:\d+"#, with: "", options: .regularExpression)
            }
        }
        let first = try await answer()
        #expect(try await answer() == first)
    }
}
