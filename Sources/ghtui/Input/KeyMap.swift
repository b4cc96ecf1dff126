/// Which key asks for which command where: the one table that key dispatch reads and the `?`
/// help is generated from, so the two cannot drift.
///
/// A map is a value handed to the browser (`BrowserState(keyMap:)`): `standard`, or the map the
/// config file's `keys` makes of it with `remapped(_:)`.
struct KeyMap: Equatable, Sendable {
    /// The bindings in the order the help lists them.
    let bindings: [KeyBinding]
    /// The `?` help: the bindings grouped by where they apply, in the table's order. Made when
    /// the help is drawn, not at every start (a dump never shows it).
    var helpLines: [HelpLine] {
        var groups: [(contexts: Set<KeyContext>, bindings: [KeyBinding])] = []
        for binding in bindings {
            if let index = groups.firstIndex(where: { $0.contexts == binding.contexts }) {
                groups[index].bindings.append(binding)
            } else {
                groups.append((binding.contexts, [binding]))
            }
        }
        return groups.enumerated().flatMap { index, group in
            (index == 0 ? [] : [HelpLine.blank]) + [.heading(HelpLine.heading(for: group.contexts))]
                + Self.joiningAlike(group.bindings).map(HelpLine.binding)
        }
    }
    private let lookup: [KeyContext: [KeyEvent: KeyCommand]]

    /// A map of `bindings`; where two bind the same key in the same context, the first wins.
    init(_ bindings: [KeyBinding]) {
        self.bindings = bindings
        var lookup: [KeyContext: [KeyEvent: KeyCommand]] = [:]
        for binding in bindings {
            for context in binding.contexts {
                for key in binding.keys where lookup[context]?[key] == nil {
                    lookup[context, default: [:]][key] = binding.command
                }
            }
        }
        self.lookup = lookup
    }

    /// `bindings` with neighbours that say the same (Home's tab numbers) as one, for the help.
    private static func joiningAlike(_ bindings: [KeyBinding]) -> [KeyBinding] {
        var joined: [KeyBinding] = []
        for binding in bindings {
            if let last = joined.last, last.summary == binding.summary {
                joined[joined.count - 1].keys += binding.keys
            } else {
                joined.append(binding)
            }
        }
        return joined
    }

    /// What `key` asks for in `context`; nil when it is bound to nothing there (typed text, or
    /// a key that closes the help).
    func command(for key: KeyEvent, in context: KeyContext) -> KeyCommand? {
        lookup[context]?[key]
    }

    /// The keys of the first binding of `command` that applies in `context`, in the help's
    /// order; empty when none does. Hints name keys with it, so that they say what is in force.
    func keys(for command: KeyCommand, in context: KeyContext) -> [KeyEvent] {
        bindings.first { $0.command == command && $0.contexts.contains(context) }?.keys ?? []
    }

    /// The first key of `command` in `context` as the help writes it (`c`, `Enter`); nil when
    /// no key asks for it there.
    func label(of command: KeyCommand, in context: KeyContext) -> String? {
        keys(for: command, in: context).first?.label
    }

    /// The first key of `command` in `context` as a notice or hint names it (`s`, `o`), or the
    /// command's own name when no key asks for it there.
    func key(_ command: KeyCommand, in context: KeyContext) -> String {
        label(of: command, in: context) ?? "\(command)"
    }

    /// The first keys that move by a line and by a page in `context`, as footers name them:
    /// `j/k, n/p` in the standard map.
    func scrollKeys(in context: KeyContext) -> String {
        func pair(_ forward: KeyCommand, _ backward: KeyCommand) -> String {
            [forward, backward].compactMap { label(of: $0, in: context) }.joined(separator: "/")
        }
        return pair(.down, .up) + ", " + pair(.pageDown, .pageUp)
    }

    /// The keys bound to two different commands in the same context, with the two bindings,
    /// in the table's order; empty for a sound map. (The same key twice for one command is
    /// harmless.)
    var conflicts: [KeyConflict] {
        var first: [KeyContext: [KeyEvent: KeyBinding]] = [:]
        var conflicts: [KeyConflict] = []
        for binding in bindings {
            for context in KeyContext.allCases where binding.contexts.contains(context) {
                for key in binding.keys {
                    guard let earlier = first[context]?[key] else {
                        first[context, default: [:]][key] = binding
                        continue
                    }
                    if earlier.command != binding.command {
                        conflicts.append(
                            KeyConflict(key: key, context: context, first: earlier, second: binding))
                    }
                }
            }
        }
        return conflicts
    }

    /// This map with the keys of each action in `keys` in place of its own, wherever its keys
    /// are not fixed (see `KeyBinding.action`); the summaries and places stay.
    ///
    /// Where the table gives an action extra keys in some places (`←` also goes back on a
    /// repository), the binding that says the same for a wider place covers them, so that the
    /// help lists the new keys once. Conflicts the new keys make are left for `conflicts`.
    func remapped(_ keys: [KeyAction: [KeyEvent]]) -> KeyMap {
        var result: [KeyBinding] = []
        for binding in bindings {
            guard let action = binding.action, let replacement = keys[action] else {
                result.append(binding)
                continue
            }
            let covered = result.contains {
                $0.command == binding.command && $0.keys == replacement
                    && binding.contexts.isSubset(of: $0.contexts)
            }
            if !covered {
                result.append(KeyBinding(replacement, binding.command, binding.summary, in: binding.contexts))
            }
        }
        return KeyMap(result)
    }

    /// This map with a binding for each of `commands` where it runs; what its keys already
    /// mean there is left for `conflicts`.
    func adding(_ commands: [UserCommand]) -> KeyMap {
        guard !commands.isEmpty else { return self }
        return KeyMap(
            bindings
                + commands.map { command in
                    let shown = Sanitizer.clean(command.run)
                    let summary = "run: " + (shown.count > 50 ? shown.prefix(49) + "…" : shown)
                    return KeyBinding(
                        [command.key], .runCommand(command), summary,
                        in: Set(command.screens.map(\.keyContext)))
                })
    }

    /// The bindings ghtui ships with.
    static let standard: KeyMap = {
        let lists: Set<KeyContext> = [
            .profile, .repository, .help, .search, .inbox, .home, .run, .pull, .diff, .gist, .release, .code,
        ]
        let pages: Set<KeyContext> = [.profile, .repository, .search, .home]
        // Every screen with a list; the inbox has no tabs.
        let screens = pages.union([.inbox, .run, .log, .pull, .diff, .gist, .release, .code, .codeFile])
        return KeyMap(
            [
                KeyBinding(
                    [.character("j"), .down], .down, "move down", in: lists.union([.log, .codeFile])),
                KeyBinding([.character("k"), .up], .up, "move up", in: lists.union([.log, .codeFile])),
                KeyBinding(
                    [.wheelDown], .scrollDown, "move \(KeyCommand.scrollRows) rows down",
                    in: lists.union([.log, .codeFile])),
                KeyBinding(
                    [.wheelUp], .scrollUp, "move \(KeyCommand.scrollRows) rows up",
                    in: lists.union([.log, .codeFile])),
                // On the inbox, `g` groups its rows.
                KeyBinding(
                    [.character("g"), .home], .top, "go to the top",
                    in: lists.subtracting([.inbox]).union([.log, .codeFile])),
                KeyBinding(
                    [.character("G"), .end], .bottom, "go to the bottom (of what is loaded)",
                    in: lists.union([.log, .codeFile])),
                KeyBinding(
                    [.character("n"), .pageDown, .character(" "), .control("f"), .control("d")], .pageDown,
                    "page down (the next API page loads ahead)", in: lists.subtracting([.release])),
                KeyBinding(
                    [.character("p"), .pageUp, .control("b"), .control("u")], .pageUp, "page up",
                    in: lists.subtracting([.release])),
                // A release's page keys scroll its notes; j and k move among its assets.
                KeyBinding(
                    [.pageDown, .character(" "), .control("f"), .control("d")], .pageDown,
                    "scroll the notes down a page", in: [.release]),
                KeyBinding(
                    [.pageUp, .control("b"), .control("u")], .pageUp, "scroll the notes up a page",
                    in: [.release]),
                KeyBinding(
                    [.tab, .right, .character("l")], .nextTab, "switch tab: the next one", in: pages),
                KeyBinding([.backTab, .left], .previousTab, "switch tab: the previous one", in: [.profile]),
                KeyBinding([.backTab], .previousTab, "switch tab: the previous one", in: [.repository]),
            ]
                + (1...Tab.person.count).map { number in
                    KeyBinding(
                        [.character(Character(String(number)))], .showTab(number),
                        "switch tab: \(Tab.titles(number: number))", in: [.profile])
                }
                + RepoTab.allCases.map { tab in
                    KeyBinding(
                        [.character(Character(String(tab.rawValue + 1)))], .showRepoTab(tab),
                        "switch tab: \(tab.title)", in: [.repository])
                }
                + (1...9).map { number in
                    KeyBinding(
                        [.character(Character(String(number)))], .showTab(number),
                        "switch tab: a section, then Inbox, Profile", in: [.home])
                }
                + SearchTab.allCases.map { tab in
                    KeyBinding(
                        [.character(Character(String(tab.rawValue + 1)))], .showSearchTab(tab),
                        "switch tab: \(tab.title)", in: [.search])
                }
                + [
                    KeyBinding(
                        [.enter], .open, "open the person, repo, gist or activity link",
                        in: [.profile]),
                    KeyBinding(
                        [.backspace, .character("h"), .escape], .back, "go back (Esc first clears a filter)",
                        in: screens),
                    KeyBinding([.left], .back, "go back", in: [.repository]),
                    KeyBinding(
                        [.enter], .open, "open a contributor, issue, PR or release",
                        in: [.repository]),
                    KeyBinding([.enter], .open, "open the job's log", in: [.run]),
                    // Only for the help: the reducer places a click itself (`Screen.click`).
                    KeyBinding(
                        [.click(row: 0, column: 0)], .open, "select a tab or row (again: open it)",
                        in: pages.union([.inbox])),
                    KeyBinding(
                        [.character("/")], .filter, "filter the loaded items",
                        in: screens.subtracting([.log, .pull, .diff, .gist, .release, .codeFile])),
                    KeyBinding([.character("s")], .sort, "sort repos: updated, stars, name", in: [.profile]),
                    KeyBinding(
                        [.character("f")], .cycleState, "open, closed, all; runs: failed, running",
                        in: [.repository]),
                    KeyBinding(
                        [.character("b")], .filterBranch, "runs: only this branch, or every one",
                        in: [.repository]),
                    KeyBinding(
                        [.character("R")], .rerun, "re-run the failed jobs (press again to confirm)",
                        in: [.run]),
                    KeyBinding(
                        [.character("C")], .cancelRun, "cancel the run (press again to confirm)", in: [.run]),
                    KeyBinding(
                        [.character("u")], .openParent, "open the repository it was forked from",
                        in: [.repository]),
                    KeyBinding(
                        [.character("o")], .browse, "open on the web (README: the first link shown)",
                        in: screens),
                    KeyBinding([.character("r")], .refresh, "refresh from GitHub", in: screens),
                    KeyBinding(
                        [.character("*")], .star,
                        "star or unstar the repository or row",
                        in: [.profile, .repository, .search]),
                    KeyBinding([.character("F")], .follow, "follow or unfollow the person", in: [.profile]),
                    KeyBinding(
                        [.character("c")], .comment, "comment on the issue or PR ($EDITOR)",
                        in: [.repository]),
                    KeyBinding([.character("?")], .help, "this help (any other key closes it)", in: screens),
                    KeyBinding([.character("q")], .quit, "quit", in: screens),
                    KeyBinding([.control("c")], .quit, "quit", in: Set(KeyContext.allCases)),
                    KeyBinding([.enter], .keepFilter, "keep the filter, back to the list", in: [.filter]),
                    KeyBinding([.escape], .clearFilter, "clear the filter, back to the list", in: [.filter]),
                    KeyBinding([.down], .down, "move down", in: [.filter]),
                    KeyBinding([.up], .up, "move up", in: [.filter]),
                    KeyBinding(
                        [.wheelDown], .scrollDown, "move \(KeyCommand.scrollRows) rows down", in: [.filter]),
                    KeyBinding([.wheelUp], .scrollUp, "move \(KeyCommand.scrollRows) rows up", in: [.filter]),
                    KeyBinding([.pageDown], .pageDown, "page down", in: [.filter]),
                    KeyBinding([.pageUp], .pageUp, "page up", in: [.filter]),
                    KeyBinding(
                        [.backspace], .deleteCharacter, "delete the last character", in: [.filter, .prompt]),
                    KeyBinding([.enter], .open, "open the profile typed", in: [.prompt]),
                    KeyBinding([.escape], .quit, "quit", in: [.prompt]),
                    KeyBinding(
                        [.character("S")], .search, "search GitHub (on a search: edit it)",
                        in: screens),
                    KeyBinding(
                        [.character("i")], .inbox, "the inbox: your notifications (with a token)",
                        in: pages.union([.pull])),
                    KeyBinding(
                        [.character("H")], .home, "Home: your sections (with a token)",
                        in: screens),
                    KeyBinding([.backTab], .previousTab, "switch tab: the previous one", in: [.home]),
                    KeyBinding([.enter], .open, "open the issue or pull request", in: [.home]),
                    KeyBinding([.backTab], .previousTab, "switch tab: the previous one", in: [.search]),
                    KeyBinding([.left], .back, "go back", in: [.search, .home]),
                    KeyBinding(
                        [.enter], .open, "open: repository, person, issue's repo tab",
                        in: [.search]),
                    // The inbox's and the log's own keys come after the shared ones, so the help lists those first.
                    KeyBinding([.home], .top, "go to the top", in: [.inbox]),
                    KeyBinding(
                        [.enter], .open, "open the issue, PR or repo (marks it read)",
                        in: [.inbox]),
                    KeyBinding(
                        [.left], .back, "go back",
                        in: [.inbox, .run, .log, .pull, .diff, .gist, .release, .code, .codeFile]),
                    KeyBinding(
                        [.character("d")], .download, "download the asset (to downloads_dir)", in: [.release]),
                    // On a log, `n` is the next match.
                    KeyBinding(
                        [.pageDown, .character(" "), .control("f"), .control("d")], .pageDown, "page down",
                        in: [.log]),
                    KeyBinding([.pageUp, .control("b"), .control("u")], .pageUp, "page up", in: [.log]),
                    // The code screen: a directory, the branch picker, a file.
                    KeyBinding(
                        [.enter], .open, "open a directory or file (picker: switch)", in: [.code]),
                    KeyBinding([.character("b")], .filterBranch, "browse another branch or tag", in: [.code]),
                    KeyBinding(
                        [.character("y")], .copyURL, "copy the web URL (OSC 52)", in: [.code, .codeFile]),
                    KeyBinding(
                        [.pageDown, .character(" "), .control("f"), .control("d")], .pageDown, "page down",
                        in: [.codeFile]),
                    KeyBinding(
                        [.character("p"), .pageUp, .control("b"), .control("u")], .pageUp, "page up",
                        in: [.codeFile]),
                    KeyBinding([.character("/")], .filter, "search the file", in: [.codeFile]),
                    KeyBinding(
                        [.character("n")], .nextMatch, "the next match of the search", in: [.codeFile]),
                    KeyBinding([.character("N")], .previousMatch, "the previous match", in: [.codeFile]),
                    KeyBinding(
                        [.character("m")], .toggleSource, "Markdown: rendered, or its source", in: [.codeFile]
                    ),
                    KeyBinding([.character("/")], .filter, "search the log", in: [.log]),
                    KeyBinding([.enter], .open, "fold or unfold the section", in: [.log]),
                    KeyBinding(
                        [.character("t")], .toggleTimestamps, "show or hide the timestamps", in: [.log]),
                    KeyBinding([.character("n")], .nextMatch, "the next match of the search", in: [.log]),
                    KeyBinding([.character("N")], .previousMatch, "the previous match", in: [.log]),
                    KeyBinding(
                        [.character("a")], .toggleRead, "unread only, or all notifications", in: [.inbox]),
                    KeyBinding(
                        [.character("g")], .toggleGrouping, "group by repository, or flat", in: [.inbox]),
                    KeyBinding(
                        [.character("f")], .cycleReason, "by reason: review requested, mention, …, no CI",
                        in: [.inbox]),
                    KeyBinding([.character("m")], .markRead, "mark read", in: [.inbox]),
                    KeyBinding([.character("d")], .markDone, "mark done (gone from the inbox)", in: [.inbox]),
                    KeyBinding([.character("U")], .unsubscribe, "unsubscribe from the thread", in: [.inbox]),
                    KeyBinding(
                        [.character("M")], .markAllRead, "mark all read (press again to confirm)",
                        in: [.inbox]),
                    // A pull request's page and its diffs.
                    KeyBinding([.tab], .nextTab, "switch tab: the next one", in: [.pull]),
                    KeyBinding([.backTab], .previousTab, "switch tab: the previous one", in: [.pull]),
                ]
                + PullTab.allCases.map { tab in
                    KeyBinding(
                        [.character(Character(String(tab.rawValue + 1)))], .showPullTab(tab),
                        "switch tab: \(tab.title)", in: [.pull])
                }
                + [
                    KeyBinding(
                        [.enter, .right, .character("l")], .open,
                        "open a diff, a commit or a check's log",
                        in: [.pull]),
                    KeyBinding(
                        [.character("c")], .comment, "comment on the pull request ($EDITOR)", in: [.pull]),
                    KeyBinding(
                        [.character("t")], .toggleTree, "files: a tree of folders, or a list", in: [.pull]),
                    KeyBinding(
                        [.character("v")], .review, "review: approve, request changes, comment",
                        in: [.pull, .diff]),
                    KeyBinding(
                        [.character("M")], .merge, "merge: choose how, then confirm",
                        in: [.pull]),
                    KeyBinding(
                        [.character("X")], .closeOrReopen, "close or reopen (press again to confirm)",
                        in: [.pull]),
                    KeyBinding(
                        [.character("R")], .toggleDraft, "ready for review or draft (press again)",
                        in: [.pull]),
                    KeyBinding([.character("]")], .nextFile, "the next file", in: [.diff, .gist]),
                    KeyBinding([.character("[")], .previousFile, "the previous file", in: [.diff, .gist]),
                    KeyBinding([.character("}")], .nextHunk, "the next hunk", in: [.diff]),
                    KeyBinding([.character("{")], .previousHunk, "the previous hunk", in: [.diff]),
                    KeyBinding([.character("w")], .toggleWrap, "wrap long lines, or cut them", in: [.diff]),
                    KeyBinding(
                        [.character("V")], .selectLines, "select lines for one comment (again: drop it)",
                        in: [.diff]),
                    KeyBinding(
                        [.character("c")], .comment, "comment on the line(s) ($EDITOR)",
                        in: [.diff]),
                    KeyBinding(
                        [.enter], .open, "run the search as typed", in: [.searchPrompt]),
                    KeyBinding([.escape], .back, "cancel", in: [.searchPrompt]),
                    KeyBinding(
                        [.backspace], .deleteCharacter, "delete the last character", in: [.searchPrompt]),
                ])
    }()
}
