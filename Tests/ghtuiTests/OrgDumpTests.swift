import FakeGitHub
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `ghtui --user ORG --json --include org,members`: an organization's own object and its public
/// members, from the real binary against FakeGitHub; a user has neither, which is said.
@Suite(.serialized, .oneBinaryAtATime) struct OrgDumpTests {
    private func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func logins(_ value: Any?) -> [String] {
        (value as? [[String: Any]] ?? []).compactMap { $0["login"] as? String }
    }

    @Test func anOrganizationsDumpHoldsItsObjectAndAllItsPublicMembers() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--user", "acme-corp", "--json", "--include", "members,org,user", "--limit", "0",
                "--per-page", "20", "--pretty", "--api-url", url.absoluteString,
            ])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            #expect(try await jqAccepts(result.stdout))
            // Sections in their canonical order, whatever order --include named them in.
            let keys = result.text.matches(of: #/(?m)^  "([a-z]+)": /#).map { String($0.1) }
            #expect(keys == ["user", "org", "members"])
            let document = try json(result.stdout)
            #expect(Array(document.keys).sorted() == ["members", "org", "user"])

            // The organization object is GitHub's /orgs answer, with what /users lacks.
            let org = try #require(document["org"] as? [String: Any])
            let (body, _) = try await URLSession.shared.fetch(
                URLRequest(url: url.appending(path: "orgs/acme-corp")))
            let sent = try json(body)
            #expect(org["login"] as? String == "acme-corp" && org["is_verified"] as? Bool == true)
            #expect(Set(org.keys) == Set(sent.keys) && org["description"] as? String != nil)

            // Every public member, across pages of 20, in GitHub's order.
            var expected: [String] = []
            for page in 1...3 {
                var members = URLComponents(
                    url: url.appending(path: "orgs/acme-corp/public_members"), resolvingAgainstBaseURL: false)!
                members.queryItems = [
                    URLQueryItem(name: "per_page", value: "20"), URLQueryItem(name: "page", value: "\(page)"),
                ]
                let (page, _) = try await URLSession.shared.fetch(URLRequest(url: members.url!))
                expected += logins(try JSONSerialization.jsonObject(with: page))
            }
            #expect(expected.count == 45 && expected.prefix(2) == ["mona", "zhang-wei"])
            #expect(logins(document["members"]) == expected)
        }
    }

    @Test func aUserHasNoOrganizationObjectNorMembersAndItIsSaid() async throws {
        try await FakeGitHub.serving { _, url in
            let document = try await runGHTUI([
                "--user", "mona", "--json", "--include", "user,org,members", "--api-url", url.absoluteString,
            ])
            #expect(document.status == 0)
            let parsed = try json(document.stdout)
            #expect(parsed["org"] is NSNull)
            #expect((parsed["members"] as? [Any])?.isEmpty == true)
            #expect((parsed["user"] as? [String: Any])?["login"] as? String == "mona")
            let said = [
                "org: mona is not an organization; null written",
                "members: mona is not an organization; none written",
            ]
            #expect(document.stderr.split(separator: "\n").map(String.init) == said)

            let lines = try await runGHTUI([
                "--user", "mona", "--jsonl", "--include", "org,members", "--api-url", url.absoluteString,
            ])
            #expect(lines.status == 0)
            #expect(lines.text == "{\"section\":\"org\",\"data\":null}\n")
            #expect(lines.stderr.split(separator: "\n").map(String.init) == said)
        }
    }

    @Test func anUnknownLoginIsNotFoundWithoutAWordAboutOrganizations() async throws {
        try await FakeGitHub.serving { _, url in
            let result = try await runGHTUI([
                "--user", "no-such-login-here", "--json", "--include", "user,org,members",
                "--api-url", url.absoluteString,
            ])
            #expect(result.status == 3)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("no-such-login-here"))
            #expect(!result.stderr.contains("organization"))
        }
    }

    @Test func membersAreNoPartOfARepository() async throws {
        let result = try await runGHTUI(["--repo", "mona/hello-world", "--json", "--include", "repo,members"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--include members is not a part of a repository"))
    }
}
