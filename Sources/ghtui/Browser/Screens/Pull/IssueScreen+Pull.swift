import Foundation
import GitHubKit

/// A pull request's page beyond the conversation: its tabs' keys, what they load, the review,
/// merging and closing. The state is `IssueScreen.parts`.
extension IssueScreen {
    /// The pull request's part of the reducer for a key; false when the key is the
    /// conversation's (or the page's: back, browse, refresh).
    mutating func updatePull(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) -> Bool {
        if let prompt = parts.prompt {
            parts.prompt = nil
            answer(prompt, key: key, command: command, context: &context)
            return true
        }
        switch command {
        case .showPullTab(let tab)?:
            parts.tab = tab
            return true
        case .nextTab?, .previousTab?:
            let count = PullTab.allCases.count
            let step = command == .nextTab ? 1 : count - 1
            parts.tab = PullTab(rawValue: (parts.tab.rawValue + step) % count) ?? .conversation
            return true
        case .review?:
            guard context.hasToken else {
                context.notice = Write.tokenNeeded(for: "reviewing")
                return true
            }
            parts.prompt = .verdict
            return true
        case .merge?:
            startMerge(context: &context)
            return true
        case .closeOrReopen?:
            startStateChange(context: &context)
            return true
        case .toggleDraft?:
            startDraftChange(context: &context)
            return true
        default: break
        }
        switch parts.tab {
        case .conversation:
            return false
        case .files:
            if command == .comment, parts.files.open != nil {
                startLineComment(context: &context)
                return true
            }
            return parts.files.update(command)
        case .commits:
            return updateCommits(command, context: &context)
        case .checks:
            return updateChecks(command, context: &context)
        }
    }

    private mutating func updateCommits(_ command: KeyCommand?, context: inout UpdateContext) -> Bool {
        if var commit = parts.commit {
            if command == .comment, commit.changes.open != nil {
                context.notice =
                    "review comments go on the Files tab's lines (\(context.key(.showPullTab(.files), in: .pull)))"
                return true
            }
            if commit.changes.update(command) {
                parts.commit = commit
                return true
            }
            guard command == .back else { return false }
            parts.commit = nil
            return true
        }
        if command == .open, parts.commits.indices.contains(parts.commitCursor) {
            let sha = parts.commits[parts.commitCursor].sha
            let id = context.makeRequestID()
            var commit = PullParts.OpenCommit(sha: sha, pending: id)
            commit.changes.layOut(width: size.width - 2, height: max(2, size.height - 4))
            parts.commit = commit
            context.effects.append(.fetch(id, .commit(repository, sha: sha)))
            return true
        }
        guard Self.move(command, cursor: &parts.commitCursor, count: parts.commits.count, page: pullRows)
        else {
            return false
        }
        parts.keepCursorsVisible(rows: pullRows)
        return true
    }

    private mutating func updateChecks(_ command: KeyCommand?, context: inout UpdateContext) -> Bool {
        let rows = checks?.rows ?? []
        if command == .open, rows.indices.contains(parts.checkCursor) {
            let row = rows[parts.checkCursor]
            if let job = row.actionsJob {
                context.navigation = .push(
                    .jobLog(JobLogScreen(repository: repository, job: job, size: context.size)))
            } else if let url = row.webURL {
                context.effects.append(.open(url))
            } else {
                context.notice = "this check has no page to open"
            }
            return true
        }
        // The summary takes the list's first row.
        guard Self.move(command, cursor: &parts.checkCursor, count: rows.count, page: pullRows - 1) else {
            return false
        }
        parts.keepCursorsVisible(rows: pullRows - 1, checks: rows.count)
        return true
    }

    /// The rows of a tab's list: all but the title bar, the tab bar, the footer and the status bar.
    var pullRows: Int { max(1, size.height - 4) }

    /// Moves `cursor` as a list's movement `command` says; false for any other command.
    static func move(_ command: KeyCommand?, cursor: inout Int, count: Int, page: Int) -> Bool {
        switch command {
        case .down?: cursor += 1
        case .up?: cursor -= 1
        case .pageDown?: cursor += page
        case .pageUp?: cursor -= page
        case .top?: cursor = 0
        case .bottom?: cursor = count - 1
        default: return false
        }
        cursor = max(0, min(cursor, count - 1))
        return true
    }

    // MARK: - Review, merge, close

    /// `c` on a diff line: the editor for a comment on it (or on the `V` selection).
    private mutating func startLineComment(context: inout UpdateContext) {
        guard context.hasToken else {
            context.notice = Write.tokenNeeded(for: "commenting")
            return
        }
        guard let target = parts.files.commentTarget else {
            context.notice =
                "put the cursor on a line of the diff to comment on it (a selection stays in one hunk)"
            return
        }
        guard parts.editing == nil else { return }
        let id = context.makeRequestID()
        parts.editing = .init(id: id, purpose: .lineComment(target))
        context.effects.append(.edit(id))
    }

    /// What the status bar says when a change is asked for before the pull request is loaded.
    private static let stillLoading = "the pull request is still loading"

    /// The pull request, once loaded, when a change to it (`M`, `X`, `R`) may be asked for;
    /// nil when not, the status bar saying why (no token, or still loading).
    private func changeablePull(_ context: inout UpdateContext) -> PullRequest? {
        guard context.hasToken else {
            context.notice = Write.tokenNeeded(for: "changing a pull request")
            return nil
        }
        guard let pull, pullLoaded else {
            context.notice = Self.stillLoading
            return nil
        }
        return pull
    }

    /// `M`: asks which method, once the repository says which it allows.
    private mutating func startMerge(context: inout UpdateContext) {
        guard let pull = changeablePull(&context) else { return }
        guard pull.headSha != nil else {
            context.notice = Self.stillLoading
            return
        }
        if pull.merged {
            context.notice = "#\(number) is merged already"
        } else if pull.state == .closed {
            context.notice =
                "#\(number) is closed: reopen it first (\(context.key(.closeOrReopen, in: .pull)))"
        } else if pull.draft == true {
            context.notice =
                "#\(number) is a draft: mark it ready for review first (\(context.key(.toggleDraft, in: .pull)))"
        } else if !parts.writes.isEmpty {
            context.notice = "wait for GitHub to answer the last change"
        } else if let repository = parts.repository {
            parts.prompt = .mergeMethod(MergeMethod.allowed(by: repository))
        } else if parts.repositoryPending == nil {
            // Usually a cached copy: the repository's page read it moments ago.
            let id = context.makeRequestID()
            parts.repositoryPending = id
            context.effects.append(.fetch(id, .repository(owner: repository.owner, name: repository.name)))
        }
    }

    /// `X`: asks to close an open pull request or reopen a closed one.
    private mutating func startStateChange(context: inout UpdateContext) {
        guard let pull = changeablePull(&context) else { return }
        guard !pull.merged else {
            context.notice = "#\(number) is merged: GitHub cannot reopen it"
            return
        }
        parts.prompt = .confirmState(open: pull.state == .closed)
    }

    /// `R`: asks to mark a draft ready for review, or to make an open pull request a draft again.
    private mutating func startDraftChange(context: inout UpdateContext) {
        guard let pull = changeablePull(&context) else { return }
        guard let nodeID = pull.raw["node_id"]?.string else {
            context.notice = Self.stillLoading
            return
        }
        if pull.merged || pull.state != .open {
            context.notice =
                "#\(number) is \(pull.merged ? "merged" : "closed"): only an open pull request can be a draft"
        } else if !parts.writes.isEmpty {
            context.notice = "wait for GitHub to answer the last change"
        } else {
            parts.prompt = .confirmDraft(draft: pull.draft != true, nodeID: nodeID)
        }
    }

    /// What the status bar asks while `parts.prompt` waits for its key.
    func promptText(keyMap: KeyMap) -> String? {
        switch parts.prompt {
        case nil: return nil
        case .verdict?:
            let choices = PendingReview.Verdict.allCases.map { "\($0.key) \($0.words)" }.joined(
                separator: " · ")
            let count = parts.review.comments.count
            let comments = count == 0 ? "" : " with \(count) \(Format.noun(count, "comment", "comments"))"
            return
                "review #\(number)\(comments): \(choices) (then its text in the editor) · any other key cancels"
        case .mergeMethod(let methods)?:
            let choices = methods.map { "\($0.key) \($0.words)" }.joined(separator: " · ")
            return
                "merge #\(number) at \(pull?.headSha?.prefix(7) ?? "?"): \(choices) · any other key cancels"
        case .confirmMerge(let method, let sha)?:
            return
                "merge #\(number) by \(method.words) at \(sha.prefix(7))? Enter merges · any other key cancels"
        case .confirmState(let open)?:
            let key = keyMap.key(.closeOrReopen, in: .pull)
            return "\(open ? "reopen" : "close") #\(number)? \(key) again to confirm · any other key cancels"
        case .confirmDraft(let draft, _)?:
            let key = keyMap.key(.toggleDraft, in: .pull)
            let change = draft ? "convert #\(number) back to a draft" : "mark #\(number) ready for review"
            return "\(change)? \(key) again to confirm · any other key cancels"
        }
    }

    /// The key that answers `prompt`.
    private mutating func answer(
        _ prompt: PullParts.Prompt, key: KeyEvent, command: KeyCommand?, context: inout UpdateContext
    ) {
        let character: Character? = if case .character(let character) = key { character } else { nil }
        switch prompt {
        case .verdict:
            guard let verdict = PendingReview.Verdict.allCases.first(where: { $0.key == character }) else {
                break
            }
            let id = context.makeRequestID()
            parts.editing = .init(id: id, purpose: .reviewText(verdict))
            context.effects.append(.edit(id))
            return
        case .mergeMethod(let methods):
            guard let method = methods.first(where: { $0.key == character }), let sha = pull?.headSha else {
                break
            }
            if method == .squash {
                let id = context.makeRequestID()
                parts.editing = .init(id: id, purpose: .squashMessage(sha: sha))
                let title = "\(pull?.title ?? "") (#\(number))"
                context.effects.append(.edit(id, initial: "\(title)\n\n\(Self.squashHint)\n"))
            } else {
                parts.prompt = .confirmMerge(method, sha: sha)
            }
            return
        case .confirmMerge(let method, let sha):
            guard key == .enter else { break }
            send(
                .merge(repository, number: number, method: method, sha: sha, title: nil, message: nil),
                context: &context)
            return
        case .confirmState(let open):
            guard command == .closeOrReopen else { break }
            send(.setPullState(repository, number: number, open: open), context: &context)
            return
        case .confirmDraft(let draft, let nodeID):
            guard command == .toggleDraft else { break }
            send(.setDraft(repository, number: number, nodeID: nodeID, draft: draft), context: &context)
            return
        }
        context.notice = "cancelled: nothing sent"
    }

    /// The line the squash message's file starts with under its title: dropped when read back.
    static let squashHint =
        "# The first line is the squash commit's title, the rest its message. An empty file cancels."

    /// Takes the editor's text for what `parts.editing` was open for.
    mutating func receivePullEdit(_ text: String?, context: inout UpdateContext) {
        guard let purpose = parts.editing?.purpose else { return }
        parts.editing = nil
        guard let text else { return }
        let written = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != Substring(Self.squashHint) }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        switch purpose {
        case .lineComment(let target):
            guard !written.isEmpty else {
                context.notice = "comment dropped: the file was empty"
                return
            }
            parts.review.comments.append(.init(target: target, body: written))
            if parts.review.commit == nil { parts.review.commit = pull?.headSha }
            parts.files.setThreads(parts.threads)
            context.effects.append(.keepReview(repository, number: number, parts.review))
            let count = parts.review.comments.count
            context.notice =
                "comment added to your pending review (\(count) \(Format.noun(count, "comment", "comments"))): \(context.key(.review, in: .diff)) sends it"
        case .reviewText(let verdict):
            if verdict != .approve, written.isEmpty, parts.review.comments.isEmpty {
                context.notice =
                    "a review that \(verdict == .comment ? "comments" : "requests changes") needs a text: nothing sent"
                return
            }
            send(
                .review(
                    repository, number: number, review: parts.review, verdict: verdict, text: written,
                    commit: parts.review.commit ?? pull?.headSha), context: &context)
        case .squashMessage(let sha):
            guard !written.isEmpty else {
                context.notice = "merge cancelled: the file was empty"
                return
            }
            let lines = written.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let message = lines.count > 1 ? lines[1].trimmingCharacters(in: .whitespacesAndNewlines) : ""
            send(
                .merge(
                    repository, number: number, method: .squash, sha: sha, title: String(lines[0]),
                    message: message.isEmpty ? nil : message), context: &context)
        }
    }

    private mutating func send(_ write: Write, context: inout UpdateContext) {
        let id = context.makeRequestID()
        parts.writes[id] = write
        context.effects.append(.write(id, write))
        context.notice = write.done
    }

    // MARK: - Loading

    /// Starts what the tab shown needs: the files and the comments on them, the commits.
    mutating func reconcilePull(context: inout UpdateContext) {
        if context.hasToken, !parts.keptReviewLoaded, parts.keptReviewRead == nil {
            let id = context.makeRequestID()
            parts.keptReviewRead = id
            context.effects.append(.readReview(id, repository, number: number))
        }
        switch parts.tab {
        case .files:
            if parts.filesLoad.wantsPage {
                parts.filesLoad.askNext(.files, of: repository, number: number, context: &context)
            }
            if parts.commentsLoad.wantsPage {
                parts.commentsLoad.askNext(.reviewComments, of: repository, number: number, context: &context)
            }
        case .commits:
            if parts.commitsLoad.wantsPage {
                parts.commitsLoad.askNext(.commits, of: repository, number: number, context: &context)
            }
        case .conversation, .checks:
            break
        }
    }

    /// Takes an answer for the pull request's parts; false when `id` is not theirs.
    mutating func receivePull(_ payload: Payload, for id: RequestID, context: inout UpdateContext) -> Bool {
        switch payload {
        case .pullPart(.files(let entries, let next)) where parts.filesLoad.pending == id:
            parts.filesLoad.read(next: next)
            parts.files.append(entries)
            parts.files.totalFiles = pull?.changedFiles
        case .pullPart(.reviewComments(let comments, let next)) where parts.commentsLoad.pending == id:
            parts.commentsLoad.read(next: next)
            parts.reviewComments += comments
            parts.files.setThreads(parts.threads)
        case .pullPart(.commits(let commits, let next)) where parts.commitsLoad.pending == id:
            parts.commitsLoad.read(next: next)
            parts.commits += commits
        case .commit(let commit) where parts.commit?.pending == id:
            parts.commit?.pending = nil
            let entries = (commit.raw["files"]?.array ?? []).compactMap {
                try? DiffEntry(raw: $0, codingPath: [])
            }
            parts.commit?.changes.append(entries)
        case .repository(let loaded, _) where parts.repositoryPending == id:
            parts.repositoryPending = nil
            parts.repository = loaded
            if pull?.headSha != nil { parts.prompt = .mergeMethod(MergeMethod.allowed(by: loaded)) }
        case .edited(let text) where parts.editing?.id == id:
            receivePullEdit(text, context: &context)
        case .keptReview(let kept) where parts.keptReviewRead == id:
            parts.keptReviewRead = nil
            parts.keptReviewLoaded = true
            restore(kept, context: &context)
        case .written where parts.writes[id] != nil:
            let write = parts.writes.removeValue(forKey: id)
            if case .review(_, _, let sent, _, _, _)? = write {
                // GitHub has them now; comments made while it was on its way wait for the next review.
                parts.review.comments.removeAll(where: sent.comments.contains)
                if parts.review.comments.isEmpty {
                    parts.review.commit = nil
                } else {
                    context.effects.append(.keepReview(repository, number: number, parts.review))
                }
                parts.reviewComments = []
                parts.commentsLoad = PartLoad()
                reviews = nil
                parts.files.setThreads(parts.threads)
                context.notice = "review sent"
            } else {
                context.notice = write.map(Self.written) ?? nil
            }
            reloadPull()
        default:
            return false
        }
        return true
    }

    /// Takes back the review an earlier run kept, before any comment made since.
    private mutating func restore(_ kept: PendingReview?, context: inout UpdateContext) {
        guard let kept, !kept.comments.isEmpty else { return }
        let madeSince = parts.review.comments
        parts.review = kept
        parts.review.comments += madeSince
        parts.files.setThreads(parts.threads)
        if !madeSince.isEmpty {
            context.effects.append(.keepReview(repository, number: number, parts.review))
        }
        let count = kept.comments.count
        context.notice =
            "your pending review is back (\(count) \(Format.noun(count, "comment", "comments"))): \(context.key(.review, in: .pull)) sends it"
    }

    /// What the status bar says when GitHub made `write`.
    private static func written(_ write: Write) -> String? {
        switch write {
        case .merge(let repository, let number, let method, _, _, _):
            "merged \(repository)#\(number) (\(method.words))"
        case .setPullState(let repository, let number, let open):
            "\(open ? "reopened" : "closed") \(repository)#\(number)"
        case .setDraft(let repository, let number, _, let draft):
            draft ? "\(repository)#\(number) is a draft again" : "\(repository)#\(number) is ready for review"
        default: nil
        }
    }

    /// Takes a failure for the pull request's parts; false when `id` is not theirs. A refused
    /// write's reason is the effect runner's notice; the page then shows GitHub's state again.
    mutating func failPull(_ error: GitHubError, for id: RequestID) -> Bool {
        if parts.filesLoad.pending == id {
            parts.filesLoad.pending = nil
            parts.filesLoad.error = error
        } else if parts.commentsLoad.pending == id {
            parts.commentsLoad.pending = nil
            parts.commentsLoad.error = error
        } else if parts.commitsLoad.pending == id {
            parts.commitsLoad.pending = nil
            parts.commitsLoad.error = error
        } else if parts.commit?.pending == id {
            parts.commit?.pending = nil
            parts.commit?.error = error
        } else if parts.repositoryPending == id {
            // The methods GitHub allows are unknown: offer all three, and GitHub refuses what it must.
            parts.repositoryPending = nil
            parts.prompt = .mergeMethod(MergeMethod.allCases)
        } else if parts.writes.removeValue(forKey: id) != nil {
            // The review stays pending; a merge refused because the head moved shows the new head.
            reloadPull()
        } else {
            return false
        }
        return true
    }

    /// Asks GitHub again for the pull request and its issue (after a write, or a refused one).
    private mutating func reloadPull() {
        revalidates = true
        issueLoaded = false
        pullLoaded = false
        checks = nil
        checksFailed = false
    }

    /// Why a part could not be loaded, for the page's problem.
    var pullPartsError: GitHubError? {
        parts.filesLoad.error ?? parts.commentsLoad.error ?? parts.commitsLoad.error ?? parts.commit?.error
    }
}
