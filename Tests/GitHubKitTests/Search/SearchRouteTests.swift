import Foundation
import GitHubKit
import Testing

/// How the search routes spell their parameters; nothing is sent.
@Suite struct SearchRouteTests {
    let base = URL(string: "https://api.github.com")!

    @Test func sortAndOrderGoBetweenTheQueryAndThePage() throws {
        let request = try GithubRouter.search.repositories(
            "language:swift stars:>100", sort: .stars, order: .asc, page: 3, perPage: 20
        ).urlRequest(baseURL: base)
        #expect(
            request.url?.absoluteString
                == "https://api.github.com/search/repositories?q=language%3Aswift%20stars%3A%3E100&sort=stars&order=asc&per_page=20&page=3"
        )
        let commits = try GithubRouter.search.commits("fix", sort: .authorDate).urlRequest(baseURL: base)
        #expect(commits.url?.query?.contains("sort=author-date") == true)
        #expect(commits.url?.query?.contains("order=") == false)
        let other = try GithubRouter.search.issues("x", sort: .other("interactions")).urlRequest(
            baseURL: base)
        #expect(other.url?.query?.contains("sort=interactions") == true)
    }

    @Test func theLastReachablePageIsAllowedAndTheNextIsNot() throws {
        #expect(throws: Never.self) {
            try GithubRouter.search.code("x", page: 10, perPage: 100).urlRequest(baseURL: base)
        }
        #expect(throws: GitHubError.self) {
            try GithubRouter.search.code("x", page: 11, perPage: 100).urlRequest(baseURL: base)
        }
        #expect(throws: Never.self) {
            try GithubRouter.search.topics("x", page: 34, perPage: 30).urlRequest(baseURL: base)
        }
        #expect(throws: GitHubError.self) {
            try GithubRouter.search.topics("x", page: 35, perPage: 30).urlRequest(baseURL: base)
        }
    }
}
