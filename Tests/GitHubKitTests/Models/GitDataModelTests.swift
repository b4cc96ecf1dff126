import Foundation
import GitHubKit
import Testing

extension ModelTests {
    /// Git data models (references, trees, blobs, tags, commits) read GitHub's objects.
    @Suite struct GitDataModelTests {
        @Test func aDocumentedReferenceReadsWhatItPointsTo() throws {
            let reference = try DailyLoopFixtures.parse(GitReference.self, "git-ref.json")
            #expect(reference.ref == "refs/heads/featureA")
            #expect(reference.objectSha == "aa218f56b14c9653891f9e74264a383fa43fefbd")
            #expect(reference.objectType == "commit")
            let bare = try GitReference(raw: .object(["ref": .string("refs/tags/v1"), "object": .null]))
            #expect(bare.objectSha == nil)
            #expect(bare.nodeId == nil)
        }

        @Test func aRecursiveTreeListsItsEntries() throws {
            let tree = try DailyLoopFixtures.parse(GitTree.self, "git-tree.json")
            #expect(tree.sha == "fc6274d15fa3ae2ab983129fb037999f264ba9a7")
            #expect(tree.truncated == false)
            let entries = try #require(tree.tree)
            #expect(entries.map(\.path) == ["subdir/file.txt", "exec_file", "subdir"])
            #expect(entries[1].mode == "100755")
            #expect(entries[0].size == 132)
            #expect(entries[2].type == "tree")
            #expect(entries[2].size == nil)
        }

        @Test func aTruncatedTreeKeepsSubmodulesAndSkipsEntriesWithoutAPath() throws {
            let tree = try DailyLoopFixtures.parse(GitTree.self, "git-tree-truncated.json")
            #expect(tree.truncated == true)
            let entries = try #require(tree.tree)
            #expect(entries.map(\.path) == ["file.rb", "vendor/lib"])
            #expect(entries[1].type == "commit")
            #expect(entries[1].mode == "160000")
            #expect(entries[1].url == nil)
            #expect(entries[1].size == nil)
            let noList = try GitTree(
                raw: .object(["sha": .string("abc"), "tree": .null, "truncated": .string("no")]))
            #expect(noList.tree == nil)
            #expect(noList.truncated == nil)
        }

        @Test func aDocumentedBlobDecodesItsBase64Content() throws {
            let blob = try DailyLoopFixtures.parse(GitBlob.self, "git-blob.json")
            #expect(blob.sha == "3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15")
            #expect(blob.size == 19)
            #expect(blob.encoding == "base64")
            #expect(blob.decodedContent == Data("Content of the blob".utf8))
        }

        @Test func blobContentWrappedInLinesOrInUTF8DecodesAndAnythingElseReadsNil() throws {
            let wrapped = try GitBlob(
                raw: .object([
                    "sha": .string("a"), "encoding": .string("base64"),
                    "content": .string("Q29udGVudCBv\nZiB0aGUgYmxvYg==\n"),
                ]))
            #expect(wrapped.decodedContent == Data("Content of the blob".utf8))
            let text = try GitBlob(
                raw: .object(["sha": .string("a"), "encoding": .string("utf-8"), "content": .string("hi")]))
            #expect(text.decodedContent == Data("hi".utf8))
            let broken = try GitBlob(
                raw: .object(["sha": .string("a"), "encoding": .string("base64"), "content": .string("%%%")]))
            #expect(broken.decodedContent == nil)
            let empty = try GitBlob(raw: .object(["sha": .string("a"), "content": .null]))
            #expect(empty.decodedContent == nil)
            #expect(empty.size == nil)
        }

        @Test func aDocumentedTagReadsItsTaggerAndObject() throws {
            let tag = try DailyLoopFixtures.parse(GitTag.self, "git-tag.json")
            #expect(tag.tag == "v0.0.1")
            #expect(tag.message == "initial version")
            #expect(tag.taggerName == "Monalisa Octocat")
            #expect(tag.taggedAt == JSONValue.string("2014-11-07T22:01:45Z").date)
            #expect(tag.objectSha == "c3d0be41ecbe669545ee3e94d31ed9a4bc91ee3c")
            #expect(tag.isVerified == false)
            #expect(tag.verificationReason == "unsigned")
        }

        @Test func aDocumentedCommitReadsItsAuthorTreeAndParents() throws {
            let commit = try DailyLoopFixtures.parse(GitCommit.self, "git-commit.json")
            #expect(commit.sha == "7638417db6d59f3c431d3e1f261cc637155684cd")
            #expect(commit.message == "added readme, because im a good github citizen")
            #expect(commit.authorName == "Monalisa Octocat")
            #expect(commit.authorEmail == "octocat@github.com")
            #expect(commit.committerDate == JSONValue.string("2014-11-07T22:01:45Z").date)
            #expect(commit.treeSha == "691272480426f78a0138979dd3ce63b77f706feb")
            #expect(commit.parentShas == ["1acc419d4d6a9ce985db7be48c6349a0475975b5"])
            #expect(commit.isVerified == false)
        }

        @Test func aRootCommitFromBeforeVerificationReadsNilForIt() throws {
            let commit = try DailyLoopFixtures.parse(GitCommit.self, "git-commit-root.json")
            #expect(commit.parentShas == [])
            #expect(commit.isVerified == nil)
            #expect(commit.verificationReason == nil)
            #expect(commit.nodeId == nil)
            #expect(commit.htmlUrl == nil)
            #expect(commit.authorName == "cameronmcefee")
        }
    }
}
