import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every route added for repositories, organizations, releases, gists and meta is one of GitHub's
/// documented operations: the same path as the catalogue's template with the same values (escaped
/// the same way), and only query parameters the operation documents.
@Suite struct BuiltInRouteCatalogueTests {
    private static let base = URL(string: "https://api.github.com")!
    private static let repo = ["owner": "mona", "repo": "hello-world"]

    private static func with(_ extra: [String: String]) -> [String: String] {
        repo.merging(extra) { $1 }
    }

    /// Built-in routes with the template and values GitHub's catalogue names them by.
    private static let cases: [(route: any Router, template: String, values: [String: String])] = {
        let repos = GithubRouter.repos
        let releases = GithubRouter.releases
        let (owner, name) = ("mona", "hello-world")
        let since = Date(timeIntervalSince1970: 1_700_000_000)
        return [
            (
                repos.contributors(owner: owner, name: name, anonymous: true),
                "/repos/{owner}/{repo}/contributors", repo
            ),
            (repos.languages(owner: owner, name: name), "/repos/{owner}/{repo}/languages", repo),
            (repos.topics(owner: owner, name: name), "/repos/{owner}/{repo}/topics", repo),
            (repos.tags(owner: owner, name: name), "/repos/{owner}/{repo}/tags", repo),
            (
                repos.branches(owner: owner, name: name, protected: true), "/repos/{owner}/{repo}/branches",
                repo
            ),
            (
                repos.branch(owner: owner, name: name, branch: "feature/x ü"),
                "/repos/{owner}/{repo}/branches/{branch}",
                with(["branch": "feature/x ü"])
            ),
            (
                repos.commits(
                    owner: owner, name: name, sha: "main", path: "docs/a b.md", author: "mona", since: since,
                    until: since),
                "/repos/{owner}/{repo}/commits", repo
            ),
            (
                repos.commit(owner: owner, name: name, ref: "heads/feature/x"),
                "/repos/{owner}/{repo}/commits/{ref}",
                with(["ref": "heads/feature/x"])
            ),
            (repos.forks(owner: owner, name: name, sort: .stargazers), "/repos/{owner}/{repo}/forks", repo),
            (repos.readmeText(owner: owner, name: name), "/repos/{owner}/{repo}/readme", repo),
            (
                repos.contents(owner: owner, name: name, path: "docs/ünï 笔记/a b.md", ref: "v1"),
                "/repos/{owner}/{repo}/contents/{path}", with(["path": "docs/ünï 笔记/a b.md"])
            ),
            (
                repos.forAuthenticatedUser(
                    visibility: .all, affiliation: [.owner, .organizationMember], sort: .pushed),
                "/user/repos", [:]
            ),
            (GithubRouter.orgs.get("acme-corp"), "/orgs/{org}", ["org": "acme-corp"]),
            (
                GithubRouter.orgs.repos("acme-corp", type: .sources, sort: .created, direction: .asc),
                "/orgs/{org}/repos", ["org": "acme-corp"]
            ),
            (
                GithubRouter.orgs.publicMembers("acme-corp"), "/orgs/{org}/public_members",
                ["org": "acme-corp"]
            ),
            (releases.list(owner: owner, name: name), "/repos/{owner}/{repo}/releases", repo),
            (releases.latest(owner: owner, name: name), "/repos/{owner}/{repo}/releases/latest", repo),
            (
                releases.byTag(owner: owner, name: name, tag: "v1/beta #2"),
                "/repos/{owner}/{repo}/releases/tags/{tag}",
                with(["tag": "v1/beta #2"])
            ),
            (
                releases.get(owner: owner, name: name, id: 42), "/repos/{owner}/{repo}/releases/{release_id}",
                with(["release_id": "42"])
            ),
            (
                releases.assets(owner: owner, name: name, releaseID: 42),
                "/repos/{owner}/{repo}/releases/{release_id}/assets",
                with(["release_id": "42"])
            ),
            (
                GithubRouter.gists.get("aa5a315d61ae9438b18d"), "/gists/{gist_id}",
                ["gist_id": "aa5a315d61ae9438b18d"]
            ),
            (
                GithubRouter.gists.forUser("mona", since: since), "/users/{username}/gists",
                ["username": "mona"]
            ),
            (GithubRouter.gists.publicGists(since: since), "/gists/public", [:]),
            (GithubRouter.meta.overview, "/meta", [:]),
        ]
    }()

    @Test func eachRouteIsADocumentedGETWithItsPathEscapedAsTheTemplateDoes() throws {
        for (route, template, values) in Self.cases {
            let operation = try #require(
                OperationCatalogue.operations.first { $0.verb == "GET" && $0.template == template },
                "\(template)")
            let request = try route.urlRequest(baseURL: Self.base)
            let expected = try Route<JSONValue>(template: template, values).urlRequest(baseURL: Self.base)
            let url = try #require(request.url)
            #expect(
                URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath
                    == expected.url?.path(percentEncoded: true), "\(template)")
            let names = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.map(\.name) ?? []
            #expect(Set(names).isSubset(of: operation.queryParameters), "\(template): \(names)")
            #expect(request.httpMethod == "GET")
        }
    }

    @Test func branchesAndTagsFillOneSegmentWhileRefsAndPathsFillSeveral() throws {
        let path = { (route: any Router) throws -> String in
            try #require(try route.urlRequest(baseURL: Self.base).url?.path(percentEncoded: true))
        }
        let repos = GithubRouter.repos
        #expect(
            try path(repos.branch(owner: "mona", name: "r", branch: "feature/x"))
                == "/repos/mona/r/branches/feature%2Fx")
        #expect(
            try path(GithubRouter.releases.byTag(owner: "mona", name: "r", tag: "v1/beta"))
                == "/repos/mona/r/releases/tags/v1%2Fbeta")
        #expect(
            try path(repos.commit(owner: "mona", name: "r", ref: "feature/x"))
                == "/repos/mona/r/commits/feature/x")
        #expect(
            try path(repos.contents(owner: "mona", name: "r", path: "a b/ü?.md"))
                == "/repos/mona/r/contents/a%20b/%C3%BC%3F.md")
        #expect(try path(repos.contents(owner: "mona", name: "r", path: "")) == "/repos/mona/r/contents")
    }
}
