extension EdgeOverlay {
    /// How many more edges lead to `to` than the world has (negative when fewer).
    func delta(to: String) -> Int {
        let to = to.lowercased()
        return added(to: to).count - removed.count { $0.to == to }
    }

    /// How many more edges lead from `from` than the world has (negative when fewer).
    func delta(from: String) -> Int {
        let from = from.lowercased()
        return added(from: from).count - removed.count { $0.from == from }
    }
}

extension WorldChanges.State {
    /// `user` with the follower and following counts follows changed.
    func counting(_ user: UserRecord) -> UserRecord {
        guard !follows.isEmpty else { return user }
        var user = user
        user.followers = max(0, user.followers + follows.delta(to: user.login))
        user.following = max(0, user.following + follows.delta(from: user.login))
        return user
    }

    /// `repo` with the stargazer count stars changed, and the open issue count issues opened,
    /// closed and reopened changed: as the repository and the lists that hold it show it.
    func counting(_ repo: RepoRecord) -> RepoRecord {
        guard !stars.isEmpty || !issues.isEmpty else { return repo }
        var repo = repo
        repo.stargazers = max(0, repo.stargazers + stars.delta(to: repo.fullName))
        repo.openIssues = max(0, repo.openIssues + issues.openDelta(of: repo))
        return repo
    }
}
