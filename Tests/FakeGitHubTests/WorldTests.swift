import FakeGitHub
import Foundation
import Testing

@Suite struct WorldTests {
    @Test func twoServersGiveByteIdenticalBodies() async throws {
        let paths = [
            "/users/mona", "/users/mona/followers?page=3", "/users/mona/following?per_page=100",
            "/users/mona/repos?per_page=100&page=2", "/users/mona/starred", "/repos/mona/hello-world",
            "/repos/mona/hello-world/readme", "/users/user-00042", "/users/user-00042/repos",
            "/search/users?q=ada", "/users/acme-corp", "/repos/mona/Spoon-Knife",
        ]
        let first = FakeGitHub()
        let second = FakeGitHub()
        let one = try await TestClient.started(first)
        let two = try await TestClient.started(second)
        // API URLs inside objects name the server that answered; apart from that, byte for byte.
        func normalized(_ body: Data, _ server: FakeGitHub) async -> String {
            String(decoding: body, as: UTF8.self).replacingOccurrences(
                of: await server.baseURL.absoluteString, with: "ORIGIN")
        }
        for path in paths {
            let a = try await one.get(path)
            let b = try await two.get(path)
            #expect(a.status == 200, "\(path)")
            #expect(await normalized(a.body, first) == normalized(b.body, second), "\(path)")
            #expect(try await one.get(path).headers["etag"] == a.headers["etag"], "\(path)")
        }
        await first.stop()
        await second.stop()
    }

    @Test func hundredThousandFollowerWorldServesPage1000() async throws {
        let server = FakeGitHub(world: .sized(followers: 100_000, repos: 10))
        let client = try await TestClient.started(server)
        let response = try await client.get("/users/mona/followers?per_page=100&page=1000")
        let users = try response.array()
        #expect(users.count == 100)
        #expect(users.last?["login"] as? String == "user-100000")
        #expect(response.linkRelations == ["prev", "first"])
        let profile = try await client.get("/users/mona").object()
        #expect(profile["followers"] as? Int == 100_000)
        #expect(profile["public_repos"] as? Int == 10)
        #expect(try await client.get("/users/user-100000").status == 200)
        #expect(try await client.get("/users/user-100001").status == 404)
        await server.stop()
    }

    @Test func mainUserHasTheAdvertisedCounts() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let mona = try await client.get("/users/mona").object()
        #expect(mona["name"] as? String == "Mona Lisa Octocat")
        #expect(mona["type"] as? String == "User")
        #expect(mona["followers"] as? Int == 3000)
        #expect(mona["following"] as? Int == 120)
        #expect(mona["public_repos"] as? Int == 300)
        let publicKeys = [
            "login", "id", "node_id", "avatar_url", "gravatar_id", "url", "html_url", "followers_url",
            "following_url", "gists_url", "starred_url", "subscriptions_url", "organizations_url",
            "repos_url",
            "events_url", "received_events_url", "type", "user_view_type", "site_admin", "name", "company",
            "blog", "location", "email", "hireable", "bio", "twitter_username", "public_repos",
            "public_gists",
            "followers", "following", "created_at", "updated_at",
        ]
        #expect(Set(mona.keys) == Set(publicKeys))
        let upper = try await client.get("/users/MONA").object()
        #expect(upper["login"] as? String == "mona")
        await server.stop()
    }

    @Test func specialUsersCarryTheirUnusualData() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let zhang = try await client.get("/users/zhang-wei").object()
        #expect(zhang["name"] as? String == "张伟")
        #expect(zhang["bio"] as? String == "写代码的人 🐉🚀")
        #expect(zhang["location"] as? String == "北京")

        let emoji = try await client.get("/users/emoji-fan").object()
        #expect((emoji["bio"] as? String)?.contains("👨‍👩‍👧‍👦") == true)
        #expect((emoji["bio"] as? String)?.contains("🇯🇵") == true)

        let nullishResponse = try await client.get("/users/nullish")
        let nullish = try nullishResponse.object()
        for key in ["name", "company", "location", "email", "hireable", "bio", "twitter_username"] {
            #expect(nullish[key] is NSNull, "\(key) should be null")
            #expect(nullishResponse.text.contains("\"\(key)\":null"))
        }
        #expect(nullish["blog"] as? String == "")

        let acme = try await client.get("/users/acme-corp").object()
        #expect(acme["type"] as? String == "Organization")
        #expect(try await client.get("/users/acme-corp/repos").array().count == 25)

        let evil = try await client.get("/users/evil-bio").object()
        let bio = try #require(evil["bio"] as? String)
        #expect(bio.contains("\u{1B}[2J"))
        #expect(bio.contains("\u{1B}]0;pwned\u{07}"))
        #expect(bio.contains("\u{202E}"))

        let loner = try await client.get("/users/loner").object()
        #expect(loner["followers"] as? Int == 0)
        #expect(loner["public_repos"] as? Int == 0)
        #expect(try await client.get("/users/loner/followers").text == "[]")
        #expect(try await client.get("/users/loner/repos").text == "[]")
        await server.stop()
    }

    @Test func listCountsMatchProfileCounts() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        for login in ["user-00001", "user-00777", "zhang-wei", "emoji-fan", "nullish", "evil-bio"] {
            let profile = try await client.get("/users/\(login)").object()
            let followers = try await client.get("/users/\(login)/followers?per_page=100&page=1").array()
            let following = try await client.get("/users/\(login)/following?per_page=100&page=1").array()
            let repos = try await client.get("/users/\(login)/repos?per_page=100").array()
            #expect(min(profile["followers"] as? Int ?? -1, 100) == followers.count, "\(login)")
            #expect(min(profile["following"] as? Int ?? -1, 100) == following.count, "\(login)")
            #expect(profile["public_repos"] as? Int == repos.count, "\(login)")
            for repo in repos {
                let name = try #require(repo["name"] as? String)
                #expect(try await client.get("/repos/\(login)/\(name)").status == 200, "\(login)/\(name)")
            }
        }
        let firstFollowing = try await client.get("/users/user-00001/following").array().first
        #expect(firstFollowing?["login"] as? String == "mona")
        await server.stop()
    }

    @Test func repositoryHasGitHubsFieldsAndNulls() async throws {
        let server = FakeGitHub(options: Options(tokens: ["t": "mona"]))
        let client = try await TestClient.started(server)
        let mysteryResponse = try await client.get("/repos/mona/mystery")
        let mystery = try mysteryResponse.object()
        for key in ["description", "language", "license", "homepage", "mirror_url"] {
            #expect(mystery[key] is NSNull, "\(key) should be null")
        }
        #expect(mystery["subscribers_count"] as? Int != nil)
        #expect(mystery["permissions"] == nil)
        let fork = try await client.get("/repos/mona/Spoon-Knife", headers: ["Authorization": "Bearer t"])
            .object()
        #expect(fork["fork"] as? Bool == true)
        #expect((fork["parent"] as? [String: Any])?["full_name"] as? String == "acme-corp/Spoon-Knife")
        #expect(fork["permissions"] != nil)
        let archived = try await client.get("/repos/mona/legacy-app").object()
        #expect(archived["archived"] as? Bool == true)
        let topics = try await client.get("/repos/mona/topics-galore").object()
        #expect((topics["topics"] as? [String])?.count == 20)
        let minimal = try await client.get("/users/mona/repos?per_page=1").array()
        let keys = Set(try #require(minimal.first).keys)
        for key in [
            "id", "node_id", "name", "full_name", "owner", "private", "html_url", "description", "fork",
            "url",
            "git_url", "ssh_url", "clone_url", "svn_url", "mirror_url", "homepage", "language", "forks_count",
            "stargazers_count", "watchers_count", "size", "default_branch", "open_issues_count",
            "is_template",
            "topics", "has_issues", "has_projects", "has_wiki", "has_pages", "has_downloads",
            "has_discussions",
            "archived", "disabled", "visibility", "pushed_at", "created_at", "updated_at", "license", "forks",
            "open_issues", "watchers", "allow_forking", "web_commit_signoff_required",
        ] {
            #expect(keys.contains(key), "missing \(key)")
        }
        await server.stop()
    }

    @Test func readmeIsBase64InSixtyCharacterLinesWithGitBlobSHA() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let readme = try await client.get("/repos/mona/hello-world/readme").object()
        #expect(readme["type"] as? String == "file")
        #expect(readme["encoding"] as? String == "base64")
        #expect(readme["name"] as? String == "README.md")
        #expect(readme["path"] as? String == "README.md")
        let content = try #require(readme["content"] as? String)
        let lines = content.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.count == 60 })
        #expect(content.hasSuffix("\n"))
        let decoded = try #require(Data(base64Encoded: content.replacingOccurrences(of: "\n", with: "")))
        let markdown = String(decoding: decoded, as: UTF8.self)
        #expect(markdown.hasPrefix("# Hello, World!"))
        #expect(markdown.contains("```swift"))
        #expect(readme["size"] as? Int == decoded.count)
        #expect((readme["sha"] as? String)?.count == 40)
        let links = try #require(readme["_links"] as? [String: String])
        #expect(Set(links.keys) == ["self", "git", "html"])
        for key in ["url", "git_url", "html_url", "download_url"] {
            #expect(readme[key] as? String != nil)
        }
        let missing = try await client.get("/repos/mona/mystery/readme")
        #expect(missing.status == 404)
        await server.stop()
    }
}

/// ``Options/datesRelativeToNow``: the demo's world is as of today; every other world is as of its
/// fixed day.
@Suite struct WorldClockTests {
    /// The newest `pushed_at` among mona's repositories.
    private func newestPush(_ options: Options) async throws -> Date {
        let server = FakeGitHub(options: options)
        let client = try await TestClient.started(server)
        let reply = try await client.get("/users/mona/repos?sort=pushed&per_page=1")
        await server.stop()
        let repos = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]])
        let pushed = try #require(repos.first?["pushed_at"] as? String)
        return try Date(pushed, strategy: .iso8601)
    }

    @Test func theWorldIsAsOfItsFixedDayUnlessAskedToBeLive() async throws {
        let fixed = try await newestPush(Options())
        #expect(fixed < Date(timeIntervalSince1970: 1_748_736_000))
        #expect(try await newestPush(Options()) == fixed)
        var options = Options()
        options.datesRelativeToNow = true
        let live = try await newestPush(options)
        // Pushed to within the last month, not years ago.
        #expect(live.timeIntervalSinceNow <= 0 && live.timeIntervalSinceNow > -30 * 86_400)
    }
}
