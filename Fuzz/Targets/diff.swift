import Foundation

// Sources: Sources/GitHubKit/Models/Account.swift Sources/GitHubKit/Models/AccountType.swift
// Sources: Sources/GitHubKit/Models/DiffEntry.swift Sources/GitHubKit/Models/DiffEntryStatus.swift
// Sources: Sources/GitHubKit/Models/GitHubNamed.swift Sources/GitHubKit/Models/GitHubObject.swift
// Sources: Sources/GitHubKit/Models/JSONKey.swift Sources/GitHubKit/Models/JSONValue.swift
// Sources: Sources/GitHubKit/Models/ModelFields.swift Sources/GitHubKit/Models/ModelIdentityError.swift
// Sources: Sources/GitHubKit/Models/PullRequestReviewComment.swift
// Sources: Sources/GitHubKit/Models/ReactionContent.swift Sources/GitHubKit/Models/ReactionRollup.swift
// Sources: Sources/GitHubKit/Models/SimpleUser.swift Sources/GitHubKit/Parsing/FeedDate.swift
// Sources: Sources/ghtui/Diff/DiffFile.swift Sources/ghtui/Diff/DiffHunk.swift
// Sources: Sources/ghtui/Diff/DiffLayout.swift Sources/ghtui/Diff/DiffLine.swift
// Sources: Sources/ghtui/Diff/DiffPosition.swift Sources/ghtui/Diff/DiffSide.swift
// Sources: Sources/ghtui/Diff/DiffStyle.swift Sources/ghtui/Diff/DiffText.swift
// Sources: Sources/ghtui/Diff/DiffThread.swift Sources/ghtui/Diff/DiffThreadRows.swift
// Sources: Sources/ghtui/Diff/UnifiedDiff.swift Sources/ghtui/Markdown/MarkdownBlock.swift
// Sources: Sources/ghtui/Markdown/MarkdownDocument.swift Sources/ghtui/Markdown/MarkdownHTML.swift
// Sources: Sources/ghtui/Markdown/MarkdownInlines.swift Sources/ghtui/Markdown/MarkdownInput.swift
// Sources: Sources/ghtui/Markdown/MarkdownLayout.swift Sources/ghtui/Markdown/MarkdownList.swift
// Sources: Sources/ghtui/Markdown/MarkdownNode.swift Sources/ghtui/Markdown/MarkdownParser.swift
// Sources: Sources/ghtui/Markdown/MarkdownStyle.swift Sources/ghtui/Markdown/MarkdownTable.swift
// Sources: Sources/ghtui/Markdown/MarkdownTableLayout.swift Sources/ghtui/Markdown/MarkdownTreeBuilder.swift
// Sources: Sources/ghtui/Markdown/SpanWrapper.swift Sources/ghtui/Terminal/Sanitizer.swift
// Sources: Sources/ghtui/Views/Cell.swift Sources/ghtui/Views/Format.swift Sources/ghtui/Views/Grid.swift
// Sources: Sources/ghtui/Views/Span.swift Sources/ghtui/Views/Style.swift Sources/ghtui/Views/TextWidth.swift
// Sources: Sources/ghtui/Views/ColorRole.swift Sources/ghtui/Settings/TerminalColor.swift Sources/ghtui/Views/Palette.swift
// Flags: -I Sources/CCmarkGFM

// The diff parser and its layout: `UnifiedDiff.files` on any text, each file laid out by
// `DiffLayout` wrapped and cut at several widths, every row drawn.
//
// Properties:
// - no drawn row is wider than the layout (the gutter of line numbers included);
// - no drawn row holds an ESC, a C0 or C1 control or a tab (the diff's text is sanitized);
// - hunk navigation and a row's position answer for every row, and the hunks' rows are in order.

private let widths = [12, 41, 80]

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let files = UnifiedDiff.files(bytes: fuzzBytes(data, size))
    for file in files.prefix(8) {
        for width in widths {
            for mode in [DiffLayout.Mode.wrap, .cut] {
                check(DiffLayout(file, width: width, mode: mode))
            }
        }
    }
    return 0
}

private func check(_ layout: DiffLayout) {
    check(layout.hunkRows == layout.hunkRows.sorted(), "hunk rows out of order: \(layout.hunkRows)")
    for row in 0..<min(layout.rowCount, 400) {
        let text = layout.row(row).map(\.text).joined()
        let columns = TextWidth.width(of: text)
        check(columns <= layout.width, "row \(row) is \(columns) wide in \(layout.width): \(shown(text))")
        if let control = firstControl(in: text) {
            propertyFailed("U+\(String(control.value, radix: 16)) in row \(row): \(shown(text))")
        }
        _ = layout.position(at: row)
        _ = layout.nextHunk(after: row)
        _ = layout.previousHunk(before: row)
    }
}
