import Foundation

/// One account in the fake world, with everything needed to render any of GitHub's user shapes.
struct UserRecord: Sendable {
    /// Where the account comes from, which decides how its lists are generated.
    enum Origin: Sendable, Equatable {
        /// The world's central user (`mona`).
        case main
        /// A hand-written account with unusual data.
        case special
        /// `user-NNNNN`, produced from its index on demand.
        case generated(Int)
        /// Added by a test to a running server (``WorldAdditions``): no followers, nothing starred.
        case added
    }

    var origin: Origin
    var login: String
    var id: Int
    var isOrganization = false
    var siteAdmin = false
    var name: String?
    var company: String?
    var blog: String? = ""
    var location: String?
    var email: String?
    var hireable: Bool?
    var bio: String?
    var twitterUsername: String?
    var publicRepos = 0
    var publicGists = 0
    var followers = 0
    var following = 0
    var starred = 0
    var createdAt: Int
    var updatedAt: Int

    private static let api = "https://api.github.com"

    /// GitHub's global node id: base64 of `04:User<id>` or `012:Organization<id>`.
    var nodeID: String {
        let raw = isOrganization ? "012:Organization\(id)" : "04:User\(id)"
        return Data(raw.utf8).base64EncodedString()
    }

    /// The `simple-user` object (list entries, repository owners).
    func simpleJSON(extra: [(key: String, value: JSONValue)] = []) -> JSONValue {
        .object(simpleMembers() + extra)
    }

    /// The `public-user` object (`GET /users/{login}`).
    func publicJSON() -> JSONValue {
        .object(simpleMembers() + profileMembers())
    }

    /// The `private-user` object (`GET /user`), which adds the owner-only counts and plan.
    func privateJSON() -> JSONValue {
        let bits = Scramble.bits(id, salt: 7)
        let privateRepos = Scramble.pick(bits, shift: 0, below: 12)
        let extra: [(key: String, value: JSONValue)] = [
            ("notification_email", .string(email)),
            ("private_gists", .int(Scramble.pick(bits, shift: 8, below: 9))),
            ("total_private_repos", .int(privateRepos)),
            ("owned_private_repos", .int(privateRepos)),
            ("disk_usage", .int(10_000 + Scramble.pick(bits, shift: 16, below: 900_000))),
            ("collaborators", .int(Scramble.pick(bits, shift: 24, below: 6))),
            ("two_factor_authentication", .bool(origin == .main || bits % 2 == 0)),
            (
                "plan",
                .object([
                    ("name", .string(origin == .main ? "pro" : "free")),
                    ("space", .int(976_562_499)),
                    ("collaborators", .int(0)),
                    ("private_repos", .int(origin == .main ? 9999 : 10_000)),
                ])
            ),
        ]
        // GitHub places notification_email right after twitter_username.
        var members = simpleMembers() + profileMembers()
        let index = (members.firstIndex { $0.key == "twitter_username" } ?? members.count - 1) + 1
        members.insert(extra[0], at: index)
        return .object(members + extra.dropFirst())
    }

    private func simpleMembers() -> [(key: String, value: JSONValue)] {
        let url = "\(Self.api)/users/\(login)"
        return [
            ("login", .string(login)),
            ("id", .int(id)),
            ("node_id", .string(nodeID)),
            ("avatar_url", .string("https://avatars.githubusercontent.com/u/\(id)?v=4")),
            ("gravatar_id", .string("")),
            ("url", .string(url)),
            ("html_url", .string("https://github.com/\(login)")),
            ("followers_url", .string("\(url)/followers")),
            ("following_url", .string("\(url)/following{/other_user}")),
            ("gists_url", .string("\(url)/gists{/gist_id}")),
            ("starred_url", .string("\(url)/starred{/owner}{/repo}")),
            ("subscriptions_url", .string("\(url)/subscriptions")),
            ("organizations_url", .string("\(url)/orgs")),
            ("repos_url", .string("\(url)/repos")),
            ("events_url", .string("\(url)/events{/privacy}")),
            ("received_events_url", .string("\(url)/received_events")),
            ("type", .string(isOrganization ? "Organization" : "User")),
            ("user_view_type", .string("public")),
            ("site_admin", .bool(siteAdmin)),
        ]
    }

    private func profileMembers() -> [(key: String, value: JSONValue)] {
        [
            ("name", .string(name)),
            ("company", .string(company)),
            ("blog", .string(blog)),
            ("location", .string(location)),
            ("email", .string(email)),
            ("hireable", .bool(hireable)),
            ("bio", .string(bio)),
            ("twitter_username", .string(twitterUsername)),
            ("public_repos", .int(publicRepos)),
            ("public_gists", .int(publicGists)),
            ("followers", .int(followers)),
            ("following", .int(following)),
            ("created_at", .string(Timestamp.iso8601(createdAt))),
            ("updated_at", .string(Timestamp.iso8601(updatedAt))),
        ]
    }
}
