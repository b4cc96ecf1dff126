import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// Reviewing and merging in the pure core against FakeGitHub over loopback: comments on a line
/// and on a selection of lines kept as a pending review and sent in one review with its
/// verdict, a squash merge with the message written in the editor and the head it was shown,
/// GitHub's refusals, and what happens without a token.
@Suite struct ReviewAndMergeTests {
    private static let token = "review-token"
    private static let options = Options(tokens: [token: "mona", "stranger-token": "zhang-wei"])
    private static let repository = PullTabsTests.repository

    /// The editor effect the last key asked for: its request and the text it starts with.
    private func editor(_ driver: BrowserDriver) -> (RequestID, String)? {
        if case .edit(let id, let initial)? = driver.effects.last { (id, initial) } else { nil }
    }

    /// Moves the open diff's cursor to the row of `line` on `side`.
    private func moveTo(_ side: DiffSide, _ line: Int, in driver: inout BrowserDriver) throws {
        let open = try #require(driver.issue?.parts.files.open)
        let row = try #require(open.layout.row(of: side, line: line))
        driver.press(.character("g"))
        for _ in 0..<row { driver.press(.down) }
        #expect(driver.issue?.parts.files.open?.cursor == row)
    }

    @Test func lineCommentsWaitInAPendingReviewSentWithItsVerdict() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = await PullTabsTests.pull(
                PullSamples.everyKindOfChange, tab: "2", url: url, token: Self.token)
            try PullTabsTests.openFile("Sources/App/Cache.swift", in: &driver)
            try moveTo(.right, 21, in: &driver)
            driver.press(.character("c"))
            let (first, initial) = try #require(editor(driver))
            #expect(initial.isEmpty)
            driver.send(.loaded(first, .edited("Name it `maxEntries`.\n")))
            #expect(driver.issue?.parts.review.comments.count == 1)
            #expect(driver.screen.contains("you · pending"))
            #expect(driver.state.notice?.contains("pending review (1 comment)") == true)

            // V and a move: one comment on two lines.
            try moveTo(.right, 22, in: &driver)
            driver.press(.character("V"), .down, .character("c"))
            let (second, _) = try #require(editor(driver))
            driver.send(.loaded(second, .edited("These two go together.")))
            let comments = try #require(driver.issue?.parts.review.comments)
            #expect(comments.count == 2)
            #expect(comments[1].target.start.line == 22 && comments[1].target.end.line == 23)
            #expect(driver.writes.isEmpty, "nothing is sent before v")

            driver.press(.character("v"))
            #expect(
                driver.screen.contains("review #9 with 2 comments: a approve · r request changes · c comment")
            )
            driver.press(.character("r"))
            let (text, _) = try #require(editor(driver))
            driver.send(.loaded(text, .edited("Two small things.\n")))
            let (_, write) = try #require(driver.writes.last)
            let sha = try #require(driver.issue?.pull?.headSha)
            #expect(
                write
                    == .review(
                        Self.repository, number: 9, review: PendingReview(comments: comments, commit: sha),
                        verdict: .requestChanges, text: "Two small things.", commit: sha))
            #expect(driver.state.notice == "sending the review (request changes)…")

            // GitHub takes it: the pending comments are gone from here and are GitHub's now.
            await driver.sendWrites()
            #expect(driver.refusals.isEmpty)
            #expect(driver.issue?.parts.review.comments.isEmpty == true)
            await driver.settle()
            let served = try await GitHub(apiURL: url, token: Self.token).client.send(
                GithubRouter.pulls.reviewComments(owner: "mona", name: "hello-world", number: 9))
            #expect(served.contains { $0.line == 21 && $0.body == "Name it `maxEntries`." })
            #expect(served.contains { $0.raw["start_line"]?.int == 22 && $0.line == 23 })
            #expect(driver.issue?.reviews?.last?.state == .changesRequested)
            #expect(driver.screen.contains("Name it maxEntries.") && !driver.screen.contains("you · pending"))
        }
    }

    @Test func aPendingReviewOutlivesTheRunAndIsForgottenOnceSent() async throws {
        let store = ReviewStore(directory: scratchDirectory().appending(component: "reviews"))
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var first = await PullTabsTests.pull(
                PullSamples.everyKindOfChange, tab: "2", url: url, token: Self.token, reviews: store)
            try PullTabsTests.openFile("Sources/App/Cache.swift", in: &first)
            try moveTo(.right, 21, in: &first)
            first.press(.character("c"))
            let (id, _) = try #require(editor(first))
            first.send(.loaded(id, .edited("Kept across runs.")))
            let file = store.file(api: url, Self.repository, number: 9)
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

            // The next run (quit without sending): the comment is back, drawn as pending, with its head.
            var second = await PullTabsTests.pull(
                PullSamples.everyKindOfChange, url: url, token: Self.token, reviews: store)
            #expect(second.issue?.parts.review == first.issue?.parts.review)
            #expect(second.state.notice == "your pending review is back (1 comment): v sends it")
            second.press(.character("2"))
            await second.settle()
            try PullTabsTests.openFile("Sources/App/Cache.swift", in: &second)
            #expect(second.screen.contains("you · pending"))
            second.press(.character("v"), .character("c"))
            let (text, _) = try #require(editor(second))
            second.send(.loaded(text, .edited("One note.")))
            await second.sendWrites()
            #expect(second.refusals.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: file.path), "sent: nothing kept to send twice")

            // A file that is not a kept review is left alone, and said.
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("not json".utf8).write(to: file)
            var third = await PullTabsTests.pull(
                PullSamples.everyKindOfChange, url: url, token: Self.token, reviews: store)
            #expect(third.issue?.parts.review.comments.isEmpty == true)
            #expect(throws: ReviewStoreError.unreadable(file.path)) {
                try store.load(api: url, Self.repository, number: 9)
            }
            third.press(.character("1"))
            #expect(try Data(contentsOf: file) == Data("not json".utf8))
        }
    }

    @Test func aRefusedReviewStaysPendingAndKeptWithGitHubsReason() async throws {
        let store = ReviewStore(directory: scratchDirectory().appending(component: "reviews"))
        try await FakeGitHub.serving(options: Self.options) { _, url in
            // Pull request 3 is mona's own: GitHub refuses her approval (422).
            var driver = await PullTabsTests.pull(3, tab: "2", url: url, token: Self.token, reviews: store)
            driver.press(.enter)
            for _ in 0..<10 where driver.issue?.parts.files.commentTarget == nil { driver.press(.down) }
            driver.press(.character("c"))
            let (comment, _) = try #require(editor(driver))
            driver.send(.loaded(comment, .edited("Looks right to me.")))
            driver.press(.character("v"), .character("a"))
            let (text, _) = try #require(editor(driver))
            driver.send(.loaded(text, .edited("")))
            await driver.sendWrites()
            let (write, error) = try #require(driver.refusals.last)
            let reason = write.refusal(error)
            #expect(
                reason.hasPrefix(
                    "could not send the review (approve) of mona/hello-world#3: GitHub refused it (422)"))
            #expect(reason.hasSuffix("Can not approve your own pull request"))
            #expect(write.unsentText?.contains("Looks right to me.") == true)
            #expect(driver.issue?.parts.review.comments.count == 1, "the review stays pending")
            let kept = try store.load(api: url, Self.repository, number: 3)
            #expect(kept?.comments.map(\.body) == ["Looks right to me."])
        }
    }

    @Test func aSquashMergeSendsTheMethodTheEditedMessageAndTheHeadShown() async throws {
        try await FakeGitHub.serving(options: Self.options) { server, url in
            var driver = await PullTabsTests.pull(PullSamples.everyKindOfChange, url: url, token: Self.token)
            driver.press(.character("M"))
            #expect(driver.fetches.contains(.repository(owner: "mona", name: "hello-world")))
            await driver.settle()
            let sha = try #require(driver.issue?.pull?.headSha)
            #expect(
                driver.screen.contains("merge #9 at \(sha.prefix(7)): m merge commit · s squash · r rebase"))
            driver.press(.character("s"))
            let (id, initial) = try #require(editor(driver))
            #expect(initial.hasPrefix("\(try #require(driver.issue?.pull?.title)) (#9)\n\n# "))
            driver.send(
                .loaded(id, .edited("Faster search (#9)\n\n\(IssueScreen.squashHint)\nFewer requests.\n")))
            let (_, write) = try #require(driver.writes.last)
            #expect(
                write
                    == .merge(
                        Self.repository, number: 9, method: .squash, sha: sha, title: "Faster search (#9)",
                        message: "Fewer requests."))

            // Someone pushed meanwhile: GitHub refuses (409), and the page shows the new head.
            let moved = try #require(await server.pushCommit(repository: "mona/hello-world", pull: 9))
            await driver.sendWrites()
            let (_, refusal) = try #require(driver.refusals.last)
            #expect(
                refusal.rootCause
                    == .httpError(
                        status: 409, message: "Head branch was modified. Review and try the merge again."))
            #expect(write.refusal(refusal).contains("the head moved since it was shown (409)"))
            // GitHub is asked again, past any cached copy: that would show the old head.
            #expect(
                driver.queued.contains {
                    $0.revalidates && $0.1 == .pullRequest(Self.repository, number: 9)
                })
            await driver.settle()
            #expect(driver.issue?.pull?.headSha == moved)
            #expect(driver.issue?.pull?.merged == false)
        }
    }

    @Test func aMergeCommitIsConfirmedWithEnterAndAnyOtherKeyCancels() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = await PullTabsTests.pull(PullSamples.everyKindOfChange, url: url, token: Self.token)
            driver.press(.character("M"))
            await driver.settle()
            driver.press(.character("m"))
            let sha = try #require(driver.issue?.pull?.headSha)
            #expect(driver.screen.contains("merge #9 by merge commit at \(sha.prefix(7))? Enter merges"))
            driver.press(.character("x"))
            #expect(driver.state.notice == "cancelled: nothing sent")
            #expect(driver.writes.isEmpty)
            driver.press(.character("M"), .character("m"), .enter)
            let (_, write) = try #require(driver.writes.last)
            #expect(
                write
                    == .merge(Self.repository, number: 9, method: .merge, sha: sha, title: nil, message: nil))
            await driver.sendWrites()
            #expect(driver.refusals.isEmpty)
            #expect(driver.state.notice == "merged mona/hello-world#9 (merge commit)")
            await driver.settle()
            #expect(driver.issue?.pull?.merged == true)
            driver.press(.character("M"))
            #expect(driver.state.notice == "#9 is merged already")

            // X asks first; a second X closes.
            var other = await PullTabsTests.pull(3, url: url, token: Self.token)
            other.press(.character("X"))
            #expect(other.screen.contains("close #3? X again to confirm"))
            other.press(.character("X"))
            #expect(other.writes.last?.1 == .setPullState(Self.repository, number: 3, open: false))
            await other.sendWrites()
            await other.settle()
            #expect(other.issue?.pull?.state == .closed)
        }
    }

    @Test func aDraftIsMarkedReadyForReviewOverGraphQLAndBackAfterAConfirmation() async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            var driver = await PullTabsTests.pull(PullSamples.noFiles, url: url, token: Self.token)
            #expect(driver.issue?.pull?.draft == true)
            driver.press(.character("M"))
            #expect(driver.state.notice == "#4 is a draft: mark it ready for review first (R)")
            driver.press(.character("R"))
            #expect(driver.screen.contains("mark #4 ready for review? R again to confirm"))
            driver.press(.character("R"))
            let (_, write) = try #require(driver.writes.last)
            guard case .setDraft(Self.repository, 4, let nodeID, false) = write else {
                Issue.record("expected the pull request marked ready, got \(write)")
                return
            }
            #expect(nodeID == driver.issue?.pull?.raw["node_id"]?.string)
            #expect(driver.state.notice == "marking #4 ready for review…")
            await driver.sendWrites()
            #expect(driver.refusals.isEmpty)
            #expect(driver.state.notice == "mona/hello-world#4 is ready for review")
            await driver.settle()
            #expect(driver.issue?.pull?.draft == false)

            // Back to a draft: asked first, and any other key cancels.
            driver.press(.character("R"))
            #expect(driver.screen.contains("convert #4 back to a draft? R again to confirm"))
            driver.press(.character("x"))
            #expect(driver.state.notice == "cancelled: nothing sent" && driver.writes.isEmpty)
            driver.press(.character("R"), .character("R"))
            await driver.sendWrites()
            await driver.settle()
            #expect(driver.issue?.pull?.draft == true)

            // Someone who neither wrote it nor owns the repository: GraphQL's refusal, in GitHub's words.
            var stranger = await PullTabsTests.pull(PullSamples.noFiles, url: url, token: "stranger-token")
            #expect(stranger.issue?.pull?.user?.login != "zhang-wei")
            stranger.press(.character("R"), .character("R"))
            #expect(stranger.state.notice == "marking #4 ready for review…")
            await stranger.sendWrites()
            let (refused, error) = try #require(stranger.refusals.last)
            #expect(refused.refusal(error).contains("does not have the correct permissions"))
        }
    }

    @Test func withoutATokenReviewsAndMergesSayOneIsNeeded() async throws {
        try await FakeGitHub.serving { _, url in
            var driver = await PullTabsTests.pull(PullSamples.everyKindOfChange, tab: "2", url: url)
            try PullTabsTests.openFile("Sources/App/Cache.swift", in: &driver)
            driver.press(.character("c"))
            #expect(driver.state.notice == "commenting needs a token (GH_TOKEN or ghtui auth login)")
            driver.press(.character("v"))
            #expect(driver.state.notice == "reviewing needs a token (GH_TOKEN or ghtui auth login)")
            driver.press(.escape, .character("M"))
            #expect(driver.state.notice?.hasPrefix("changing a pull request needs a token") == true)
            #expect(!driver.effects.contains { if case .edit = $0 { true } else { false } })
        }
    }
}
