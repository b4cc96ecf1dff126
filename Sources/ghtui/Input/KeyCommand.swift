/// What a key asks the browser to do; `KeyMap` says which key asks for which.
enum KeyCommand: Hashable, Sendable {
    /// The cursor (or the page) one row down.
    case down
    /// The cursor (or the page) one row up.
    case up
    /// The first row.
    case top
    /// The last loaded row.
    case bottom
    /// One screen down.
    case pageDown
    /// One screen up.
    case pageUp
    /// A few rows (`scrollRows`) down: a turn of the mouse wheel.
    case scrollDown
    /// A few rows (`scrollRows`) up: a turn of the mouse wheel.
    case scrollUp
    /// The tab to the right, wrapping around.
    case nextTab
    /// The tab to the left, wrapping around.
    case previousTab
    /// A profile's tab by its number, 1 the first (a person has five, an organization two).
    case showTab(Int)
    /// A repository's tab by its number.
    case showRepoTab(RepoTab)
    /// The next state of a repository's issues and pull requests: open, closed, all.
    case cycleState
    /// Opens the repository a fork was made from.
    case openParent
    /// Opens what is under the cursor (a person, a repository, an entry's link); on the login
    /// prompt, the profile typed.
    case open
    /// Back to the screen below (on a filtered list, first clears the filter).
    case back
    /// Starts typing a filter.
    case filter
    /// Keeps the filter typed and stops typing.
    case keepFilter
    /// Clears the filter and stops typing.
    case clearFilter
    /// Deletes the last character typed.
    case deleteCharacter
    /// The next order of the Repos tab.
    case sort
    /// Opens the item's page in a web browser, or shows its URL.
    case browse
    /// Asks GitHub again.
    case refresh
    /// Stars or unstars the repository (with a token).
    case star
    /// Follows or unfollows the person (with a token).
    case follow
    /// Writes a comment on the issue or pull request shown, in the user's editor.
    case comment
    /// Shows the keys.
    case help
    /// Ends the browser.
    case quit
    /// Opens the search prompt (on the search screen: edits the query).
    case search
    /// A search tab by its number.
    case showSearchTab(SearchTab)
    /// The Actions tab: only the selected run's branch, or every branch.
    case filterBranch
    /// Re-runs a workflow run's failed jobs, after a confirmation.
    case rerun
    /// Cancels a workflow run in progress, after a confirmation.
    case cancelRun
    /// A job's log: timestamps shown or hidden.
    case toggleTimestamps
    /// A Markdown file on the code screen: rendered, or its source with line numbers.
    case toggleSource
    /// Copies the web URL of what is shown with OSC 52.
    case copyURL
    /// A job's log: the next line matching the search.
    case nextMatch
    /// A job's log: the previous line matching the search.
    case previousMatch
    /// Opens the inbox (with a token).
    case inbox
    /// Opens Home (with a token).
    case home
    /// Runs a command of the user's own (the config file's `commands`).
    case runCommand(UserCommand)
    /// The inbox: unread threads only, or all of them.
    case toggleRead
    /// The inbox: rows grouped by repository, or one list newest first.
    case toggleGrouping
    /// The inbox: the next reason filter (review requested, mention, …, no CI activity, all).
    case cycleReason
    /// Marks the notification read.
    case markRead
    /// Marks the notification done: gone from the inbox.
    case markDone
    /// Unsubscribes from the notification's thread (GitHub's "ignore").
    case unsubscribe
    /// Marks every notification read, after a confirmation.
    case markAllRead
    /// Shows a tab of a pull request's page.
    case showPullTab(PullTab)
    /// The changed files: a tree of folders, or a flat list.
    case toggleTree
    /// A diff: the next file.
    case nextFile
    /// A diff: the previous file.
    case previousFile
    /// A diff: the next hunk.
    case nextHunk
    /// A diff: the previous hunk.
    case previousHunk
    /// A diff: long lines wrapped, or cut.
    case toggleWrap
    /// A diff: starts (or drops) a selection of lines for one comment.
    case selectLines
    /// Sends the review: approve, request changes or comment.
    case review
    /// Merges the pull request, after choosing how and confirming.
    case merge
    /// Closes or reopens the pull request, after a confirmation.
    case closeOrReopen
    /// Marks a draft pull request ready for review, or converts it back to a draft, after a
    /// confirmation.
    case toggleDraft
    /// A release: downloads the selected asset.
    case download

    /// How many rows one turn of the wheel moves: enough to get on, few enough to keep one's place.
    static let scrollRows = 3
}
