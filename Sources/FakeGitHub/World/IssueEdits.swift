/// What writes did to issues and their comments, for ``WorldChanges``: issues opened, issues
/// edited (a closed issue, new labels), comments added, edited and deleted.
///
/// An issue or comment a write touched is kept whole here, as it is now; reads prefer it to the
/// world's. Nothing here means the world answers as it always did.
struct IssueEdits: Sendable {
    /// An issue: its repository's id and its number.
    struct IssueKey: Hashable, Sendable {
        var repoID: Int
        var number: Int
    }

    /// Issues opened or edited, as they are now.
    private(set) var issues: [IssueKey: IssueRecord] = [:]
    /// How many issues were opened in each repository (by id): they are numbered after the world's.
    private(set) var opened: [Int: Int] = [:]
    /// Comments added or edited, as they are now, by id.
    private(set) var comments: [Int: CommentRecord] = [:]
    /// Ids of comments added to each issue (by the issue's id), oldest first.
    private(set) var added: [Int: [Int]] = [:]
    /// Ids of comments deleted.
    private(set) var deleted: Set<Int> = []
    /// The id the next added comment gets: above any the world makes (`issue id × 100 + offset`).
    private var nextCommentID = 9_000_000_000_000

    /// Whether nothing was written.
    var isEmpty: Bool { issues.isEmpty && comments.isEmpty && deleted.isEmpty }

    /// How many more issues of `repo` are open than as the world began (negative when fewer).
    func openDelta(of repo: RepoRecord) -> Int {
        issues.values.reduce(0) { delta, issue in
            guard issue.repo.id == repo.id else { return delta }
            let wasOpen = IssueCatalog.wasOpen(issue.number, in: repo.fullName, id: repo.id)
            return delta + (issue.isOpen ? 1 : 0) - (wasOpen ? 1 : 0)
        }
    }

    /// The issues opened since the world began (by writes or by a test), by repository and number.
    var openedIssues: [IssueRecord] {
        issues.values.filter { $0.number > IssueCatalog.count(of: $0.repo.fullName) }
            .sorted { ($0.repo.id, $0.number) < ($1.repo.id, $1.number) }
    }

    /// The issues opened in the repository with id `repoID`.
    func openedCount(inRepo repoID: Int) -> Int { opened[repoID] ?? 0 }

    /// Issue `number` of the repository with id `repoID`, when a write touched it.
    func issue(repoID: Int, number: Int) -> IssueRecord? { issues[IssueKey(repoID: repoID, number: number)] }

    /// Records `issue` as it is now; `isNew` when it was just opened.
    mutating func store(_ issue: IssueRecord, isNew: Bool = false) {
        if isNew { opened[issue.repo.id, default: 0] += 1 }
        issues[IssueKey(repoID: issue.repo.id, number: issue.number)] = issue
    }

    /// Adds a comment built from its new id, and counts it on its issue.
    mutating func add(_ makeComment: (Int) -> CommentRecord) -> CommentRecord {
        nextCommentID += 1
        var comment = makeComment(nextCommentID)
        comment.issue.commentCount += 1
        comment.issue.updatedAt = comment.updatedAt
        store(comment.issue)
        comments[comment.id] = comment
        added[comment.issue.id, default: []].append(comment.id)
        return comment
    }

    /// Records `comment` as edited now.
    mutating func replace(_ comment: CommentRecord) { comments[comment.id] = comment }

    /// Deletes `comment` and uncounts it on its issue, as it is now (`issue`).
    mutating func delete(_ comment: CommentRecord, of issue: IssueRecord) {
        deleted.insert(comment.id)
        comments[comment.id] = nil
        var issue = issue
        issue.commentCount = max(0, issue.commentCount - 1)
        store(issue)
    }
}
