extension RouteContext {
    /// `repo`'s issues as they are now: the world's, as writes edited them, then those writes opened.
    func issues(of repo: RepoRecord) -> [IssueRecord] {
        let catalog = world.issues
        let edits = changes.current.issues
        let worldCount = catalog.count(of: repo)
        let all = catalog.issues(of: repo).elements(0..<worldCount)
        guard !edits.isEmpty else { return all }
        let opened = (0..<edits.openedCount(inRepo: repo.id)).map { worldCount + $0 + 1 }
        return all.map { edits.issue(repoID: repo.id, number: $0.number) ?? $0 }
            + opened.compactMap { edits.issue(repoID: repo.id, number: $0) }
    }

    /// Issue `number` of `repo` as it is now, nil when there is none.
    func issue(of repo: RepoRecord, number: Int) -> IssueRecord? {
        changes.current.issues.issue(repoID: repo.id, number: number)
            ?? world.issues.issue(of: repo, number: number)
    }

    /// `issue`'s comments as they are now: the world's less those deleted, as edited, then those added.
    func comments(of issue: IssueRecord) -> [CommentRecord] {
        let catalog = world.issues
        let edits = changes.current.issues
        var all: [CommentRecord] = []
        if let original = catalog.issue(of: issue.repo, number: issue.number) {
            all = catalog.comments(of: original).elements(0..<original.commentCount)
        }
        guard !edits.isEmpty else { return all }
        all = all.filter { !edits.deleted.contains($0.id) }.map { edits.comments[$0.id] ?? $0 }
        return all + (edits.added[issue.id] ?? []).compactMap { edits.comments[$0] }
    }

    /// Comment `id` of `repo` as it is now, nil when there is none (or it was deleted).
    func comment(of repo: RepoRecord, id: Int) -> CommentRecord? {
        let edits = changes.current.issues
        guard !edits.deleted.contains(id) else { return nil }
        if let comment = edits.comments[id] { return comment.issue.repo.id == repo.id ? comment : nil }
        return world.issues.comment(of: repo, id: id)
    }
}
