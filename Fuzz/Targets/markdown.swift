import Foundation

// Sources: Sources/ghtui/Markdown/MarkdownBlock.swift Sources/ghtui/Markdown/MarkdownDocument.swift
// Sources: Sources/ghtui/Markdown/MarkdownHTML.swift Sources/ghtui/Markdown/MarkdownInlines.swift
// Sources: Sources/ghtui/Markdown/MarkdownInput.swift Sources/ghtui/Markdown/MarkdownLayout.swift
// Sources: Sources/ghtui/Markdown/MarkdownList.swift Sources/ghtui/Markdown/MarkdownNode.swift
// Sources: Sources/ghtui/Markdown/MarkdownParser.swift Sources/ghtui/Markdown/MarkdownStyle.swift
// Sources: Sources/ghtui/Markdown/MarkdownTable.swift Sources/ghtui/Markdown/MarkdownTableLayout.swift
// Sources: Sources/ghtui/Markdown/MarkdownTreeBuilder.swift Sources/ghtui/Markdown/SpanWrapper.swift
// Sources: Sources/ghtui/Terminal/Sanitizer.swift Sources/ghtui/Views/Cell.swift
// Sources: Sources/ghtui/Views/Format.swift Sources/ghtui/Views/Grid.swift Sources/ghtui/Views/Span.swift
// Sources: Sources/ghtui/Views/Style.swift Sources/ghtui/Views/TextWidth.swift
// Sources: Sources/ghtui/Views/ColorRole.swift Sources/ghtui/Settings/TerminalColor.swift Sources/ghtui/Views/Palette.swift
// Flags: -I Sources/CCmarkGFM

// The Markdown layout: cmark-gfm's tree of any text (READMEs, issue bodies) laid out as styled
// lines by `MarkdownDocument` at several widths.
//
// Properties:
// - no line is wider than the width asked for;
// - no line holds an ESC, a C0 or C1 control, or a bidi override (U+202A–U+202E) that could
//   reach the terminal.

// The layout is never narrower than 10 columns (`MarkdownLayout.init(width:)`).
private let widths = [10, 33, 80]

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let document = MarkdownDocument(bytes: fuzzBytes(data, size))
    for width in widths {
        for line in document.lines(width: width) {
            let text = line.map(\.text).joined()
            let columns = TextWidth.width(of: text)
            check(columns <= width, "a line \(columns) wide at width \(width): \(shown(text))")
            if let control = firstControl(in: text)
                ?? text.unicodeScalars.first(where: { (0x202A...0x202E).contains($0.value) })
            {
                propertyFailed("U+\(String(control.value, radix: 16)) at width \(width): \(shown(text))")
            }
        }
    }
    return 0
}
