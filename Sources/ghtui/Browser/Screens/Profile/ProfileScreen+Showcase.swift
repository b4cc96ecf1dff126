import GitHubKit

extension ProfileScreen {
    /// Whether the profile asks GraphQL for its pinned repositories and contribution calendar:
    /// a person's profile, with a token (GitHub's GraphQL API refuses anonymous callers).
    func wantsShowcase(hasToken: Bool) -> Bool {
        hasToken && user != nil && user?.isOrganization != true && !userIsCachedCopy
    }

    /// Shows `tab`, laid out anew: the pinned block belongs to the Repos tab.
    mutating func show(_ tab: Tab) {
        self.tab = tab
        layOut(size: size)
    }

    /// The pinned block's part of a move key on the Repos tab; true when it took the key.
    mutating func movePinned(_ command: KeyCommand) -> Bool {
        guard tab == .repos else { return false }
        return showcase.move(command, listCursor: list.cursor)
    }

    /// The web page of the pinned repository under the cursor, if it is in the block.
    var pinnedURL: String? {
        guard tab == .repos, let row = showcase.cursor, row < showcase.shownPinned.count else { return nil }
        return showcase.shownPinned[row].url
    }

    /// The repository screen of the pinned repository under the cursor, if it is in the block.
    func openPinned(size: ScreenSize) -> Screen? {
        guard tab == .repos, let row = showcase.cursor, row < showcase.shownPinned.count,
            let fullName = showcase.shownPinned[row].nameWithOwner,
            let name = try? RepositoryName(parsing: fullName)
        else { return nil }
        return .repository(RepoScreen(owner: name.owner, name: name.name, issueState: .open, size: size))
    }
}
