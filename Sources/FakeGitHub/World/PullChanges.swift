/// The changed files of the pull requests in ``PullSamples``, drawn by hand or generated on
/// demand, and the review comments on ``PullSamples/everyKindOfChange``'s lines.
struct PullChanges: Sendable {
    /// Every changed file, in the diff's order; the files list shows at most 3,000 of them.
    var files: LazyList<DiffFile>
    /// The review comments on the files' lines, oldest first.
    var comments: [ReviewSpot] = []

    /// Where a review comment sits and what it says.
    struct ReviewSpot: Sendable {
        var path: String
        /// The (last) line commented on; nil for a comment on the whole file.
        var line: Int?
        /// `LEFT` (the old file) or `RIGHT` (the new one).
        var side: String
        /// The first line of a range.
        var startLine: Int?
        var body: String
        /// The offset of the comment this one answers.
        var replyTo: Int?
    }

    /// The changes of `issue` when it is one of the samples.
    static func sample(of issue: IssueRecord) -> PullChanges? {
        guard issue.repo.fullName == PullSamples.repository else { return nil }
        let seed = issue.id * 10_000
        switch issue.number {
        case PullSamples.everyKindOfChange:
            let files = everyKind(seed: seed)
            return PullChanges(files: LazyList(count: files.count) { files[$0] }, comments: spots)
        case PullSamples.noFiles:
            return PullChanges(
                files: LazyList(count: 0) { _ in DiffFile("", status: "modified", seed: seed) })
        case PullSamples.big:
            return PullChanges(
                files: LazyList(count: PullSamples.bigFileCount) { offset in
                    // 200 files of 67 changed lines and 100 of 66: 20,000 in all.
                    let changes = offset < 200 ? 67 : 66
                    let deletions = changes / 3
                    let hunks = [
                        DiffHunk.generated(seed: offset, old: 10, additions: 20, deletions: deletions / 2),
                        DiffHunk.generated(
                            seed: offset + 1, old: 200, additions: changes - deletions - 20,
                            deletions: deletions - deletions / 2),
                    ]
                    let module = String(offset / 30 + 100).dropFirst()
                    return DiffFile(
                        "Sources/Module\(module)/File\(offset).swift", status: "modified", hunks: hunks,
                        seed: seed + offset)
                })
        case PullSamples.huge:
            return PullChanges(
                files: LazyList(count: PullSamples.hugeFileCount) { offset in
                    DiffFile(
                        "vendor/pkg\(offset / 100)/file\(offset).txt", status: "added",
                        hunks: [DiffHunk(old: 0, new: 1, lines: ["+vendored \(offset)"])], seed: seed + offset
                    )
                })
        default:
            return nil
        }
    }

    /// How many files and review comments the sample numbered `number` has, without making them.
    static func counts(number: Int) -> (files: Int, comments: Int)? {
        switch number {
        case PullSamples.everyKindOfChange: (8, spots.count)
        case PullSamples.noFiles: (0, 0)
        case PullSamples.big: (PullSamples.bigFileCount, 0)
        case PullSamples.huge: (PullSamples.hugeFileCount, 0)
        default: nil
        }
    }

    /// How many lines all files add and delete together.
    var totals: (additions: Int, deletions: Int) {
        files.elements(0..<files.count).reduce((0, 0)) { ($0.0 + $1.additions, $0.1 + $1.deletions) }
    }

    /// The GitHub error for a diff over GitHub's limits, nil when it can be sent.
    var diffRefusal: String? {
        if files.count > PullSamples.diffFileLimit {
            return "maximum number of files (\(PullSamples.diffFileLimit))"
        }
        let totals = totals
        if totals.additions + totals.deletions > PullSamples.diffLineLimit {
            return "maximum number of lines (\(PullSamples.diffLineLimit))"
        }
        return nil
    }

    private static let longLine =
        "+        // Evicting everything at once made the next hundred requests miss the cache and "
        + "hit the network together, which is exactly when the rate limit is tightest; keep what is "
        + "still fresh and let the rest expire on its own schedule, one entry at a time, so that a "
        + "busy screen never stalls on a cold cache again (see the benchmarks for the numbers)."

    private static func everyKind(seed: Int) -> [DiffFile] {
        let makefile = [
            DiffHunk(
                old: 1, new: 1,
                lines: [
                    " PREFIX ?= /usr/local", "-SWIFT_FLAGS = -c release",
                    "+SWIFT_FLAGS = -c release --static-swift-stdlib", " ", " build:",
                    "-\tswift build $(SWIFT_FLAGS)", "+\tswift build $(SWIFT_FLAGS) --product ghtui",
                ]),
            DiffHunk(
                old: 20, new: 20, section: "build:",
                lines: [
                    " install: build", " \tinstall -d $(PREFIX)/bin",
                    "-\tinstall .build/release/app $(PREFIX)/bin",
                    "+\tinstall .build/release/ghtui $(PREFIX)/bin",
                    "+\tinstall -m 644 docs/ghtui.1 $(PREFIX)/share/man/man1", " ", " test:",
                ]),
        ]
        let cache = [
            DiffHunk(
                old: 1, new: 1,
                lines: [" import Foundation", "+import Synchronization", " ", " /// Keeps answers by key."]),
            DiffHunk(
                old: 18, new: 19, section: "final class Cache {",
                lines: [
                    "     private var entries: [String: Entry] = [:]", "-    private let lock = NSLock()",
                    "+    private let lock = Mutex<Void>(())", "+    private let limit: Int", " ",
                    "     func value(for key: String) -> Data? {",
                    "-        lock.lock(); defer { lock.unlock() }",
                    "-        return entries[key]?.data",
                    "+        lock.withLock { _ in entries[key]?.data }",
                    "     }",
                ]),
            DiffHunk(
                old: 60, new: 61, section: "final class Cache {",
                lines: [
                    "     func evict() {", "-        entries.removeAll()", longLine,
                    "+        entries = entries.filter { $0.value.expires > .now }", "     }", " }",
                ]),
        ]
        let legacy = [
            DiffHunk(
                old: 1, new: 0,
                lines: [
                    "-import Foundation", "-", "-/// The old pager, before Paging.swift.",
                    "-struct LegacyPager {",
                    "-    var page = 1", "-    mutating func next() { page += 1 }", "-}", "-// end",
                ])
        ]
        let feature = [
            DiffHunk(
                old: 0, new: 1,
                lines: [
                    "+import Foundation", "+", "+/// Marks notifications done from the inbox.",
                    "+struct InboxAction {",
                    "+    var threadID: String", "+    var done: Bool", "+",
                    "+    static let all = [\"read\", \"done\", \"ignore\"]",
                    "+}", "\\ No newline at end of file",
                ])
        ]
        let paging = [
            DiffHunk(
                old: 3, new: 3, section: "import Foundation",
                lines: [
                    " /// Walks a list page by page.", "-struct Pager {", "+struct Paging {",
                    "     var size = 30",
                    "     var page = 1", "     var last: Int?",
                ])
        ]
        let large = (0..<6).map { part in
            DiffHunk.generated(seed: part, old: 1 + part * 1_000, additions: 400, deletions: 300)
        }
        return [
            DiffFile("Makefile", status: "modified", hunks: makefile, seed: seed + 1),
            DiffFile(
                "Resources/fixtures/large.json", status: "modified", hunks: large, seed: seed + 2,
                isTooLarge: true),
            DiffFile("Sources/App/Cache.swift", status: "modified", hunks: cache, seed: seed + 3),
            DiffFile("Sources/App/Legacy.swift", status: "removed", hunks: legacy, seed: seed + 4),
            DiffFile("Sources/App/NewFeature.swift", status: "added", hunks: feature, seed: seed + 5),
            DiffFile(
                "Sources/App/Paging.swift", status: "renamed", previous: "Sources/App/Pager.swift",
                hunks: paging,
                seed: seed + 6),
            DiffFile("assets/logo.png", status: "modified", seed: seed + 7, isBinary: true),
            DiffFile("docs/guide.md", status: "renamed", previous: "docs/old-name.md", seed: seed + 8),
        ]
    }

    private static let spots = [
        ReviewSpot(
            path: "Sources/App/Cache.swift", line: 20, side: "RIGHT",
            body: "A `Mutex<Void>` reads oddly: could the mutex own the dictionary instead?"),
        ReviewSpot(
            path: "Sources/App/Cache.swift", line: 20, side: "RIGHT",
            body: "Good idea, done in the next commit.", replyTo: 0),
        ReviewSpot(
            path: "Sources/App/NewFeature.swift", line: 6, side: "RIGHT", startLine: 4,
            body: "Should `done` be an enum with `read`, `done` and `ignored`?"),
        ReviewSpot(
            path: "Sources/App/Legacy.swift", line: 4, side: "LEFT",
            body: "Nothing else uses `LegacyPager`? 👍"),
        ReviewSpot(
            path: "Makefile", line: 5, side: "RIGHT",
            body: "Recipes need a real tab here, and this one has it."),
        ReviewSpot(
            path: "Resources/fixtures/large.json", line: nil, side: "RIGHT",
            body: "Could this fixture be generated when the tests run instead?"),
    ]
}
