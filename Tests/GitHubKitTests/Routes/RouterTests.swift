import Foundation
import GitHubKit
import Testing

@Suite struct RouterTests {
    let api = URL(string: "https://api.github.com")!

    @Test func pathSegmentsArePercentEncodedOneByOne() throws {
        struct Raw: Router {
            var method: HTTPMethod { .get }
            var pathSegments: [String] { ["repos", "a b", "c/d", "100%", "ü"] }
        }
        let request = try Raw().urlRequest(baseURL: api)
        #expect(request.url?.absoluteString == "https://api.github.com/repos/a%20b/c%2Fd/100%25/%C3%BC")
    }

    @Test func queryIsEncodedOnceIncludingPlusAndAmpersand() throws {
        let request = try GithubRouter.search.users("lang:c++ & more", page: 2, perPage: 50)
            .urlRequest(baseURL: api)
        #expect(
            request.url?.absoluteString
                == "https://api.github.com/search/users?q=lang%3Ac%2B%2B%20%26%20more&per_page=50&page=2")
    }

    @Test func baseURLPathIsKeptForEnterpriseServer() throws {
        let request = try GithubRouter.users.get("octocat").urlRequest(
            baseURL: URL(string: "https://ghe.example/api/v3/")!)
        #expect(request.url?.absoluteString == "https://ghe.example/api/v3/users/octocat")
        #expect(request.httpMethod == "GET")
    }

    @Test func listRoutesCarryPagingAndSort() throws {
        let request = try GithubRouter.users.repos("mona", sort: .fullName, page: 3, perPage: 100)
            .urlRequest(baseURL: api)
        #expect(
            request.url?.absoluteString
                == "https://api.github.com/users/mona/repos?sort=full_name&per_page=100&page=3")
    }

    @Test(
        arguments: [
            GithubRouter.users.followers("mona", page: 0), GithubRouter.users.following("mona", perPage: 101),
            GithubRouter.users.starred("mona", perPage: 0),
            GithubRouter.search.users("   "), GithubRouter.search.users(String(repeating: "x", count: 257)),
            GithubRouter.repos.get(owner: "mona", name: ".."),
            GithubRouter.repos.readme(owner: "mona", name: "a/b"),
        ] as [any Router])
    func invalidRoutesFailBeforeBuildingARequest(route: any Router) {
        #expect(throws: GitHubError.self) { try route.urlRequest(baseURL: api) }
    }

    @Test func everyRouteHasItsDocumentedPath() throws {
        let users = GithubRouter.users
        let paths: [(any Router, String)] = [
            (users.get("a"), "/users/a"), (users.authenticated, "/user"),
            (users.repos("a"), "/users/a/repos"),
            (users.followers("a"), "/users/a/followers"), (users.following("a"), "/users/a/following"),
            (users.starred("a"), "/users/a/starred"),
            (GithubRouter.repos.get(owner: "a", name: "b.c"), "/repos/a/b.c"),
            (GithubRouter.repos.readme(owner: "a", name: "b"), "/repos/a/b/readme"),
            (GithubRouter.search.users("x"), "/search/users"),
            (GithubRouter.misc.rateLimit, "/rate_limit"),
        ]
        for (route, path) in paths {
            #expect(try route.urlRequest(baseURL: api).url?.path == path)
        }
    }
}
