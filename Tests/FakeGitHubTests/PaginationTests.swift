import FakeGitHub
import Foundation
import Testing

@Suite struct PaginationTests {
    @Test func firstPageLinksToNextAndLastInGitHubsForm() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/mona/followers?per_page=100")
        let users = try response.array()
        let base = "http://127.0.0.1:\(client.port)/user/583231/followers"
        #expect(response.status == 200)
        #expect(users.count == 100)
        #expect(users.first?["login"] as? String == "user-00001")
        #expect(
            response.headers["link"]
                == "<\(base)?per_page=100&page=2>; rel=\"next\", <\(base)?per_page=100&page=30>; rel=\"last\""
        )
        await server.stop()
    }

    @Test func middlePageHasPrevNextLastFirstInThatOrder() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/mona/followers?per_page=100&page=15")
        #expect(response.linkRelations == ["prev", "next", "last", "first"])
        #expect(response.links["prev"]?.hasSuffix("per_page=100&page=14") == true)
        #expect(response.links["next"]?.hasSuffix("per_page=100&page=16") == true)
        #expect(response.links["last"]?.hasSuffix("per_page=100&page=30") == true)
        #expect(response.links["first"]?.hasSuffix("per_page=100&page=1") == true)
        #expect(try response.array().first?["login"] as? String == "user-01401")
        await server.stop()
    }

    @Test func lastPageHasOnlyPrevAndFirst() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/mona/followers?per_page=100&page=30")
        #expect(response.linkRelations == ["prev", "first"])
        #expect(try response.array().last?["login"] as? String == "user-03000")
        await server.stop()
    }

    @Test func listThatFitsOnePageHasNoLinkHeader() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/zhang-wei/repos")
        #expect(try response.array().count == 5)
        #expect(response.headers["link"] == nil)
        await server.stop()
    }

    @Test func perPageAbove100IsClampedTo100() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/mona/followers?per_page=500")
        #expect(try response.array().count == 100)
        #expect(response.links["last"]?.hasSuffix("page=30") == true)
        await server.stop()
    }

    @Test func defaultPageSizeIs30AndLinksCarryOnlyThePage() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/mona/followers")
        #expect(try response.array().count == 30)
        #expect(response.links["next"] == "http://127.0.0.1:\(client.port)/user/583231/followers?page=2")
        #expect(response.links["last"]?.hasSuffix("?page=100") == true)
        await server.stop()
    }

    @Test func pagePastTheEndIsAnEmptyArray() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/mona/followers?per_page=100&page=31")
        #expect(response.status == 200)
        #expect(response.text == "[]")
        await server.stop()
    }

    @Test func followingNextLinksVisitsEveryFollowerOnce() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        var next: String? = "/users/mona/followers?per_page=100"
        var logins: [String] = []
        while let target = next {
            let response = try await client.get(target)
            logins += try response.array().compactMap { $0["login"] as? String }
            next = response.links["next"]
        }
        #expect(logins.count == 3000)
        #expect(Set(logins).count == 3000)
        await server.stop()
    }

    @Test func numericIDPathServesTheSameListAsTheLoginPath() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let byLogin = try await client.get("/users/mona/following?page=2")
        let byID = try await client.get("/user/583231/following?page=2")
        #expect(byLogin.body == byID.body)
        #expect(try byLogin.array().count == 30)
        await server.stop()
    }

    @Test func followingStartsWithTheSpecialUsers() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let logins = try await client.get("/users/mona/following?per_page=5").array().map {
            $0["login"] as? String
        }
        #expect(logins == ["zhang-wei", "emoji-fan", "evil-bio", "nullish", "user-00001"])
        await server.stop()
    }

    @Test func reposHonourSortAndDirection() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let byName = try await client.get("/users/mona/repos?per_page=100").array()
        let names = byName.compactMap { $0["name"] as? String }
        #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
        let created = try await client.get("/users/mona/repos?sort=created&direction=asc&per_page=100")
            .array()
        let dates = created.compactMap { $0["created_at"] as? String }
        #expect(dates.count == 100)
        #expect(dates == dates.sorted())
        let pushed = try await client.get("/users/mona/repos?sort=pushed&per_page=100").array()
        let pushedDates = pushed.compactMap { $0["pushed_at"] as? String }
        #expect(pushedDates == pushedDates.sorted(by: >))
        let all = try await client.get("/users/mona/repos?per_page=100&page=3")
        #expect(all.linkRelations == ["prev", "first"])
        #expect(all.links["prev"] == "http://127.0.0.1:\(client.port)/user/583231/repos?per_page=100&page=2")
        await server.stop()
    }

    @Test func starredListsOtherPeoplesRepositories() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let first = try await client.get("/users/mona/starred?per_page=100")
        let repos = try first.array()
        #expect(repos.count == 80)
        let owners = repos.compactMap { ($0["owner"] as? [String: Any])?["login"] as? String }
        #expect(!owners.contains("mona"))
        #expect(first.headers["link"] == nil)
        await server.stop()
    }

    @Test func searchReachesAtMost1000Results() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let first = try await client.get("/search/users?q=user&per_page=100")
        let object = try first.object()
        #expect(object["total_count"] as? Int == 3000)
        #expect(object["incomplete_results"] as? Bool == false)
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == 100)
        #expect(items.first?["score"] as? Double == 1.0)
        #expect(first.links["last"]?.hasSuffix("q=user&per_page=100&page=10") == true)
        let tenth = try await client.get("/search/users?q=user&per_page=100&page=10")
        #expect(tenth.status == 200)
        let eleventh = try await client.get("/search/users?q=user&per_page=100&page=11")
        #expect(eleventh.status == 422)
        #expect(
            try eleventh.object()["message"] as? String == "Only the first 1000 search results are available")
        let name = try await client.get("/search/users?q=%E5%BC%A0%E4%BC%9F").object()
        #expect(name["total_count"] as? Int == 1)
        await server.stop()
    }
}
