import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The new models read odd and old shapes: missing optional fields are nil, only identities are required.
@Suite struct LenientShapesTests {
    private func decode<T: Decodable & Sendable>(_ type: T.Type, _ json: String) throws(GitHubError) -> T {
        try JSONParser<T>().parse(
            APIResponse(
                request: URLRequest(url: URL(string: "https://api.github.com/x")!), status: 200, headers: [:],
                body: Data(json.utf8)))
    }

    @Test func anAnonymousContributorHasNoLoginOrID() throws {
        let list = try decode(
            [Contributor].self,
            #"[{"login":"mona","id":1,"type":"User","contributions":"12"},"#
                + #"{"email":"a@example.com","name":"A. Nonymous","type":"Anonymous","contributions":3},{}]"#)
        #expect(list[0].login == "mona" && list[0].contributions == 12 && !list[0].isAnonymous)
        #expect(list[1].isAnonymous && list[1].login == nil && list[1].email == "a@example.com")
        #expect(list[2].isAnonymous && list[2].contributions == 0)
    }

    @Test func aReleaseWithoutAssetsOrNameStillDecodes() throws {
        let bare = try decode(Release.self, #"{"id":7,"tag_name":"v1","name":null}"#)
        #expect(bare.assets.isEmpty && bare.name == nil && !bare.draft && bare.author == nil)
        let odd = try decode(Release.self, #"{"id":8,"assets":[{"id":1,"name":"a.zip"},{"name":"no-id"},3]}"#)
        #expect(odd.assets.map(\.name) == ["a.zip"])
        #expect(throws: GitHubError.self) { try decode(Release.self, #"{"tag_name":"v1"}"#) }
    }

    @Test func aGistFileWithoutLanguageOrFilenameIsNamedByItsKeyAndFilesAreByName() throws {
        let gist = try decode(
            Gist.self,
            #"{"id":"abc","files":{"b.txt":{"filename":"b.txt","size":3},"a.swift":{"language":"Swift"},"bad":null}}"#
        )
        #expect(gist.files.map(\.filename) == ["a.swift", "b.txt"])
        #expect(gist.files[1].language == nil)
        #expect(gist.files[0].language == "Swift")
        let decoded = try ModelCoding.decode(
            Gist.self, from: String(decoding: JSONEncoder().encode(gist.raw), as: UTF8.self))
        #expect(decoded.files.map(\.filename) == ["a.swift", "b.txt"])
        let list = try decode(
            [Gist].self,
            #"[{"id":"1","files":{"z":{},"y":{},"z":{"size":1}}},{"id":"2","files":{"b":{},"a":{}}}]"#)
        #expect(list.map { $0.files.map(\.filename) } == [["y", "z"], ["a", "b"]])
        #expect(list[0].files[1].size == 1)
        #expect(try decode(Gist.self, #"{"id":"abc"}"#).files.isEmpty)
        #expect(try decode(Gist.self, #"{"id":"abc"}"#).owner == nil)
    }

    @Test func languagesAreMostBytesFirstAndSkipNonNumbers() throws {
        let languages = try decode(Languages.self, #"{"Go":10,"Swift":300,"Odd":"x","C":10}"#)
        #expect(languages.names == ["Swift", "C", "Go"])
        let escaped = try decode(Languages.self, #"{"F\u0023":5,"C\"x":7,"Go":{"nested":{"a":1}},"Zig":1}"#)
        #expect(escaped.names == ["C\"x", "F#", "Zig"])
        #expect(languages["Odd"] == nil)
        #expect(throws: GitHubError.self) { try decode(Languages.self, "[]") }
    }

    @Test func contentsAreAFileForAnObjectAndADirectoryForAnArray() throws {
        let file = try decode(
            RepositoryContents.self, #"{"path":"a/b.md","type":"file","content":"aGk=","encoding":"base64"}"#)
        #expect(file.file?.decodedContent == "hi")
        #expect(file.file?.name == "b.md")
        let directory = try decode(RepositoryContents.self, #"[{"path":"a","type":"dir"},{"path":"b.md"}]"#)
        #expect(directory.directory?.map(\.name) == ["a", "b.md"])
        #expect(directory.directory?.first?.isDirectory == true)
        let symlink = try decode(RepositoryContents.self, #"{"path":"l","type":"symlink","target":"a/b.md"}"#)
        #expect(symlink.file?.target == "a/b.md" && symlink.file?.decodedContent == nil)
        #expect(throws: GitHubError.self) { try decode(RepositoryContents.self, #"[{"name":"no-path"}]"#) }
    }

    @Test func commitsTagsAndBranchesNeedOnlyTheirIdentity() throws {
        let commit = try decode(Commit.self, #"{"sha":"abc","author":null,"parents":"odd"}"#)
        #expect(commit.message == nil && commit.author == nil && commit.parentShas.isEmpty)
        #expect(throws: GitHubError.self) { try decode(Commit.self, #"{"commit":{"message":"x"}}"#) }
        #expect(try decode(GitHubKit.Tag.self, #"{"name":"v1"}"#).commitSha == nil)
        #expect(try decode(ShortBranch.self, #"{"name":"main","protected":"true"}"#).protected)
        #expect(try decode(BranchWithProtection.self, #"{"name":"main","commit":{}}"#).commit == nil)
        #expect(try decode(OrganizationFull.self, #"{"login":"o","id":"5"}"#).id == 5)
        #expect(try decode(APIOverview.self, #"{"hooks":"not-a-list"}"#).hooks.isEmpty)
        #expect(try decode(Topic.self, "{}").names.isEmpty)
    }

    @Test func modelsEncodeBackWhatGitHubSent() throws {
        let json = #"{"id":"abc","files":{"a.swift":{"language":"Swift"}},"future_field":[1,2]}"#
        let gist = try decode(Gist.self, json)
        let again = try JSONDecoder().decode(Gist.self, from: JSONEncoder().encode(gist))
        #expect(again == gist)
        #expect(again.raw["future_field"] == .array([.integer(1), .integer(2)]))
    }
}
