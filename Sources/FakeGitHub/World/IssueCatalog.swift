/// Finds and generates the issues and pull requests of a ``World``, with their labels, milestones,
/// comments and reactions (pull request details are in `IssueCatalog+Pulls.swift`).
///
/// Only a few repositories have issues: `mona/hello-world` has hundreds (so paging is real), a
/// few others a handful. Everything derives from the repository and the issue number, and dates
/// count back from the world's fixed "now" over about four years.
struct IssueCatalog: Sendable {
    let repos: RepoCatalog

    /// Repositories with issues, by `owner/name`, and how many.
    static let counts: [(fullName: String, count: Int)] = [
        ("mona/hello-world", 320), ("mona/Spoon-Knife", 7), ("mona/legacy-app", 5), ("mona/unicode-notes", 3),
        ("acme-corp/acme-platform", 12),
    ]
    private static let fourYears = 4 * 365 * 86_400

    var users: UserCatalog { repos.users }

    /// The number of issues (pull requests included) in `repo`.
    func count(of repo: RepoRecord) -> Int {
        Self.count(of: repo.fullName)
    }

    /// The number of issues (pull requests included) in the repository named `fullName`.
    static func count(of fullName: String) -> Int {
        counts.first { $0.fullName == fullName }?.count ?? 0
    }

    /// How many issues and pull requests of the repository named `fullName` (with `id`) are
    /// open as the world begins: its `open_issues_count`.
    static func openCount(of fullName: String, id: Int) -> Int {
        (0..<count(of: fullName)).count { isOpen(repoID: id, number: $0 + 1) }
    }

    /// Whether issue `number` of the repository named `fullName` (with `id`) was open as the
    /// world began; false for an issue opened since.
    static func wasOpen(_ number: Int, in fullName: String, id: Int) -> Bool {
        number <= count(of: fullName) && isOpen(repoID: id, number: number)
    }

    /// Whether issue `number` of the repository with `repoID` is open as the world begins:
    /// number 1 (the plain one) and 3 (an open pull request) are, 2 (a merged one) is not.
    private static func isOpen(repoID: Int, number: Int) -> Bool {
        let bits = Scramble.bits(repoID * 10_000 + number, salt: 19)
        return number == 1 || number == 3 || (number != 2 && Scramble.pick(bits, shift: 18, below: 9) < 5)
    }

    /// The repositories that have issues, in ``counts`` order (those the world has).
    var reposWithIssues: [RepoRecord] {
        Self.counts.compactMap { entry in
            let parts = entry.fullName.split(separator: "/")
            return repos.repo(owner: String(parts[0]), name: String(parts[1]))
        }
    }

    /// `repo`'s issues and pull requests by number, oldest (number 1) first.
    func issues(of repo: RepoRecord) -> LazyList<IssueRecord> {
        LazyList(count: count(of: repo)) { issue(in: repo, number: $0 + 1) }
    }

    /// Every issue of every repository, for search.
    func allIssues() -> [IssueRecord] {
        reposWithIssues.flatMap { repo in issues(of: repo).elements(0..<count(of: repo)) }
    }

    /// Issue `number` of `repo`, nil when there is none.
    func issue(of repo: RepoRecord, number: Int) -> IssueRecord? {
        let total = count(of: repo)
        guard total > 0, (1...total).contains(number) else { return nil }
        return issue(in: repo, number: number)
    }

    /// The labels of `repo`; none for a repository without issues.
    func labels(of repo: RepoRecord) -> [LabelRecord] {
        guard count(of: repo) > 0 else { return [] }
        return LabelRecord.palette.enumerated().map { offset, entry in
            LabelRecord(
                id: 4_000_000_000 + repo.id % 10_000_000 * 10 + offset, name: entry.name, color: entry.color,
                description: entry.description, isDefault: entry.isDefault, repoFullName: repo.fullName)
        }
    }

    /// The milestones of `repo`: v1.0 (closed), v1.1 and v2.0 (open, v2.0 without a due date).
    func milestones(of repo: RepoRecord) -> [MilestoneRecord] {
        guard count(of: repo) > 0 else { return [] }
        let titles = ["v1.0", "v1.1", "v2.0"]
        return titles.enumerated().map { offset, title in
            let created = UserCatalog.worldNow - Self.fourYears + offset * 400 * 86_400
            return MilestoneRecord(
                id: 9_000_000 + repo.id % 1_000_000 * 10 + offset, number: offset + 1, title: title,
                description: offset == 2 ? nil : "Everything for \(title).", isOpen: offset > 0,
                creator: repo.owner, openIssues: offset == 0 ? 0 : 3 + offset, closedIssues: 10 - offset * 3,
                createdAt: created, dueOn: offset == 2 ? nil : created + 180 * 86_400,
                repoFullName: repo.fullName)
        }
    }

    /// The comments on `issue`, oldest first.
    func comments(of issue: IssueRecord) -> LazyList<CommentRecord> {
        let users = self.users
        return LazyList(count: issue.commentCount) { offset in
            let id = issue.id * 100 + offset + 1
            let bits = Scramble.bits(id, salt: 23)
            let span = max(1, issue.updatedAt - issue.createdAt)
            let created = issue.createdAt + span * (offset + 1) / (issue.commentCount + 1)
            return CommentRecord(
                id: id, issue: issue, author: Self.person(bits, users: users, shift: 0),
                body: Scramble.choose(IssueText.comments, bits, shift: 10), createdAt: created,
                updatedAt: created + Scramble.pick(bits, shift: 14, below: 2) * 3600,
                reactionCounts: Self.reactions(bits, shift: 20))
        }
    }

    /// Comment `id` of `repo`, nil when it is not one of `repo`'s.
    func comment(of repo: RepoRecord, id: Int) -> CommentRecord? {
        let offset = id % 100 - 1
        let issueID = id / 100
        guard offset >= 0, issueID / 10_000 == repo.id, let issue = issue(of: repo, number: issueID % 10_000),
            offset < issue.commentCount
        else { return nil }
        return comments(of: issue).element(offset)
    }

    /// One person per reaction of `counts`, for `GET …/reactions`: content, user, id and time.
    func reactions(of issue: IssueRecord) -> [(content: String, user: UserRecord, id: Int, createdAt: Int)] {
        var result: [(content: String, user: UserRecord, id: Int, createdAt: Int)] = []
        for (kind, count) in issue.reactionCounts.enumerated() {
            for person in 0..<count {
                let id = issue.id * 100 + result.count + 1
                let user =
                    person == 0 && kind == 0
                    ? users.main : users.generated((issue.id + kind * 31 + person * 7) % 200 + 1)
                result.append(
                    (IssueRecord.reactionNames[kind], user, id, issue.createdAt + (result.count + 1) * 600))
            }
        }
        return result
    }

    /// Issue `number` of `repo`, varied by its id; number 1 of every repository is a bare open
    /// issue (no body, labels, assignees, milestone, comments or reactions), 2 a merged pull
    /// request and 3 an open one.
    private func issue(in repo: RepoRecord, number: Int) -> IssueRecord {
        let total = count(of: repo)
        let id = repo.id * 10_000 + number
        let bits = Scramble.bits(id, salt: 19)
        let users = self.users
        let step = Self.fourYears / max(1, total)
        let created =
            UserCatalog.worldNow - Self.fourYears + (number - 1) * step
            + Scramble.pick(bits, shift: 0, below: max(1, step))
        let updated = min(UserCatalog.worldNow, created + Scramble.pick(bits, shift: 8, below: 200 * 86_400))
        let isPull =
            number == 2 || number == 3 || (number > 3 && Scramble.pick(bits, shift: 16, below: 4) == 0)
        let isOpen = Self.isOpen(repoID: repo.id, number: number)
        let labels = labels(of: repo)
        let labelCount = Scramble.pick(bits, shift: 20, below: 4)
        let firstLabel = Scramble.pick(bits, shift: 22, below: labels.count)
        let assigneeCount = Scramble.pick(bits, shift: 26, below: 3)
        let assignees = (0..<assigneeCount).map { offset in
            offset == 0 && Scramble.pick(bits, shift: 28, below: 2) == 0
                ? users.main : users.generated((id + offset * 13) % 200 + 1)
        }
        let milestones = milestones(of: repo)
        var record = IssueRecord(
            repo: repo, number: number, id: id,
            title:
                "\(Scramble.choose(IssueText.verbs, bits, shift: 30)) \(Scramble.choose(IssueText.subjects, bits, shift: 34))",
            body: Scramble.pick(bits, shift: 38, below: 6) == 0
                ? nil : Scramble.choose(IssueText.bodies, bits, shift: 40),
            author: Self.person(bits, users: users, shift: 44), isOpen: isOpen,
            stateReason: isOpen
                ? nil
                : (isPull
                    ? nil : (Scramble.pick(bits, shift: 50, below: 4) == 0 ? "not_planned" : "completed")),
            labels: (0..<labelCount).map { labels[(firstLabel + $0 * 3) % labels.count] },
            assignees: assignees,
            milestone: Scramble.pick(bits, shift: 52, below: 3) == 0
                ? Scramble.choose(milestones, bits, shift: 54) : nil,
            commentCount: Scramble.pick(bits, shift: 56, below: 7),
            reactionCounts: Self.reactions(bits, shift: 58),
            locked: number > 3 && Scramble.pick(bits, shift: 61, below: 25) == 0,
            createdAt: created, updatedAt: updated, closedAt: isOpen ? nil : updated)
        if isPull {
            let pullBits = Scramble.bits(id, salt: 29)
            record.pull = IssueRecord.Pull(
                headRef:
                    "feature/\(number)-\(Scramble.choose(["cache", "paging", "docs", "ui", "linux"], pullBits, shift: 0))",
                baseRef: repo.defaultBranch,
                merged: !isOpen && (number == 2 || Scramble.pick(pullBits, shift: 4, below: 4) != 0),
                draft: isOpen && number != 3 && Scramble.pick(pullBits, shift: 8, below: 4) == 0,
                fileCount: 1 + Scramble.pick(pullBits, shift: 12, below: 6),
                commitCount: 1 + Scramble.pick(pullBits, shift: 16, below: 5),
                reviewCount: number == 2 ? 2 : Scramble.pick(pullBits, shift: 20, below: 4),
                reviewCommentCount: number == 2 ? 3 : Scramble.pick(pullBits, shift: 24, below: 5))
        }
        if repo.fullName == PullSamples.repository, record.pull != nil,
            let counts = PullChanges.counts(number: number)
        {
            record.pull?.fileCount = counts.files
            record.pull?.reviewCommentCount = counts.comments
            let reviews = record.pull?.reviewCount ?? 0
            record.pull?.reviewCount = max(1, reviews)
        }
        if number == 1 {
            record.isOpen = true
            record.closedAt = nil
            record.stateReason = nil
            record.body = nil
            record.labels = []
            record.assignees = []
            record.milestone = nil
            record.commentCount = 0
            record.reactionCounts = Array(repeating: 0, count: IssueRecord.reactionNames.count)
        }
        return record
    }

    /// Someone in the world: `mona` one time in five, else one of the first 200 generated users.
    static func person(_ bits: UInt64, users: UserCatalog, shift: UInt64) -> UserRecord {
        Scramble.pick(bits, shift: shift, below: 5) == 0
            ? users.main : users.generated(Scramble.pick(bits, shift: shift + 3, below: 200) + 1)
    }

    /// Reaction counts: none two times in three, else a few of one or two kinds.
    private static func reactions(_ bits: UInt64, shift: UInt64) -> [Int] {
        var counts = Array(repeating: 0, count: IssueRecord.reactionNames.count)
        guard Scramble.pick(bits, shift: shift, below: 3) == 0 else { return counts }
        counts[Scramble.pick(bits, shift: shift + 1, below: counts.count)] +=
            1 + Scramble.pick(bits, shift: shift + 2, below: 3)
        counts[0] += Scramble.pick(bits, shift: shift + 4, below: 2)
        return counts
    }
}
