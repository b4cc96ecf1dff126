import Foundation
import Testing

@testable import ghtui

/// Home's sections as the config file gives them (each bad one stops ghtui at start, naming
/// it), their templates resolved, and `{{ repo }}` read from the working directory's git config.
@Suite struct HomeSectionTests {
    /// 2025-06-01 00:00 UTC.
    private static let now = Date(timeIntervalSince1970: 1_748_736_000)

    private func sections(_ json: String) throws -> [HomeSection] {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"sections": \#(json)}"#)
        return try home.load().sections
    }

    private func error(_ json: String) throws -> String {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"sections": \#(json)}"#)
        return try #require(home.loadError()).description
    }

    @Test func theConfigFileReplacesTheDefaults() throws {
        let read = try sections(
            #"[{"title": "Mine", "query": "author:@me", "limit": 20}, {"query": "repo:{{ repo }} is:open"}]"#)
        #expect(
            read == [
                HomeSection(title: "Mine", query: "author:@me", limit: 20),
                HomeSection(title: "repo:{{ repo }} is:open", query: "repo:{{ repo }} is:open"),
            ])
        #expect(!read[0].needsRepository && read[1].needsRepository)
        #expect(try sections("[]").isEmpty)
    }

    @Test(arguments: [
        (#"[{"title": "x", "query": "  "}]"#, #""sections[0].query" must be a search such as"#),
        (#"[{"title": "x"}]"#, #""sections[0].query" must be a search such as"#),
        (
            #"[{"query": "ok"}, {"query": "updated:>{{ today }}"}]"#,
            #""sections[1].query" must be a search whose templates are known: it uses {{ today }}"#
        ),
        (#"[{"query": "a {{ -2w"}]"#, "it has a {{ with no }}"),
        (#"[{"query": "a }} b"}]"#, "it has a }} with no {{"),
        (#"[{"query": "a", "limit": 0}]"#, #""sections[0].limit" must be an integer from 1 to 1000"#),
        (#"[{"query": "a", "limit": "ten"}]"#, #""sections[0].limit" must be an integer from 1 to 1000"#),
        (#"[{"query": "a", "title": ""}]"#, #""sections[0].title" must be a non-empty string"#),
        (
            #"[{"query": "a", "sort": "updated"}]"#,
            #""sections[0].sort" must be one of "title", "query", "limit""#
        ),
        (#"["is:open"]"#, #""sections[0]" must be an object such as"#),
        (#"{"query": "a"}"#, #""sections" must be an array of sections"#),
        (
            "[" + Array(repeating: #"{"query": "a"}"#, count: 11).joined(separator: ",") + "]",
            #""sections" must be at most 10 sections (search allows 30 a minute) (got 11 sections)"#
        ),
    ])
    func aSectionThatCannotRunStopsGhtuiNamingIt(json: String, says: String) throws {
        let message = try error(json)
        #expect(message.contains(says), "\(message)")
        #expect(message.hasPrefix("config file "))
    }

    @Test func templatesAreResolvedWhenSent() throws {
        let repository = try RepositoryName(owner: "octo-org", name: "tools")
        let section = HomeSection(
            title: "t",
            query:
                "review-requested:@me mentions:@meg updated:>={{ -14d }} created:<{{-2w}} {{ -1m }} {{ -1y }} repo:{{ repo }}"
        )
        #expect(
            section.resolved(login: "mona", now: Self.now, repository: repository)
                == "review-requested:mona mentions:@meg updated:>=2025-05-18 created:<2025-05-18 2025-05-01 2024-06-01 "
                + "repo:octo-org/tools")
        #expect(section.resolved(login: "mona", now: Self.now, repository: nil) == nil)
        #expect(HomeSection.defaults.allSatisfy { !$0.needsRepository })
    }

    @Test func theOriginRemoteNamesTheRepositoryOnTheWebHostOnly() throws {
        let cases: [(String, String?)] = [
            ("https://github.com/mona/hello-world.git", "mona/hello-world"),
            ("https://github.com/mona/hello-world", "mona/hello-world"),
            ("git@github.com:mona/hello-world.git", "mona/hello-world"),
            ("ssh://git@github.com/mona/hello.world.git", "mona/hello.world"),
            ("https://gitlab.com/mona/hello-world.git", nil),
            ("git@example.com:mona/x.git", nil),
            ("https://github.com/mona", nil),
            ("/srv/git/hello.git", nil),
        ]
        for (remote, expected) in cases {
            #expect(
                GitOrigin.repository(fromRemote: remote, host: "github.com")?.description == expected,
                "\(remote)")
        }
        let config = """
            [core]
            \tbare = false
            [remote "upstream"]
            \turl = git@github.com:octo-org/tools.git
            [remote "origin"]
            \turl = https://github.com/mona/tools.git
            \tfetch = +refs/heads/*:refs/remotes/origin/*
            """
        #expect(GitOrigin.originURL(inConfig: config) == "https://github.com/mona/tools.git")
    }

    @Test func aWorkingDirectoryInARepositoryOrItsWorktreeFindsItsOrigin() throws {
        let root = scratchDirectory()
        let files = FileManager.default
        let main = root.appendingPathComponent("main")
        let nested = main.appendingPathComponent("Sources/deep")
        try files.createDirectory(at: nested, withIntermediateDirectories: true)
        try files.createDirectory(
            at: main.appendingPathComponent(".git/worktrees/wt"), withIntermediateDirectories: true)
        try "[remote \"origin\"]\n\turl = git@github.com:mona/hello-world.git\n".write(
            to: main.appendingPathComponent(".git/config"), atomically: true, encoding: .utf8)
        #expect(GitOrigin.repository(of: nested, host: "github.com")?.description == "mona/hello-world")
        #expect(GitOrigin.repository(of: nested, host: "ghe.example.com") == nil)

        let worktree = root.appendingPathComponent("wt")
        try files.createDirectory(at: worktree, withIntermediateDirectories: true)
        try "gitdir: \(main.path)/.git/worktrees/wt\n".write(
            to: worktree.appendingPathComponent(".git"), atomically: true, encoding: .utf8)
        try "../..\n".write(
            to: main.appendingPathComponent(".git/worktrees/wt/commondir"), atomically: true, encoding: .utf8)
        #expect(GitOrigin.repository(of: worktree, host: "github.com")?.description == "mona/hello-world")

        let outside = root.appendingPathComponent("elsewhere")
        try files.createDirectory(at: outside, withIntermediateDirectories: true)
        // The temporary directory is in no repository.
        #expect(GitOrigin.repository(of: outside, host: "github.com") == nil)
    }
}
